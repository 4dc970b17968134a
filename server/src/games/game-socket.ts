// The games' client events. The realtime plugin already puts a socket in
// game_<g> on `join_game` and takes it out on `leave_game`; this adds the idle count (read with the
// same parser, so a socket is counted exactly while it is in the room) and the two questions a page
// asks after (re)connecting. `getCurrentSessionId` / `getSessionStatus` take an optional
// {gameType}; without it they answer for every game the socket joined. Answers go to that socket
// only (and to an acknowledgement callback when one is given).
import type { FastifyBaseLogger } from 'fastify';
import type { AppServer } from '../realtime/io-types';
import { GAME_EVENTS, GAME_TYPES, type GameType, type SessionStatusDto } from '@app/shared/contracts';
import { requestedGames } from '../realtime/socket-handlers';
import type { IdleTracker } from './idle-tracker';

export interface GameSocketDeps {
  idle: IdleTracker;
  status(game: GameType): Promise<SessionStatusDto | null>;
  log: FastifyBaseLogger;
}

export function installGameSocketHandlers(io: AppServer, deps: GameSocketDeps): void {
  io.on('connection', (socket) => {
    const auth = socket.data.auth;
    if (!auth) return;
    const joined = new Set<GameType>();

    const gamesFor = (payload: unknown): GameType[] => {
      const named = requestedGames('join_game', payload);
      if (named.length) return named;
      return joined.size ? [...joined] : [...GAME_TYPES];
    };
    const ackOf = (args: unknown[]) => {
      const last = args[args.length - 1];
      return typeof last === 'function' ? (last as (answer: unknown) => void) : null;
    };

    socket.on('join_game', (payload: unknown) => {
      for (const game of requestedGames('join_game', payload)) {
        joined.add(game);
        deps.idle.joined(socket, auth.userId, game);
      }
    });
    socket.on('leave_game', (payload: unknown) => {
      for (const game of requestedGames('leave_game', payload)) {
        joined.delete(game);
        deps.idle.left(socket, auth.userId, game);
      }
    });
    // Each answers every game asked for (or the joined ones): emitted as the event, and acknowledged
    // with one answer, or a list when there are several.
    const answerRounds =
      <A>(name: string, emitAnswer: (status: SessionStatusDto) => A) =>
      async (...args: unknown[]) => {
        const ack = ackOf(args);
        const answers: A[] = [];
        for (const game of gamesFor(args[0])) {
          try {
            const status = await deps.status(game);
            if (status) answers.push(emitAnswer(status));
          } catch (error) {
            deps.log.warn({ err: error }, `${name} failed`);
          }
        }
        ack?.(answers.length === 1 ? answers[0] : answers);
      };
    socket.on(
      'getCurrentSessionId',
      answerRounds('getCurrentSessionId', (status) => {
        const answer = { gameType: status.gameType, sessionId: status.sessionId };
        socket.emit(GAME_EVENTS.currentSessionId, answer);
        return answer;
      }),
    );
    socket.on(
      'getSessionStatus',
      answerRounds('getSessionStatus', (status) => {
        socket.emit(GAME_EVENTS.sessionStatus, status);
        return status;
      }),
    );
    socket.on('disconnect', () => deps.idle.disconnected(socket, auth.userId));
  });
}

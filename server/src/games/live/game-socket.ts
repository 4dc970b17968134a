// The games' client events. The realtime plugin already puts a socket in
// game_<g> on `join_game` and takes it out on `leave_game`; this adds the idle count (read with the
// same parser, so a socket is counted exactly while it is in the room) and the two questions a page
// asks after (re)connecting. `getCurrentSessionId` / `getSessionStatus` take an optional
// {gameType}; without it they answer for every game the socket joined. Answers go to that socket
// only (and to an acknowledgement callback when one is given).
import type { FastifyBaseLogger } from 'fastify';
import type { AppSocket } from '../../realtime/io-types';
import type { Realtime } from '../../realtime/realtime';
import { GAME_EVENTS, GAME_TYPES, type GameType, type RoundStatusDto } from '@app/shared/contracts';
import { requestedGames } from '../../realtime/socket-handlers';
import type { IdleTracker } from './idle-tracker';

export interface GameSocketDeps {
  idle: IdleTracker;
  status(game: GameType): Promise<RoundStatusDto | null>;
  log: FastifyBaseLogger;
}

// The acknowledgement callback a client asked for: the last argument, when it is a function.
const ackOf = (args: unknown[]) => {
  const last = args[args.length - 1];
  return typeof last === 'function' ? (last as (answer: unknown) => void) : null;
};

// The games a question is about: those it names, or else the ones the socket joined, or else all.
const gamesFor = (socket: AppSocket, payload: unknown): GameType[] => {
  const named = requestedGames('join_game', payload);
  if (named.length) return named;
  const joined = socket.data.games;
  return joined?.length ? [...joined] : [...GAME_TYPES];
};

// The handlers are the server's, shared by its sockets (realtime/client-events.ts); the games a
// socket joined are kept on it, in socket.data.games, in the order it joined them. Answers leave
// through the Realtime port, as every event does.
export function installGameSocketHandlers(realtime: Realtime, deps: GameSocketDeps): void {
  realtime.onClientEvent('join_game', (socket, payload) => {
    const auth = socket.data.auth;
    if (!auth) return;
    for (const game of requestedGames('join_game', payload)) {
      const joined = (socket.data.games ??= []);
      if (!joined.includes(game)) joined.push(game);
      deps.idle.joined(socket, auth.userId, game);
    }
  });
  realtime.onClientEvent('leave_game', (socket, payload) => {
    const auth = socket.data.auth;
    if (!auth) return;
    for (const game of requestedGames('leave_game', payload)) {
      const joined = socket.data.games;
      const at = joined ? joined.indexOf(game) : -1;
      if (at >= 0) joined!.splice(at, 1);
      deps.idle.left(socket, auth.userId, game);
    }
  });
  // Only a seat the socket holds counts: a page that never joined the table has nothing to keep.
  realtime.onClientEvent('table_active', (socket, payload) => {
    const auth = socket.data.auth;
    if (!auth) return;
    for (const game of requestedGames('table_active', payload)) if (socket.data.games?.includes(game)) deps.idle.watched(auth.userId, game);
  });
  // Each answers every game asked for (or the joined ones): emitted as the event, and acknowledged
  // with one answer, or a list when there are several.
  const answerRounds =
    <A>(name: string, emitAnswer: (socket: AppSocket, status: RoundStatusDto) => A) =>
    async (socket: AppSocket, ...args: unknown[]) => {
      if (!socket.data.auth) return;
      const ack = ackOf(args);
      const answers: A[] = [];
      for (const game of gamesFor(socket, args[0])) {
        try {
          const status = await deps.status(game);
          if (status) answers.push(emitAnswer(socket, status));
        } catch (error) {
          deps.log.warn({ err: error }, `${name} failed`);
        }
      }
      ack?.(answers.length === 1 ? answers[0] : answers);
    };
  realtime.onClientEvent(
    'getCurrentSessionId',
    answerRounds('getCurrentSessionId', (socket, status) => {
      const answer = { gameType: status.gameType, sessionId: status.sessionId };
      realtime.toSocket(socket, GAME_EVENTS.currentSessionId, answer);
      return answer;
    }),
  );
  realtime.onClientEvent(
    'getSessionStatus',
    answerRounds('getSessionStatus', (socket, status) => {
      realtime.toSocket(socket, GAME_EVENTS.sessionStatus, status);
      return status;
    }),
  );
  realtime.onSocketClosed((socket) => {
    const auth = socket.data.auth;
    if (auth) deps.idle.disconnected(socket, auth.userId);
  });
}

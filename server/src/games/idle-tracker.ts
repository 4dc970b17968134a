// Idle players (DESIGN section 8): a player who joined a game's room and sits through
// IDLE_KICK_ROUNDS settled rounds in a row without betting gets `idleAutoKick {gameType, message}`
// and leaves the room. Each node counts for the sockets connected to it; the node that drives the
// clock tells the others when a round is settled (socket.io server-side events over Redis).
import type { Socket } from 'socket.io';
import { GAME_EVENTS, GAME_MESSAGES, IDLE_KICK_ROUNDS, type GameType } from '@app/shared/contracts';
import { gameRoom } from '../realtime/rooms';

interface Watched {
  socket: Socket;
  userId: number;
  // Rounds settled since the player's last bet (or since joining), per joined game.
  idle: Map<GameType, number>;
}

export interface IdleTracker {
  joined(socket: Socket, userId: number, game: GameType): void;
  left(socket: Socket, game: GameType): void;
  disconnected(socket: Socket): void;
  // A round of `game` was settled; `bettors` are the players who bet in it (even if they cancelled).
  roundSettled(game: GameType, bettors: readonly number[]): void;
}

export function createIdleTracker(rounds: number = IDLE_KICK_ROUNDS): IdleTracker {
  const watched = new Map<string, Watched>();

  return {
    joined(socket, userId, game) {
      let entry = watched.get(socket.id);
      if (!entry) {
        entry = { socket, userId, idle: new Map() };
        watched.set(socket.id, entry);
      }
      // Joining again (a page re-joining after a reconnect) keeps the count it had.
      if (!entry.idle.has(game)) entry.idle.set(game, 0);
    },
    left(socket, game) {
      const entry = watched.get(socket.id);
      if (!entry) return;
      entry.idle.delete(game);
      if (entry.idle.size === 0) watched.delete(socket.id);
    },
    disconnected(socket) {
      watched.delete(socket.id);
    },
    roundSettled(game, bettors) {
      const betting = new Set(bettors);
      for (const [id, entry] of watched) {
        const count = entry.idle.get(game);
        if (count === undefined) continue;
        const next = betting.has(entry.userId) ? 0 : count + 1;
        if (next < rounds) {
          entry.idle.set(game, next);
          continue;
        }
        entry.socket.emit(GAME_EVENTS.idleAutoKick, { gameType: game, message: GAME_MESSAGES.idleKick });
        entry.socket.leave(gameRoom(game));
        entry.idle.delete(game);
        if (entry.idle.size === 0) watched.delete(id);
      }
    },
  };
}

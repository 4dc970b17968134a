// Idle players (DESIGN section 8): a player who joined a game's room and sits through
// IDLE_KICK_ROUNDS settled rounds in a row without betting gets `idleAutoKick {gameType, message}`
// and leaves the room. Each node counts for the sockets connected to it; the node that drives the
// clock tells the others when a round is settled (socket.io server-side events over Redis).
//
// The count belongs to the player and the game (a seat), not to a socket: a page that reconnects
// and re-joins (a new socket) goes on with the count it had, and a kick reaches every socket of the
// player seated at that game on this node. A disconnect is not a leave: the seat keeps counting, so
// one that nobody comes back to ends when its count runs out (quietly: there is no socket to tell).
import type { Socket } from 'socket.io';
import { GAME_EVENTS, GAME_MESSAGES, GAME_TYPES, IDLE_KICK_ROUNDS, type GameType } from '@app/shared/contracts';
import { gameRoom } from '../realtime/rooms';

interface Seat {
  // Rounds settled since the player's last bet (or since first joining).
  idle: number;
  // The player's sockets on this node in the game's room.
  sockets: Set<Socket>;
}

export interface IdleTracker {
  joined(socket: Socket, userId: number, game: GameType): void;
  left(socket: Socket, userId: number, game: GameType): void;
  disconnected(socket: Socket, userId: number): void;
  // A round of `game` was settled; `bettors` are the players with a bet in it that was not cancelled.
  roundSettled(game: GameType, bettors: readonly number[]): void;
}

export function createIdleTracker(rounds: number = IDLE_KICK_ROUNDS): IdleTracker {
  const seats = new Map<GameType, Map<number, Seat>>(GAME_TYPES.map((game) => [game, new Map()]));

  return {
    joined(socket, userId, game) {
      const table = seats.get(game)!;
      let seat = table.get(userId);
      if (!seat) {
        seat = { idle: 0, sockets: new Set() };
        table.set(userId, seat);
      }
      // Joining again (another tab, or a page re-joining after a reconnect) keeps the count.
      seat.sockets.add(socket);
    },
    left(socket, userId, game) {
      const table = seats.get(game)!;
      const seat = table.get(userId);
      if (!seat) return;
      seat.sockets.delete(socket);
      // Every socket of the player here has left the table: the count ends with it.
      if (seat.sockets.size === 0) table.delete(userId);
    },
    disconnected(socket, userId) {
      for (const table of seats.values()) table.get(userId)?.sockets.delete(socket);
    },
    roundSettled(game, bettors) {
      const betting = new Set(bettors);
      const table = seats.get(game)!;
      for (const [userId, seat] of table) {
        seat.idle = betting.has(userId) ? 0 : seat.idle + 1;
        if (seat.idle < rounds) continue;
        table.delete(userId);
        for (const socket of seat.sockets) {
          socket.emit(GAME_EVENTS.idleAutoKick, { gameType: game, message: GAME_MESSAGES.idleKick });
          socket.leave(gameRoom(game));
        }
      }
    },
  };
}

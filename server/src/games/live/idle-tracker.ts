// Idle players: a player who joined a game's room and sits through
// IDLE_KICK_ROUNDS settled rounds in a row without betting, with the page hidden or untouched,
// gets `idleAutoKick {gameType, message}` and leaves the room. The rule frees the sockets of tabs
// nobody looks at; a player watching the cầu for many rounds before betting is not idle: a round
// in which the page said it was on screen and touched (`table_active`) is not counted. Each node counts for the sockets connected to it; the node that drives the
// clock tells the others when a round is settled (socket.io server-side events over Redis).
//
// The count belongs to the player and the game (a seat), not to a socket: a page that reconnects
// and re-joins (a new socket) goes on with the count it had, and a kick reaches every socket of the
// player seated at that game on this node. A disconnect is not a leave: the seat keeps counting, so
// one that nobody comes back to ends when its count runs out (quietly: there is no socket to tell).
// With `counts` (Redis) the count is also kept outside the node, and a seat opened on this node
// starts from it: a reconnect that lands on another node does not wipe the count.
import type { AppSocket } from '../../realtime/io-types';
import { GAME_TYPES, IDLE_KICK_ROUNDS, type GameType } from '@app/shared/contracts';
import { gameRoom } from '../../realtime/rooms';
import type { GameNotifier } from './game-notifier';
import type { IdleCounts } from './idle-counts';

interface Seat {
  // Rounds settled since the player's last bet (or since first joining).
  idle: number;
  // The player's sockets on this node in the game's room.
  sockets: Set<AppSocket>;
  // A bet since the seat opened here: the count kept elsewhere is older than that, and void.
  betSinceOpened?: boolean;
  // The page said it was watched during the round now running: this round is not counted.
  watched?: boolean;
}

export interface IdleTracker {
  joined(socket: AppSocket, userId: number, game: GameType): void;
  left(socket: AppSocket, userId: number, game: GameType): void;
  disconnected(socket: AppSocket, userId: number): void;
  // The player's page is on screen and was touched during the current round.
  watched(userId: number, game: GameType): void;
  // A round of `game` was settled; `bettors` are the players with a bet in it that was not cancelled.
  roundSettled(game: GameType, bettors: readonly number[]): void;
}

export interface IdleTrackerOptions {
  // Tells a kicked socket why (idleAutoKick), before it leaves the room.
  notify: Pick<GameNotifier, 'idleKicked'>;
  rounds?: number;
  counts?: IdleCounts;
  onError?: (error: unknown) => void;
}

export function createIdleTracker({
  notify,
  rounds = IDLE_KICK_ROUNDS,
  counts,
  onError = () => undefined,
}: IdleTrackerOptions): IdleTracker {
  const seats = new Map<GameType, Map<number, Seat>>(GAME_TYPES.map((game) => [game, new Map()]));
  // The shared store is best effort: a failure is reported, and this node counts on by itself.
  const shared = (work: () => Promise<unknown> | undefined) => void Promise.resolve().then(work).catch(onError);

  return {
    joined(socket, userId, game) {
      const table = seats.get(game)!;
      let seat = table.get(userId);
      if (!seat) {
        const opened: Seat = { idle: 0, sockets: new Set() };
        seat = opened;
        table.set(userId, opened);
        // Rounds settled before the answer arrives are already in `opened.idle`.
        shared(() =>
          counts?.load(game, userId).then((kept) => {
            if (!opened.betSinceOpened) opened.idle += kept;
          }),
        );
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
      if (seat.sockets.size > 0) return;
      table.delete(userId);
      shared(() => counts?.forget(game, userId));
    },
    disconnected(socket, userId) {
      for (const table of seats.values()) table.get(userId)?.sockets.delete(socket);
    },
    watched(userId, game) {
      const seat = seats.get(game)!.get(userId);
      if (seat) seat.watched = true;
    },
    roundSettled(game, bettors) {
      const betting = new Set(bettors);
      const table = seats.get(game)!;
      const kept = new Map<number, number>();
      for (const [userId, seat] of table) {
        if (betting.has(userId)) {
          seat.idle = 0;
          seat.betSinceOpened = true;
        } else if (!seat.watched) {
          seat.idle += 1;
        }
        seat.watched = false;
        if (seat.idle < rounds) {
          kept.set(userId, seat.idle);
          continue;
        }
        table.delete(userId);
        shared(() => counts?.forget(game, userId));
        for (const socket of seat.sockets) {
          notify.idleKicked(socket, game);
          socket.leave(gameRoom(game));
        }
      }
      shared(() => counts?.save(game, kept));
    },
  };
}

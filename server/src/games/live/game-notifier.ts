// Every game event the server sends, in one place. Emits to a player travel through the socket.io
// server, so with the Redis adapter they reach the player on any node; events to a game's whole room
// go by the fast path on each node (see toRoom).
import { ROOM_EVENTS, type AppServer, type EventPayload, type RoomEvent } from '../../realtime/io-types';
import {
  GAME_EVENTS,
  GAME_MESSAGES,
  type BetSettledEvent,
  type CancelledBetDto,
  type GameType,
  GAME_TYPES,
  type PlacedBetDto,
  type SessionStatusDto,
} from '@app/shared/contracts';
import type { Db } from '../../db/db';
import type { Realtime } from '../../realtime/realtime';
import { broadcastLocally } from '../../realtime/local-broadcast';
import { gameRoom } from '../../realtime/rooms';
import { announceInboxItem } from '../../inbox/inbox-notice';
import { walletBalances } from '../../ledger/balances';
import { roundTotals } from '../round-store';
import type { Settlement, VoidedRound } from '../settlement-service';

export interface GameNotifier {
  betPlaced(userId: number, bet: PlacedBetDto): void;
  // A bet answered as the one its key placed earlier: nothing moved now, but the copy that placed it
  // may have died before telling the player's sockets, so their balance is sent again.
  betReplayed(userId: number): void;
  betCancelled(userId: number, bet: CancelledBetDto): void;
  betError(userId: number, game: GameType, sessionId: number | null, message: string): void;
  // Round opened or entering its result phase: sessionStatus (+ currentSessionId when opened).
  status(status: SessionStatusDto, opened: boolean): void;
  // roundResult to the room and betSettled to each bettor at once; the winners' balanceUpdate follows
  // (one query for all of them) without holding up the caller, the engine's step.
  settled(settlement: Settlement): void;
  // A round called off: each refunded bet as betCancelled, one betError saying why, the inbox item
  // written with the refunds, the new balance.
  voided(voided: VoidedRound): void;
  stop(): void;
}

export interface GameNotifierDeps {
  io: AppServer;
  realtime: Realtime;
  db: Db;
  // Live totals are coalesced: at most one `sessionTotals` per game per this many ms.
  totalsIntervalMs?: number;
  // Other nodes share the sockets' rooms (Redis): the events to a game's room are relayed to them.
  cluster?: boolean;
  // Every event to a game's room this node sends or relays, once checked: the round board keeps the
  // rounds from them (round-board.ts).
  onRoomEvent?: (event: RoomEvent, payload: EventPayload<RoomEvent>) => void;
  onError: (error: unknown) => void;
}

export function createGameNotifier({
  io,
  realtime,
  db,
  totalsIntervalMs = 100,
  cluster = false,
  onRoomEvent,
  onError,
}: GameNotifierDeps): GameNotifier {
  // An event to a game's whole room (up to thousands of sockets) reaches this node's sockets by the
  // fast path, the frame encoded once, and every other node's through that node's own fast path.
  // socket.io's broadcast would cost 20 to 36 µs a socket: at 5,000 sockets the status that follows a
  // round result kept the cores busy while the phones were still being sent the result.
  // Each event's payload names its game, and so its room, on every node alike.
  const toRoom = <E extends RoomEvent>(event: E, payload: EventPayload<E> & { gameType: GameType }) => {
    broadcastLocally(io, gameRoom(payload.gameType), event, payload);
    onRoomEvent?.(event, payload);
    if (!cluster) return;
    try {
      io.serverSideEmit('games:roomEvent', { event, payload });
    } catch (error) {
      onError(error);
    }
  };
  if (cluster) {
    // What another node relays is checked before it goes out: a known event, a game's payload (an
    // object naming a game and a round). A failure here is reported, never thrown: it would run
    // inside the Redis adapter's handler, where nothing catches it.
    io.on('games:roomEvent', (relayed) => {
      try {
        const event = ROOM_EVENTS.find((name) => name === relayed?.event);
        const payload = relayed?.payload as { gameType?: unknown; sessionId?: unknown } | null | undefined;
        const game = GAME_TYPES.find((g) => g === payload?.gameType);
        if (!event || !game || typeof payload !== 'object' || Array.isArray(payload) || !Number.isSafeInteger(payload?.sessionId)) return;
        broadcastLocally(io, gameRoom(game), event, payload as EventPayload<RoomEvent>);
        onRoomEvent?.(event, payload as EventPayload<RoomEvent>);
      } catch (error) {
        onError(error);
      }
    });
  }
  const pendingTotals = new Map<GameType, { sessionId: number; timer: NodeJS.Timeout }>();
  // After a settlement, a refund or a batch of bets has committed: each player's balance read
  // afresh (two moves committing close together could otherwise be announced in the wrong order),
  // every player's in one query.
  let stopped = false;
  const winnersBalances = async (userIds: number[]) => {
    const balances = await walletBalances(db, userIds);
    // The app closed meanwhile: its sockets (and the Redis link behind them) are gone.
    if (stopped) return;
    for (const { userId, balance: amount } of balances) {
      realtime.toUser(userId, GAME_EVENTS.balanceUpdate, { balance: amount });
    }
  };
  // A batch of bets is answered in one turn of the event loop: their players' balances are read
  // together at the end of it, not one query per bet.
  const changedBalances = new Set<number>();
  let balancesDue: NodeJS.Immediate | null = null;
  const balance = (userId: number) => {
    changedBalances.add(userId);
    balancesDue ??= setImmediate(() => {
      balancesDue = null;
      const userIds = [...changedBalances];
      changedBalances.clear();
      void winnersBalances(userIds).catch(onError);
    });
  };

  const totalsChanged = (game: GameType, sessionId: number) => {
    if (pendingTotals.has(game)) return;
    const timer = setTimeout(async () => {
      pendingTotals.delete(game);
      try {
        const totals = await roundTotals(db, game, sessionId);
        toRoom(GAME_EVENTS.sessionTotals, { gameType: game, sessionId, totals });
      } catch (error) {
        onError(error);
      }
    }, totalsIntervalMs);
    timer.unref();
    pendingTotals.set(game, { sessionId, timer });
  };

  return {
    betPlaced(userId, bet) {
      realtime.toUser(userId, GAME_EVENTS.betPlaced, bet);
      balance(userId);
      totalsChanged(bet.gameType, bet.sessionId);
    },
    betReplayed(userId) {
      balance(userId);
    },
    betCancelled(userId, bet) {
      realtime.toUser(userId, GAME_EVENTS.betCancelled, bet);
      balance(userId);
      totalsChanged(bet.gameType, bet.sessionId);
    },
    betError(userId, game, sessionId, message) {
      realtime.toUser(userId, GAME_EVENTS.betError, { gameType: game, sessionId, message });
    },
    status(status, opened) {
      if (opened) toRoom(GAME_EVENTS.currentSessionId, { gameType: status.gameType, sessionId: status.sessionId });
      toRoom(GAME_EVENTS.sessionStatus, status);
    },
    settled({ result, bets }) {
      toRoom(GAME_EVENTS.roundResult, result);
      const byUser = new Map<number, BetSettledEvent>();
      for (const bet of bets) {
        let event = byUser.get(bet.userId);
        if (!event) {
          event = { gameType: result.gameType, sessionId: result.sessionId, bets: [], totalStake: 0, totalPayout: 0 };
          byUser.set(bet.userId, event);
        }
        event.bets.push({ betId: bet.betId, side: bet.side, amount: bet.amount, payout: bet.payout, status: bet.status });
        event.totalStake += bet.amount;
        event.totalPayout += bet.payout;
      }
      const winners: number[] = [];
      for (const [userId, event] of byUser) {
        realtime.toUser(userId, GAME_EVENTS.betSettled, event);
        if (event.totalPayout > 0) winners.push(userId);
      }
      if (winners.length) void winnersBalances(winners).catch(onError);
    },
    voided({ game, sessionId, refunds, inboxItems }) {
      const players = new Set<number>();
      for (const { betId, userId, newBalance } of refunds) {
        realtime.toUser(userId, GAME_EVENTS.betCancelled, { betId, gameType: game, sessionId, newBalance });
        players.add(userId);
      }
      for (const userId of players) {
        realtime.toUser(userId, GAME_EVENTS.betError, { gameType: game, sessionId, message: GAME_MESSAGES.roundVoided });
      }
      for (const { userId, item } of inboxItems) announceInboxItem(realtime, userId, item);
      if (players.size) void winnersBalances([...players]).catch(onError);
    },
    stop() {
      stopped = true;
      if (balancesDue) clearImmediate(balancesDue);
      changedBalances.clear();
      for (const { timer } of pendingTotals.values()) clearTimeout(timer);
      pendingTotals.clear();
    },
  };
}

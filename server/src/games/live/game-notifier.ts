// Every game event the server sends, in one place, through the Realtime port: to a player on any
// node, and to a game's whole room by the fast path on each node (Realtime.toGame). A round's
// result, from the engine to the phones: round-result-broadcast.ts.
import type { AppSocket } from '../../realtime/io-types';
import {
  GAME_EVENTS,
  GAME_MESSAGES,
  type BetSettledEvent,
  type CancelledBetDto,
  type GameType,
  type JackpotDto,
  type PlacedBetDto,
  type RoundBigWinsDto,
  type RoundStatusDto,
} from '@app/shared/contracts';
import type { Db } from '../../db/db';
import type { Realtime } from '../../realtime/realtime';
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
  betError(userId: number, game: GameType, roundId: number | null, message: string): void;
  // Round opened or entering its result phase: sessionStatus (+ currentSessionId when opened).
  status(status: RoundStatusDto, opened: boolean): void;
  // roundResult to the room and betSettled to each bettor at once; the winners' balanceUpdate follows
  // (one query for all of them) without holding up the caller, the engine's step.
  settled(settlement: Settlement): void;
  // A settled round's big wins, to the room after its result.
  bigWins(round: RoundBigWinsDto): void;
  // Once a tài xỉu round's result phase is over: the pool to every page, and the hũ's winners' inbox items.
  jackpot(pool: JackpotDto, inboxItems: Settlement['jackpotInboxItems']): void;
  // Something on the way out failed after the change had committed: logged, nothing sent.
  failed(error: unknown): void;
  // A round called off: each refunded bet as betCancelled, one betError saying why, the inbox item
  // written with the refunds, the new balance.
  voided(voided: VoidedRound): void;
  // A socket of a player idle too long at a game's table (idle-tracker.ts), before it leaves the room.
  idleKicked(socket: AppSocket, game: GameType): void;
  stop(): void;
}

export interface GameNotifierDeps {
  realtime: Realtime;
  db: Db;
  // Live totals are coalesced: at most one `sessionTotals` per game per this many ms.
  totalsIntervalMs?: number;
  onError: (error: unknown) => void;
}

export function createGameNotifier({ realtime, db, totalsIntervalMs = 100, onError }: GameNotifierDeps): GameNotifier {
  const toRoom = realtime.toGame;
  const pendingTotals = new Map<GameType, { roundId: number; timer: NodeJS.Timeout }>();
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

  const totalsChanged = (game: GameType, roundId: number) => {
    if (pendingTotals.has(game)) return;
    const timer = setTimeout(async () => {
      pendingTotals.delete(game);
      try {
        const totals = await roundTotals(db, game, roundId);
        toRoom(GAME_EVENTS.sessionTotals, { gameType: game, sessionId: roundId, totals });
      } catch (error) {
        onError(error);
      }
    }, totalsIntervalMs);
    timer.unref();
    pendingTotals.set(game, { roundId, timer });
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
    betError(userId, game, roundId, message) {
      realtime.toUser(userId, GAME_EVENTS.betError, { gameType: game, sessionId: roundId, message });
    },
    status(status, opened) {
      if (opened) toRoom(GAME_EVENTS.currentSessionId, { gameType: status.gameType, sessionId: status.sessionId });
      toRoom(GAME_EVENTS.sessionStatus, status);
    },
    settled({ result, bets, jackpotPayouts }) {
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
      for (const { userId, amount } of jackpotPayouts) {
        const event = byUser.get(userId);
        if (event) event.jackpotWon = amount;
      }
      const winners: number[] = [];
      for (const [userId, event] of byUser) {
        realtime.toUser(userId, GAME_EVENTS.betSettled, event);
        if (event.totalPayout > 0) winners.push(userId);
      }
      if (winners.length) void winnersBalances(winners).catch(onError);
    },
    // Both may come after the app has closed (the read runs off the engine's path): then nothing.
    bigWins(round) {
      if (!stopped) toRoom(GAME_EVENTS.bigWins, round);
    },
    jackpot(pool, inboxItems) {
      if (stopped) return;
      realtime.toEveryone(GAME_EVENTS.jackpotPool, pool);
      for (const { userId, item } of inboxItems) announceInboxItem(realtime, userId, item);
    },
    failed(error) {
      if (!stopped) onError(error);
    },
    voided({ game, roundId, refunds, inboxItems }) {
      const players = new Set<number>();
      for (const { betId, userId, newBalance } of refunds) {
        realtime.toUser(userId, GAME_EVENTS.betCancelled, { betId, gameType: game, sessionId: roundId, newBalance });
        players.add(userId);
      }
      for (const userId of players) {
        realtime.toUser(userId, GAME_EVENTS.betError, { gameType: game, sessionId: roundId, message: GAME_MESSAGES.roundVoided });
      }
      for (const { userId, item } of inboxItems) announceInboxItem(realtime, userId, item);
      if (players.size) void winnersBalances([...players]).catch(onError);
    },
    idleKicked(socket, game) {
      realtime.toSocket(socket, GAME_EVENTS.idleAutoKick, { gameType: game, message: GAME_MESSAGES.idleKick });
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

// The clock of one game: betting phase, settlement at its end, result phase,
// next round. Every step reads the round from the database and writes the next state there, so a
// node that takes over (or restarts) resumes at the right round: a round whose betting ended while
// nobody drove the clock is settled late, exactly once (settleRound is idempotent).
// A game an operator paused (game_configs.paused_at, read in the transaction that would open the
// next round, so every node agrees) opens no round: the one under way settles as usual, and the
// clock looks again every `pausedRetryMs` until the game is resumed.
import type { GameType, RoundStatusDto } from '@app/shared/contracts';
import type { Db, Queryable } from '../../db/db';
import type { ChainSeeds } from '../fairness/chain-seeds';
import { insertRound, latestRound, resultOf, roundTotals, type RoundRow } from '../round-store';
import { nextLink } from '../chain-service';
import { gamePausedAt } from '../game-config-store';
import type { LeaderLock } from './leader-lock';
import { SeedUnavailable, settleRound, voidRound, type Settlement, type VoidedRound } from '../settlement-service';

export interface RoundEngineOptions {
  db: Db;
  game: GameType;
  bettingMs: number;
  resultMs: number;
  chainLength: number;
  // The seeds, from FAIRNESS_SECRET: every node that may drive the clock must hold the same secret.
  seeds: ChainSeeds;
  lock: LeaderLock;
  leaderRetryMs: number;
  // After a step fails (database down), wait this long before the next try.
  errorRetryMs?: number;
  // While the game is paused, how often the clock asks whether it was resumed.
  pausedRetryMs?: number;
  now?: () => number;
  log: { warn: (obj: unknown, msg: string) => void; info?: (obj: unknown, msg: string) => void };
  onRoundOpened?: (round: RoundRow) => void | Promise<void>;
  onRoundSettled?: (settlement: Settlement, round: RoundRow) => void | Promise<void>;
  onRoundVoided?: (voided: VoidedRound, round: RoundRow) => void | Promise<void>;
}

export interface RoundEngine {
  start(): void;
  stop(): Promise<void>;
  isLeader(): boolean;
  // One step now (tests); answers when the next step is due.
  step(): Promise<number>;
}

export function phaseOf(round: RoundRow, now: number): 'betting' | 'result' {
  return round.status === 'betting' && now < round.betting_ends_at ? 'betting' : 'result';
}

export async function roundStatusOf(q: Queryable, round: RoundRow, now: number): Promise<RoundStatusDto> {
  const phase = phaseOf(round, now);
  const [totals, pausedAt] = await Promise.all([roundTotals(q, round.game, round.session_id), gamePausedAt(q, round.game)]);
  return {
    gameType: round.game,
    sessionId: round.session_id,
    phase,
    endsAt: phase === 'betting' ? round.betting_ends_at : round.ends_at,
    bettingEndsAt: round.betting_ends_at,
    resultEndsAt: round.ends_at,
    serverNow: now,
    previousSeed: round.previous_seed,
    chainId: round.chain_id,
    totals,
    result: resultOf(round),
    pausedAt,
  };
}

// Thrown inside openRound's transaction to roll back an opening that another node won, or one the
// game's pause forbids.
class RoundTaken extends Error {}
class GamePaused extends Error {}
const nullWhenTaken = (error: unknown): null | 'paused' => {
  if (error instanceof RoundTaken) return null;
  if (error instanceof GamePaused) return 'paused';
  throw error;
};

export function createRoundEngine(options: RoundEngineOptions): RoundEngine {
  const { db, game, bettingMs, resultMs, chainLength, seeds, lock, log } = options;
  const now = options.now ?? Date.now;
  const errorRetryMs = options.errorRetryMs ?? Math.min(1_000, Math.max(50, Math.round(bettingMs / 4)));
  const pausedRetryMs = options.pausedRetryMs ?? Math.min(1_000, Math.max(50, Math.round(bettingMs / 4)));
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = true;

  const schedule = (delayMs: number, fn: () => Promise<void>) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(
      () => {
        timer = null;
        const run = fn().finally(() => {
          if (running === run) running = null;
        });
        running = run;
      },
      Math.max(0, delayMs),
    );
    timer.unref();
  };

  // The next round: the same chain's next seed, or a new chain (new commitment) when it runs out or
  // cannot go on (see nextLink). Another node may open it first (the primary key lets one in): then
  // this transaction rolls back, so a chain made for it does not stay behind unused (/fairness would
  // name it as the previous chain), and the answer is the round the other node opened. A paused game
  // opens none: null. Its pause is read share-locked first: an operator's pause committing meanwhile
  // either waits for this round (which is then the last before the pause) or is seen here.
  async function openRound(previous: RoundRow | null, at: number): Promise<RoundRow | null> {
    const opened = await db
      .tx(async (q) => {
        if ((await gamePausedAt(q, game, 'FOR SHARE')) !== null) throw new GamePaused();
        const link = await nextLink(q, seeds, game, previous, chainLength);
        const inserted = await insertRound(q, {
          game,
          roundId: (previous?.session_id ?? 0) + 1,
          chainId: link.chainId,
          chainIndex: link.chainIndex,
          previousSeed: link.previousSeed,
          startedAt: at,
          bettingEndsAt: at + bettingMs,
          endsAt: at + bettingMs + resultMs,
        });
        if (!inserted) throw new RoundTaken();
        return { round: inserted, closedChainId: link.closedChainId };
      })
      .catch(nullWhenTaken);
    if (opened === 'paused') return null;
    if (opened?.closedChainId) {
      log.warn(
        { game, closedChainId: opened.closedChainId, chainId: opened.round.chain_id },
        'FAIRNESS_SECRET does not reproduce the commitment of the chain in progress (changed, or different on another node): that chain is closed and a new one committed',
      );
    }
    if (opened) await options.onRoundOpened?.(opened.round);
    return opened?.round ?? (await latestRound(db, game))!;
  }

  // The round's seed cannot be revealed (see seedToReveal): no draw, every stake back.
  async function callOff(round: RoundRow, reason: SeedUnavailable): Promise<void> {
    const voided = await voidRound(db, game, round.session_id, reason.reason, now);
    if (!voided?.voidedNow) return;
    log.warn(
      { game, sessionId: round.session_id, chainId: round.chain_id, refunds: voided.refunds.length, reason: reason.reason },
      'game round called off and its bets refunded: its seed cannot be revealed (chain closed before migration 007, or FAIRNESS_SECRET changed)',
    );
    await options.onRoundVoided?.(voided, round);
  }

  async function step(): Promise<number> {
    const round = await latestRound(db, game);
    const at = now();
    if (!round) return (await openRound(null, at))?.betting_ends_at ?? at + pausedRetryMs;
    if (round.status === 'betting') {
      if (at < round.betting_ends_at) return round.betting_ends_at;
      let settlement: Settlement | null;
      try {
        settlement = await settleRound(db, seeds, game, round.session_id, now);
      } catch (error) {
        if (!(error instanceof SeedUnavailable)) throw error;
        await callOff(round, error);
        return round.ends_at;
      }
      if (settlement?.settledNow) await options.onRoundSettled?.(settlement, round);
      return round.ends_at;
    }
    if (at < round.ends_at) return round.ends_at;
    return (await openRound(round, at))?.betting_ends_at ?? at + pausedRetryMs;
  }

  async function drive(): Promise<void> {
    if (stopped) return;
    if (!lock.held()) {
      // Lost the lock (its connection dropped): back to trying, as a non-leader.
      schedule(options.leaderRetryMs, campaign);
      return;
    }
    try {
      const wakeAt = await step();
      schedule(wakeAt - now(), drive);
    } catch (error) {
      log.warn({ err: error, game }, 'game round step failed');
      schedule(errorRetryMs, drive);
    }
  }

  async function campaign(): Promise<void> {
    if (stopped) return;
    let leader = false;
    try {
      leader = await lock.tryAcquire();
    } catch (error) {
      log.warn({ err: error, game }, 'game leader lock failed');
    }
    if (stopped) {
      await lock.release();
      return;
    }
    if (leader) {
      log.info?.({ game }, 'driving the game clock');
      await drive();
    } else {
      schedule(options.leaderRetryMs, campaign);
    }
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0, campaign);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      if (running) await running.catch(() => undefined);
      await lock.release();
    },
    isLeader: () => lock.held(),
    step,
  };
}

import type { GameType } from '@app/shared/contracts';
import type { Queryable } from '../db/db';
import { systemAccountId, type SingleSystemAccountKind } from './ledger-accounts';
import { houseShardAccountId, houseShardOf } from './house-shards';
import { openMoneyBatch } from './move-money-batch';

// The hũ's pool is one ledger account (migration 042); only tài xỉu has one.
export const JACKPOT_POOLS: ReadonlyArray<{ game: GameType; kind: SingleSystemAccountKind }> = [{ game: 'taixiu', kind: 'jackpot_taixiu' }];

const poolAccount = (game: GameType) => {
  const pool = JACKPOT_POOLS.find((p) => p.game === game);
  if (!pool) throw new Error(`${game} has no jackpot`);
  return pool.kind;
};

export async function jackpotPool(q: Queryable, game: GameType): Promise<number> {
  const { rows } = await q.query<{ balance: number }>('SELECT balance FROM accounts WHERE kind = $1 AND user_id IS NULL', [
    poolAccount(game),
  ]);
  return Number(rows[0]?.balance ?? 0);
}

export interface JackpotRound {
  game: GameType;
  roundId: number;
  // What each bettor's stakes put in (the share the house pays out of its edge): booked from the
  // house row that took those stakes, one transfer per row.
  contributions: ReadonlyArray<{ userId: number; amount: number }>;
  // The players who may be paid (the round's winners when it drew a jackpot triple): their wallets
  // are locked with the pool before `payouts` is asked.
  candidates: readonly number[];
  // The payouts, decided from the pool once the round's contributions are in; their sum must not
  // pass it (the CHECK on the pool holds it anyway).
  payouts(pool: number): ReadonlyArray<{ userId: number; amount: number }>;
  // Below this once paid, the pool is topped up to it from the house (its row 0).
  seedAmount: number;
}

export interface JackpotBooked {
  contributed: number;
  paid: number;
  refilled: number;
  // After the refill.
  pool: number;
  payouts: ReadonlyArray<{ userId: number; amount: number }>;
}

/**
 * A round's movements of the hũ, in the settlement's transaction: the contributions in, the
 * payouts out, then the refill, booked in that order against the locked pool and written in one
 * batch. Their keys name the round (jackpot-in:<game>:<round>:<house row>, jackpot:<game>:<round>:
 * <player>, jackpot-refill:<game>:<round>): the caller holds the round FOR UPDATE and runs this once.
 */
export async function bookJackpotRound(q: Queryable, round: JackpotRound): Promise<JackpotBooked> {
  const { game, roundId } = round;
  const pool = await systemAccountId(q, poolAccount(game));
  const reference = `${game}:${roundId}`;
  // One bettor names each house row the round's stakes went through.
  const byShard = new Map<number, { player: number; amount: number }>();
  for (const { userId, amount } of round.contributions) {
    const row = byShard.get(houseShardOf(userId)) ?? { player: userId, amount: 0 };
    row.amount += amount;
    byShard.set(houseShardOf(userId), row);
  }
  const refillFrom = await houseShardAccountId(q, game, 0);
  const batch = await openMoneyBatch(q, [
    pool,
    refillFrom,
    ...[...byShard.values()].map(({ player }) => ({ houseOf: { game, player } })),
    ...round.candidates.map((player) => ({ wallet: player })),
  ]);
  let contributed = 0;
  for (const [shard, { player, amount }] of [...byShard].sort(([a], [b]) => a - b)) {
    if (amount <= 0) continue;
    batch.book({
      debitAccountId: { houseOf: { game, player } },
      creditAccountId: pool,
      amount,
      kind: 'jackpot_in',
      reference,
      idempotencyKey: `jackpot-in:${game}:${roundId}:${shard}`,
    });
    contributed += amount;
  }
  const payouts = round.payouts(batch.balanceOf(pool)).filter((payout) => payout.amount > 0);
  let paid = 0;
  for (const { userId, amount } of payouts) {
    batch.book({
      debitAccountId: pool,
      creditAccountId: { wallet: userId },
      amount,
      kind: 'jackpot_payout',
      reference,
      idempotencyKey: `jackpot:${game}:${roundId}:${userId}`,
    });
    paid += amount;
  }
  const refilled = Math.max(0, round.seedAmount - batch.balanceOf(pool));
  if (refilled > 0) {
    batch.book({
      debitAccountId: refillFrom,
      creditAccountId: pool,
      amount: refilled,
      kind: 'jackpot_refill',
      reference,
      idempotencyKey: `jackpot-refill:${game}:${roundId}`,
    });
  }
  const after = batch.balanceOf(pool);
  await batch.write();
  return { contributed, paid, refilled, pool: after, payouts };
}

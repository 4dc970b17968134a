import { GAME_TYPES, type GameType } from '@app/shared/contracts';
import type { Queryable } from '../db/db';
import { houseAccount } from './house-shards';
import { openMoneyBatch } from './move-money-batch';

export interface ReferralTurnover {
  referrerId: number;
  game: GameType;
  // Staked minus refunded in the window, in đồng (negative when more was refunded than staked: a
  // bet of the week before given back this week).
  turnover: number;
}

const HOUSE_KINDS = GAME_TYPES.map(houseAccount);
const gameOfHouse = (kind: string): GameType => GAME_TYPES.find((g) => houseAccount(g) === kind)!;

// What the players each referrer brought (users.referred_by, migration 041) staked in each game
// between two instants, net of the stakes given back: 'bet' transfers from their wallets into the
// game's house (whichever of its 16 rows) minus 'bet_refund' transfers back, read through the
// transfers' time index (migration 030).
export async function referralTurnoverBetween(q: Queryable, start: Date, end: Date): Promise<ReferralTurnover[]> {
  const { rows } = await q.query<{ referrer_id: number | string; house: string; turnover: number | string }>(
    `SELECT u.referred_by AS referrer_id, h.kind AS house,
            sum(CASE WHEN t.kind = 'bet' THEN t.amount ELSE -t.amount END)::bigint AS turnover
       FROM transfers t
       JOIN accounts h ON h.id = CASE WHEN t.kind = 'bet' THEN t.credit_account_id ELSE t.debit_account_id END
                      AND h.kind = ANY($3::text[])
       JOIN accounts w ON w.id = CASE WHEN t.kind = 'bet' THEN t.debit_account_id ELSE t.credit_account_id END
                      AND w.kind = 'player_wallet'
       JOIN users u ON u.id = w.user_id AND u.referred_by IS NOT NULL
      WHERE t.created_at >= $1 AND t.created_at < $2 AND t.kind IN ('bet', 'bet_refund')
      GROUP BY 1, 2
      ORDER BY 1, 2`,
    [start, end, HOUSE_KINDS],
  );
  return rows.map((row) => ({ referrerId: Number(row.referrer_id), game: gameOfHouse(row.house), turnover: Number(row.turnover) }));
}

export interface ReferralPayment {
  game: GameType;
  amount: number;
  idempotencyKey: string;
}

/**
 * A referrer's weekly reward, from each game's house (the house whose players' stakes earned it) to
 * their wallet, kind 'referral_reward', in the caller's transaction: every account locked in one
 * statement, in the ledger's lock order, so the houses of both games are never taken one after the
 * other. A key used before for the same payment moves nothing again.
 */
export async function payReferralReward(q: Queryable, referrerId: number, reference: string, payments: readonly ReferralPayment[]) {
  if (payments.length === 0) return [];
  const batch = await openMoneyBatch(q, [
    { wallet: referrerId },
    ...payments.map(({ game }) => ({ houseOf: { game, player: referrerId } })),
  ]);
  for (const payment of payments) {
    batch.book({
      debitAccountId: { houseOf: { game: payment.game, player: referrerId } },
      creditAccountId: { wallet: referrerId },
      amount: payment.amount,
      kind: 'referral_reward',
      reference,
      idempotencyKey: payment.idempotencyKey,
    });
  }
  return batch.write();
}

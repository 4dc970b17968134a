import type { GameType } from '@app/shared/contracts';
import type { Queryable } from '../db/db';
import { houseAccount, houseShardOf } from './house-shards';
import { walletAccountId } from './ledger-accounts';
import { moveMoney, type MoveMoneyResult } from './move-money';

export interface HousePayment {
  userId: number;
  amount: number;
  kind: string;
  reference: string;
  idempotencyKey: string;
}

/**
 * The batch form of moveMoney, for a round's settlement: many payments from a game's house to its
 * players (payouts, refunds), in the caller's transaction, each answered as moveMoney answers.
 *
 * Every account they touch (the players' house rows and wallets) is locked first, at once, in
 * ascending id order: the order moveMoney takes its own two in. Paying wallet by wallet in bet
 * order instead, tài xỉu and xóc đĩa settling at the same moment with the same players would each
 * hold wallets the other waits for (a deadlock); in one global order they only queue. The locks
 * moveMoney then asks for are already held.
 */
export async function payFromHouse(q: Queryable, game: GameType, payments: readonly HousePayment[]): Promise<MoveMoneyResult[]> {
  if (payments.length === 0) return [];
  const userIds = [...new Set(payments.map((payment) => payment.userId))];
  const houses = new Map<number, number>();
  const wallets = new Map<number, number>();
  const { rows } = await q.query<{ id: number; user_id: number | null; shard: number }>(
    `SELECT id, user_id, shard FROM accounts
     WHERE (kind = $1 AND user_id IS NULL AND shard = ANY($2::smallint[]))
        OR (kind = 'player_wallet' AND user_id = ANY($3::bigint[]))
     ORDER BY id FOR UPDATE`,
    [houseAccount(game), [...new Set(userIds.map(houseShardOf))], userIds],
  );
  for (const row of rows) {
    if (row.user_id === null) houses.set(Number(row.shard), Number(row.id));
    else wallets.set(Number(row.user_id), Number(row.id));
  }
  const results: MoveMoneyResult[] = [];
  for (const payment of payments) {
    const house = houses.get(houseShardOf(payment.userId));
    if (house === undefined) throw new Error(`no ${houseAccount(game)} shard ${houseShardOf(payment.userId)}`);
    results.push(
      await moveMoney(q, {
        debitAccountId: house,
        // A player without a wallet cannot be (every user gets one at signup): walletAccountId throws.
        creditAccountId: wallets.get(payment.userId) ?? (await walletAccountId(q, payment.userId)),
        amount: payment.amount,
        kind: payment.kind,
        reference: payment.reference,
        idempotencyKey: payment.idempotencyKey,
      }),
    );
  }
  return results;
}

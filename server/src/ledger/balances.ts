import type { Queryable } from '../db/db';

// The ledger's read side, and the wallet a new player starts with: besides moveMoney, the only SQL
// on the money tables. Balances are the running figures the ledger keeps on each account row
// (GET /api/admin/ledger/check recomputes them from the entries).

/** A new player's wallet, at zero, in the transaction that creates the player. */
export async function openWallet(q: Queryable, userId: number): Promise<void> {
  await q.query(`INSERT INTO accounts (kind, user_id) VALUES ('player_wallet', $1)`, [userId]);
}

export async function walletBalance(q: Queryable, userId: number): Promise<number> {
  const { rows } = await q.query<{ balance: number }>(`SELECT balance FROM accounts WHERE kind = 'player_wallet' AND user_id = $1`, [
    userId,
  ]);
  return Number(rows[0]?.balance ?? 0);
}

/** The wallet balances of several players at once (the winners of a round), without locking. */
export async function walletBalances(q: Queryable, userIds: readonly number[]): Promise<Array<{ userId: number; balance: number }>> {
  if (userIds.length === 0) return [];
  const { rows } = await q.query<{ user_id: number; balance: number }>(
    `SELECT user_id, balance FROM accounts WHERE kind = 'player_wallet' AND user_id = ANY($1::bigint[])`,
    [userIds],
  );
  return rows.map((r) => ({ userId: Number(r.user_id), balance: Number(r.balance) }));
}

/** The house's accounts: the game houses (their sum is "the house balance"), and the flows around them. */
export async function houseBalance(q: Queryable) {
  // A game's house is the sum of its 16 rows (docs/decisions/sixteen-house-rows.md).
  const { rows } = await q.query<{ kind: string; balance: number }>(
    'SELECT kind, sum(balance)::bigint AS balance FROM accounts WHERE user_id IS NULL GROUP BY kind',
  );
  const of = (kind: string) => Number(rows.find((row) => row.kind === kind)?.balance ?? 0);
  const accounts = {
    house_taixiu: of('house_taixiu'),
    house_xocdia: of('house_xocdia'),
    bank_in: of('bank_in'),
    withdrawal_hold: of('withdrawal_hold'),
    external: of('external'),
  };
  return { balance: accounts.house_taixiu + accounts.house_xocdia, accounts };
}

/**
 * What bank deposits put into the player's wallet since `since`: orders paid (by the bank feed or
 * an operator) and transfers an operator assigned to the player without an order, both credited
 * as kind 'deposit', so counted at the moment the money arrived, once each.
 */
export async function depositsCreditedSince(q: Queryable, userId: number, since: Date): Promise<number> {
  const { rows } = await q.query<{ total: number | string }>(
    `SELECT coalesce(sum(t.amount), 0)::bigint AS total
     FROM transfers t JOIN accounts a ON a.id = t.credit_account_id
     WHERE a.kind = 'player_wallet' AND a.user_id = $1 AND t.kind = 'deposit' AND t.created_at >= $2`,
    [userId, since],
  );
  return Number(rows[0].total);
}

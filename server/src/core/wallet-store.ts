import type { Queryable } from '../db/db';

// Read side of the player's wallet. Money only moves through the ledger (a later module); this
// reads the running balance the ledger keeps on the account row.
export async function getPlayerBalance(q: Queryable, userId: number): Promise<number> {
  const { rows } = await q.query<{ balance: number }>(`SELECT balance FROM accounts WHERE kind = 'player_wallet' AND user_id = $1`, [
    userId,
  ]);
  return rows[0]?.balance ?? 0;
}

import type { Queryable } from '../db/db';

export interface WalletLifetime {
  userId: number;
  balance: number;
  deposited: number;
  depositCount: number;
}

// Each player's balance and what every deposit ever put in their wallet. The deposits are read from
// their own index (transfers_deposits_by_credit_account), so a wallet's bets and payouts, which
// share its credit index and outnumber deposits a thousandfold, are not walked.
export async function walletLifetimes(q: Queryable, userIds: readonly number[]): Promise<WalletLifetime[]> {
  if (userIds.length === 0) return [];
  const { rows } = await q.query<{ user_id: number; balance: number; deposited: number; n: number }>(
    `SELECT a.user_id, a.balance, coalesce(d.amount, 0)::bigint AS deposited, coalesce(d.n, 0)::int AS n
     FROM accounts a
     LEFT JOIN LATERAL (
       SELECT sum(t.amount) AS amount, count(*) AS n FROM transfers t WHERE t.credit_account_id = a.id AND t.kind = 'deposit'
     ) d ON true
     WHERE a.kind = 'player_wallet' AND a.user_id = ANY($1::bigint[])`,
    [userIds],
  );
  return rows.map((r) => ({
    userId: Number(r.user_id),
    balance: Number(r.balance),
    deposited: Number(r.deposited),
    depositCount: Number(r.n),
  }));
}

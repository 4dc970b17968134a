import type { LedgerCheckDto } from '@app/shared/contracts';
import type { Queryable } from '../db/db';

// The ledger's invariants, read straight from the tables: money is neither created nor lost
// (all balances sum to zero), each running balance is what its entries say, and each transfer is
// exactly one debit of -amount on its debit account and one credit of +amount on its credit account.
// Full scans: meant for tests and an operator's occasional check, not for every request.
export async function checkLedger(q: Queryable): Promise<LedgerCheckDto> {
  // sum() of bigint is numeric (a string through pg); the cast brings it back to a number.
  const total = await q.query<{ total: number }>('SELECT coalesce(sum(balance), 0)::bigint AS total FROM accounts');
  const accounts = await q.query<{ account_id: number; kind: string; balance: number; entries_sum: number }>(
    `SELECT a.id AS account_id, a.kind, a.balance, coalesce(sum(e.amount), 0)::bigint AS entries_sum
     FROM accounts a LEFT JOIN entries e ON e.account_id = a.id
     GROUP BY a.id
     HAVING a.balance <> coalesce(sum(e.amount), 0)
     ORDER BY a.id`,
  );
  const transfers = await q.query<{ transfer_id: number; amount: number; entry_count: number; entries_sum: number }>(
    `SELECT t.id AS transfer_id, t.amount, count(e.id)::int AS entry_count, coalesce(sum(e.amount), 0)::bigint AS entries_sum
     FROM transfers t LEFT JOIN entries e ON e.transfer_id = t.id
     GROUP BY t.id
     HAVING count(e.id) <> 2
        OR coalesce(sum(e.amount), 0) <> 0
        OR count(*) FILTER (WHERE e.account_id = t.debit_account_id AND e.amount = -t.amount) <> 1
        OR count(*) FILTER (WHERE e.account_id = t.credit_account_id AND e.amount = t.amount) <> 1
     ORDER BY t.id`,
  );

  const totalBalance = total.rows[0].total;
  const accountsOutOfBalance = accounts.rows.map((r) => ({
    accountId: r.account_id,
    kind: r.kind,
    balance: r.balance,
    entriesSum: r.entries_sum,
  }));
  const transfersMalformed = transfers.rows.map((r) => ({
    transferId: r.transfer_id,
    amount: r.amount,
    entryCount: r.entry_count,
    entriesSum: r.entries_sum,
  }));
  return {
    ok: totalBalance === 0 && accountsOutOfBalance.length === 0 && transfersMalformed.length === 0,
    totalBalance,
    accountsOutOfBalance,
    transfersMalformed,
  };
}

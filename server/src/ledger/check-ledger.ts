import type { LedgerCheckDto } from '@app/shared/contracts';
import type { Db, Queryable } from '../db/db';
import { balanceDigests, checkpointHash, MALFORMED_TRANSFERS_SQL, readCheckpoints, type LedgerCheckpoint } from './ledger-checkpoints';

// The ledger's invariants: money is neither created nor lost (all balances sum to zero), each
// balance is what its entries say, and each transfer is exactly one debit of -amount on its debit
// account and one credit of +amount on its credit account.

const EVERY_TRANSFER = Number.MAX_SAFE_INTEGER;

interface Findings {
  totalBalance: number;
  accountsOutOfBalance: LedgerCheckDto['accountsOutOfBalance'];
  transfersMalformed: LedgerCheckDto['transfersMalformed'];
}

async function totalBalance(q: Queryable): Promise<number> {
  // sum() of bigint is numeric (a string through pg); the cast brings it back to a number.
  const total = await q.query<{ total: number }>('SELECT coalesce(sum(balance), 0)::bigint AS total FROM accounts');
  return Number(total.rows[0].total);
}

async function malformedAfter(q: Queryable, from: number): Promise<Findings['transfersMalformed']> {
  const { rows } = await q.query<{ transfer_id: number; amount: number; entry_count: number; entries_sum: number }>(
    MALFORMED_TRANSFERS_SQL,
    [from, EVERY_TRANSFER],
  );
  return rows.map((r) => ({
    transferId: Number(r.transfer_id),
    amount: Number(r.amount),
    entryCount: r.entry_count,
    entriesSum: Number(r.entries_sum),
  }));
}

type AccountRow = { account_id: number; kind: string; balance: number; entries_sum: number };
const toAccounts = (rows: AccountRow[]) =>
  rows.map((r) => ({ accountId: Number(r.account_id), kind: r.kind, balance: Number(r.balance), entriesSum: Number(r.entries_sum) }));

// Runs the reads in one snapshot (the game keeps writing while an operator checks).
function inOneSnapshot<T>(db: Db, read: (q: Queryable) => Promise<T>): Promise<T> {
  return db.tx(async (q) => {
    await q.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
    return read(q);
  });
}

const verdict = (mode: LedgerCheckDto['mode'], found: Findings, checkpoint: LedgerCheckpoint | null, broken: number[]): LedgerCheckDto => ({
  ok: found.totalBalance === 0 && found.accountsOutOfBalance.length === 0 && found.transfersMalformed.length === 0 && broken.length === 0,
  mode,
  ...found,
  checkpoint: checkpoint && {
    id: checkpoint.id,
    day: checkpoint.day,
    transferIdUpto: checkpoint.transferIdUpto,
    takenAt: checkpoint.takenAt,
  },
  checkpointsBroken: broken,
});

/**
 * The full check: every entry of every account and every transfer, read straight from the tables
 * (full scans: the operator's `ledger-check --full`, and the tests).
 */
export async function checkLedger(db: Db): Promise<LedgerCheckDto> {
  return inOneSnapshot(db, async (q) => {
    const accounts = await q.query<AccountRow>(
      `SELECT a.id AS account_id, a.kind, a.balance, coalesce(sum(e.amount), 0)::bigint AS entries_sum
       FROM accounts a LEFT JOIN entries e ON e.account_id = a.id
       GROUP BY a.id
       HAVING a.balance <> coalesce(sum(e.amount), 0)
       ORDER BY a.id`,
    );
    const checkpoints = await readCheckpoints(q);
    const found = {
      totalBalance: await totalBalance(q),
      accountsOutOfBalance: toAccounts(accounts.rows),
      transfersMalformed: await malformedAfter(q, 0),
    };
    return verdict('full', found, checkpoints.at(-1) ?? null, brokenCheckpoints(checkpoints));
  });
}

/** The checkpoints whose row is not what its hash and the one before say. */
export function brokenCheckpoints(checkpoints: LedgerCheckpoint[]): number[] {
  const broken: number[] = [];
  checkpoints.forEach((c, i) => {
    const prev = checkpoints[i - 1];
    const chained = c.id === (prev?.id ?? 0) + 1 && c.prevHash === (prev?.hash ?? '') && c.transferIdUpto >= (prev?.transferIdUpto ?? 0);
    const balanced = c.entrySum === '0' && c.entryCount === 2 * c.transferCount;
    if (!chained || !balanced || checkpointHash(c) !== c.hash) broken.push(c.id);
  });
  return broken;
}

/**
 * The check an operator's overview runs: the checkpoints' chain, then only what was written after
 * the last checkpoint (its transfers, and every account's balance less the entries since, against
 * the checkpoint's digest). Without a checkpoint yet, the full check.
 */
export async function checkLedgerIncremental(db: Db): Promise<LedgerCheckDto> {
  return inOneSnapshot(db, async (q) => {
    const checkpoints = await readCheckpoints(q);
    const last = checkpoints.at(-1);
    if (!last) return null;
    const broken = brokenCheckpoints(checkpoints);
    const upto = last.transferIdUpto;
    const { uptoDigest } = await balanceDigests(q, upto, upto);
    let accountsOutOfBalance: Findings['accountsOutOfBalance'] = [];
    if (uptoDigest !== last.balanceDigest) {
      // Which accounts: each one's balance at the checkpoint (its latest row there) plus its entries
      // since, against its balance now. None named: the checkpoint's digest itself was changed.
      const accounts = await q.query<AccountRow>(
        `WITH since AS (
           SELECT account_id, sum(amount) AS moved FROM entries WHERE transfer_id > $1 GROUP BY account_id
         ), at_checkpoint AS (
           SELECT DISTINCT ON (account_id) account_id, balance FROM ledger_checkpoint_balances
           WHERE checkpoint_id <= $2 ORDER BY account_id, checkpoint_id DESC
         )
         SELECT a.id AS account_id, a.kind, a.balance, (coalesce(c.balance, 0) + coalesce(s.moved, 0))::bigint AS entries_sum
         FROM accounts a LEFT JOIN at_checkpoint c ON c.account_id = a.id LEFT JOIN since s ON s.account_id = a.id
         WHERE a.balance <> coalesce(c.balance, 0) + coalesce(s.moved, 0)
         ORDER BY a.id`,
        [upto, last.id],
      );
      accountsOutOfBalance = toAccounts(accounts.rows);
      if (accountsOutOfBalance.length === 0 && !broken.includes(last.id)) broken.push(last.id);
    }
    const found = { totalBalance: await totalBalance(q), accountsOutOfBalance, transfersMalformed: await malformedAfter(q, upto) };
    return verdict('incremental', found, last, broken);
  }).then((answer) => answer ?? checkLedger(db));
}

import { createHash } from 'node:crypto';
import { vietnamDateOf } from '@app/shared/contracts';
import { uniqueViolation, type Db, type Queryable } from '../db/db';

// Daily checkpoints of the ledger, so that a check reads what changed since the last one instead of
// every entry since the first day (a year of play is billions of entries).
//
// A checkpoint holds, at a boundary transfer id, the count and sum of every transfer and entry up to
// it and a digest of every account's balance there. It is written only once verified: the transfers
// after the checkpoint before (up to the boundary) are each one debit and one credit of their amount,
// and the balances at the boundary minus those transfers' entries are exactly the balances the
// checkpoint before vouched for (its digest). So a chain of checkpoints, each verified against the
// one before, vouches for every entry up to the last boundary; the incremental check then verifies
// the chain's hashes and only the entries after the last boundary.
//
// The boundary is commit-safe, not a time: a transfer's id is drawn when it is inserted, and the
// transaction holding it may commit seconds later (one open across midnight commits on the next
// day). The boundary is the sequence's last id drawn, and the checkpoint waits until every
// transaction that was open when it was read has ended: after that no transfer can appear at or
// under it. (pg_stat_activity shows the start of other sessions' transactions to the same role, which
// is the server's own: every writer of the ledger is. Autovacuum's long transactions write no
// transfer and are not waited for; a backup's long one is, up to `waitMs`, then the checkpoint is
// tried again at the next tick.)

export interface LedgerCheckpoint {
  id: number;
  day: string;
  transferIdUpto: number;
  transferCount: number;
  transferSum: string;
  entryCount: number;
  entrySum: string;
  balanceDigest: string;
  prevHash: string;
  hash: string;
  takenAt: string;
}

export type CheckpointOutcome =
  | { taken: LedgerCheckpoint }
  | { skipped: 'already-taken' | 'busy' | 'taken-elsewhere' }
  | { refused: 'transfers-malformed' | 'balances-differ'; detail: string };

// A hash of (account, balance) as a 60-bit number; the digest is their sum over the accounts whose
// balance is not zero (an account opened since adds nothing until it moves). A sum, so it is
// computed in one pass and in any order, and one changed balance changes it.
const accountHash = (account: string, balance: string) =>
  `('x' || substr(md5(${account}::text || ':' || ${balance}::text), 1, 15))::bit(60)::bigint`;

// Each account's balance at `upto` (and at `from`, the boundary before) from its balance now minus
// the entries after: reads the accounts and the entries after `from` only.
const BALANCES_AT = `
  WITH moved AS (
    SELECT account_id,
           coalesce(sum(amount) FILTER (WHERE transfer_id <= $2), 0) AS in_window,
           coalesce(sum(amount) FILTER (WHERE transfer_id > $2), 0) AS after
    FROM entries WHERE transfer_id > $1 GROUP BY account_id
  ), at AS (
    SELECT a.id, a.balance - coalesce(m.after, 0) AS at_upto,
           a.balance - coalesce(m.after, 0) - coalesce(m.in_window, 0) AS at_from
    FROM accounts a LEFT JOIN moved m ON m.account_id = a.id
  )`;
const DIGESTS_SQL = `${BALANCES_AT}
  SELECT coalesce(sum(${accountHash('id', 'at_from')}) FILTER (WHERE at_from <> 0), 0)::text AS from_digest,
         coalesce(sum(${accountHash('id', 'at_upto')}) FILTER (WHERE at_upto <> 0), 0)::text AS upto_digest
  FROM at`;

// Transfers in (from, upto] that are not one debit of -amount and one credit of +amount. The
// window's bounds are repeated on the entries: the planner does not carry them across the join, and
// on a big ledger it merge-joined a day's transfers with every entry of every month.
export const MALFORMED_TRANSFERS_SQL = `
  SELECT t.id AS transfer_id, t.amount, count(e.id)::int AS entry_count, coalesce(sum(e.amount), 0)::bigint AS entries_sum
  FROM transfers t
  LEFT JOIN entries e ON e.transfer_id = t.id AND e.created_at = t.created_at AND e.transfer_id > $1 AND e.transfer_id <= $2
  WHERE t.id > $1 AND t.id <= $2
  GROUP BY t.id, t.created_at
  HAVING count(e.id) <> 2
     OR coalesce(sum(e.amount), 0) <> 0
     OR count(*) FILTER (WHERE e.account_id = t.debit_account_id AND e.amount = -t.amount) <> 1
     OR count(*) FILTER (WHERE e.account_id = t.credit_account_id AND e.amount = t.amount) <> 1
  ORDER BY t.id
  LIMIT 100`;

const CHECKPOINT_COLUMNS = `id, to_char(day, 'YYYY-MM-DD') AS day, transfer_id_upto, transfer_count, transfer_sum::text AS transfer_sum,
  entry_count, entry_sum::text AS entry_sum, balance_digest::text AS balance_digest, prev_hash, hash, taken_at`;

interface CheckpointRow {
  id: number;
  day: string;
  transfer_id_upto: number | string;
  transfer_count: number | string;
  transfer_sum: string;
  entry_count: number | string;
  entry_sum: string;
  balance_digest: string;
  prev_hash: string;
  hash: string;
  taken_at: Date | string;
}

const toCheckpoint = (row: CheckpointRow): LedgerCheckpoint => ({
  id: Number(row.id),
  day: row.day,
  transferIdUpto: Number(row.transfer_id_upto),
  transferCount: Number(row.transfer_count),
  transferSum: row.transfer_sum,
  entryCount: Number(row.entry_count),
  entrySum: row.entry_sum,
  balanceDigest: row.balance_digest,
  prevHash: row.prev_hash,
  hash: row.hash,
  takenAt: new Date(row.taken_at).toISOString(),
});

/** The hash a checkpoint's row must carry: its figures chained to the hash of the one before. */
export function checkpointHash(c: Omit<LedgerCheckpoint, 'hash' | 'takenAt'>): string {
  const figures = [c.prevHash, c.id, c.day, c.transferIdUpto, c.transferCount, c.transferSum, c.entryCount, c.entrySum, c.balanceDigest];
  return createHash('sha256').update(figures.join('|')).digest('hex');
}

export async function readCheckpoints(q: Queryable): Promise<LedgerCheckpoint[]> {
  const { rows } = await q.query<CheckpointRow>(`SELECT ${CHECKPOINT_COLUMNS} FROM ledger_checkpoints ORDER BY id`);
  return rows.map(toCheckpoint);
}

async function lastCheckpoint(q: Queryable): Promise<LedgerCheckpoint | null> {
  const { rows } = await q.query<CheckpointRow>(`SELECT ${CHECKPOINT_COLUMNS} FROM ledger_checkpoints ORDER BY id DESC LIMIT 1`);
  return rows[0] ? toCheckpoint(rows[0]) : null;
}

/**
 * Each account's balance at `upto` hashed and summed (see accountHash), with the same at `from`:
 * `from` is the boundary before, `upto` at or after it.
 */
export async function balanceDigests(q: Queryable, from: number, upto: number): Promise<{ fromDigest: string; uptoDigest: string }> {
  const { rows } = await q.query<{ from_digest: string; upto_digest: string }>(DIGESTS_SQL, [from, upto]);
  return { fromDigest: rows[0].from_digest, uptoDigest: rows[0].upto_digest };
}

// Polls until no transaction that began before `since` is still open (on this database).
async function waitForOpenTransactions(db: Db, since: string, waitMs: number): Promise<boolean> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const { rows } = await db.query<{ open: number }>(
      `SELECT count(*)::int AS open FROM pg_stat_activity
       WHERE datname = current_database() AND backend_type = 'client backend' AND pid <> pg_backend_pid()
         AND xact_start < $1::timestamptz`,
      [since],
    );
    if (rows[0].open === 0) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Takes the checkpoint of the Vietnam day `now` falls in, if the last one is of an earlier day.
 * Any node may call it at any time: two at once write one (the day and the id are unique).
 */
export async function takeLedgerCheckpoint(db: Db, options: { now?: Date; waitMs?: number } = {}): Promise<CheckpointOutcome> {
  const day = vietnamDateOf(options.now ?? new Date());
  const before = await lastCheckpoint(db);
  if (before && before.day >= day) return { skipped: 'already-taken' };

  // The last id drawn first, the moment after: every transaction that drew an id at or under the
  // boundary had begun before that moment.
  const seq = await db.query<{ last_value: number | string; is_called: boolean }>('SELECT last_value, is_called FROM transfers_id_seq');
  const upto = seq.rows[0].is_called ? Number(seq.rows[0].last_value) : Number(seq.rows[0].last_value) - 1;
  const moment = await db.query<{ now: string }>(
    `SELECT to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS now`,
  );
  if (!(await waitForOpenTransactions(db, moment.rows[0].now, options.waitMs ?? 30_000))) return { skipped: 'busy' };

  try {
    return await db.tx((q) => writeCheckpoint(q, day, upto));
  } catch (error) {
    // Another node wrote this day's checkpoint (or its id) meanwhile.
    if (uniqueViolation(error) !== null) return { skipped: 'taken-elsewhere' };
    throw error;
  }
}

async function writeCheckpoint(q: Queryable, day: string, upto: number): Promise<CheckpointOutcome> {
  // One snapshot for every read below: the accounts' balances and the entries agree.
  await q.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
  const prev = await lastCheckpoint(q);
  if (prev && prev.day >= day) return { skipped: 'already-taken' };
  const from = prev?.transferIdUpto ?? 0;

  const malformed = await q.query<{ transfer_id: number }>(MALFORMED_TRANSFERS_SQL, [from, upto]);
  if (malformed.rows.length > 0) {
    return { refused: 'transfers-malformed', detail: `transfers ${malformed.rows.map((r) => r.transfer_id).join(', ')}` };
  }
  const digests = await balanceDigests(q, from, upto);
  const expected = prev?.balanceDigest ?? '0';
  if (digests.fromDigest !== expected) {
    return { refused: 'balances-differ', detail: `balances at transfer ${from} digest ${digests.fromDigest}, checkpoint says ${expected}` };
  }
  const window = await q.query<{ transfers: number | string; transfer_sum: string; entries: number | string; entry_sum: string }>(
    `SELECT (SELECT count(*) FROM transfers WHERE id > $1 AND id <= $2) AS transfers,
              (SELECT coalesce(sum(amount), 0)::text FROM transfers WHERE id > $1 AND id <= $2) AS transfer_sum,
              (SELECT count(*) FROM entries WHERE transfer_id > $1 AND transfer_id <= $2) AS entries,
              (SELECT coalesce(sum(amount), 0)::text FROM entries WHERE transfer_id > $1 AND transfer_id <= $2) AS entry_sum`,
    [from, upto],
  );
  const w = window.rows[0];
  const sums = await q.query<{ transfer_sum: string; entry_sum: string }>(
    'SELECT ($1::numeric + $2::numeric)::text AS transfer_sum, ($3::numeric + $4::numeric)::text AS entry_sum',
    [prev?.transferSum ?? '0', w.transfer_sum, prev?.entrySum ?? '0', w.entry_sum],
  );
  const figures = {
    id: (prev?.id ?? 0) + 1,
    day,
    transferIdUpto: upto,
    transferCount: (prev?.transferCount ?? 0) + Number(w.transfers),
    transferSum: sums.rows[0].transfer_sum,
    entryCount: (prev?.entryCount ?? 0) + Number(w.entries),
    entrySum: sums.rows[0].entry_sum,
    balanceDigest: digests.uptoDigest,
    prevHash: prev?.hash ?? '',
  };
  const hash = checkpointHash(figures);
  await q.query(
    `INSERT INTO ledger_checkpoints (id, day, transfer_id_upto, transfer_count, transfer_sum, entry_count, entry_sum, balance_digest, prev_hash, hash)
       VALUES ($1, $2, $3, $4, $5::numeric, $6, $7::numeric, $8::numeric, $9, $10)`,
    [
      figures.id,
      day,
      upto,
      figures.transferCount,
      figures.transferSum,
      figures.entryCount,
      figures.entrySum,
      figures.balanceDigest,
      figures.prevHash,
      hash,
    ],
  );
  // The balance at the boundary of each account that moved since the checkpoint before.
  await q.query(
    `INSERT INTO ledger_checkpoint_balances (checkpoint_id, account_id, balance)
       SELECT $3, a.id, a.balance - m.after
       FROM (SELECT account_id, coalesce(sum(amount) FILTER (WHERE transfer_id > $2), 0) AS after, bool_or(transfer_id <= $2) AS moved
             FROM entries WHERE transfer_id > $1 GROUP BY account_id) m
       JOIN accounts a ON a.id = m.account_id
       WHERE m.moved`,
    [from, upto, figures.id],
  );
  const taken = await lastCheckpoint(q);
  return { taken: taken! };
}

import { vietnamDateOf } from '@app/shared/contracts';
import type { Queryable } from './db';

// The tables kept in monthly partitions (migration 046, partitioned_tables) get each month's
// partition ahead of time: a row whose month has no partition would be refused, a bet with it.
export const PARTITION_MONTHS_AHEAD = 2;

/** Creates the partitions of the months from `from` to `to` (Vietnam dates) that none covers yet. */
export async function ensureMonthPartitions(q: Queryable, from: Date, to: Date): Promise<number> {
  const { rows } = await q.query<{ made: number }>('SELECT ensure_month_partitions($1::date, $2::date) AS made', [
    vietnamDateOf(from),
    vietnamDateOf(to),
  ]);
  return Number(rows[0].made);
}

/** This month's partitions and the next PARTITION_MONTHS_AHEAD months'. */
export function ensureUpcomingPartitions(q: Queryable, now = new Date()): Promise<number> {
  const ahead = new Date(now);
  ahead.setUTCMonth(ahead.getUTCMonth() + PARTITION_MONTHS_AHEAD);
  return ensureMonthPartitions(q, now, ahead);
}

/**
 * Summarizes the block ranges written since it was last done in the time (BRIN) index of each of the
 * table's partitions, so that a day's figures or a week's export read that day's blocks only:
 * autovacuum does it as the rows arrive, but not after a bulk load, and PGlite has no autovacuum.
 */
export async function summarizeTimeIndexes(q: Queryable, table: 'transfers' | 'game_bets'): Promise<void> {
  await q.query(
    `SELECT brin_summarize_new_values(i.indexrelid)
     FROM pg_inherits h JOIN pg_index i ON i.indrelid = h.inhrelid JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
     WHERE h.inhparent = $1::regclass AND a.amname = 'brin'`,
    [table],
  );
}

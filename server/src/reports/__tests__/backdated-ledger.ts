import type { Db } from '../../db/db';
import { ensureMonthPartitions } from '../../db/partitions';

/**
 * Lets a test write transfers (and their entries) on days past: inside a transaction that set
 * `test.at` (`SELECT set_config('test.at', <ISO time>, true)`), the ledger writes its movements at
 * that time rather than now (its clock, ledger_now(), pointed there), so a report has whole days of
 * history to count. The months of the last two years get their partitions.
 */
export async function backdateLedgerWrites(db: Db): Promise<void> {
  await db.exec(`
    CREATE OR REPLACE FUNCTION ledger_now() RETURNS timestamptz LANGUAGE sql STABLE AS $$
      SELECT coalesce(nullif(current_setting('test.at', true), '')::timestamptz, now())
    $$;
  `);
  const now = new Date();
  await ensureMonthPartitions(db, new Date(now.getTime() - 2 * 365 * 86_400_000), now);
}

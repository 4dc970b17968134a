import type { Db } from '../../db/db';

/**
 * Lets a test write transfers (and their entries) on days past: inside a transaction that set
 * `test.at` (`SELECT set_config('test.at', <ISO time>, true)`), each new row's created_at is that
 * time rather than now, so a report has whole days of history to count.
 */
export async function backdateLedgerWrites(db: Db): Promise<void> {
  await db.exec(`
    CREATE FUNCTION test_backdate() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF current_setting('test.at', true) <> '' THEN NEW.created_at := current_setting('test.at')::timestamptz; END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER transfers_backdate BEFORE INSERT ON transfers FOR EACH ROW EXECUTE FUNCTION test_backdate();
    CREATE TRIGGER entries_backdate BEFORE INSERT ON entries FOR EACH ROW EXECUTE FUNCTION test_backdate();
  `);
}

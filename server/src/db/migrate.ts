import type { Db } from './db';
import { migrations as allMigrations, type Migration } from './migrations';

// Any constant shared by every node; pg_advisory_xact_lock makes a second node booting at the same
// moment wait until the first has committed, then find nothing left to do.
const MIGRATION_LOCK_KEY = 7_310_001;

export async function runMigrations(db: Db, migrations: readonly Migration[] = allMigrations): Promise<string[]> {
  return db.tx(async (q) => {
    await q.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await q.exec('CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const { rows } = await q.query<{ id: string }>('SELECT id FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.id));
    const newlyApplied: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.id)) continue;
      await q.exec(migration.sql);
      await q.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
      newlyApplied.push(migration.id);
    }
    return newlyApplied;
  });
}

import { createDb } from '../create-db';
import type { Db } from '../db';
import { runMigrations } from '../migrate';
import { migrations } from '../migrations';
import { createTestDatabase, type TestDatabase } from '../../test-utils';

// The same checks on PGlite and, when DATABASE_URL is set, on fresh PostgreSQL databases.
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

// `connections` handles on one fresh, empty database: separate pools on PostgreSQL (like separate
// nodes); on PGlite, one process has one database, so it is the same handle.
async function freshDatabase(connections = 1): Promise<Db[]> {
  if (!process.env.DATABASE_URL) {
    const db = await createDb({ kind: 'pglite', dataDir: null });
    cleanups.push(() => db.close());
    return Array.from({ length: connections }, () => db);
  }
  const database: TestDatabase = await createTestDatabase(process.env.DATABASE_URL);
  cleanups.push(() => database.drop());
  const handles: Db[] = [];
  for (let i = 0; i < connections; i += 1) {
    const db = await createDb({ kind: 'postgres', url: database.url });
    cleanups.push(() => db.close());
    handles.push(db);
  }
  return handles;
}

describe('runMigrations', () => {
  it('applies every migration once, in order, and records it', async () => {
    const [db] = await freshDatabase();
    expect(await runMigrations(db)).toEqual(migrations.map((m) => m.id));
    expect(await runMigrations(db)).toEqual([]);
    const { rows } = await db.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id');
    expect(rows.map((r) => r.id)).toEqual(migrations.map((m) => m.id));
  });

  it('is safe when several nodes boot at the same moment', async () => {
    const nodes = await freshDatabase(3);
    const results = await Promise.all(nodes.map((db) => runMigrations(db)));
    expect(results.flat()).toEqual(migrations.map((m) => m.id));
    expect(results.filter((applied) => applied.length === 0)).toHaveLength(nodes.length - 1);
  });

  it('rolls back a failing migration entirely', async () => {
    const [db] = await freshDatabase();
    await runMigrations(db);
    const broken = [...migrations, { id: '999_broken', sql: 'CREATE TABLE half_done (id int); SELECT no_such_function();' }];
    await expect(runMigrations(db, broken)).rejects.toThrow();
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'half_done'`,
    );
    expect(rows[0].n).toBe(0);
    const recorded = await db.query<{ id: string }>(`SELECT id FROM schema_migrations WHERE id = '999_broken'`);
    expect(recorded.rows).toEqual([]);
  });
});

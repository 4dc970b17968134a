import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db, TxQueryable } from '../db/db';
import { runMigrations } from '../db/migrate';
import { migrations } from '../db/migrations';
import { createPgliteDb } from '../db/pglite-db';
import { createPostgresDb } from '../db/postgres-db';
import { createTestDatabase, onServer, type TestDatabase } from './test-database';

// A test app's database starts migrated: the schema is migrated once per set of migrations and each
// test's database is a copy of it, as separate from the others as a fresh one. PGlite's initdb alone
// takes 2 to 4 s on a busy machine, and every suite boots apps; the migrations themselves are
// tested from empty databases (db/__tests__/migrate.test.ts).
const pgliteVersion: string = JSON.parse(readFileSync(join(require.resolve('@electric-sql/pglite'), '../../package.json'), 'utf8')).version;
const schemaKey = createHash('sha256')
  .update(JSON.stringify([pgliteVersion, migrations.map((m) => [m.id, m.sql])]))
  .digest('hex')
  .slice(0, 16);

// PGlite: a dump of a migrated data directory, in a file the test processes of a run share (and the
// runs after it, while the migrations and PGlite stay the same).
let dump: Promise<Blob> | undefined;
const migratedDump = () => (dump ??= readOrMakeDump(join(tmpdir(), `vndice-test-pglite-${schemaKey}.tar`)));

async function readOrMakeDump(file: string): Promise<Blob> {
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    // Not made yet. Two processes may both make it: each writes a file of its own, renamed whole.
  }
  const db = new PGlite();
  try {
    await runMigrations({
      tx: (fn: (q: TxQueryable) => Promise<unknown>) =>
        db.transaction((tx) =>
          fn({
            query: (sql, params) => tx.query(sql, params as unknown[]),
            exec: async (sql) => void (await tx.exec(sql)),
            commitWith: (sent) => sent,
          }),
        ),
    } as Db);
    const blob = await db.dumpDataDir('none');
    const partial = `${file}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
    renameSync(partial, file);
    return blob;
  } finally {
    await db.close();
  }
}

// An in-memory PGlite, migrated.
export async function migratedPglite(): Promise<Db> {
  return createPgliteDb(null, await migratedDump());
}

// PostgreSQL: a template database per set of migrations, which CREATE DATABASE copies.
const templates = new Map<string, Promise<string>>();
function migratedTemplate(serverUrl: string): Promise<string> {
  if (!templates.has(serverUrl)) templates.set(serverUrl, findOrMakeTemplate(serverUrl));
  return templates.get(serverUrl)!;
}

async function findOrMakeTemplate(serverUrl: string): Promise<string> {
  const name = `test_template_${schemaKey}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    if ((await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount) return name;
  } finally {
    await client.end();
  }
  // Migrated under a name of its own and renamed when done, so no one copies it half made; of two
  // processes making it at once, the second rename fails and that copy is dropped.
  const building = await createTestDatabase(serverUrl);
  const db = await createPostgresDb(building.url);
  try {
    await runMigrations(db);
  } finally {
    await db.close();
  }
  try {
    await onServer(serverUrl, `ALTER DATABASE "${new URL(building.url).pathname.slice(1)}" RENAME TO "${name}"`);
  } catch (error) {
    await building.drop();
    if ((error as { code?: string }).code !== '42P04') throw error;
  }
  return name;
}

// A fresh database, migrated, on the PostgreSQL server serverUrl names; dropped by `drop`.
export async function createMigratedTestDatabase(serverUrl: string): Promise<TestDatabase> {
  return createTestDatabase(serverUrl, await migratedTemplate(serverUrl));
}

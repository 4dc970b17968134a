import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseConfig } from '../config/app-config';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

// A fresh database test_<random> on the server DATABASE_URL points at, a copy of `template` (an
// empty database when none is named); dropped after the test.
export async function createTestDatabase(serverUrl: string, template?: string): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

export async function onServer(serverUrl: string, sql: string, attempt = 1): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } catch (error) {
    // CREATE DATABASE copies template1 and fails if another session holds it at that instant
    // (parallel test files creating their databases together): try again shortly.
    if (attempt < 5 && (error as { code?: string }).code === '55006') {
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      return onServer(serverUrl, sql, attempt + 1);
    }
    throw error;
  } finally {
    await client.end();
  }
}

/**
 * The database a suite shares between several apps: a fresh one on the server DATABASE_URL names
 * when it is set, else an in-memory PGlite (which the suite's apps must then share through one db).
 */
export async function suiteDatabase(): Promise<{ database: DatabaseConfig; drop(): Promise<void> }> {
  if (!process.env.DATABASE_URL) return { database: { kind: 'pglite', dataDir: null }, drop: async () => {} };
  const created = await createTestDatabase(process.env.DATABASE_URL);
  return { database: { kind: 'postgres', url: created.url }, drop: created.drop };
}

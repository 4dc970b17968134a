import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock';
import { normalizeParams, type Db, type Queryable } from './db';

// PGlite runs PostgreSQL in this process. It holds one connection, so statements are serialized;
// its transaction() keeps other callers waiting until COMMIT, which is what `tx` promises.
export async function createPgliteDb(dataDir: string | null): Promise<Db> {
  let unlock = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(`${dataDir}.lock`);
  }
  let pg: PGlite;
  try {
    pg = new PGlite(dataDir ?? undefined);
    await pg.waitReady;
  } catch (error) {
    unlock();
    throw error;
  }

  const wrap = (target: PGlite | Transaction): Queryable => ({
    async query<T>(sql: string, params?: readonly unknown[]) {
      const result = await target.query<T>(sql, normalizeParams(params));
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  });

  const outer = wrap(pg);
  return {
    kind: 'pglite',
    query: outer.query,
    exec: outer.exec,
    tx: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: async () => {
      try {
        if (!pg.closed) await pg.close();
      } finally {
        unlock();
      }
    },
  };
}

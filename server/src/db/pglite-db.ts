import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { makeOwnerOnly, OWNER_ONLY_DIR } from '../data-dir/owner-only';
import { lockDataDir } from './data-dir-lock';
import { normalizeParams, STATEMENT_AFTER_COMMIT, type Db, type Queryable } from './db';

// PGlite runs PostgreSQL in this process. It holds one connection, so statements are serialized;
// its transaction() keeps other callers waiting until COMMIT, which is what `tx` promises.
// PGlite sets the modes of the files it writes itself, whatever the process umask: initdb's come
// out 0666 and pg_internal.init 0644 on every start. They are made owner-only once it is ready and
// again when it closes (the files it creates while running are 0600 already).
export const pgliteLockPath = (dataDir: string) => `${dataDir}.lock`;

// `from`: a dump of a data directory to start from instead of an empty one (initdb takes seconds:
// the tests start each database from one migrated dump, test-utils/migrated-database.ts).
export async function createPgliteDb(dataDir: string | null, from?: Blob): Promise<Db> {
  let unlock = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true, mode: OWNER_ONLY_DIR });
    unlock = lockDataDir(pgliteLockPath(dataDir));
  }
  let pg: PGlite;
  try {
    pg = new PGlite({ dataDir: dataDir ?? undefined, loadDataDir: from });
    await pg.waitReady;
    if (dataDir) makeOwnerOnly(dataDir);
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
    tx: (fn) =>
      pg.transaction((tx) => {
        // Its transaction commits once fn has returned: there is no COMMIT to send ahead, only the
        // rule that nothing follows it.
        let ending = false;
        const q = wrap(tx);
        return fn({
          query: (sql, params) => (ending ? Promise.reject(new Error(STATEMENT_AFTER_COMMIT)) : q.query(sql, params)),
          exec: (sql) => (ending ? Promise.reject(new Error(STATEMENT_AFTER_COMMIT)) : q.exec(sql)),
          commitWith: (sent) => ((ending = true), sent),
        });
      }),
    // In this process: the link cannot go down.
    async listen(channel, onNotify, onLive) {
      const unlisten = await pg.listen(channel, onNotify);
      onLive(true);
      return async () => {
        onLive(false);
        if (!pg.closed) await unlisten();
      };
    },
    close: async () => {
      try {
        if (!pg.closed) await pg.close();
        if (dataDir) makeOwnerOnly(dataDir);
      } finally {
        unlock();
      }
    },
  };
}

import pg from 'pg';
import { normalizeParams, type Db, type Queryable } from './db';

const INT8_OID = 20;

export interface PostgresDbOptions {
  onIdleError?: (error: Error) => void;
  maxConnections?: number;
}

// A pool on a PostgreSQL server, for running several nodes against one database.
export async function createPostgresDb(url: string, options: PostgresDbOptions = {}): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.maxConnections ?? 10,
    // bigint columns (ids, money in đồng) come back as numbers, as PGlite returns them; amounts
    // stay far below 2^53, so no precision is lost.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  const listeners = new Set<() => Promise<void>>();
  // An idle client dropped by the server emits 'error' on the pool; unhandled, it would kill the process.
  pool.on('error', (error) => options.onIdleError?.(error));

  // Fail at boot, with the driver's message, rather than on the first request.
  const probe = await pool.connect();
  probe.release();

  const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params?: readonly unknown[]) {
      const result = await target.query(sql, normalizeParams(params) as unknown[]);
      return { rows: result.rows as T[] };
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  });

  const outer = wrap(pool);
  return {
    kind: 'postgres',
    query: outer.query,
    exec: outer.exec,
    async tx(fn) {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        try {
          await client.query('ROLLBACK');
        } catch {
          // The connection itself failed; do not hand it back to the pool.
          broken = true;
        }
        throw error;
      } finally {
        client.release(broken);
      }
    },
    async listen(channel, onNotify, onLive) {
      const stop = listenOn(url, channel, onNotify, onLive);
      listeners.add(stop);
      return async () => {
        listeners.delete(stop);
        await stop();
      };
    },
    async close() {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}

// Backoff between attempts to re-establish a listening connection.
const LISTEN_RETRY_MS = [250, 500, 1_000, 2_000, 5_000];

// One connection of its own per channel (a pooled one would be handed to other queries), opened
// again after any failure, with backoff, until stopped.
function listenOn(url: string, channel: string, onNotify: (payload: string) => void, onLive: (live: boolean) => void) {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let failures = 0;

  const connect = async () => {
    retry = null;
    if (stopped) return;
    const attempt = new pg.Client({ connectionString: url });
    client = attempt;
    let down = false;
    const lost = () => {
      if (down) return;
      down = true;
      onLive(false);
      void attempt.end().catch(() => {});
      if (!stopped) retry = setTimeout(connect, LISTEN_RETRY_MS[Math.min(failures++, LISTEN_RETRY_MS.length - 1)]);
    };
    attempt.on('error', lost);
    attempt.on('end', lost);
    attempt.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    try {
      await attempt.connect();
      await attempt.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (stopped || down) return;
      failures = 0;
      onLive(true);
    } catch {
      lost();
    }
  };
  void connect();

  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    onLive(false);
    await client?.end().catch(() => {});
  };
}

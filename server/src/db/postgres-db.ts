import { createHash } from 'node:crypto';
import pg from 'pg';
import { normalizeParams, STATEMENT_AFTER_COMMIT, type Db, type Queryable } from './db';

const INT8_OID = 20;

export interface PostgresDbOptions {
  onIdleError?: (error: Error) => void;
  maxConnections?: number;
}

// Every statement the server sends is prepared once per connection, under a name made from its text,
// and then only bound and run: PostgreSQL skips parsing and planning it again (about a tenth of its
// CPU per bet in the games bench). The texts are the code's own, a few hundred at most; should code
// ever build them from data, the statements past this bound go unprepared rather than fill every
// connection's memory with plans. pg keeps track of the names it has parsed (and sent, for
// statements pipelined behind one another): if it stopped, nothing would fail but the bench, so
// prepared-statements.test.ts checks it (docs/decisions/fast-path-pins.md).
const MAX_PREPARED = 1_000;
const prepared = new Map<string, string>();
function statementName(sql: string): string | undefined {
  let name = prepared.get(sql);
  if (name === undefined && prepared.size < MAX_PREPARED) {
    name = `s_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    prepared.set(sql, name);
  }
  return name;
}

interface TxState {
  ended: boolean;
  // The connection is not to be reused: lost, or its prepared statements out of step with the driver's.
  broken: boolean;
}

// A statement that failed without PostgreSQL's word (no SQLSTATE: the driver refused a parameter, the
// link broke) may have left the connection half way through preparing it, and one whose prepared
// statement is gone (26000) shows it did: the driver would go on thinking it prepared.
function noteFailure(state: TxState, error: unknown): void {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code) || code === '26000') state.broken = true;
}

// A pool on a PostgreSQL server, for running several nodes against one database.
export async function createPostgresDb(url: string, options: PostgresDbOptions = {}): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.maxConnections ?? 10,
    // Statements sent one after another on a connection go out without waiting for the answers
    // before them (PostgreSQL still runs them in order): a transaction's BEGIN travels with its
    // first statement, and statements issued together (the reads of a bet batch) share one round trip.
    pipeline: true,
    // A database that does not answer (its network gone rather than refusing) fails a request after
    // this long, as a 503, instead of holding it until the client gives up; keep-alive probes find
    // such a connection dead in the pool.
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    // bigint columns (ids, money in đồng) come back as numbers, as PGlite returns them; amounts
    // stay far below 2^53, so no precision is lost.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  const listener = createListener(url);
  // An idle client dropped by the server emits 'error' on the pool; unhandled, it would kill the process.
  pool.on('error', (error) => options.onIdleError?.(error));

  // Fail at boot, with the driver's message, rather than on the first request.
  const probe = await pool.connect();
  probe.release();

  // `inTx`: inside a transaction, its BEGIN (sent ahead without waiting) and its state. Each statement
  // answers only once BEGIN has too (should BEGIN fail, what was sent behind it ran outside any
  // transaction, and it must not be taken for a result of one); none is sent once the transaction
  // has ended (it would run outside it, on a connection perhaps lent to another caller already).
  const wrap = (target: pg.Pool | pg.PoolClient, inTx?: { begun: Promise<unknown>; state: TxState }): Queryable => {
    const send = async (statement: string | pg.QueryConfig) => {
      if (inTx?.state.ended) throw new Error(STATEMENT_AFTER_COMMIT);
      const sent = target.query(statement);
      if (inTx) sent.catch((error: unknown) => noteFailure(inTx.state, error));
      const [, result] = await Promise.all([inTx?.begun, sent]);
      return result;
    };
    return {
      async query<T>(sql: string, params?: readonly unknown[]) {
        const result = await send({ name: statementName(sql), text: sql, values: normalizeParams(params) as unknown[] });
        return { rows: result.rows as T[] };
      },
      async exec(sql: string) {
        await send(sql);
      },
    };
  };

  const outer = wrap(pool);
  return {
    kind: 'postgres',
    query: outer.query,
    exec: outer.exec,
    async tx(fn) {
      const client = await pool.connect();
      const state: TxState = { ended: false, broken: false };
      // A checked-out client has no pool listener: a connection lost now would emit an 'error' that
      // nothing hears, and that ends the process. It is noted here, and the client is not reused.
      const onLost = () => (state.broken = true);
      client.on('error', onLost);
      const begun = client.query('BEGIN');
      // Its failure is met by the first statement that awaits it, or by the ROLLBACK below.
      begun.catch(() => {});
      let commit: Promise<pg.QueryResult> | undefined;
      const sendCommit = () => {
        if (!commit) {
          commit = client.query('COMMIT');
          // Met below, once fn has returned; a failure of fn's own comes first.
          commit.catch(() => {});
        }
        return commit;
      };
      const q = wrap(client, { begun, state });
      try {
        const result = await fn({
          ...q,
          async commitWith(sent) {
            const committing = sendCommit();
            state.ended = true;
            const [value] = await Promise.all([sent, committing]);
            return value;
          },
        });
        const [, committed] = await Promise.all([begun, sendCommit()]);
        // PostgreSQL answers the COMMIT of a transaction in which a statement failed with a ROLLBACK,
        // not an error: a failure the caller caught and went past must not pass for a commit.
        if (committed.command !== 'COMMIT') throw new Error(`the transaction was rolled back (${committed.command})`);
        return result;
      } catch (error) {
        try {
          await client.query('ROLLBACK');
        } catch {
          // The connection itself failed; do not hand it back to the pool.
          state.broken = true;
        }
        throw error;
      } finally {
        state.ended = true;
        client.off('error', onLost);
        client.release(state.broken);
      }
    },
    listen(channel, onNotify, onLive) {
      return listener.subscribe(channel, { onNotify, onLive });
    },
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

// Backoff between attempts to re-establish the listening connection.
const LISTEN_RETRY_MS = [250, 500, 1_000, 2_000, 5_000];

interface Subscriber {
  onNotify: (payload: string) => void;
  onLive: (live: boolean) => void;
}

// One connection of its own (a pooled one would be handed to other queries) for every channel the
// node listens on: a connection per channel held three per node for nothing. It is opened when the
// first channel is listened on, and again after any failure, with backoff, LISTENing to every
// channel again, until closed.
function createListener(url: string) {
  const channels = new Map<string, Set<Subscriber>>();
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  let failures = 0;
  const each = (fn: (subscriber: Subscriber) => void) => {
    for (const subscribers of channels.values()) for (const subscriber of subscribers) fn(subscriber);
  };
  const listenSql = (channel: string) => `LISTEN ${pg.escapeIdentifier(channel)}`;

  const connect = async () => {
    retry = null;
    if (closed) return;
    const attempt = new pg.Client({ connectionString: url });
    client = attempt;
    let down = false;
    const lost = () => {
      if (down) return;
      down = true;
      if (client === attempt) client = null;
      if (live) each((subscriber) => subscriber.onLive(false));
      live = false;
      void attempt.end().catch(() => {});
      if (!closed) retry = setTimeout(connect, LISTEN_RETRY_MS[Math.min(failures++, LISTEN_RETRY_MS.length - 1)]);
    };
    attempt.on('error', lost);
    attempt.on('end', lost);
    attempt.on('notification', (message) => {
      for (const subscriber of channels.get(message.channel) ?? []) subscriber.onNotify(message.payload ?? '');
    });
    try {
      await attempt.connect();
      // A channel added while these run is visited too (a Map's iteration includes later entries).
      for (const channel of channels.keys()) await attempt.query(listenSql(channel));
      if (closed || down) return;
      failures = 0;
      live = true;
      each((subscriber) => subscriber.onLive(true));
    } catch {
      lost();
    }
  };

  return {
    async subscribe(channel: string, subscriber: Subscriber): Promise<() => Promise<void>> {
      const known = channels.get(channel);
      if (known) known.add(subscriber);
      else channels.set(channel, new Set([subscriber]));
      if (!client && !retry) void connect();
      else if (live && client) {
        const current = client;
        // A failure here is the connection's: its 'error' reconnects and LISTENs every channel again.
        if (!known) await current.query(listenSql(channel)).catch(() => {});
        if (live && client === current) subscriber.onLive(true);
      }
      return async () => {
        const subscribers = channels.get(channel);
        if (!subscribers?.delete(subscriber)) return;
        subscriber.onLive(false);
        if (subscribers.size > 0) return;
        channels.delete(channel);
        if (live && client) await client.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => {});
      };
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      each((subscriber) => subscriber.onLive(false));
      live = false;
      channels.clear();
      await client?.end().catch(() => {});
    },
  };
}

// The one database interface the server talks to. Two implementations (PGlite in-process, a
// PostgreSQL server through `pg`) run the same SQL, written once for PostgreSQL.

export interface QueryResult<T> {
  rows: T[];
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  // Several statements without parameters (migrations).
  exec(sql: string): Promise<void>;
}

export const STATEMENT_AFTER_COMMIT = 'a statement was sent after its transaction had ended';

// The handle a transaction's function gets.
export interface TxQueryable extends Queryable {
  // Ends the transaction with the statements already sent: COMMIT goes out right behind them, without
  // waiting for their answers, and `sent` (those statements' answers) is answered once COMMIT has
  // been. For a transaction that ends with writes, one round trip fewer. Nothing may be sent after
  // it. Should one of the statements fail, PostgreSQL rolls back instead of committing, and its
  // failure is thrown.
  commitWith<T>(sent: Promise<T>): Promise<T>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  // Runs fn inside BEGIN/COMMIT; any throw rolls back and is rethrown. Inside fn use only `q`:
  // on PGlite the outer handle waits for the transaction, so using it there would deadlock.
  tx<T>(fn: (q: TxQueryable) => Promise<T>): Promise<T>;
  // LISTEN on a channel: each NOTIFY's payload, delivered after the notifying transaction commits.
  // `onLive(false)` says the link is down and notifications may be missed until `onLive(true)`; the
  // link is re-established by itself. The returned function stops listening.
  listen(channel: string, onNotify: (payload: string) => void, onLive: (live: boolean) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

interface PgError {
  code?: string;
  constraint?: string;
}

// PostgreSQL error 23505; `constraint` names the index that refused the row.
export function uniqueViolation(error: unknown): string | null {
  const e = error as PgError | null;
  if (e && typeof e === 'object' && e.code === '23505') return e.constraint ?? '';
  return null;
}

// The database could not be reached or went away mid-statement (restarting, its link cut, out of
// connections): nothing the request asked for is half done (a transaction that lost its connection
// is rolled back by PostgreSQL; one whose COMMIT was answered by a link already cut may have
// committed whole, which is why money requests carry keys), and the same request may succeed a
// moment later. A request waiting over 5 s for a free connection of the pool ends here too: the
// node is overloaded, which a 503 also says.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
const DRIVER_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;
export function databaseUnreachable(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  const code = typeof e.code === 'string' ? e.code : '';
  // SQLSTATE class 08 (connection exception) but a protocol violation (08P01, a bug of ours), the
  // server shutting down or starting (57P01–57P03), too many connections (53300).
  if (NETWORK_CODES.has(code) || (code.startsWith('08') && code !== '08P01') || /^57P0[123]$/.test(code) || code === '53300') return true;
  return typeof e.message === 'string' && DRIVER_MESSAGES.test(e.message);
}

// `undefined` is not a SQL value; both drivers would choke or guess differently.
export const normalizeParams = (params?: readonly unknown[]) => (params ? params.map((p) => (p === undefined ? null : p)) : []);

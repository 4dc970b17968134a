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

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  // Runs fn inside BEGIN/COMMIT; any throw rolls back and is rethrown. Inside fn use only `q`:
  // on PGlite the outer handle waits for the transaction, so using it there would deadlock.
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
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

// `undefined` is not a SQL value; both drivers would choke or guess differently.
export const normalizeParams = (params?: readonly unknown[]) => (params ? params.map((p) => (p === undefined ? null : p)) : []);

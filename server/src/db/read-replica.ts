import { AsyncLocalStorage } from 'node:async_hooks';
import { databaseUnreachable, type Db, type TxQueryable } from './db';

// Reads that may come from a streaming replica (DATABASE_READ_URL): a player's history, the
// operator's lists and reports. What must be current (a balance, the bet path, a step-up) reads the
// primary through `app.db` and never comes here.
//
// A page must never show a player an older state than one it has already shown. Each browser
// carries the moment it last saw the primary (the `db_seen` cookie, set on every API answer that
// did not come from the replica alone, writes included); a read goes to the replica only once the
// replica has replayed everything the primary had written by that moment. That moment is known by
// polling: the primary's WAL insert position is noted with the time it was read, and once the
// replica's replay position passes it, the replica holds everything committed before that time.
// A replica that lags, stops answering or is not a replica at all: every read goes to the primary.

export const SEEN_COOKIE = 'db_seen';
// Nodes' clocks differ a little: the replica must be this much further ahead of a browser's moment.
const CLOCK_MARGIN_MS = 1_000;
export const REPLICA_POLL_MS = 200;
// A replica further behind than this serves no one: not a page with no cookie yet either.
export const REPLICA_MAX_LAG_MS = 5_000;

export interface RequestReads {
  // The moment the browser last saw the primary (0: never, or no cookie).
  seenAt: number;
  // Whether this request read the replica, and whether it read the primary through the read handle.
  usedReplica: boolean;
  usedPrimary: boolean;
}

const requests = new AsyncLocalStorage<RequestReads>();

export const requestReads = (seenAt: number): RequestReads => ({ seenAt, usedReplica: false, usedPrimary: false });

// Whether an answer must move its browser's moment: any answer but one read from the replica alone
// (a write, a balance, the bet path all read the primary through `app.db`).
export const answeredFromPrimary = (reads: RequestReads) => reads.usedPrimary || !reads.usedReplica;

export interface ReadRouting {
  // The handle history, lists and reports read through.
  readDb: Db;
  // Runs `next` (the rest of a request) with its reads noted in `reads`.
  track(reads: RequestReads, next: () => void): void;
  // The time up to which the replica is known to hold every commit (for tests and health).
  caughtUpAsOf(): number;
  // Polls once (the timer does it every REPLICA_POLL_MS).
  poll(): Promise<void>;
  close(): Promise<void>;
}

// '16/B374D848' → a number to compare (WAL positions fit 64 bits).
const lsnValue = (lsn: string) => {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
};

export function createReadRouting(
  primary: Db,
  replica: Db | null,
  onError: (error: unknown) => void = () => {},
  onBack: () => void = () => {},
): ReadRouting {
  let caughtUp = 0;
  let healthy = false;
  // Primary positions noted with the time they were read, oldest first, not yet replayed.
  const pending: { at: number; lsn: bigint }[] = [];

  const poll = async () => {
    if (!replica) return;
    try {
      const at = Date.now();
      const noted = await primary.query<{ lsn: string }>('SELECT pg_current_wal_insert_lsn()::text AS lsn');
      pending.push({ at, lsn: lsnValue(noted.rows[0].lsn) });
      if (pending.length > 1_000) pending.shift();
      const replayed = await replica.query<{ lsn: string | null; standby: boolean }>(
        'SELECT pg_last_wal_replay_lsn()::text AS lsn, pg_is_in_recovery() AS standby',
      );
      const { lsn, standby } = replayed.rows[0];
      // A database that is not a standby is the primary itself, or a copy that no longer follows it.
      if (!standby || lsn === null) {
        healthy = false;
        return;
      }
      const position = lsnValue(lsn);
      while (pending.length && pending[0].lsn <= position) caughtUp = Math.max(caughtUp, pending.shift()!.at);
      if (!healthy) onBack();
      healthy = true;
    } catch (error) {
      healthy = false;
      onError(error);
    }
  };
  const timer = replica ? setInterval(() => void poll(), REPLICA_POLL_MS) : null;
  timer?.unref();

  // The replica for this read, or null for the primary.
  const pick = (): Db | null => {
    const reads = requests.getStore();
    if (replica && healthy && caughtUp >= Math.max((reads?.seenAt ?? 0) + CLOCK_MARGIN_MS, Date.now() - REPLICA_MAX_LAG_MS)) {
      if (reads) reads.usedReplica = true;
      return replica;
    }
    if (reads) reads.usedPrimary = true;
    return null;
  };
  // A replica that fails mid-read (restarting, cut off) answers from the primary instead.
  async function onReplicaOrPrimary<T>(read: (db: Db) => Promise<T>): Promise<T> {
    const chosen = pick();
    if (!chosen) return read(primary);
    try {
      return await read(chosen);
    } catch (error) {
      if (!databaseUnreachable(error)) throw error;
      healthy = false;
      const reads = requests.getStore();
      if (reads) reads.usedPrimary = true;
      return read(primary);
    }
  }

  const readDb: Db = {
    kind: primary.kind,
    query: <T>(sql: string, params?: readonly unknown[]) => onReplicaOrPrimary((db) => db.query<T>(sql, params)),
    exec: (sql: string) => onReplicaOrPrimary((db) => db.exec(sql)),
    tx: <T>(fn: (q: TxQueryable) => Promise<T>) => onReplicaOrPrimary((db) => db.tx(fn)),
    listen: (channel, onNotify, onLive) => primary.listen(channel, onNotify, onLive),
    close: async () => {},
  };

  return {
    readDb: replica ? readDb : primary,
    track: (reads, next) => requests.run(reads, next),
    caughtUpAsOf: () => caughtUp,
    poll,
    async close() {
      if (timer) clearInterval(timer);
      await replica?.close();
    },
  };
}

// Exactly one node drives a game's clock. On PostgreSQL: a session advisory lock held on a
// connection of its own (pg_try_advisory_lock), released when that connection ends, so a node that
// dies hands the clock to another within one retry. On PGlite there is one process: the lock is a
// flag on the database object, which still keeps two apps sharing one in-process database (tests)
// from both driving.
import pg from 'pg';
import type { GameType } from '@app/shared/contracts';
import type { Db } from '../../db/db';

export interface LeaderLock {
  // True when this node now holds the lock (or already did).
  tryAcquire(): Promise<boolean>;
  // Whether the lock is still held (a dropped connection loses it).
  held(): boolean;
  release(): Promise<void>;
}

// Any constants shared by every node; one key per game.
const LOCK_KEYS: Record<GameType, number> = { taixiu: 7_310_101, xocdia: 7_310_102 };

const inProcessHolders = new WeakMap<Db, Set<GameType>>();

export function inProcessLock(db: Db, game: GameType): LeaderLock {
  let mine = false;
  return {
    async tryAcquire() {
      if (mine) return true;
      let holders = inProcessHolders.get(db);
      if (!holders) {
        holders = new Set();
        inProcessHolders.set(db, holders);
      }
      if (holders.has(game)) return false;
      holders.add(game);
      mine = true;
      return true;
    },
    held: () => mine,
    async release() {
      if (!mine) return;
      inProcessHolders.get(db)?.delete(game);
      mine = false;
    },
  };
}

function postgresAdvisoryLock(url: string, game: GameType, onError: (error: Error) => void): LeaderLock {
  let client: pg.Client | null = null;
  let mine = false;

  const drop = async () => {
    const c = client;
    client = null;
    mine = false;
    if (c) await c.end().catch(() => undefined);
  };

  return {
    async tryAcquire() {
      if (mine && client) return true;
      if (!client) {
        const c = new pg.Client({ connectionString: url });
        // The connection dying is how the lock is lost: stop driving at once.
        c.on('error', (error) => {
          onError(error);
          if (client === c) {
            client = null;
            mine = false;
          }
          c.end().catch(() => undefined);
        });
        try {
          await c.connect();
        } catch (error) {
          onError(error as Error);
          await c.end().catch(() => undefined);
          return false;
        }
        client = c;
      }
      try {
        const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [LOCK_KEYS[game]]);
        mine = rows[0]?.locked === true;
      } catch (error) {
        onError(error as Error);
        await drop();
        return false;
      }
      return mine;
    },
    held: () => mine && client !== null,
    release: drop,
  };
}

export function createLeaderLock(db: Db, game: GameType, databaseUrl: string | null, onError: (error: Error) => void): LeaderLock {
  if (db.kind === 'postgres' && databaseUrl) return postgresAdvisoryLock(databaseUrl, game, onError);
  return inProcessLock(db, game);
}

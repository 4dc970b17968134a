import type { FastifyInstance } from 'fastify';
import { API_BASE } from '@app/shared/contracts';
import { definePlugin } from '../http/define-plugin';
import { createDb } from './create-db';
import type { Db } from './db';
import { everyInterval } from '../http/periodic-task';
import { runMigrations } from './migrate';
import { ensureUpcomingPartitions } from './partitions';
import { createPostgresDb } from './postgres-db';
import { answeredFromPrimary, createReadRouting, requestReads, SEEN_COOKIE, type RequestReads } from './read-replica';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    // History, lists and reports: the replica when DATABASE_READ_URL names one and it has caught up
    // with what the browser asking has seen, else the primary (`db` itself when there is none).
    readDb: Db;
  }
}

// Opens the database (or adopts one handed in, which then stays open: its owner closes it) and
// brings the schema up to date before any route can run.
export const dbPlugin = definePlugin<{ db?: Db }>(
  'db',
  async (app: FastifyInstance, options) => {
    const { database } = app.config;
    const db =
      options.db ??
      (await createDb(database, {
        maxConnections: database.kind === 'postgres' ? database.poolSize : undefined,
        onIdleError: (error) => app.log.warn({ err: error }, 'idle database connection failed'),
      }));
    try {
      const applied = await runMigrations(db);
      if (applied.length) app.log.info({ migrations: applied }, 'database migrated');
    } catch (error) {
      if (!options.db) await db.close();
      throw error;
    }
    if (!options.db) app.addHook('onClose', async () => db.close());
    app.decorate('db', db);
    app.decorate('readDb', db);
    // Next months' partitions, well ahead: at boot and then every few hours on every node (one
    // query that finds them there).
    everyInterval(
      app,
      PARTITIONS_EVERY_MS,
      'monthly partitions',
      () => ensureUpcomingPartitions(db),
      async () => {
        await ensureUpcomingPartitions(db);
      },
    );
    if (database.kind === 'postgres' && database.readUrl) await readsFromReplica(app, db, database.readUrl, database.poolSize);
  },
  ['config'],
);

const PARTITIONS_EVERY_MS = 6 * 3_600_000;
const SEEN_COOKIE_MAX_AGE_S = 24 * 3600;
const readsOf = new WeakMap<object, RequestReads>();

async function readsFromReplica(app: FastifyInstance, db: Db, readUrl: string, poolSize: number | undefined) {
  const replica = await createPostgresDb(readUrl, {
    maxConnections: poolSize,
    onIdleError: (error) => app.log.warn({ err: error }, 'idle replica connection failed'),
  });
  let warned = false;
  const routing = createReadRouting(
    db,
    replica,
    (error) => {
      // Said once per outage: the poll runs five times a second.
      if (!warned) app.log.warn({ err: error }, 'read replica unreachable: reads go to the primary');
      warned = true;
    },
    () => {
      warned = false;
    },
  );
  app.readDb = routing.readDb;
  app.addHook('onClose', async () => routing.close());
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith(API_BASE)) return done();
    const seen = Number(request.cookies?.[SEEN_COOKIE]);
    const reads = requestReads(Number.isSafeInteger(seen) && seen > 0 ? seen : 0);
    readsOf.set(request, reads);
    routing.track(reads, done);
  });
  app.addHook('onSend', async (request, reply) => {
    const reads = readsOf.get(request);
    if (!reads || !answeredFromPrimary(reads)) return;
    reply.setCookie(SEEN_COOKIE, String(Date.now()), {
      path: API_BASE,
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: SEEN_COOKIE_MAX_AGE_S,
    });
  });
}

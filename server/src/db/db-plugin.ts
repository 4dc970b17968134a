import type { FastifyInstance } from 'fastify';
import { definePlugin } from '../http/define-plugin';
import { createDb } from './create-db';
import type { Db } from './db';
import { runMigrations } from './migrate';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

// Opens the database (or adopts one handed in, which then stays open: its owner closes it) and
// brings the schema up to date before any route can run.
export const dbPlugin = definePlugin<{ db?: Db }>(
  'db',
  async (app: FastifyInstance, options) => {
    const db =
      options.db ??
      (await createDb(app.config.database, {
        maxConnections: app.config.database.kind === 'postgres' ? app.config.database.poolSize : undefined,
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
  },
  ['config'],
);

import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../app';
import type { AppConfig } from '../config/app-config';
import type { Db } from '../db/db';
import { jwtSecretOfDatabase, trackTestDatabase, untrackTestDatabase } from './operator-totp-helpers';
import { makeTestConfig } from './test-config';
import { createMigratedTestDatabase, migratedPglite } from './migrated-database';
import type { TestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  db: Db;
  // Listens on 127.0.0.1 on a free port (for sockets and real HTTP clients); returns the base URL.
  listen(): Promise<string>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  // Run on another test app's database (two "nodes" of one deployment).
  db?: Db;
}

// An app ready to inject into: on a fresh PostgreSQL database when DATABASE_URL is set (created
// now, dropped in close), else on an in-memory PGlite (closed in close); either starts migrated
// (migrated-database.ts).
export async function createTestApp(overrides: Partial<AppConfig> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  let testDatabase: TestDatabase | null = null;
  let ownDb: Db | undefined;
  let database = overrides.database;
  if (!database && !options.db) {
    if (process.env.DATABASE_URL) {
      testDatabase = await createMigratedTestDatabase(process.env.DATABASE_URL);
      database = { kind: 'postgres', url: testDatabase.url };
    } else ownDb = await migratedPglite();
  }
  // A second node on a test app's database is of the same deployment: it shares its JWT_SECRET.
  const sharedJwtSecret = options.db ? jwtSecretOfDatabase(options.db) : undefined;
  const config = makeTestConfig({
    ...(sharedJwtSecret ? { jwtSecret: sharedJwtSecret } : {}),
    ...overrides,
    ...(database ? { database } : {}),
  });
  const app = buildApp(config, { db: options.db ?? ownDb });
  try {
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    await ownDb?.close();
    await testDatabase?.drop();
    throw error;
  }

  trackTestDatabase(app.db, config.jwtSecret);
  let closed = false;
  return {
    app,
    config,
    db: app.db,
    async listen() {
      if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
      return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    },
    async close() {
      if (closed) return;
      closed = true;
      if (!options.db) untrackTestDatabase(app.db);
      await app.close();
      await ownDb?.close();
      await testDatabase?.drop();
      if (config.redisUrl) await deleteRedisKeys(config.redisUrl, config.redisKeyPrefix);
    },
  };
}

// Rate-limit counters expire by themselves; deleting them keeps a shared Redis tidy after a run.
export async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

export interface TestNodes {
  nodeA: TestApp;
  nodeB: TestApp;
  urlA: string;
  urlB: string;
  close(): Promise<void>;
}

/**
 * Two nodes of one deployment, both listening: one database (node A's), one Redis (REDIS_URL, else
 * the local one at its standard port), the same JWT secret and Redis key prefix (random per run, so
 * parallel runs on one Redis do not meet).
 */
export async function createTestNodes(overrides: Partial<AppConfig> = {}): Promise<TestNodes> {
  const redisUrl = overrides.redisUrl ?? (process.env.REDIS_URL || 'redis://127.0.0.1:6379');
  const nodeA = await createTestApp({ ...overrides, redisUrl });
  const nodeB = await createTestApp(
    { ...overrides, redisUrl, jwtSecret: nodeA.config.jwtSecret, redisKeyPrefix: nodeA.config.redisKeyPrefix },
    { db: nodeA.db },
  ).catch(async (error: unknown) => {
    await nodeA.close();
    throw error;
  });
  return {
    nodeA,
    nodeB,
    urlA: await nodeA.listen(),
    urlB: await nodeB.listen(),
    async close() {
      await nodeB.close();
      await nodeA.close();
    },
  };
}

import type { DatabaseConfig } from '../config/app-config';
import type { Db } from './db';
import { createPgliteDb } from './pglite-db';
import { createPostgresDb, type PostgresDbOptions } from './postgres-db';

export function createDb(config: DatabaseConfig, options: PostgresDbOptions = {}): Promise<Db> {
  return config.kind === 'postgres' ? createPostgresDb(config.url, options) : createPgliteDb(config.dataDir);
}

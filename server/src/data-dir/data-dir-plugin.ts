import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { EMBEDDED_DATABASE_FOLDER } from '../config/load-config';
import { pgliteLockPath } from '../db/pglite-db';
import { definePlugin } from '../http/define-plugin';
import { makeDataDirOwnerOnly } from './owner-only';

// Before anything reads DATA_DIR: a folder left readable by other users (made by hand, by an older
// version, copied with loose modes) is made owner-only, and the log says so once. The embedded
// database's folder counts even when DATABASE_URL now names a server: it holds the old data.
export const dataDirPlugin = definePlugin(
  'data-dir',
  async (app: FastifyInstance) => {
    const { dataDir, secretsFile } = app.config;
    const database = join(dataDir, EMBEDDED_DATABASE_FOLDER);
    const changed = makeDataDirOwnerOnly(dataDir, [secretsFile, database, pgliteLockPath(database)]);
    if (changed)
      app.log.warn({ dataDir, entries: changed }, 'DATA_DIR was open to other users: made owner-only (folders 0700, files 0600)');
  },
  ['config'],
);

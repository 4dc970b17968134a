import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { EMBEDDED_DATABASE_FOLDER } from '../config/load-config';
import { legacySecretsFilePath } from '../config/secrets-file';
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
    const changed = makeDataDirOwnerOnly(dataDir, [database, pgliteLockPath(database)]);
    if (changed)
      app.log.warn({ dataDir, entries: changed }, 'DATA_DIR was open to other users: made owner-only (folders 0700, files 0600)');
    // SECRETS_DIR the same way, and only what the server keeps there (an operator may point it at
    // a folder of their own).
    const secretsDir = dirname(secretsFile);
    const secretsChanged = makeDataDirOwnerOnly(secretsDir, [secretsFile]);
    if (secretsChanged)
      app.log.warn(
        { secretsDir, entries: secretsChanged },
        'SECRETS_DIR was open to other users: made owner-only (folders 0700, files 0600)',
      );
    // Left behind when SECRETS_DIR already had a file at the boot that would have moved it, or in
    // production, which reads the environment and moves nothing.
    const legacy = legacySecretsFilePath(dataDir);
    if (resolve(legacy) !== resolve(secretsFile) && existsSync(legacy))
      app.log.warn(
        { legacy, secretsFile },
        'DATA_DIR still holds a secrets.json the server does not read: check that nothing in it is still in use, then delete it so database backups do not carry secrets',
      );
  },
  ['config'],
);

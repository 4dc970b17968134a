import type { FastifyInstance } from 'fastify';
import { definePlugin } from '../http/define-plugin';
import { makeOwnerOnly } from './owner-only';

// Before anything reads DATA_DIR: a folder left readable by other users (made by hand, by an older
// version, copied with loose modes) is made owner-only, and the log says so once.
export const dataDirPlugin = definePlugin(
  'data-dir',
  async (app: FastifyInstance) => {
    const { dataDir } = app.config;
    const changed = makeOwnerOnly(dataDir);
    if (changed) app.log.warn({ dataDir, entries: changed }, 'DATA_DIR was open to other users: made owner-only (folders 0700, files 0600)');
  },
  ['config'],
);

// DATA_DIR holds the embedded database (every balance, session and revealed seed, and its
// write-ahead log) and SECRETS_DIR secrets.json (the admin password, the signing keys,
// FAIRNESS_SECRET): no other user of the machine may read any of it. Folders are 0700, files 0600.
import { chmodSync, lstatSync, readdirSync, type Stats } from 'node:fs';
import { join } from 'node:path';

export const OWNER_ONLY_DIR = 0o700;
const OWNER_ONLY_FILE = 0o600;
// For the server process: whatever it creates later starts owner-only.
export const OWNER_ONLY_UMASK = 0o077;

const gone = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

// Sets every folder under `root` (itself included) to 0700 and every file to 0600; answers how
// many had other modes. Symbolic links are not followed (a link could point out of the folder).
// An entry removed meanwhile (the database's temporary files) is skipped. With recursive false,
// only `root` itself.
export function makeOwnerOnly(root: string, { recursive = true } = {}): number {
  let stats: Stats;
  try {
    stats = lstatSync(root);
  } catch (error) {
    if (gone(error)) return 0;
    throw error;
  }
  const wanted = stats.isDirectory() ? OWNER_ONLY_DIR : stats.isFile() ? OWNER_ONLY_FILE : null;
  if (wanted === null) return 0;
  let changed = 0;
  if ((stats.mode & 0o7777) !== wanted) {
    try {
      chmodSync(root, wanted);
      changed += 1;
    } catch (error) {
      if (!gone(error)) throw error;
    }
  }
  if (recursive && stats.isDirectory()) {
    let names: string[] = [];
    try {
      names = readdirSync(root);
    } catch (error) {
      if (!gone(error)) throw error;
    }
    for (const name of names) changed += makeOwnerOnly(join(root, name));
  }
  return changed;
}

// DATA_DIR (or SECRETS_DIR) itself, and what the server keeps in it (the embedded database and its
// lock file; secrets.json), recursively. Anything else an operator put there keeps its modes: the folder, 0700,
// already shuts other users out of it, and a DATA_DIR pointed by mistake at a folder of programs
// (`DATA_DIR=.`) must not lose its executable bits.
export function makeDataDirOwnerOnly(dataDir: string, serverEntries: readonly string[]): number {
  return makeOwnerOnly(dataDir, { recursive: false }) + serverEntries.reduce((sum, entry) => sum + makeOwnerOnly(entry), 0);
}

import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';

// PGlite gives one process a data directory; a second server (or an admin tool) opening the same
// folder would corrupt it. A pid file refuses the second opener with a message instead.
const heldHere = new Set<string>();

class DataDirLockedError extends Error {}

export function lockDataDir(lockPath: string): () => void {
  if (heldHere.has(lockPath)) {
    throw new DataDirLockedError(`The database in ${lockPath.replace(/\.lock$/, '')} is already open in this process`);
  }
  try {
    writeFileSync(lockPath, String(process.pid), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number(readFileSync(lockPath, 'utf8').trim());
    // Our own pid in the file is a leftover from an earlier life of this pid (containers reuse pid 1).
    if (owner && owner !== process.pid && isAlive(owner)) {
      throw new DataDirLockedError(
        `Another process (pid ${owner}) is using the database in ${lockPath.replace(/\.lock$/, '')}. ` +
          `PGlite allows one process per data directory: stop it, or delete ${lockPath} if that process is not this server.`,
      );
    }
    writeFileSync(lockPath, String(process.pid));
  }
  heldHere.add(lockPath);
  return () => {
    heldHere.delete(lockPath);
    try {
      if (readFileSync(lockPath, 'utf8').trim() === String(process.pid)) unlinkSync(lockPath);
    } catch {
      // Already gone: nothing to release.
    }
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

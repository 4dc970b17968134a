import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { isRemoteName, remoteFolder, type RemoteName, type RemoteReleaseDto } from '@app/shared/contracts';

// The published versions of the remotes, as `npm run remote:publish` stored them: one folder per
// version under RELEASES_DIR/<remote-folder>/, with its release.json. The server serves them at
// /releases/ (static-plugin.ts), so a version's manifest is /releases/<folder>/<version>/mf-manifest.json.

export const RELEASES_URL = '/releases';
const VERSION = /^[a-z0-9][a-z0-9._-]{0,63}$/i;

export const manifestUrlOf = (remote: RemoteName, version: string) => `${RELEASES_URL}/${remoteFolder(remote)}/${version}/mf-manifest.json`;

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const record = (value: unknown): Record<string, string> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    : {};

/** A release.json read back, or null if it is not one (a hand-made folder, a half-copied file). */
export function releaseOf(value: unknown, remote: RemoteName, version: string): RemoteReleaseDto | null {
  if (!value || typeof value !== 'object') return null;
  const r = value as Record<string, unknown>;
  if (r.remote !== remote || r.version !== version || typeof r.contractsHash !== 'string' || typeof r.builtAt !== 'string') return null;
  return {
    remote,
    version,
    builtAt: r.builtAt,
    gitCommit: typeof r.gitCommit === 'string' ? r.gitCommit : null,
    contractsHash: r.contractsHash,
    shared: record(r.shared),
    exposes: strings(r.exposes),
  };
}

export interface ReleaseStore {
  /** The version's release.json, or null if no such version was published. */
  read(remote: RemoteName, version: string): Promise<RemoteReleaseDto | null>;
  /** Every version published for the remote, oldest build first. */
  list(remote: RemoteName): Promise<RemoteReleaseDto[]>;
}

export function createReleaseStore(releasesDir: string): ReleaseStore {
  const read = async (remote: RemoteName, version: string) => {
    if (!isRemoteName(remote) || !VERSION.test(version)) return null;
    try {
      const text = await readFile(join(releasesDir, remoteFolder(remote), version, 'release.json'), 'utf8');
      return releaseOf(JSON.parse(text), remote, version);
    } catch {
      return null;
    }
  };
  return {
    read,
    async list(remote) {
      let names: string[] = [];
      try {
        names = (await readdir(join(releasesDir, remoteFolder(remote)), { withFileTypes: true }))
          .filter((entry) => entry.isDirectory() && VERSION.test(entry.name))
          .map((entry) => entry.name);
      } catch {
        // Nothing published for this remote yet.
      }
      const found = (await Promise.all(names.map((name) => read(remote, name)))).filter((r): r is RemoteReleaseDto => r !== null);
      return found.sort((a, b) => (a.builtAt < b.builtAt ? -1 : a.builtAt > b.builtAt ? 1 : 0));
    },
  };
}

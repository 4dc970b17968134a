import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { isRemoteName, remoteFolder, type RemoteName, type RemoteReleaseDto } from '@app/shared/contracts';

// The published versions of the remotes, as `npm run remote:publish` stored them: one folder per
// version under RELEASES_DIR/<remote-folder>/, with its release.json, and the folder's
// versions.json. The server serves them at /releases/ (static-plugin.ts), so a version's manifest is
// /releases/<folder>/<version>/mf-manifest.json. In production the same tree may be uploaded to a
// static origin instead (RELEASES_URL): the registry then reads it there, and pages load from there.

export const RELEASES_URL = '/releases';
const VERSION = /^[a-z0-9][a-z0-9._-]{0,63}$/i;
const FETCH_TIMEOUT_MS = 5_000;

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
  /** Where a page loads the version from: its manifest's URL. */
  manifestUrlOf(remote: RemoteName, version: string): string;
}

/** The versions in the folder `releasesDir`, or, with `releasesUrl`, on the static origin serving it. */
export function createReleaseStore(releasesDir: string, releasesUrl: string | null = null): ReleaseStore {
  const base = releasesUrl ?? RELEASES_URL;
  // A file of the tree, as text; null when it is not there (nothing published yet, a version not published).
  const text = async (...parts: string[]): Promise<string | null> => {
    try {
      if (!releasesUrl) return await readFile(join(releasesDir, ...parts), 'utf8');
      const response = await fetch(`${releasesUrl}/${parts.join('/')}`, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      return response.ok ? await response.text() : null;
    } catch {
      return null;
    }
  };
  const read = async (remote: RemoteName, version: string) => {
    if (!isRemoteName(remote) || !VERSION.test(version)) return null;
    const body = await text(remoteFolder(remote), version, 'release.json');
    try {
      return body === null ? null : releaseOf(JSON.parse(body), remote, version);
    } catch {
      return null;
    }
  };
  // The folder's versions: its subfolders, or on an origin (which lists no folders) its versions.json.
  const names = async (remote: RemoteName): Promise<string[]> => {
    if (!releasesUrl) {
      try {
        return (await readdir(join(releasesDir, remoteFolder(remote)), { withFileTypes: true }))
          .filter((entry) => entry.isDirectory())
          .map((entry) => entry.name);
      } catch {
        return [];
      }
    }
    try {
      return strings(JSON.parse((await text(remoteFolder(remote), 'versions.json')) ?? '[]'));
    } catch {
      return [];
    }
  };
  return {
    read,
    async list(remote) {
      const found = (
        await Promise.all((await names(remote)).filter((name) => VERSION.test(name)).map((name) => read(remote, name)))
      ).filter((r): r is RemoteReleaseDto => r !== null);
      return found.sort((a, b) => (a.builtAt < b.builtAt ? -1 : a.builtAt > b.builtAt ? 1 : 0));
    },
    manifestUrlOf: (remote, version) => `${base}/${remoteFolder(remote)}/${version}/mf-manifest.json`,
  };
}

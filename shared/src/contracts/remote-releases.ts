// Each remote front end (remote_auth, remote_wallet, remote_games, remote_admin) is deployed on its
// own: `npm run remote:publish <remote>` stores a build as an immutable version, and a pointer per
// remote, kept in the database, says which version pages load (docs/architecture.md, "Deploying a
// remote on its own"). A remote may also have a candidate version that a share of players gets
// (the canary), sticky per player, or per device for a visitor not signed in.

export const REMOTE_NAMES = ['remote_auth', 'remote_wallet', 'remote_games', 'remote_admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const isRemoteName = (value: unknown): value is RemoteName => (REMOTE_NAMES as readonly unknown[]).includes(value);

/** remote_games → remote-games: the folder of its build, and of its versions under releases/. */
export const remoteFolder = (remote: RemoteName) => remote.replace('_', '-');

/** The remote a name given by an operator means: remote-games, remote_games or games. */
export function remoteNamed(value: string): RemoteName | null {
  const name = value.trim().toLowerCase().replace(/-/g, '_');
  const full = name.startsWith('remote_') ? name : `remote_${name}`;
  return isRemoteName(full) ? full : null;
}

/**
 * The canary bucket (0–99) of a player or device for a remote: FNV-1a of "<remote>:<key>". The same
 * key always lands in the same bucket, and the bucket is below the canary's percentage exactly when
 * that player gets the candidate version. `key` is "u:<user id>" for a player, "d:<device id>" for
 * a visitor.
 */
export function canaryBucket(remote: RemoteName, key: string): number {
  let hash = 0x811c9dc5;
  const text = `${remote}:${key}`;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

// To every connected page when a pointer changed (live version, rollback, canary): the page asks
// GET /api/remotes again and loads the new version at its next safe moment.
export const REMOTES_CHANGED_EVENT = 'remotes_changed';
export interface RemotesChangedEvent {
  /** The change's revision: GET /api/remotes?at=<revision> answers with it or later. */
  revision: number;
}

// What a page reports of the versions it loaded (POST, no session needed, rate-limited per address):
// a version loaded, failed to load, threw while drawing, or was replaced by the previous one.
export const REMOTE_REPORT_KINDS = ['load', 'failure', 'error', 'fallback'] as const;
export type RemoteReportKind = (typeof REMOTE_REPORT_KINDS)[number];

/** GET /api/remotes: what this page loads of each remote (its canary group's), and its fallbacks. */
export interface RemoteChoicesDto {
  /**
   * The contracts hash (shared/src/contracts) of the host build the server runs: a page whose own
   * host was built against other contracts (the site was updated since it opened) cannot take new
   * versions of the remotes without a reload, and says so. Null when the server runs the API alone.
   */
  hostContract?: string | null;
  remotes: Partial<Record<RemoteName, string>>;
  versions: Partial<Record<RemoteName, { version: string; fallback: { version: string; manifestUrl: string } | null }>>;
}

import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { proxy } from 'valtio';
import {
  API_BASE,
  API_TIMEOUT_MS,
  REMOTE_RELEASE_PATHS,
  REMOTES_CHANGED_EVENT,
  sessionStore,
  subscribeRealtime,
  type RemoteChoicesDto,
  type RemoteName,
  type RemoteReportKind,
  type RemotesChangedEvent,
} from '@app/shared';
import { bootData, takeBootManifest } from '../boot-data/boot-data';

export type { RemoteName };
type RemoteMap = Partial<Record<RemoteName, string>>;
type Versions = RemoteChoicesDto['versions'];

interface Manifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
}

// Which version of each remote this page loads, and the one it falls back to when that version
// breaks: the server's registry says, for this browser's canary group (docs/architecture.md,
// "Deploying a remote on its own"). The page carries it (boot-data.ts); without a copy, or when the
// server says a pointer changed, it is asked for (GET /api/remotes). Each entry names the remote's
// manifest; the manifest names its entry script, which is what the federation runtime is given. The
// runtime is built without its own manifest reader (disableSnapshot in shared/build/webpack-app.cjs,
// 16 KB less in the page's first script): reading the few fields needed is done here, from the copy
// the page carries or, without one, over the network.
let remotes: RemoteMap = {};
let versions: Versions = {};
let registryFromPage = true;
// The player the choices were read for (null: a visitor's device): a canary follows the player, so a
// sign-in on this page asks again.
let choicesFor: number | null = null;

async function fetchChoices(revision?: number): Promise<RemoteChoicesDto> {
  // With the player's token, the server answers for the player (and moves the browser into their group).
  const token = sessionStore.token;
  choicesFor = sessionStore.user?.id ?? null;
  // With the revision of a change the page was told of: the node answers with it or later.
  const at = revision ? `?at=${revision}` : '';
  const body = await fetchJson<{ data: RemoteChoicesDto }>(
    `${API_BASE}${REMOTE_RELEASE_PATHS.choices}${at}`,
    token ? { authorization: `Bearer ${token}` } : undefined,
  );
  return body.data;
}

export async function loadRemoteRegistry(): Promise<void> {
  // The page's copy serves the first load only; a reload of the registry asks the server.
  const fromPage =
    registryFromPage && bootData.remotes ? { remotes: bootData.remotes, versions: bootData.remoteVersions ?? {} } : undefined;
  registryFromPage = false;
  if (fromPage) choicesFor = sessionStore.user?.id ?? null;
  const choices = fromPage ?? (await fetchChoices());
  remotes = choices.remotes as RemoteMap;
  versions = choices.versions;
  registered.clear();
}

// A host that swallows connections would otherwise leave a spinner forever: the registry and every
// manifest give up after the API timeout.
async function fetchJson<T>(url: string, headers?: Record<string, string>): Promise<T> {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(API_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

// The entry script of the remote whose manifest is at `manifestUrl`: beside the manifest unless it
// names a public path (the server's copy names it by content, remoteEntry.js?v=<hash>).
async function entryOf(manifestUrl: string): Promise<string> {
  const url = new URL(manifestUrl, window.location.origin).toString();
  const manifest = ((takeBootManifest(url) as Manifest | undefined) ?? (await fetchJson<Manifest>(url))) as Manifest;
  const meta = manifest.metaData ?? {};
  const base = !meta.publicPath || meta.publicPath === 'auto' ? url : new URL(meta.publicPath, url).toString();
  const entry = meta.remoteEntry ?? {};
  return new URL([entry.path, entry.name ?? 'remoteEntry.js'].filter(Boolean).join('/'), base).toString();
}

// Each remote is registered when a screen first needs it (a player on the login page never reads the
// games' manifest). A failed attempt is forgotten, so the next one starts over. `force` replaces a
// remote registered before (another version of it: the runtime drops what it had loaded of it).
const registered = new Map<RemoteName, Promise<void>>();
const reloadNext = new Set<RemoteName>();

function register(name: RemoteName): Promise<void> {
  let pending = registered.get(name);
  if (!pending) {
    const force = reloadNext.delete(name);
    pending = (async () => {
      const manifestUrl = remotes[name];
      if (!manifestUrl) throw new Error(`${name} is not in the registry`);
      registerRemotes([{ name, entry: await entryOf(manifestUrl) }], { force });
    })();
    pending.catch(() => registered.delete(name));
    registered.set(name, pending);
  }
  return pending;
}

function replace(name: RemoteName, manifestUrl: string) {
  // A version loaded before left its chunks in the remote's chunk array (webpack's JSONP global,
  // webpackChunk<name>), where the next version's runtime would take them as its own: a chunk of the
  // same id, another version's code. The array goes with the old version.
  delete (window as unknown as Record<string, unknown>)[`webpackChunk${name}`];
  remotes[name] = manifestUrl;
  registered.delete(name);
  reloadNext.add(name);
}

// A retry after a failed load reads the manifest again and loads the entry anew; if the registry
// itself never arrived, it is fetched first.
export async function resetRemote(name: RemoteName): Promise<void> {
  if (!remotes[name]) await loadRemoteRegistry();
  registered.delete(name);
  reloadNext.add(name);
}

// What the page tells the server of each version it loads: the evidence an operator promotes or
// rolls back a canary on. A beacon: nothing waits for it, and a failure is dropped.
const reported = new Set<string>();
export function reportRemote(name: RemoteName, kind: RemoteReportKind): void {
  const version = versions[name]?.version;
  const key = `${name} ${version} ${kind}`;
  if (!version || reported.has(key)) return;
  reported.add(key);
  // A beacon: the browser sends it on its own, after the page's own requests, and nothing waits.
  navigator.sendBeacon?.(
    `${API_BASE}${REMOTE_RELEASE_PATHS.report}`,
    new Blob([JSON.stringify({ remote: name, version, kind })], { type: 'application/json' }),
  );
}

const switchListeners = new Set<(names: RemoteName[]) => void>();
/** Called with the remotes whose version this page just changed (their screens load anew). */
export function onRemotesSwitched(listener: (names: RemoteName[]) => void): () => void {
  switchListeners.add(listener);
  return () => switchListeners.delete(listener);
}
const switched = (names: RemoteName[]) => {
  if (names.length) for (const listener of switchListeners) listener(names);
};

/**
 * The version before this one, when this one broke (its entry failed to load, or its screen threw
 * while drawing): the page carries on with it, and says so. False when there is none to go to (or
 * the page is on it already): the error card stays.
 */
export function fallBack(name: RemoteName, kind: 'failure' | 'error'): boolean {
  reportRemote(name, kind);
  const fallback = versions[name]?.fallback;
  if (!fallback || remotes[name] === fallback.manifestUrl) return false;
  console.warn(`[remotes] ${name} ${versions[name]?.version} broke (${kind}); loading ${fallback.version}`);
  // Counted against the version that broke: the operator's evidence to roll it back.
  reportRemote(name, 'fallback');
  versions = { ...versions, [name]: { version: fallback.version, fallback: null } };
  replace(name, fallback.manifestUrl);
  switched([name]);
  return true;
}

export async function loadRemoteModule<T>(id: string): Promise<T> {
  const name = id.split('/')[0] as RemoteName;
  try {
    await register(name);
    const mod = await loadRemote<T>(id);
    if (!mod) throw new Error(`Không tải được ${id}`);
    reportRemote(name, 'load');
    return mod;
  } catch (error) {
    if (!fallBack(name, 'failure')) throw error;
    return loadRemoteModule<T>(id);
  }
}

// A switch told by the server waits for a safe moment: the next navigation between screens, and
// for a remote whose overlay holds something open (a deposit's QR, a withdrawal) until it is closed.
let pendingChoices: RemoteChoicesDto | null = null;
const holds = new Map<RemoteName, Set<() => boolean>>();

/** While `busy()` is true, a new version of `name` is not taken (the caller's dialogs stay as they are). */
export function holdRemoteWhile(name: RemoteName, busy: () => boolean): () => void {
  const set = holds.get(name) ?? new Set();
  set.add(busy);
  holds.set(name, set);
  return () => set.delete(busy);
}

/** Takes the versions the server last told of, for each remote not held; the ones held wait. */
export function applyPendingRemotes(): RemoteName[] {
  if (!pendingChoices) return [];
  const changed: RemoteName[] = [];
  let waiting = false;
  for (const [name, url] of Object.entries(pendingChoices.remotes) as [RemoteName, string][]) {
    if (remotes[name] === url) continue;
    if ([...(holds.get(name) ?? [])].some((busy) => busy())) {
      waiting = true;
      continue;
    }
    versions = { ...versions, [name]: pendingChoices.versions[name] };
    replace(name, url);
    changed.push(name);
  }
  if (!waiting) pendingChoices = null;
  switched(changed);
  return changed;
}

// The contracts this page's host was built against (webpack's DefinePlugin; absent under jest).
const HOST_CONTRACT: string | null = process.env.APP_CONTRACTS_HASH ?? null;

/** Set when the server runs a host of other contracts than this page's: only a reload brings it. */
export const remoteNotice = proxy({ reloadNeeded: false });

const fetchPending = (revision?: number) =>
  fetchChoices(revision).then(
    (choices) => {
      // The site was updated since this page opened: the new versions are built for the new host,
      // which this page does not have. It keeps what it runs and asks the player to reload.
      if (choices.hostContract && HOST_CONTRACT && choices.hostContract !== HOST_CONTRACT) {
        remoteNotice.reloadNeeded = true;
        return;
      }
      pendingChoices = choices;
    },
    (error) => console.error('[remotes]', error),
  );

/**
 * Fetches this page's new choices at once when told a pointer changed; and when the socket (re)connects
 * as another person than the choices were read for (a sign-in: the player's canary group, not the
 * device's) or after a drop (a change told meanwhile was missed). Taken at the next navigation.
 */
export function watchRemoteVersions(): () => void {
  let connects = 0;
  const stops = [
    subscribeRealtime<RemotesChangedEvent>(REMOTES_CHANGED_EVENT, (event) => fetchPending(event?.revision)),
    subscribeRealtime('connect', () => {
      connects += 1;
      if (connects > 1 || (sessionStore.user?.id ?? null) !== choicesFor) void fetchPending();
    }),
  ];
  return () => stops.forEach((stop) => stop());
}

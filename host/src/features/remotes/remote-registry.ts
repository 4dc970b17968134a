import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { API_TIMEOUT_MS } from '@app/shared';
import { bootData, takeBootManifest } from '../boot-data/boot-data';

export type RemoteName = 'remote_auth' | 'remote_wallet' | 'remote_games' | 'remote_admin';
type RemoteMap = Partial<Record<RemoteName, string>>;

interface Manifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
}

let remotes: RemoteMap = {};

// The host learns where each remote lives only at run time, from /remotes.json: moving a remote to
// another origin is a change of that file, not a rebuild. Each entry names the remote's manifest;
// the manifest names its entry script, which is what the federation runtime is given. The runtime
// is built without its own manifest reader (disableSnapshot in shared/build/webpack-app.cjs, 16 KB
// less in the page's first script): reading the few fields needed is done here, from the copy the
// page carries (boot-data.ts) or, without one, over the network.
let registryFromPage = true;

export async function loadRemoteRegistry(): Promise<void> {
  // The page's copy serves the first load only; a reload of the registry asks the server.
  const fromPage = registryFromPage ? (bootData.remotes as RemoteMap | undefined) : undefined;
  registryFromPage = false;
  remotes = fromPage ?? (await fetchJson<RemoteMap>('/remotes.json'));
  registered.clear();
}

// A host that swallows connections would otherwise leave a spinner forever: the registry and every
// manifest give up after the API timeout.
async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { signal: AbortSignal.timeout(API_TIMEOUT_MS) });
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
// games' manifest). A failed attempt is forgotten, so the next one starts over.
const registered = new Map<RemoteName, Promise<void>>();
const reloadNext = new Set<RemoteName>();

function register(name: RemoteName): Promise<void> {
  let pending = registered.get(name);
  if (!pending) {
    const force = reloadNext.delete(name);
    pending = (async () => {
      const manifestUrl = remotes[name];
      if (!manifestUrl) throw new Error(`${name} is not in /remotes.json`);
      registerRemotes([{ name, entry: await entryOf(manifestUrl) }], { force });
    })();
    pending.catch(() => registered.delete(name));
    registered.set(name, pending);
  }
  return pending;
}

// A retry after a failed load reads the manifest again and loads the entry anew; if the registry
// itself never arrived, it is fetched first.
export async function resetRemote(name: RemoteName): Promise<void> {
  if (!remotes[name]) await loadRemoteRegistry();
  registered.delete(name);
  reloadNext.add(name);
}

export async function loadRemoteModule<T>(id: string): Promise<T> {
  await register(id.split('/')[0] as RemoteName);
  const mod = await loadRemote<T>(id);
  if (!mod) throw new Error(`Không tải được ${id}`);
  return mod;
}

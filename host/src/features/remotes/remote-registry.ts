import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { API_TIMEOUT_MS } from '@app/shared';
import { bootData, takeBootManifest } from '../boot-data/boot-data';

export type RemoteName = 'remote_auth' | 'remote_wallet' | 'remote_games';
type RemoteMap = Partial<Record<RemoteName, string>>;

let remotes: RemoteMap = {};

// The host learns where each remote lives only at run time, from /remotes.json: moving a remote to
// another origin is a change of that file, not a rebuild.
// A host that swallows connections would otherwise leave a spinner forever: every manifest fetch of
// the federation runtime, and the registry itself, gives up after the API timeout.
let timeoutInstalled = false;
let registryFromPage = true;

export async function loadRemoteRegistry(): Promise<void> {
  if (!timeoutInstalled) {
    timeoutInstalled = true;
    registerPlugins([
      {
        name: 'fetch-timeout',
        fetch: (url: string, init: RequestInit) => {
          const manifest = takeBootManifest(url);
          if (manifest) return Promise.resolve(new Response(JSON.stringify(manifest), { headers: { 'content-type': 'application/json' } }));
          return fetch(url, { ...init, signal: AbortSignal.timeout(API_TIMEOUT_MS) });
        },
      },
    ]);
  }
  // The page's copy serves the first load only; a reload of the registry asks the server.
  const fromPage = registryFromPage ? (bootData.remotes as RemoteMap | undefined) : undefined;
  registryFromPage = false;
  remotes = fromPage ?? (await fetchRegistry());
  registerRemotes(
    Object.entries(remotes).map(([name, entry]) => ({
      name,
      entry: new URL(entry as string, window.location.origin).toString(),
    })),
  );
}

async function fetchRegistry(): Promise<RemoteMap> {
  const response = await fetch('/remotes.json', { signal: AbortSignal.timeout(API_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
  return (await response.json()) as RemoteMap;
}

// A retry after a failed load must fetch the manifest again, so the remote is registered anew; if
// the registry itself never arrived, it is fetched first.
export async function resetRemote(name: RemoteName): Promise<void> {
  if (!remotes[name]) await loadRemoteRegistry();
  const entry = remotes[name];
  if (entry) registerRemotes([{ name, entry: new URL(entry, window.location.origin).toString() }], { force: true });
}

export async function loadRemoteModule<T>(id: string): Promise<T> {
  const mod = await loadRemote<T>(id);
  if (!mod) throw new Error(`Không tải được ${id}`);
  return mod;
}

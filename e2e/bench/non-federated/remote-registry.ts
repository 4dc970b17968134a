// The anchor build's stand-in for host/src/features/remotes/remote-registry.ts: the same exports,
// but every screen is a lazy chunk of this one build, so there is no registry to fetch, no
// manifest and no federation runtime in the page.
import screens from 'virtual:remote-screens';

export type RemoteName = 'remote_auth' | 'remote_wallet' | 'remote_games' | 'remote_admin';

export async function loadRemoteRegistry(): Promise<void> {}

// Nothing to re-register: webpack forgets a chunk that failed, so the next import() fetches it again.
export async function resetRemote(_name: RemoteName): Promise<void> {}

export async function loadRemoteModule<T>(id: string): Promise<T> {
  const load = screens[id];
  if (!load) throw new Error(`Không tải được ${id}`);
  return (await load()) as T;
}

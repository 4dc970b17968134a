import type { RemoteChoicesDto } from '@app/shared';

// Start-up data the server writes into the page it sends (server/src/static/page-head.ts): the
// remote registry, the public configuration and the remotes' manifests, so the shell draws without
// first asking for them. Absent from the bare shell (/index.html); the shell then fetches each.
export interface BootData {
  remotes?: Record<string, string>;
  /** Each remote's version in the registry, and the one to fall back to. */
  remoteVersions?: RemoteChoicesDto['versions'];
  publicConfig?: Record<string, unknown>;
  manifests?: Record<string, unknown>;
}

function read(): BootData {
  try {
    const block = document.getElementById('boot-data');
    return block?.textContent ? (JSON.parse(block.textContent) as BootData) : {};
  } catch {
    return {};
  }
}

export const bootData: BootData = read();

const manifests = new Map(
  Object.entries(bootData.manifests ?? {}).map(([url, manifest]) => [new URL(url, window.location.origin).toString(), manifest]),
);

/** The page's copy of the manifest at this URL, once: a retry after a failure fetches it afresh. */
export function takeBootManifest(url: string): unknown | undefined {
  const manifest = manifests.get(url);
  manifests.delete(url);
  return manifest;
}

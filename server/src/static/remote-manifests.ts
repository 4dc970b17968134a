import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

// What the server knows of each remote, so that the page it sends can carry the remote's manifest
// (the host then does not fetch it) and name the files of the route's screen for the browser to
// fetch at once, beside the host's own script, instead of three round trips later.
//
// A remote served by this server is read from its build folder; one on another origin is fetched
// over HTTP. Either way the answer is kept for a short while and refreshed in the background, so a
// page is never held up by a slow remote: until a manifest is known, pages go without its hints and
// the host fetches it itself, as it always could.

export interface ExposeFiles {
  js: string[];
  css: string[];
}

export interface RemoteInfo {
  /** The manifest as the host's federation runtime reads it, the entry's URL versioned. */
  manifest: Record<string, unknown>;
  /** remoteEntry.js?v=<hash of its content>: cacheable for a year under that name. */
  entryUrl: string;
  /** The files each exposed module loads before it runs, by expose name (LoginScreen). */
  exposes: Map<string, ExposeFiles>;
  /** The API reads each exposed screen makes first (its build's screen-requests.json), by expose name. */
  requests: Map<string, string[]>;
  /** Screens drawn at build time (its build's prerender.json): markup by expose name, and the
   *  stylesheets (absolute URLs) that style that markup. */
  prerendered: { css: string[]; screens: Map<string, string> };
}

interface Manifest {
  shared?: Record<string, unknown>[];
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

const SCREEN_REQUESTS = 'screen-requests.json';
const PRERENDERED = 'prerender.json';
const LOCAL = /^\/remotes\/(remote-[a-z0-9-]+)\/(.+)$/;
// A published version (remotes/release-store.ts): /releases/<remote folder>/<version>/<file>.
const RELEASED = /^\/releases\/(remote-[a-z0-9-]+\/[A-Za-z0-9][A-Za-z0-9._-]*)\/(.+)$/;
const FRESH_MS = 10_000;
const FETCH_TIMEOUT_MS = 2_000;

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const directoryOf = (url: string) => url.replace(/[?#].*$/, '').replace(/[^/]*$/, '');

// Where the remote's files are: beside the manifest unless it names a public path.
function locate(manifestUrl: string, manifest: Manifest) {
  const meta = manifest.metaData ?? {};
  const publicPath = !meta.publicPath || meta.publicPath === 'auto' ? directoryOf(manifestUrl) : meta.publicPath;
  const entry = meta.remoteEntry ?? {};
  return { meta, entry, publicPath, entryUrl: publicPath + [entry.path, entry.name ?? 'remoteEntry.js'].filter(Boolean).join('/') };
}

interface Extras {
  screenRequests?: unknown;
  prerendered?: unknown;
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

function describeRemote(manifestUrl: string, manifest: Manifest, entryContent: Buffer, extras: Extras = {}): RemoteInfo {
  const { meta, entry, publicPath, entryUrl } = locate(manifestUrl, manifest);
  const version = createHash('sha256').update(entryContent).digest('hex').slice(0, 16);
  const versionedName = `${entry.name ?? 'remoteEntry.js'}?v=${version}`;
  const exposes = new Map<string, ExposeFiles>();
  for (const expose of manifest.exposes ?? []) {
    if (typeof expose?.name !== 'string') continue;
    exposes.set(expose.name, {
      js: strings(expose.assets?.js?.sync).map((file) => publicPath + file),
      css: strings(expose.assets?.css?.sync).map((file) => publicPath + file),
    });
  }
  // The remote's own copies of the shared libraries are never loaded (the host provides them all),
  // so their file lists are left out of the page: they were half its weight.
  const noFiles = { js: { sync: [], async: [] }, css: { sync: [], async: [] } };
  const shared = Array.isArray(manifest.shared) ? manifest.shared.map((item) => ({ ...item, assets: noFiles })) : manifest.shared;
  return {
    manifest: { ...manifest, shared, metaData: { ...meta, remoteEntry: { ...entry, name: versionedName } } } as Record<string, unknown>,
    entryUrl: `${entryUrl}?v=${version}`,
    exposes,
    requests: new Map(Object.entries(record(extras.screenRequests)).map(([expose, urls]) => [expose, strings(urls)])),
    prerendered: {
      css: strings(record(extras.prerendered).css).map((file) => publicPath + file),
      screens: new Map(
        Object.entries(record(record(extras.prerendered).screens)).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      ),
    },
  };
}

export interface RemoteManifests {
  /** The remote behind this manifest URL if known (refreshing it when old); never waits. */
  get(manifestUrl: string): RemoteInfo | undefined;
  /** Loads them all now: at start, so the first pages already carry them. */
  load(manifestUrls: string[]): Promise<void>;
}

export function createRemoteManifests(
  staticRoot: string,
  log: FastifyBaseLogger,
  releasesDir = join(staticRoot, 'releases'),
): RemoteManifests {
  const known = new Map<string, { info?: RemoteInfo; at: number; loading?: Promise<void> }>();

  const readLocal = async (url: string): Promise<Buffer> => {
    const path = url.replace(/[?#].*$/, '');
    const released = RELEASED.exec(path);
    const [, folder, rest] = released ?? LOCAL.exec(path)!;
    const file = normalize(rest);
    if (file.startsWith('..')) throw new Error(`outside the build: ${url}`);
    return readFile(released ? join(releasesDir, folder, file) : join(staticRoot, folder, 'dist', file));
  };
  const readRemote = async (url: string): Promise<Buffer> => {
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  };
  const read = (url: string) => (LOCAL.test(url) || RELEASED.test(url) ? readLocal(url) : readRemote(url));

  const refresh = (url: string) => {
    const slot = known.get(url) ?? { at: 0 };
    known.set(url, slot);
    slot.loading ??= (async () => {
      try {
        const manifest = JSON.parse((await read(url)).toString('utf8')) as Manifest;
        const { publicPath, entryUrl } = locate(url, manifest);
        // A remote built without these files (an older build, or screens it does not draw ahead)
        // simply has none.
        const optional = (file: string) =>
          read(`${publicPath}${file}`)
            .then((body) => JSON.parse(body.toString('utf8')) as unknown)
            .catch(() => undefined);
        const [screenRequests, prerendered] = await Promise.all([optional(SCREEN_REQUESTS), optional(PRERENDERED)]);
        slot.info = describeRemote(url, manifest, await read(entryUrl), { screenRequests, prerendered });
      } catch (error) {
        // The page goes out without this remote's hints; the host fetches the manifest itself.
        if (slot.info) log.warn({ err: error, url }, 'remote manifest: keeping the last one read');
        else log.warn({ err: error, url }, 'remote manifest not readable; pages go without its preloads');
      } finally {
        slot.at = Date.now();
        slot.loading = undefined;
      }
    })();
    return slot.loading;
  };

  return {
    get(url) {
      const slot = known.get(url);
      if (!slot || Date.now() - slot.at > FRESH_MS) void refresh(url);
      return slot?.info;
    },
    async load(urls) {
      await Promise.all(urls.map(refresh));
    },
  };
}

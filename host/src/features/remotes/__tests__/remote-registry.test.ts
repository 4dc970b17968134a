import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTES_CHANGED_EVENT, sessionStore, subscribeRealtime } from '@app/shared';

// The page's side of the registry of versions: it loads what the page was given, reports each
// version it loads, takes a switch told by the server only when asked to (at a navigation) and not
// for a remote held busy, and falls back to the version before when one breaks.
jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));
jest.mock('@app/shared', () => ({ ...jest.requireActual('@app/shared'), subscribeRealtime: jest.fn(() => () => undefined) }));
jest.mock('../../boot-data/boot-data', () => ({
  bootData: {
    remotes: { remote_games: '/releases/remote-games/v1/mf-manifest.json', remote_wallet: '/releases/remote-wallet/w1/mf-manifest.json' },
    remoteVersions: {
      remote_games: { version: 'v1', fallback: { version: 'v0', manifestUrl: '/releases/remote-games/v0/mf-manifest.json' } },
      remote_wallet: { version: 'w1', fallback: null },
    },
  },
  takeBootManifest: () => undefined,
}));

import {
  applyPendingRemotes,
  holdRemoteWhile,
  loadRemoteModule,
  loadRemoteRegistry,
  onRemotesSwitched,
  watchRemoteVersions,
} from '../remote-registry';

const reading: Promise<unknown>[] = [];
const sent = () => Promise.all(reading);
const NEXT = {
  remotes: { remote_games: '/releases/remote-games/v2/mf-manifest.json', remote_wallet: '/releases/remote-wallet/w2/mf-manifest.json' },
  versions: {
    remote_games: { version: 'v2', fallback: { version: 'v1', manifestUrl: '/releases/remote-games/v1/mf-manifest.json' } },
    remote_wallet: { version: 'w2', fallback: { version: 'w1', manifestUrl: '/releases/remote-wallet/w1/mf-manifest.json' } },
  },
};

beforeAll(async () => {
  global.fetch = jest.fn(async (url: string | URL | Request) => {
    const path = String(url);
    const body = /\/api\/remotes(\?|$)/.test(path) ? { success: true, data: NEXT } : { metaData: { publicPath: 'auto' } };
    return { ok: true, json: async () => body } as Response;
  }) as typeof fetch;
  // Each report goes as a beacon: its JSON read back in order.
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: jest.fn((_url: string, blob: Blob) => {
      reading.push(blob.text().then((text) => JSON.parse(text)));
      return true;
    }),
  });
  await loadRemoteRegistry();
});
beforeEach(() => {
  reading.length = 0;
  jest.mocked(registerRemotes).mockClear();
  jest.mocked(loadRemote).mockReset();
});

const entries = () =>
  jest
    .mocked(registerRemotes)
    .mock.calls.map(([list, options]) => `${(list[0] as { entry: string }).entry} ${options?.force ? 'force' : ''}`.trim());
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
// The handler watchRemoteVersions() last subscribed for `event`.
const handlerOf = (event: string) =>
  jest
    .mocked(subscribeRealtime)
    .mock.calls.filter(([name]) => name === event)
    .at(-1)![1];

it('loads the version the page was given and reports it once', async () => {
  jest.mocked(loadRemote).mockResolvedValue({ default: 'screen' });
  await loadRemoteModule('remote_games/TaiXiuScreen');
  await loadRemoteModule('remote_games/XocDiaScreen');
  expect(entries()).toEqual(['http://localhost/releases/remote-games/v1/remoteEntry.js']);
  expect(await sent()).toEqual([{ remote: 'remote_games', version: 'v1', kind: 'load' }]);
});

it('takes a switch told on the socket at the next navigation, except for a remote held busy until it is free', async () => {
  const stop = watchRemoteVersions();
  const told = handlerOf(REMOTES_CHANGED_EVENT);
  expect(applyPendingRemotes()).toEqual([]);
  told({ revision: 7 });
  await flush();
  // Asked with the change's revision: a node that has not heard of it yet reads it first.
  expect(jest.mocked(global.fetch).mock.calls.at(-1)![0]).toBe('/api/remotes?at=7');
  let busy = true;
  const release = holdRemoteWhile('remote_wallet', () => busy);
  const seen: string[][] = [];
  const off = onRemotesSwitched((names) => seen.push(names));
  expect(applyPendingRemotes()).toEqual(['remote_games']);
  busy = false;
  expect(applyPendingRemotes()).toEqual(['remote_wallet']);
  expect(applyPendingRemotes()).toEqual([]);
  expect(seen).toEqual([['remote_games'], ['remote_wallet']]);
  jest.mocked(loadRemote).mockResolvedValue({ default: 'screen' });
  await loadRemoteModule('remote_games/TaiXiuScreen');
  expect(entries()).toEqual(['http://localhost/releases/remote-games/v2/remoteEntry.js force']);
  off();
  release();
  stop();
});

// (v1's load was reported by this page already, in the first test: once a page.)
it('falls back to the version before when one fails to load, says so, and shows the error when none is left', async () => {
  jest.mocked(loadRemote).mockRejectedValueOnce(new Error('HTTP 500')).mockResolvedValueOnce({ default: 'v1 screen' });
  await expect(loadRemoteModule('remote_games/TaiXiuScreen')).resolves.toEqual({ default: 'v1 screen' });
  expect(entries().at(-1)).toBe('http://localhost/releases/remote-games/v1/remoteEntry.js force');
  expect(await sent()).toEqual([
    { remote: 'remote_games', version: 'v2', kind: 'failure' },
    { remote: 'remote_games', version: 'v2', kind: 'fallback' },
  ]);
  jest.mocked(loadRemote).mockRejectedValue(new Error('HTTP 500'));
  await expect(loadRemoteModule('remote_games/XocDiaScreen')).rejects.toThrow('HTTP 500');
});

it('asks again with the token when the socket connects as a player the choices were not read for, not on a first visit', async () => {
  const stop = watchRemoteVersions();
  const connected = handlerOf('connect');
  const asked = () => jest.mocked(global.fetch).mock.calls.filter(([url]) => String(url).endsWith('/api/remotes'));
  const before = asked().length;
  connected(undefined);
  await flush();
  expect(asked()).toHaveLength(before);
  // Signed in on this page: the socket connects again with the player's token.
  sessionStore.token = 'tok-player';
  sessionStore.user = { id: 42 } as typeof sessionStore.user;
  connected(undefined);
  await flush();
  expect(asked()).toHaveLength(before + 1);
  expect(asked().at(-1)![1]).toMatchObject({ headers: { authorization: 'Bearer tok-player' } });
  sessionStore.token = null;
  sessionStore.user = null;
  applyPendingRemotes();
  stop();
});

it('a server running a host of other contracts (the site updated since the page opened): the page keeps its versions and asks for a reload', async () => {
  process.env.APP_CONTRACTS_HASH = 'page-host-hash';
  let isolated!: typeof import('../remote-registry');
  jest.isolateModules(() => {
    isolated = require('../remote-registry');
  });
  delete process.env.APP_CONTRACTS_HASH;
  await isolated.loadRemoteRegistry();
  jest
    .mocked(global.fetch)
    .mockImplementationOnce(
      async () => ({ ok: true, json: async () => ({ success: true, data: { ...NEXT, hostContract: 'server-host-hash' } }) }) as Response,
    );
  const stop = isolated.watchRemoteVersions();
  handlerOf(REMOTES_CHANGED_EVENT)({ revision: 8 });
  await flush();
  expect(isolated.remoteNotice.reloadNeeded).toBe(true);
  expect(isolated.applyPendingRemotes()).toEqual([]);
  stop();
});

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, normalize } from 'node:path';
import { createReleaseStore } from '../release-store';

// The published versions, read from the folder `npm run remote:publish` writes, or from a static
// origin serving a copy of it (RELEASES_URL): the same versions, and pages sent to the origin.
let dir: string;
let origin: Server;
let url: string;

const release = (version: string, builtAt: string) => ({
  remote: 'remote_games',
  version,
  builtAt,
  gitCommit: null,
  contractsHash: 'c0ffee0000000001',
  shared: { react: '^19.0.0' },
  exposes: ['TaiXiuScreen'],
});

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'release-store-'));
  const home = join(dir, 'remote-games');
  for (const [version, at] of [
    ['b2222222222b', '2026-12-02T00:00:00.000Z'],
    ['a1111111111a', '2026-12-01T00:00:00.000Z'],
  ]) {
    mkdirSync(join(home, version), { recursive: true });
    writeFileSync(join(home, version, 'release.json'), JSON.stringify(release(version, at)));
  }
  // A folder half copied (no release.json) is not a version.
  mkdirSync(join(home, 'c3333333333c'));
  writeFileSync(join(home, 'versions.json'), JSON.stringify(['a1111111111a', 'b2222222222b', 'c3333333333c']));
  // The origin: the folder's files as they are, 404 for anything else (it lists no folders).
  origin = createServer((request, response) => {
    try {
      const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^\/releases\//, '');
      response.end(readFileSync(join(dir, path)));
    } catch {
      response.statusCode = 404;
      response.end();
    }
  });
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(origin.address() as AddressInfo).port}/releases`;
});
afterAll(async () => {
  await new Promise((resolve) => origin.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

test.each([
  ['the folder', () => createReleaseStore(dir)],
  ['a static origin', () => createReleaseStore('/nowhere', url)],
])('reads the versions from %s, oldest build first, and nothing that is not one', async (_where, make) => {
  const store = make();
  expect((await store.list('remote_games')).map((r) => r.version)).toEqual(['a1111111111a', 'b2222222222b']);
  expect(await store.read('remote_games', 'b2222222222b')).toMatchObject({ contractsHash: 'c0ffee0000000001', exposes: ['TaiXiuScreen'] });
  expect(await store.read('remote_games', 'c3333333333c')).toBeNull();
  expect(await store.read('remote_games', '../../etc')).toBeNull();
  expect(await store.list('remote_wallet')).toEqual([]);
});

test('pages load a version from where it is published', () => {
  expect(createReleaseStore(dir).manifestUrlOf('remote_games', 'a1111111111a')).toBe(
    '/releases/remote-games/a1111111111a/mf-manifest.json',
  );
  expect(createReleaseStore(dir, 'https://cdn.example.vn/releases').manifestUrlOf('remote_games', 'a1111111111a')).toBe(
    'https://cdn.example.vn/releases/remote-games/a1111111111a/mf-manifest.json',
  );
});

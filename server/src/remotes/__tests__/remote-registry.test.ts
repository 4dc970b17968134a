import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  REMOTE_RELEASE_MESSAGES,
  REMOTE_RELEASE_PATHS,
  canaryBucket,
  type RemoteChoicesDto,
  type RemoteRegistryDto,
  type RemoteReleaseDto,
} from '@app/shared/contracts';
import {
  TEST_ADMIN,
  auditOf,
  createTestApp,
  loginUser,
  signupUser,
  sleep,
  stepUpFor,
  testOperatorId,
  type TestApp,
} from '../../test-utils';

// The registry of the remotes' versions: a node seeds each pointer from its configuration only when
// the database has none, and otherwise reads the live versions from it; each change of a pointer
// (make live, roll back, canary) takes a fresh step-up, is checked against the running host, is
// written with its history row and audit entry in one transaction, and reaches every node; the
// canary's assignment is the player's bucket; pages' reports are counted per version.
const HOST_CONTRACTS = 'c0ffee0000000001';
let root: string;
let t: TestApp;
let operatorId: number;
let admin: Record<string, string>;

function publish(version: string, release: Partial<RemoteReleaseDto> = {}) {
  const dir = join(root, 'releases', 'remote-games', version);
  mkdirSync(dir, { recursive: true });
  const full: RemoteReleaseDto = {
    remote: 'remote_games',
    version,
    builtAt: new Date().toISOString(),
    gitCommit: 'abcdef0123456789',
    contractsHash: HOST_CONTRACTS,
    shared: { react: '^19.0.0', '@app/shared': '^1.0.0' },
    exposes: ['TaiXiuScreen', 'XocDiaScreen', 'BetHistoryScreen'],
    ...release,
  };
  writeFileSync(join(dir, 'release.json'), JSON.stringify(full));
  writeFileSync(
    join(dir, 'mf-manifest.json'),
    JSON.stringify({
      name: 'remote_games',
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ name: 'TaiXiuScreen', assets: { js: { sync: [`static/js/taixiu.${version}.js`] }, css: { sync: [] } } }],
    }),
  );
  writeFileSync(join(dir, 'remoteEntry.js'), `/* ${version} */`);
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'remote-registry-'));
  // What the running host was built against (its contract.json, manifest and routes).
  const host = join(root, 'host', 'dist');
  mkdirSync(host, { recursive: true });
  writeFileSync(join(host, 'contract.json'), JSON.stringify({ contractsHash: HOST_CONTRACTS }));
  writeFileSync(
    join(host, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"></head><body><div id="root"><div id="boot">…</div></div><script defer src="/main.js?abc"></script></body></html>',
  );
  writeFileSync(
    join(host, 'mf-manifest.json'),
    JSON.stringify({
      shared: [
        { name: 'react', version: '19.3.1' },
        { name: '@app/shared', version: '1.0.0' },
      ],
    }),
  );
  writeFileSync(
    join(host, 'route-screens.json'),
    JSON.stringify({ '/tro-choi/tai-xiu': 'remote_games/TaiXiuScreen', '/tro-choi/xoc-dia': 'remote_games/XocDiaScreen' }),
  );
  // A screen its shell mounts outside the routes counts the same.
  writeFileSync(join(host, 'shell-screens.json'), JSON.stringify({ history: 'remote_games/BetHistoryScreen' }));
  publish('v1aaaaaaaaaa');
  publish('v2bbbbbbbbbb');
  publish('oldcontracts', { contractsHash: 'deadbeef00000000', shared: { react: '^20.0.0' } });
  publish('noscreens000', { exposes: ['TaiXiuScreen'] });
  t = await createTestApp({ staticRoot: root, releasesDir: join(root, 'releases') });
  operatorId = await testOperatorId(t.db);
  admin = (await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password)).headers;
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const change = async (action: 'use' | 'rollback' | 'canary', body: Record<string, unknown> = {}, withStepUp = true) => {
  const url = `/api${REMOTE_RELEASE_PATHS[action === 'use' ? 'adminUse' : action === 'rollback' ? 'adminRollback' : 'adminCanary']('remote_games')}`;
  const stepUp = withStepUp ? await stepUpFor(t.db, operatorId, 'POST', url) : {};
  return t.app.inject({ method: 'POST', url, headers: { ...admin, ...stepUp }, payload: body });
};
const registry = async (): Promise<RemoteRegistryDto> => {
  const response = await t.app.inject({ method: 'GET', url: `/api${REMOTE_RELEASE_PATHS.adminList}`, headers: admin });
  expect(response.statusCode).toBe(200);
  return (response.json().data as RemoteRegistryDto[]).find((r) => r.remote === 'remote_games')!;
};
const choices = async (cookie?: string): Promise<RemoteChoicesDto> =>
  (await t.app.inject({ method: 'GET', url: `/api${REMOTE_RELEASE_PATHS.choices}`, headers: cookie ? { cookie } : {} })).json().data;
const manifestOf = (version: string) => `/releases/remote-games/${version}/mf-manifest.json`;

describe('the registry of remote versions', () => {
  it('starts each remote at its configured URL, once, and says so in its history', async () => {
    const r = await registry();
    expect(r.pointer).toMatchObject({ live: expect.stringMatching(/^seed-/), previous: null, candidate: null, canaryPercent: 0 });
    expect(r.history).toEqual([expect.objectContaining({ action: 'seed', live: r.pointer!.live, by: null })]);
    expect((await choices()).remotes.remote_games).toBe('/remotes/remote-games/mf-manifest.json');
    // Every published version is listed, the ones the host cannot take with the reason.
    const byVersion = new Map(r.versions.map((v) => [v.version, v]));
    expect(byVersion.get('v1aaaaaaaaaa')?.incompatible).toBeNull();
    expect(byVersion.get('oldcontracts')?.incompatible).toMatch(
      /deadbeef00000000.*c0ffee0000000001.*react \^20\.0\.0, ứng dụng chính có 19\.3\.1/,
    );
    expect(byVersion.get('noscreens000')?.incompatible).toBe('thiếu màn hình XocDiaScreen, BetHistoryScreen mà ứng dụng chính cần');
  });

  it('makes a version live only with a fresh step-up, audited, and every page reads it at once', async () => {
    const before = await registry();
    const refused = await change('use', { version: 'v1aaaaaaaaaa' }, false);
    expect(refused.statusCode).toBe(403);
    expect((await registry()).pointer).toEqual(before.pointer);

    const used = await change('use', { version: 'v1aaaaaaaaaa' });
    expect(used.statusCode).toBe(200);
    expect(used.json().message).toBe(REMOTE_RELEASE_MESSAGES.used);
    expect(used.json().data.pointer).toMatchObject({
      live: 'v1aaaaaaaaaa',
      previous: before.pointer!.live,
      changedBy: TEST_ADMIN.username,
    });
    const page = await choices();
    expect(page.remotes.remote_games).toBe(manifestOf('v1aaaaaaaaaa'));
    // The host it runs: a page built against other contracts knows to ask for a reload.
    expect(page.hostContract).toBe(HOST_CONTRACTS);
    expect(page.versions.remote_games).toEqual({
      version: 'v1aaaaaaaaaa',
      fallback: { version: before.pointer!.live, manifestUrl: '/remotes/remote-games/mf-manifest.json' },
    });
    const legacy = await t.app.inject({ method: 'GET', url: '/remotes.json' });
    expect(legacy.json().remote_games).toBe(manifestOf('v1aaaaaaaaaa'));
    // The page the server sends: its start-up data and the table's preloads name the new version.
    let table = '';
    for (let i = 0; i < 50 && !table.includes('/releases/remote-games/v1aaaaaaaaaa/remoteEntry.js?v='); i++) {
      if (i) await sleep(50);
      table = (await t.app.inject({ method: 'GET', url: '/tro-choi/tai-xiu', headers: { accept: 'text/html' } })).body;
    }
    expect(table).toContain('<link rel="preload" href="/releases/remote-games/v1aaaaaaaaaa/static/js/taixiu.v1aaaaaaaaaa.js" as="script">');
    const boot = JSON.parse(/<script type="application\/json" id="boot-data">(.*?)<\/script>/.exec(table)![1]);
    expect(boot.remotes.remote_games).toBe(manifestOf('v1aaaaaaaaaa'));
    expect(boot.remoteVersions.remote_games.version).toBe('v1aaaaaaaaaa');
    const file = await t.app.inject({ method: 'GET', url: '/releases/remote-games/v1aaaaaaaaaa/remoteEntry.js' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await auditOf(t.db, 'remote:remote_games')).at(-1)).toEqual({
      actorId: operatorId,
      action: 'remote.use',
      before: { live: before.pointer!.live, previous: null, candidate: null, canaryPercent: 0 },
      after: { live: 'v1aaaaaaaaaa', previous: before.pointer!.live, candidate: null, canaryPercent: 0 },
    });
  });

  it('refuses, changing nothing, a version not published, one built against other contracts or singletons, one lacking a screen', async () => {
    const before = (await registry()).pointer;
    const unknown = await change('use', { version: 'nope00000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(REMOTE_RELEASE_MESSAGES.unknownVersion);
    const old = await change('use', { version: 'oldcontracts' });
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toMatch(/^Không thể dùng remote_games oldcontracts: được dựng với hợp đồng @app\/shared deadbeef00000000/);
    expect(old.json().message).toContain('cần react ^20.0.0, ứng dụng chính có 19.3.1');
    const lacking = await change('canary', { version: 'noscreens000', percent: 10 });
    expect(lacking.statusCode).toBe(400);
    expect(lacking.json().message).toContain('thiếu màn hình XocDiaScreen, BetHistoryScreen mà ứng dụng chính cần');
    const malformed = await change('use', { version: '../../etc' });
    expect(malformed.statusCode).toBe(400);
    const percent = await change('canary', { version: 'v2bbbbbbbbbb', percent: 101 });
    expect(percent.statusCode).toBe(400);
    expect(percent.json().message).toBe(REMOTE_RELEASE_MESSAGES.badPercent);
    expect((await registry()).pointer).toEqual(before);
  });

  it('rolls back in one call (and forward again), and tells a second node at once', async () => {
    const other = await createTestApp({ staticRoot: root, releasesDir: join(root, 'releases') }, { db: t.db });
    try {
      const seed = (await registry()).pointer!.previous!;
      const back = await change('rollback');
      expect(back.json().message).toBe(REMOTE_RELEASE_MESSAGES.rolledBack);
      expect(back.json().data.pointer).toMatchObject({ live: seed, previous: 'v1aaaaaaaaaa' });
      const seen = async () => other.app.remoteRegistry.choose(null).remote_games?.version;
      for (let i = 0; i < 50 && (await seen()) !== seed; i++) await sleep(50);
      expect(await seen()).toBe(seed);
      expect((await change('rollback')).json().data.pointer).toMatchObject({ live: 'v1aaaaaaaaaa', previous: seed });
      for (let i = 0; i < 50 && (await seen()) !== 'v1aaaaaaaaaa'; i++) await sleep(50);
      expect(await seen()).toBe('v1aaaaaaaaaa');
    } finally {
      await other.close();
    }
  });

  it("a node that has not heard of a change yet reads it first when a page asks with the change's revision", async () => {
    // The second node never hears the NOTIFY (as one a moment behind: the socket's news travels
    // through Redis, the NOTIFY through the database, and either may arrive first).
    const deaf = new Proxy(t.db, {
      get: (target, prop) => (prop === 'listen' ? async () => async () => undefined : Reflect.get(target, prop, target)),
    });
    const other = await createTestApp({ staticRoot: root, releasesDir: join(root, 'releases') }, { db: deaf });
    try {
      const ask = async (query: string) =>
        ((await other.app.inject({ method: 'GET', url: `/api${REMOTE_RELEASE_PATHS.choices}${query}` })).json().data as RemoteChoicesDto)
          .versions.remote_games?.version;
      const before = await ask('');
      const told = jest.spyOn(t.app.realtime, 'toEveryone');
      const back = await change('rollback');
      expect(back.statusCode).toBe(200);
      const after = back.json().data.pointer.live as string;
      expect(after).not.toBe(before);
      const { rows } = await t.db.query<{ id: number }>('SELECT max(id)::int AS id FROM remote_pointer_history');
      const revision = rows[0].id;
      // Pages are told the change with its revision.
      expect(told).toHaveBeenCalledWith('remotes_changed', { revision });
      told.mockRestore();
      // Asked plainly, the deaf node answers what it holds; asked with the revision, the change.
      expect(await ask('')).toBe(before);
      expect(await ask(`?at=${revision}`)).toBe(after);
      expect(await ask('')).toBe(after);
      // A malformed or unknown revision is ignored or answered with what there is, never a 500.
      for (const query of ['?at=abc', '?at=-1', '?at=1&at=2', `?at=${revision + 1000}`, '?at=99999999999999999999']) {
        const response = await other.app.inject({ method: 'GET', url: `/api${REMOTE_RELEASE_PATHS.choices}${query}` });
        expect(response.statusCode).toBe(200);
      }
      expect((await change('rollback')).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('a node that starts reads the live versions from the database, whatever its own REMOTE_GAMES_URL says', async () => {
    const other = await createTestApp(
      {
        staticRoot: root,
        releasesDir: join(root, 'releases'),
        remotes: { ...t.config.remotes, remote_games: 'https://cdn.example.vn/g/mf-manifest.json' },
      },
      { db: t.db },
    );
    try {
      expect(other.app.remoteRegistry.choose(null).remote_games?.manifestUrl).toBe(manifestOf('v1aaaaaaaaaa'));
    } finally {
      await other.close();
    }
  });

  it('changes made at once go one after another: the history replays to the pointer, each with its audit entry', async () => {
    const auditBefore = (await auditOf(t.db, 'remote:remote_games')).length;
    const historyBefore = (await registry()).history.length;
    const asked = [
      change('use', { version: 'v2bbbbbbbbbb' }),
      change('rollback'),
      change('use', { version: 'v1aaaaaaaaaa' }),
      change('canary', { version: 'v2bbbbbbbbbb', percent: 30 }),
      change('rollback'),
      change('use', { version: 'v2bbbbbbbbbb' }),
    ];
    const answers = await Promise.all(asked);
    const applied = answers.filter((a) => a.statusCode === 200).length;
    // A change that no longer makes sense once the others went first (the version already live) is
    // refused with its reason; none fails otherwise.
    for (const a of answers) expect([200, 400]).toContain(a.statusCode);
    const after = await registry();
    expect(after.history.length - historyBefore).toBe(applied);
    expect((await auditOf(t.db, 'remote:remote_games')).length - auditBefore).toBe(applied);
    // Replaying the audit's after-states: the last one is the pointer now.
    const last = (await auditOf(t.db, 'remote:remote_games')).at(-1)!;
    expect(last.after).toEqual({
      live: after.pointer!.live,
      previous: after.pointer!.previous,
      candidate: after.pointer!.candidate,
      canaryPercent: after.pointer!.canaryPercent,
    });
    // Each entry's before is the previous entry's after.
    const entries = (await auditOf(t.db, 'remote:remote_games')).slice(-applied - 1);
    for (let i = 1; i < entries.length; i++) expect(entries[i].before).toEqual(entries[i - 1].after);
  });

  it("serves a candidate to the share of players whose bucket is below it, the rest the live version, each player's sticky", async () => {
    if ((await registry()).pointer!.live === 'v2bbbbbbbbbb')
      expect((await change('use', { version: 'v1aaaaaaaaaa' })).statusCode).toBe(200);
    const set = await change('canary', { version: 'v2bbbbbbbbbb', percent: 50 });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.pointer).toMatchObject({ live: 'v1aaaaaaaaaa', candidate: 'v2bbbbbbbbbb', canaryPercent: 50 });
    let canaries = 0;
    for (let id = 1; id <= 200; id++) {
      const got = t.app.remoteRegistry.choose(`u:${id}`).remote_games!;
      const expected = canaryBucket('remote_games', `u:${id}`) < 50 ? 'v2bbbbbbbbbb' : 'v1aaaaaaaaaa';
      expect(got.version).toBe(expected);
      // A canary page falls back to the live version; a live one to the version before it.
      expect(got.fallback?.version).toBe(expected === 'v2bbbbbbbbbb' ? 'v1aaaaaaaaaa' : (await registry()).pointer!.previous);
      if (got.version === 'v2bbbbbbbbbb') canaries++;
    }
    expect(canaries).toBeGreaterThan(70);
    expect(canaries).toBeLessThan(130);

    // Over HTTP: a player's signed-in request puts the browser in their group, which the page reads.
    const player = await signupUser(t.app);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: player.headers });
    const cookie = me.cookies.find((c) => c.name === 'remote_group');
    expect(cookie?.value).toMatch(new RegExp(`^u:${player.user.id}\\.`));
    const expected = canaryBucket('remote_games', `u:${player.user.id}`) < 50 ? 'v2bbbbbbbbbb' : 'v1aaaaaaaaaa';
    expect((await choices(`remote_group=${cookie!.value}`)).versions.remote_games?.version).toBe(expected);
    // A cookie edited by hand (another group, or a bad signature) is a new visitor's device.
    const forged = await t.app.inject({
      method: 'GET',
      url: `/api${REMOTE_RELEASE_PATHS.choices}`,
      headers: { cookie: `remote_group=u:1.xxxxxxxxxxxxxxxxxxxxxx` },
    });
    expect(forged.cookies.find((c) => c.name === 'remote_group')?.value).toMatch(/^d:/);
    // A page that has just signed in on a visitor's device asks with its token: the player's versions
    // at once, and the browser moves into the player's group. A token that does not pass is no session.
    const other = await signupUser(t.app);
    const device = forged.cookies.find((c) => c.name === 'remote_group')!.value;
    const signedIn = await t.app.inject({
      method: 'GET',
      url: `/api${REMOTE_RELEASE_PATHS.choices}`,
      headers: { cookie: `remote_group=${device}`, authorization: other.headers.authorization },
    });
    expect(signedIn.statusCode).toBe(200);
    const otherExpected = canaryBucket('remote_games', `u:${other.user.id}`) < 50 ? 'v2bbbbbbbbbb' : 'v1aaaaaaaaaa';
    expect(signedIn.json().data.versions.remote_games.version).toBe(otherExpected);
    expect(signedIn.cookies.find((c) => c.name === 'remote_group')?.value).toMatch(new RegExp(`^u:${other.user.id}\\.`));
    const badToken = await t.app.inject({
      method: 'GET',
      url: `/api${REMOTE_RELEASE_PATHS.choices}`,
      headers: { cookie: `remote_group=${device}`, authorization: 'Bearer not-a-token' },
    });
    expect(badToken.statusCode).toBe(200);
    expect(badToken.cookies.find((c) => c.name === 'remote_group')).toBeUndefined();

    const ended = await change('canary', { version: null, percent: 0 });
    expect(ended.json().message).toBe(REMOTE_RELEASE_MESSAGES.canaryCleared);
    expect(t.app.remoteRegistry.choose('u:1').remote_games?.version).toBe('v1aaaaaaaaaa');
  });

  it("counts pages' reports per version, ignores versions it does not point at, and refuses malformed ones", async () => {
    const report = (body: unknown) => t.app.inject({ method: 'POST', url: `/api${REMOTE_RELEASE_PATHS.report}`, payload: body as object });
    for (const kind of ['load', 'load', 'load', 'failure', 'error', 'fallback'])
      expect((await report({ remote: 'remote_games', version: 'v1aaaaaaaaaa', kind })).statusCode).toBe(200);
    expect((await report({ remote: 'remote_games', version: 'nope00000000', kind: 'load' })).statusCode).toBe(200);
    const bad = await report({ remote: 'remote_games', version: 'v1aaaaaaaaaa', kind: 'boom' });
    expect(bad.statusCode).toBe(400);
    expect((await report({ remote: 'remote_x', version: 'v1', kind: 'load' })).json().message).toBe(REMOTE_RELEASE_MESSAGES.unknownRemote);
    await t.app.remoteRegistry.flushReports();
    const versions = new Map((await registry()).versions.map((v) => [v.version, v.stats]));
    expect(versions.get('v1aaaaaaaaaa')).toEqual({ loads: 3, failures: 1, errors: 1, fallbacks: 1 });
    expect(versions.get('nope00000000')).toBeUndefined();
  });
});

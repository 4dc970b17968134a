import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { HTTP_MESSAGES } from '@app/shared/contracts';
import { IMMUTABLE, NO_CACHE, cacheControlFor } from '../cache-headers';
import { TEST_ADMIN, createTestApp, loginUser, signupUser, type TestApp } from '../../test-utils';

let root: string;
let t: TestApp;
const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const GAMES_ENTRY = 'var remote_games;';
const GAMES_ENTRY_VERSION = createHash('sha256').update(GAMES_ENTRY).digest('hex').slice(0, 16);
const files = (js: string, css: string) => ({ js: { sync: [js], async: ['static/js/later.1.js'] }, css: { sync: [css], async: [] } });
const GAMES_MANIFEST = {
  id: 'remote_games',
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  shared: [],
  exposes: [
    { name: 'TaiXiuScreen', path: './TaiXiuScreen', assets: files('static/js/taixiu.4e5f6a7b.js', 'static/css/taixiu.0a1b2c3d.css') },
    { name: 'XocDiaScreen', path: './XocDiaScreen', assets: files('static/js/xocdia.8c9d0e1f.js', 'static/css/xocdia.2a3b4c5d.css') },
  ],
};

function put(path: string, content: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'static-root-'));
  put('host/dist/index.html', '<!doctype html><html><head><title>host</title></head><body></body></html>');
  put('host/dist/main.1a2b3c4d.js', 'console.log("main")');
  put('host/dist/sw.js', 'self.x = 1');
  put('host/dist/logo.png', 'png');
  put('host/dist/.env', 'SECRET=1');
  put('remote-auth/dist/mf-manifest.json', '{"name":"remote_auth"}');
  put('remote-auth/dist/remoteEntry.js', 'var remote_auth;');
  put('remote-auth/dist/123.abcdef0123.js', 'chunk');
  put('remote-extra/dist/remoteEntry.js', 'var remote_extra;');
  put('remote-games/dist/mf-manifest.json', JSON.stringify(GAMES_MANIFEST));
  put('remote-games/dist/remoteEntry.js', GAMES_ENTRY);
  put('remote-admin/dist/mf-manifest.json', JSON.stringify({ ...GAMES_MANIFEST, name: 'remote_admin', id: 'remote_admin' }));
  put('remote-admin/dist/remoteEntry.js', 'var remote_admin;');
  put(
    'host/dist/route-screens.json',
    JSON.stringify({
      '/dang-nhap': 'remote_auth/LoginScreen',
      '/tro-choi/tai-xiu': 'remote_games/TaiXiuScreen',
      '/tro-choi/xoc-dia': 'remote_games/XocDiaScreen',
      // A console screen: its files must stay out of the page all the same.
      '/quan-tri': 'remote_admin/TaiXiuScreen',
    }),
  );
  t = await createTestApp({
    staticRoot: root,
    pwaEnabled: true,
    remotes: {
      remote_auth: 'https://cdn.example.com/auth/mf-manifest.json',
      remote_wallet: '/remotes/remote-wallet/mf-manifest.json',
      remote_games: '/remotes/remote-games/mf-manifest.json',
      remote_admin: '/remotes/remote-admin/mf-manifest.json',
    },
  });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('host and remotes', () => {
  it('serves the host at / with index.html revalidated on every load', async () => {
    const response = await get('/', HTML);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>host</title>');
    expect(response.headers['cache-control']).toBe(NO_CACHE);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it("writes the start-up data into each page and preloads the files of the route's screen only", async () => {
    const bootOf = (html: string) => JSON.parse(/<script type="application\/json" id="boot-data">(.*?)<\/script>/.exec(html)![1]);
    const games = await get('/tro-choi/tai-xiu', HTML);
    const boot = bootOf(games.body);
    expect(boot.remotes.remote_games).toBe('/remotes/remote-games/mf-manifest.json');
    expect(boot.publicConfig).toEqual((await get('/api/public-config')).json().data);
    // The manifest as published, its entry named by content: a new build is a new URL.
    const manifest = boot.manifests['/remotes/remote-games/mf-manifest.json'];
    expect(manifest.exposes).toEqual(GAMES_MANIFEST.exposes);
    expect(manifest.metaData.remoteEntry.name).toBe(`remoteEntry.js?v=${GAMES_ENTRY_VERSION}`);
    // The unreachable origin's manifest is simply not there, and the operators' console's is never
    // in a page: the host reads it only for an operator's session.
    expect(Object.keys(boot.manifests)).toEqual(['/remotes/remote-games/mf-manifest.json']);
    expect(boot.remotes.remote_admin).toBe('/remotes/remote-admin/mf-manifest.json');
    expect(games.body).not.toContain('remote-admin/remoteEntry');
    const consolePage = (await get('/quan-tri', HTML)).body;
    expect(consolePage).not.toMatch(/rel="preload" href="[^"]*remote-admin/);
    expect(consolePage).not.toContain('remote-admin/remoteEntry');
    expect(consolePage).not.toContain('remote-admin/static/');
    expect(games.body).toContain('<link rel="preload" href="/remotes/remote-games/static/css/taixiu.0a1b2c3d.css" as="style">');
    expect(games.body).toContain(`<link rel="preload" href="/remotes/remote-games/remoteEntry.js?v=${GAMES_ENTRY_VERSION}" as="script">`);
    expect(games.body).toContain('<link rel="preload" href="/remotes/remote-games/static/js/taixiu.4e5f6a7b.js" as="script">');
    expect(games.body).not.toMatch(/rel="preload" href="[^"]*xocdia/);
    expect(games.body.indexOf('boot-data')).toBeLessThan(games.body.indexOf('</head>'));

    // Another screen of the same remote, a page of no remote, a remote whose manifest is unknown.
    expect((await get('/tro-choi/xoc-dia/', HTML)).body).toContain('href="/remotes/remote-games/static/js/xocdia.8c9d0e1f.js"');
    for (const url of ['/', '/dang-nhap']) {
      const page = await get(url, HTML);
      expect([url, page.body.includes('rel="preload"')]).toEqual([url, false]);
      expect(bootOf(page.body).remotes.remote_auth).toBe('https://cdn.example.com/auth/mf-manifest.json');
    }
  });

  it('caches a remote entry for a year under its versioned URL only', async () => {
    const versioned = await get(`/remotes/remote-games/remoteEntry.js?v=${GAMES_ENTRY_VERSION}`);
    expect([versioned.statusCode, versioned.headers['cache-control']]).toEqual([200, IMMUTABLE]);
    expect((await get('/remotes/remote-games/remoteEntry.js')).headers['cache-control']).toBe(NO_CACHE);
    expect((await get('/remotes/remote-games/remoteEntry.js?v=x')).headers['cache-control']).toBe(NO_CACHE);
    expect((await get('/main.1a2b3c4d.js?0123456789abcdef0123')).headers['cache-control']).toBe(IMMUTABLE);
  });

  it('serves the bare shell at /index.html to a plain fetch too, without start-up data', async () => {
    const shell = await get('/index.html', { accept: '*/*' });
    expect([shell.statusCode, shell.headers['content-type'], shell.headers['cache-control']]).toEqual([
      200,
      'text/html; charset=utf-8',
      NO_CACHE,
    ]);
    expect(shell.body).toContain('<title>host</title>');
    // The build's page as it is: a page opened from it fetches its start-up data itself.
    expect(shell.body).not.toContain('boot-data');
  });

  it('caches content-hashed files for a year and revalidates the others', async () => {
    expect((await get('/main.1a2b3c4d.js')).headers['cache-control']).toBe(IMMUTABLE);
    expect((await get('/sw.js')).headers['cache-control']).toBe(NO_CACHE);
    expect((await get('/logo.png')).headers['cache-control']).toBe(NO_CACHE);
  });

  it('falls back to index.html for page navigations only', async () => {
    for (const url of ['/dang-nhap', '/vi-tien', '/tro-choi/tai-xiu?x=1']) {
      const page = await get(url, HTML);
      expect([url, page.statusCode, page.headers['content-type']]).toEqual([url, 200, 'text/html; charset=utf-8']);
      expect(page.body).toContain('<title>host</title>');
      expect(page.headers['cache-control']).toBe(NO_CACHE);
    }
    const script = await get('/missing.js', { accept: '*/*' });
    expect(script.statusCode).toBe(404);
    for (const url of ['/api/unknown', '/remotes/remote-auth/missing.js', '/socket.io/x']) {
      const response = await get(url, HTML);
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(response.json()).toEqual({ success: false, error: 'NOT_FOUND', message: HTTP_MESSAGES.notFound });
    }
  });

  it('serves each built remote under /remotes/<name>/ to any origin', async () => {
    const manifest = await get('/remotes/remote-auth/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toEqual({ name: 'remote_auth' });
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cache-control']).toBe(NO_CACHE);

    const entry = await get('/remotes/remote-auth/remoteEntry.js');
    expect(entry.headers['cache-control']).toBe(NO_CACHE);
    const chunk = await get('/remotes/remote-auth/123.abcdef0123.js');
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    expect(chunk.headers['access-control-allow-origin']).toBe('*');

    expect((await get('/remotes/remote-extra/remoteEntry.js')).statusCode).toBe(200);
    expect((await get('/remotes/remote-wallet/remoteEntry.js')).statusCode).toBe(404);
  });

  describe("the operators' console", () => {
    const ENTRY = '/remotes/remote-admin/remoteEntry.js';
    const MANIFEST = '/remotes/remote-admin/mf-manifest.json';
    // What the host's script and fetch requests for the files carry: the session cookie alone.
    const consoleCookie = async () => ({ cookie: (await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password)).headers.cookie });

    it('is served only to a live operator session', async () => {
      for (const url of [ENTRY, MANIFEST]) {
        const anonymous = await get(url);
        expect([url, anonymous.statusCode]).toEqual([url, 401]);
        expect(anonymous.body).not.toContain('remote_admin');
      }
      // A player's session is no operator's: refused as the operators' API refuses it.
      const player = await signupUser(t.app);
      const asPlayer = await get(ENTRY, player.headers);
      expect(asPlayer.statusCode).toBe(403);
      expect(asPlayer.json()).toEqual({ success: false, error: 'FORBIDDEN', message: HTTP_MESSAGES.forbidden });

      const operator = await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
      const withCookie = { cookie: operator.headers.cookie };
      expect(await get(ENTRY, withCookie)).toMatchObject({ statusCode: 200, body: 'var remote_admin;' });
      const manifest = await get(MANIFEST, withCookie);
      expect([manifest.statusCode, manifest.json().id]).toEqual([200, 'remote_admin']);
      // Once the session ends, the cookie opens nothing.
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: operator.headers })).statusCode).toBe(200);
      expect((await get(ENTRY, withCookie)).statusCode).toBe(401);
    });

    it('is kept by no cache (an authenticated answer), and read by no page of another site', async () => {
      const withCookie = await consoleCookie();
      for (const url of [ENTRY, `${ENTRY}?v=0123456789abcdef`, MANIFEST]) {
        const file = await get(url, withCookie);
        expect([url, file.statusCode]).toEqual([url, 200]);
        expect([url, file.headers['cache-control']]).toEqual([url, 'no-store']);
        expect(file.headers['access-control-allow-origin']).toBeUndefined();
      }
    });
  });

  it('never serves dotfiles or files outside the build', async () => {
    expect((await get('/.env')).statusCode).toBe(404);
    for (const url of ['/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/remotes/remote-auth/..%2f..%2fhost/dist/.env']) {
      const response = await get(url);
      expect([url, response.statusCode >= 400 && response.statusCode < 500]).toEqual([url, true]);
      expect(response.body).not.toContain('root:');
      expect(response.body).not.toContain('SECRET');
    }
  });
});

describe('runtime configuration', () => {
  it('GET /remotes.json lists the remote manifests, never cached', async () => {
    const response = await get('/remotes.json');
    expect(response.json()).toEqual({
      remote_auth: 'https://cdn.example.com/auth/mf-manifest.json',
      remote_wallet: '/remotes/remote-wallet/mf-manifest.json',
      remote_games: '/remotes/remote-games/mf-manifest.json',
      remote_admin: '/remotes/remote-admin/mf-manifest.json',
    });
    expect(response.headers['cache-control']).toBe(NO_CACHE);
  });

  it('GET /api/public-config gives the site content (none until an operator writes it), the PWA flag and feature switches', async () => {
    const response = await get('/api/public-config');
    expect(response.json()).toEqual({
      success: true,
      data: {
        announcement: null,
        maintenance: null,
        support: { telegramUrl: null, zaloUrl: null, hotline: null },
        pwaEnabled: true,
        features: { taixiu: true, xocdia: true },
      },
    });
  });
});

describe('cacheControlFor', () => {
  it.each([
    ['index.html', NO_CACHE],
    ['mf-manifest.json', NO_CACHE],
    ['remoteEntry.js', NO_CACHE],
    ['sw.js', NO_CACHE],
    ['main.0123abcd.js', IMMUTABLE],
    ['static/css/app.89abcdef01.css', IMMUTABLE],
    ['main.0123abcd.js.br', IMMUTABLE],
    ['remoteEntry.js.gz', NO_CACHE],
    ['favicon.ico', NO_CACHE],
    ['main.abc.js', NO_CACHE],
  ])('%s → %s', (file, expected) => {
    expect(cacheControlFor(`/dist/${file}`)).toBe(expected);
  });

  it('takes a version in the query of an entry script as a content hash', () => {
    expect(cacheControlFor('/dist/main.js', '/main.js?0123456789abcdef0123')).toBe(IMMUTABLE);
    expect(cacheControlFor('/dist/remoteEntry.js', '/r/remoteEntry.js?v=0123456789abcdef')).toBe(IMMUTABLE);
    expect(cacheControlFor('/dist/remoteEntry.js', '/r/remoteEntry.js?v=1')).toBe(NO_CACHE);
    expect(cacheControlFor('/dist/mf-manifest.json', '/r/mf-manifest.json?v=0123456789abcdef')).toBe(NO_CACHE);
  });
});

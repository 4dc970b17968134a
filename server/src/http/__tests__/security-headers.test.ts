import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { CONFIG_DEFAULTS } from '../../config/app-config';
import { earlyRequestsScript, SIGNED_IN_REQUESTS, START_EARLY_REQUESTS } from '../../static/early-requests';
import { OPERATOR_SESSION_COOKIE } from '@app/shared/contracts';
import {
  bearer,
  cookieHeader,
  createTestApp,
  forgetTotpStep,
  PASSWORD,
  signupUser,
  TEST_ADMIN,
  loginUser,
  totpCodeFor,
  type TestApp,
} from '../../test-utils';
import { HSTS, NO_STORE } from '../security-headers';

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const BOOT_STYLE = 'html,body{margin:0}';
const INLINE_SCRIPT = 'window.boot=1';
const TOASTIFY_HASH = "'sha256-wBAOjWqzlHdwhuIyV//yRl4v0VNTHc3TOqbIfNXoA7k='";
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
// Every page starts the signed-in player's first reads itself (static/early-requests.ts).
const inner = (script: string) => script.replace(/^<script>|<\/script>$/g, '');
const EARLY_SCRIPT = inner(earlyRequestsScript(SIGNED_IN_REQUESTS));
const START_SCRIPT = inner(START_EARLY_REQUESTS);

let root: string;
const apps: TestApp[] = [];

function put(path: string, content: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'headers-root-'));
  put(
    'host/dist/index.html',
    `<!doctype html><html><head><title>host</title><style>${BOOT_STYLE}</style></head><body><script>${INLINE_SCRIPT}</script><script defer src="/main.js"></script></body></html>`,
  );
  put('host/dist/main.js', 'console.log("main")\n//# sourceMappingURL=main.js.map');
  put('host/dist/main.js.map', '{"version":3,"sources":["secret.ts"]}');
  put('host/dist/static/js/1.abcdef01.js.map', '{"version":3}');
  // A stray entry is dropped rather than written into the header.
  put('host/dist/csp-hashes.json', JSON.stringify({ 'style-src': [TOASTIFY_HASH, "'unsafe-inline'", 'https://evil.example'] }));
  put('remote-auth/dist/remoteEntry.js', 'var remote_auth;');
  put('remote-auth/dist/remoteEntry.js.map', '{"version":3}');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

// Each block closes its apps when it ends: an idle app holds several connections, and all of the
// file's apps open at once took a good part of the PostgreSQL server's connections from the other
// test files running beside it.
async function closeApps() {
  await Promise.all(apps.splice(0).map((app) => app.close()));
}

async function appWith(overrides: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp({ staticRoot: root, ...overrides });
  apps.push(t);
  return t;
}

const directives = (policy: string | undefined) =>
  Object.fromEntries(
    (policy ?? '').split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );

describe('headers of the pages', () => {
  afterAll(closeApps);
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({
      remotes: {
        remote_auth: 'https://cdn.example.vn/remote-auth/mf-manifest.json',
        remote_wallet: 'https://cdn.example.vn:8443/wallet/v2/mf-manifest.json?build=7',
        remote_games: CONFIG_DEFAULTS.remotes.remote_games,
        remote_admin: CONFIG_DEFAULTS.remotes.remote_admin,
      },
    });
  });

  it.each(['/', '/index.html', '/dang-nhap', '/tro-choi/tai-xiu', '/khong-co-trang-nay'])(
    '%s carries the page policy and the common headers',
    async (url) => {
      const page = await t.app.inject({ method: 'GET', url, headers: HTML });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.headers['x-frame-options']).toBe('DENY');
      expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(page.headers['strict-transport-security']).toBeUndefined();
      const csp = directives(page.headers['content-security-policy'] as string);
      expect(csp['default-src']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);
      expect(csp['form-action']).toEqual(["'self'"]);
      expect(csp['worker-src']).toEqual(["'self'"]);
      expect(csp['manifest-src']).toEqual(["'self'"]);
      expect(csp['report-uri']).toEqual(['/api/csp-report']);
    },
  );

  it('allows scripts from the site and from the folders of the remotes on other origins only', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/', headers: HTML });
    const csp = directives(page.headers['content-security-policy'] as string);
    const remotes = ['https://cdn.example.vn/remote-auth/', 'https://cdn.example.vn:8443/wallet/v2/'];
    expect(csp['script-src']).toEqual(["'self'", ...remotes, sha256(EARLY_SCRIPT), sha256(INLINE_SCRIPT), sha256(START_SCRIPT)]);
    expect(csp['style-src']).toEqual(["'self'", ...remotes, sha256(BOOT_STYLE), TOASTIFY_HASH]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', ...remotes]);
    expect(csp['connect-src']).toEqual(["'self'", 'ws://localhost:80', ...remotes]);
    // Nothing inline or evaluated is ever allowed wholesale.
    expect(page.headers['content-security-policy']).not.toMatch(/unsafe-inline|unsafe-eval|\*|https:\s|evil/);
  });

  it('names the websocket origin of the host asked for, and never echoes a strange Host header', async () => {
    const ask = (host: string) => t.app.inject({ method: 'GET', url: '/', headers: { ...HTML, host } });
    expect(directives((await ask('Vi.Example.VN:8080')).headers['content-security-policy'] as string)['connect-src']).toContain(
      'ws://vi.example.vn:8080',
    );
    for (const host of ['evil.example; script-src *', 'a b', "x'y"]) {
      const policy = (await ask(host)).headers['content-security-policy'] as string;
      expect(directives(policy)['connect-src'].filter((source) => source.startsWith('ws'))).toEqual([]);
      expect(policy).not.toContain('evil');
    }
  });

  it('with remotes on this site (the default), the policy names no other origin', async () => {
    const local = await appWith();
    const page = await local.app.inject({ method: 'GET', url: '/dang-nhap', headers: HTML });
    const csp = directives(page.headers['content-security-policy'] as string);
    expect(csp['script-src']).toEqual(["'self'", sha256(EARLY_SCRIPT), sha256(INLINE_SCRIPT), sha256(START_SCRIPT)]);
    expect(page.headers['content-security-policy']).not.toMatch(/https?:/);
  });
});

describe('headers of everything else', () => {
  afterAll(closeApps);
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith();
  });

  it.each([
    ['an API answer', '/api/public-config', 200],
    ['an API 404', '/api/khong-co', 404],
    ['a script', '/main.js', 200],
    ['the remotes registry', '/remotes.json', 200],
  ])('%s keeps nosniff, DENY and the referrer policy, without a page policy', async (_what, url, status) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['content-security-policy']).toBeUndefined();
  });
});

describe('Cache-Control: no-store on what depends on who asks', () => {
  afterAll(closeApps);
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith();
  });

  it('every answer to an authenticated request, a player’s or an operator’s, errors included', async () => {
    const player = await signupUser(t.app);
    const operator = await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
    for (const [url, headers, status] of [
      ['/api/auth/me', player.headers, 200],
      ['/api/core/security-events', player.headers, 200],
      ['/api/core/responsible-gaming', player.headers, 200],
      ['/api/auth/me', operator.headers, 200],
      ['/api/admin/audit', operator.headers, 200],
      ['/api/admin/audit', player.headers, 403],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect({ url, status: response.statusCode, cache: response.headers['cache-control'] }).toEqual({ url, status, cache: NO_STORE });
    }
  });

  it('the answers that carry a token or a session cookie, and any /api answer that names no caching', async () => {
    const player = await signupUser(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: player.username, password: PASSWORD },
    });
    expect([login.statusCode, login.headers['cache-control']]).toEqual([200, NO_STORE]);
    // An operator's: the console session's cookie and its CSRF token.
    await forgetTotpStep(t.db, TEST_ADMIN.username);
    const operatorLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: TEST_ADMIN.username, password: TEST_ADMIN.password, totpCode: totpCodeFor(TEST_ADMIN.totpSecret) },
    });
    expect([operatorLogin.statusCode, operatorLogin.headers['cache-control']]).toEqual([200, NO_STORE]);
    expect(operatorLogin.cookies.map((c) => c.name)).toContain(OPERATOR_SESSION_COOKIE);
    const refresh = await t.app.inject({ method: 'POST', url: '/api/auth/refresh-token', headers: cookieHeader(player.refreshToken) });
    expect(refresh.headers['cache-control']).toBe(NO_STORE);
    for (const url of ['/api/public-config', '/api/khong-co', '/api/auth/me']) {
      expect((await t.app.inject({ method: 'GET', url })).headers['cache-control']).toBe(NO_STORE);
    }
  });

  it('a public answer the route chose to cache stays cacheable, even asked with a token', async () => {
    const player = await signupUser(t.app);
    for (const headers of [{}, bearer(player.token)]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/bank-directory/v2/banks', headers });
      expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    }
    // The site's files keep their own caching.
    expect((await t.app.inject({ method: 'GET', url: '/main.js' })).headers['cache-control']).not.toBe(NO_STORE);
  });
});

describe('HSTS', () => {
  afterAll(closeApps);
  const askOverProxy = (t: TestApp, url: string, proto?: string) =>
    t.app.inject({ method: 'GET', url, headers: { ...HTML, ...(proto ? { 'x-forwarded-proto': proto } : {}) } });

  it('is sent only on answers that came over https, as the trusted proxy reports it', async () => {
    const behindProxy = await appWith({ trustProxy: true });
    for (const url of ['/', '/api/public-config']) {
      expect((await askOverProxy(behindProxy, url, 'https')).headers['strict-transport-security']).toBe(HSTS);
      expect((await askOverProxy(behindProxy, url, 'http')).headers['strict-transport-security']).toBeUndefined();
      expect((await askOverProxy(behindProxy, url)).headers['strict-transport-security']).toBeUndefined();
    }
    // Over https the socket origin is wss.
    const page = await askOverProxy(behindProxy, '/', 'https');
    expect(directives(page.headers['content-security-policy'] as string)['connect-src']).toContain('wss://localhost:80');
  });

  it('ignores X-Forwarded-Proto from anyone when TRUST_PROXY is off', async () => {
    const direct = await appWith({ trustProxy: false });
    expect((await askOverProxy(direct, '/', 'https')).headers['strict-transport-security']).toBeUndefined();
  });

  it('ignores X-Forwarded-Proto from an address that is not the trusted proxy', async () => {
    const trustsOne = await appWith({ trustProxy: '10.1.2.3' });
    const from = (remoteAddress: string) =>
      trustsOne.app.inject({ method: 'GET', url: '/api/public-config', remoteAddress, headers: { 'x-forwarded-proto': 'https' } });
    expect((await from('10.1.2.3')).headers['strict-transport-security']).toBe(HSTS);
    expect((await from('10.9.9.9')).headers['strict-transport-security']).toBeUndefined();
  });
});

describe('source maps', () => {
  afterAll(closeApps);
  const maps = ['/main.js.map', '/static/js/1.abcdef01.js.map', '/remotes/remote-auth/remoteEntry.js.map'];

  it('answer 404 by default, also to a browser navigating there and to encoded spellings', async () => {
    const t = await appWith();
    for (const url of maps) {
      for (const headers of [{}, HTML, { 'accept-encoding': 'br, gzip' }]) {
        const response = await t.app.inject({ method: 'GET', url, headers });
        expect([url, response.statusCode]).toEqual([url, 404]);
        expect(response.body).not.toContain('version');
      }
    }
    for (const url of ['/main.js%2Emap', '/main.js.MAP', '/static/js/../js/1.abcdef01.js.map']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect([url, response.statusCode >= 400]).toEqual([url, true]);
      expect(response.body).not.toContain('version');
    }
    // The scripts themselves are still served.
    expect((await t.app.inject({ method: 'GET', url: '/main.js' })).statusCode).toBe(200);
  });

  it('are served with SOURCE_MAPS_PUBLIC=true', async () => {
    const t = await appWith({ sourceMapsPublic: true });
    for (const url of maps) {
      const response = await t.app.inject({ method: 'GET', url });
      expect([url, response.statusCode]).toEqual([url, 200]);
      expect(response.json()).toMatchObject({ version: 3 });
    }
  });
});

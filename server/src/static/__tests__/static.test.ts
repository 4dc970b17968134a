import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { HTTP_MESSAGES } from '@app/shared/contracts';
import { IMMUTABLE, NO_CACHE, cacheControlFor } from '../cache-headers';
import { createTestApp, type TestApp } from '../../test-utils';

let root: string;
let t: TestApp;
const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

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
  t = await createTestApp({
    staticRoot: root,
    pwaEnabled: true,
    supportChannelUrl: 'https://t.me/kenh',
    remotes: {
      remote_auth: 'https://cdn.example.com/auth/mf-manifest.json',
      remote_wallet: '/remotes/remote-wallet/mf-manifest.json',
      remote_games: '/remotes/remote-games/mf-manifest.json',
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

  it('hints the registry and the manifest of the remote the route needs, and nothing else', async () => {
    const login = await get('/dang-nhap', HTML);
    expect(login.body).toContain('<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous">');
    expect(login.body).toContain('href="https://cdn.example.com/auth/mf-manifest.json"');
    expect(login.body).not.toContain('remote-wallet');
    const wallet = await get('/vi-tien', HTML);
    expect(wallet.body).toContain('href="/remotes/remote-wallet/mf-manifest.json"');
    expect(wallet.body).not.toContain('cdn.example.com');
    const home = await get('/', HTML);
    expect(home.body).toContain('href="/remotes.json"');
    expect(home.body).not.toContain('mf-manifest.json');
    expect((await get('/index.html', HTML)).body).toContain('href="/remotes.json"');
  });

  it('serves /index.html to a plain fetch too: the service worker precaches the shell by that name', async () => {
    const shell = await get('/index.html', { accept: '*/*' });
    expect([shell.statusCode, shell.headers['content-type'], shell.headers['cache-control']]).toEqual([200, 'text/html; charset=utf-8', NO_CACHE]);
    expect(shell.body).toContain('<title>host</title>');
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
    });
    expect(response.headers['cache-control']).toBe(NO_CACHE);
  });

  it('GET /api/public-config gives support links, the PWA flag and feature switches', async () => {
    const response = await get('/api/public-config');
    expect(response.json()).toEqual({
      success: true,
      data: {
        supportChannelUrl: 'https://t.me/kenh',
        supportAccountUrl: 'https://t.me/',
        pwaEnabled: true,
        features: { taixiu: true, xocdia: true, daga: false },
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
});

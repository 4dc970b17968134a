import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createTestApp, type TestApp } from '../../test-utils';

// What the page carries so that the screen the player came for is drawn without waiting for the
// app: the prerendered screen (host layout + remote screen, composed by the server) and the API
// reads a signed-in page starts itself.

let root: string;
let t: TestApp;
const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
const INDEX =
  '<!doctype html><html><head><meta charset="utf-8"/><title>host</title></head><body><div id="root"><div id="boot" aria-busy="true">Đang tải...</div></div><script defer="defer" src="/main.js?abc"></script></body></html>';
const LOGIN =
  '<section class="card"><form><input name="username" value=""/><input type="password" name="password" value=""/></form></section>';
const HOME = '<div class="home"><p data-testid="home-balance"><span data-fill="balance">…</span> đ</p></div>';
const layout = (device: string, screen: string) =>
  `<div class="frame-${device}"><span style="top:9%;left:78%">◆</span><main><div data-prerender-screen="${screen}"></div></main></div>`;
const manifest = (id: string, exposes: string[]) => ({
  id,
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  shared: [],
  exposes: exposes.map((name) => ({
    name,
    path: `./${name}`,
    assets: { js: { sync: [`static/js/${name}.1.js`], async: [] }, css: { sync: [], async: [] } },
  })),
});

function put(path: string, content: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'first-screen-'));
  put('host/dist/index.html', INDEX);
  put(
    'host/dist/route-screens.json',
    JSON.stringify({
      '/dang-nhap': 'remote_auth/LoginScreen',
      '/dang-ky': 'remote_auth/RegisterScreen',
      '/tro-choi/tai-xiu': 'remote_games/TaiXiuScreen',
    }),
  );
  put(
    'host/dist/signed-in-files.json',
    JSON.stringify({ js: ['static/js/signed-in.1a2b3c4d.js'], css: ['static/css/signed-in.1a2b3c4d.css'] }),
  );
  put(
    'host/dist/prerender.json',
    JSON.stringify({
      css: [],
      screens: {
        '/dang-nhap desktop': layout('desktop', 'remote_auth/LoginScreen'),
        '/dang-nhap mobile': layout('mobile', 'remote_auth/LoginScreen'),
        '/dang-ky desktop': layout('desktop', 'remote_auth/RegisterScreen'),
        '/ desktop': HOME,
      },
      signedIn: ['/'],
    }),
  );
  put('remote-auth/dist/mf-manifest.json', JSON.stringify(manifest('remote_auth', ['LoginScreen', 'RegisterScreen'])));
  put('remote-auth/dist/remoteEntry.js', 'var remote_auth;');
  // The remote drew the login screen only: the register page goes without a drawn screen.
  put('remote-auth/dist/prerender.json', JSON.stringify({ css: ['static/css/prerender.1a2b3c4d.css'], screens: { LoginScreen: LOGIN } }));
  put('remote-games/dist/mf-manifest.json', JSON.stringify(manifest('remote_games', ['TaiXiuScreen'])));
  put('remote-games/dist/remoteEntry.js', 'var remote_games;');
  put(
    'remote-games/dist/screen-requests.json',
    JSON.stringify({
      TaiXiuScreen: [
        '/api/game-taixiu/current',
        '/api/game-taixiu/history?limit=100',
        'https://evil.example/steal',
        '/api/../admin/users',
        '/api/x"</script><script>alert(1)',
      ],
    }),
  );
  t = await createTestApp({ staticRoot: root });
  await t.app.ready();
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const page = (url: string, userAgent = DESKTOP) => t.app.inject({ method: 'GET', url, headers: { ...HTML, 'user-agent': userAgent } });
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the prerendered screen', () => {
  it('is composed into the page: the host layout for the device with the remote screen in it, and its stylesheet', async () => {
    const desktop = (await page('/dang-nhap')).body;
    expect(desktop).toContain(
      `<div id="root"></div><div id="prerendered">${layout('desktop', 'x').replace(/<div data-prerender-screen="x"><\/div>/, LOGIN)}</div>`,
    );
    expect(desktop).not.toContain('id="boot"');
    expect(desktop).toContain('<link rel="stylesheet" href="/remotes/remote-auth/static/css/prerender.1a2b3c4d.css">');
    // A submit before the app runs is held, not sent the browser's way; a press on the drawn screen
    // is noted, so that the app does not replace it under the finger.
    expect(desktop).toMatch(/<meta charset="utf-8"\/><script>\(function\(d,w\)\{[^<]*d\.addEventListener\("submit"[^<]*"pointerdown"/);

    const phone = (await page('/dang-nhap', PHONE)).body;
    expect(phone).toContain('<div class="frame-mobile">');
    expect((await page('/dang-nhap/')).body).toContain('id="prerendered"');
  });

  it("a page of the host's own is drawn whole; behind the login, a visitor without a session is sent to sign in first", async () => {
    const home = (await page('/')).body;
    expect(home).toContain(`<div id="root"></div><div id="prerendered">${HOME}</div>`);
    expect(home).toMatch(
      /<meta charset="utf-8"\/><script>try\{if\(!localStorage\.getItem\("auth-token"\)\)location\.replace\("\/dang-nhap"\)\}catch\(e\)\{\}<\/script>/,
    );
    // The balance is written in by the page's own request for it.
    expect(home).toContain('[data-fill=');
    expect((await page('/dang-nhap')).body).not.toContain('location.replace');
  });

  it('allows exactly the style attributes of the drawn markup', async () => {
    const policy = (await page('/dang-nhap')).headers['content-security-policy'] as string;
    const styles = policy
      .split('; ')
      .find((d) => d.startsWith('style-src '))!
      .split(' ');
    expect(styles).toEqual(expect.arrayContaining(["'unsafe-hashes'", sha256('top:9%;left:78%')]));
    // Pages without such attributes do not open the door at all.
    const plain = (await page('/tro-choi/tai-xiu')).headers['content-security-policy'] as string;
    expect(plain).not.toContain('unsafe-hashes');
  });

  it('is left out when a part is missing: the page is drawn by the app as before', async () => {
    for (const [url, agent] of [
      ['/dang-ky', DESKTOP], // the remote did not draw the register screen
      ['/dang-ky', PHONE], // nor did the host for phones
      ['/tro-choi/tai-xiu', DESKTOP], // nobody drew the table
      ['/vi-tien', DESKTOP], // a page with no remote screen
    ]) {
      const body = (await page(url, agent)).body;
      expect(body).toContain('<div id="root"><div id="boot" aria-busy="true">Đang tải...</div></div>');
      expect(body).not.toContain('<div id="prerendered">');
      expect(body).not.toContain('addEventListener("submit"');
    }
  });
});

describe('the early requests', () => {
  const earlyList = (html: string) => JSON.parse(/\}\)\((\[.*?\])\)<\/script>/.exec(html)![1]) as string[];

  it("every page starts the session's reads, and the route's screen adds its own valid API reads", async () => {
    expect(earlyList((await page('/dang-nhap')).body)).toEqual(['/api/core/balance', '/api/auth/me']);
    // A URL that is not this site's API read, or could break out of the script, is dropped. The
    // screen's reads go before the session's confirmation, which nothing on screen waits for.
    expect(earlyList((await page('/tro-choi/tai-xiu')).body)).toEqual([
      '/api/core/balance',
      '/api/game-taixiu/current',
      '/api/game-taixiu/history?limit=100',
      '/api/auth/me',
    ]);

    // A page fills in the blanks of the answers it asks for, no others: the table its round, every page the header.
    const table = (await page('/tro-choi/tai-xiu')).body;
    expect(table).toContain('"/api/game-taixiu/current":function(j)');
    expect(table).toContain('"/api/core/balance":function(j)');
    expect((await page('/dang-nhap')).body).not.toContain('"countdown"');
  });

  it('are started from the top of the page, and the files follow in the order the screen needs them', async () => {
    const head = (html: string) => html.slice(0, html.indexOf('</head>'));
    const table = head((await page('/tro-choi/tai-xiu')).body);
    // The script sends its requests once the page's files are found (end of body, or a timer).
    expect(table.indexOf('window.__early')).toBeLessThan(
      table.indexOf('<link rel="preload" href="/main.js?abc" as="script" fetchpriority="high">'),
    );
    expect(table).toContain('setTimeout(');
    expect(table.indexOf('<link rel="preload" href="/main.js?abc"')).toBeLessThan(
      table.indexOf('<link rel="preload" href="/remotes/remote-games/remoteEntry.js'),
    );
    // A drawn screen's stylesheet is asked for before any script.
    const login = head((await page('/dang-nhap')).body);
    expect(login.indexOf('prerender.1a2b3c4d.css')).toBeLessThan(login.indexOf('/main.js?abc'));
  });

  it("preload a signed-in page's layout and state beside the host's script, never the login page's", async () => {
    const head = (html: string) => html.slice(0, html.indexOf('</head>'));
    for (const path of ['/', '/tro-choi/tai-xiu']) {
      const signedIn = head((await page(path)).body);
      expect(signedIn).toContain('<link rel="preload" href="/static/js/signed-in.1a2b3c4d.js" as="script">');
      // The drawn header needs the layout's stylesheet at its first paint, before the app runs.
      expect(signedIn).toContain('<link rel="stylesheet" href="/static/css/signed-in.1a2b3c4d.css">');
      expect(signedIn.indexOf('signed-in.1a2b3c4d.css')).toBeLessThan(signedIn.indexOf('/main.js?abc'));
    }
    for (const path of ['/dang-nhap', '/dang-ky', '/khong-co-trang-nay'])
      expect((await page(path)).body).not.toContain('signed-in.1a2b3c4d');
  });
});

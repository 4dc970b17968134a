// First loads of the three pages a player comes for, run by `npm run bench` (or alone:
// `node e2e/bench/page-bench.mjs`, after `pnpm run build`): /dang-nhap until the password field is
// on screen, / signed in until the real balance is, /tro-choi/tai-xiu until the live round
// (countdown and betting sides) is; each 5 times cold and 5 times warm, beside LCP, the JavaScript
// moved (gzip) and the request count. The same loads of a non-federated build of the same app
// (non-federated/), taking turns with them, are the anchor the federated figures are read against.
// It prints figures; it asserts nothing.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { bankTransferBody } from './bank-transfer-body.mjs';
import { BENCH_ALTCHA_MAX_NUMBER, solvedBotCheck } from './bot-check.mjs';
import { buildNonFederated } from './non-federated/build.mjs';
import { measureLoad, screenshotAt, visible } from './page-loads.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LOADS = Number(process.env.BENCH_LOADS ?? 5);
export const WEBHOOK_KEY = 'bench-webhook-key';
const FUNDS = 1_234_000;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function startBenchServer({ port, env = {} }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-pages-'));
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['server/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SECRETS_DIR: path.join(dataDir, 'secrets'),
      DATABASE_URL: '',
      REDIS_URL: '',
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
      FAIRNESS_SECRET: 'bench-fairness-bench-fairness-bench-fairness',
      BANK_WEBHOOK_KEY: WEBHOOK_KEY,
      ADMIN_PASSWORD: 'Bench-admin-123',
      RATE_LIMIT_SCALE: '100000',
      ALTCHA_MAX_NUMBER: BENCH_ALTCHA_MAX_NUMBER,
      // The installable app, as an operator who wants it would run it: a warm load is then the
      // service worker's (BENCH_PWA=false measures the HTTP cache alone).
      PWA_ENABLED: process.env.BENCH_PWA ?? 'true',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    if (server.exitCode === null && server.signalCode === null) {
      server.kill();
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  // A minute: on a machine busy with other work, PGlite's start alone can take most of it.
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, stop };
    } catch {
      // Not listening yet: try again.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error('server did not start');
}

/** The body of a JSON answer; throws on an error status. */
export async function json(response) {
  const body = await response.json();
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

// A player with money, signed in through the login form, as a browser storage state.
export async function fundedPlayer(browser, base) {
  // One phone number, one account: each player of a run gets its own.
  const phone = `091${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const player = { username: `bp${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 20), phone, password: 'Bench12345' };
  await json(
    await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...player, 'cf-turnstile-response': await solvedBotCheck(`${base}/api`) }),
    }),
  );
  const login = await json(
    await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(player),
    }),
  );
  const authorized = { authorization: `Bearer ${login.data.token}`, 'content-type': 'application/json' };
  const cards = await json(await fetch(`${base}/api/v1/payment-service/u/vendor-cards?isActive=true`, { headers: authorized }));
  const vendor = cards.data[0];
  const order = await json(
    await fetch(`${base}/api/v1/payment-service/u/deposits/generate-qr-code`, {
      method: 'POST',
      headers: authorized,
      body: JSON.stringify({ vendorId: vendor.id, amount: FUNDS }),
    }),
  );
  await json(
    await fetch(`${base}/api/v1/payment-service/webhooks/bank-transfer`, {
      method: 'POST',
      headers: { authorization: `Apikey ${WEBHOOK_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify(bankTransferBody({ id: Date.now() % 1e9, vendor, content: order.data.content, amount: FUNDS })),
    }),
  );
  const context = await browser.newContext({ viewport: { width: 430, height: 932 } });
  const page = await context.newPage();
  await page.goto(`${base}/dang-nhap`);
  await page.getByLabel('Tên đăng nhập').fill(player.username);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await page.waitForURL(`${base}/`);
  await page.getByTestId('header-balance').filter({ hasText: '1.234.000' }).waitFor();
  const storageState = await context.storageState();
  await context.close();
  return { player, storageState };
}

export const PAGES = [
  { name: '/dang-nhap', path: '/dang-nhap', what: 'form', ready: visible('input[type=password]'), signedIn: false },
  {
    name: '/ signed in',
    path: '/',
    what: 'balance',
    // The app's balance, or the one the page wrote into the prerendered home before the app ran.
    ready: `[...document.querySelectorAll('[data-testid=header-balance], #prerendered [data-fill=balance]')].some((el) => el.textContent.includes('1.234.000') && el.getBoundingClientRect().width > 0)`,
    signedIn: true,
  },
  {
    name: '/tro-choi/tai-xiu',
    path: '/tro-choi/tai-xiu',
    what: 'live round',
    // The app's table with its round, or the prerendered table (which carries no test ids) once
    // the page has written the round's countdown in: a number, not the blank the build left.
    ready: `(${visible('[data-testid=game-table][data-state=ready] [data-testid=round-countdown]')}) && document.querySelectorAll('[data-testid=game-table][data-state=ready] [data-testid^=bet-side-]').length >= 2 || [...document.querySelectorAll('#prerendered [data-fill=countdown]')].some((el) => /^\\d+$/.test(el.textContent) && el.getBoundingClientRect().width > 0) && document.querySelectorAll('#prerendered [aria-label="Chọn cửa cược"] button').length >= 2`,
    signedIn: true,
  },
];

/**
 * 5 cold + 5 warm loads of each page from each server in `bases`; each cold load in a new browser
 * profile, then warm in it. One list of results per server. The servers take turns load by load,
 * in alternating order, so a slow spell of the machine or a warmer server weighs on each build alike.
 */
export async function benchPageLoads(browser, bases, { pages = PAGES, loads = LOADS, waterfall = false } = {}) {
  const needsPlayer = pages.some((p) => p.signedIn);
  const states = [];
  for (const base of bases) states.push(needsPlayer ? (await fundedPlayer(browser, base)).storageState : undefined);
  const results = bases.map(() => []);
  for (const page of pages) {
    const runs = bases.map(() => ({ page, cold: [], warm: [] }));
    for (let i = 0; i < loads; i++) {
      const order = bases.map((_, b) => b);
      if (i % 2) order.reverse();
      for (const b of order) {
        const url = `${bases[b]}${page.path}`;
        const context = await browser.newContext({
          viewport: { width: 430, height: 932 },
          storageState: page.signedIn ? states[b] : undefined,
        });
        runs[b].cold.push(await measureLoad(context, url, { ready: page.ready, cold: true, waterfall: waterfall && i === 0 }));
        runs[b].warm.push(await measureLoad(context, url, { ready: page.ready, cold: false, waterfall: waterfall && i === 0 }));
        await context.close();
      }
    }
    runs.forEach((run, b) => results[b].push(run));
  }
  return results;
}

export function printPageLoads(title, results) {
  console.log(`\n${title}`);
  console.log('page               load  on screen          median (ms)  LCP median (ms)  JS gzip (KiB)  requests  on-screen runs (ms)');
  for (const { page, cold, warm } of results) {
    for (const [kind, runs] of [
      ['cold', cold],
      ['warm', warm],
    ]) {
      console.log(
        `${page.name.padEnd(19)}${kind.padEnd(6)}${page.what.padEnd(19)}${String(Math.round(median(runs.map((r) => r.ready)))).padStart(11)}  ${String(Math.round(median(runs.map((r) => r.lcp)))).padStart(15)}  ${(median(runs.map((r) => r.jsGzip)) / 1024).toFixed(1).padStart(13)}  ${String(median(runs.map((r) => r.requests))).padStart(8)}  ${runs.map((r) => Math.round(r.ready)).join(', ')}`,
      );
    }
  }
  // The LCP's element, when it is not always the same one: which paint a late LCP waited for.
  for (const { page, cold, warm } of results) {
    const elements = [...new Set([...cold, ...warm].map((r) => r.lcpElement))];
    console.log(`${page.name} LCP element: ${elements.join(' | ')}`);
  }
  for (const { page, cold, warm } of results) {
    for (const run of [cold[0], warm[0]])
      if (run.waterfall) console.log(`\n${page.name} (${run === cold[0] ? 'cold' : 'warm'})\n${run.waterfall.join('\n')}`);
  }
}

// What federation costs or saves, per page and load kind: above 1x the federated build is slower.
function printRatios(federated, anchor) {
  console.log('\nFederated / non-federated (medians)');
  federated.forEach(({ page, cold, warm }, p) => {
    for (const [kind, runs, anchorRuns] of [
      ['cold', cold, anchor[p].cold],
      ['warm', warm, anchor[p].warm],
    ]) {
      const ratio = (key) => (median(runs.map((r) => r[key])) / median(anchorRuns.map((r) => r[key]))).toFixed(2);
      console.log(`${page.name} ${kind}: on screen ${ratio('ready')}x, LCP ${ratio('lcp')}x the non-federated build`);
    }
  });
}

/**
 * The page loads of the federated build served at `base` beside those of the anchor: the same app
 * as one non-federated build, made now and served by a second server on `anchorPort`, measured in
 * the same run. Prints both tables and the ratios.
 */
export async function benchPagesWithAnchor(browser, base, { anchorPort, title, ...options }) {
  const { staticRoot, ms } = await buildNonFederated();
  console.log(`\nNon-federated build (the anchor) made in ${(ms / 1000).toFixed(1)} s`);
  try {
    // Its STATIC_ROOT holds the anchor and the server-side help of the real builds (non-federated/build.mjs).
    const anchor = await startBenchServer({ port: anchorPort, env: { STATIC_ROOT: staticRoot } });
    try {
      const [federated, nonFederated] = await benchPageLoads(browser, [base, anchor.base], options);
      printPageLoads(title, federated);
      printPageLoads('Page loads (non-federated build, the anchor)', nonFederated);
      printRatios(federated, nonFederated);
    } finally {
      await anchor.stop();
    }
  } finally {
    rmSync(staticRoot, { recursive: true, force: true });
  }
}

/**
 * What a player sees 2.5 s into a cold, throttled load of /dang-nhap, of / and of the tài xỉu table
 * signed in (the form, the balance, the live round, or not), as e2e/screenshots/first-load-*.png.
 */
export async function firstLoadScreenshots(browser, base, { at = 2_500 } = {}) {
  const { storageState } = await fundedPlayer(browser, base);
  const shots = [
    ['/dang-nhap', undefined, 'first-load-login'],
    ['/', storageState, 'first-load-home'],
    ['/tro-choi/tai-xiu', storageState, 'first-load-tai-xiu'],
  ];
  for (const [page, state, name] of shots) {
    const context = await browser.newContext({ viewport: { width: 430, height: 932 }, storageState: state });
    const file = path.join(root, 'e2e/screenshots', `${name}-${at / 1000}s.png`);
    await screenshotAt(context, `${base}${page}`, at, file);
    await context.close();
    console.log(`${page} ${at} ms into a cold throttled load: ${path.relative(root, file)}`);
  }
}

// The full browser, as a player has, where it is installed; else the headless shell the test suites
// use (npm test installs that one). The anchor is loaded by the same browser in the same run, so
// the ratios hold either way.
const BENCH_BROWSER =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : '/usr/bin/chromium-headless-shell');

export function launchBrowser() {
  return chromium.launch({
    executablePath: BENCH_BROWSER,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await startBenchServer({ port: Number(process.env.BENCH_PORT ?? 3210) });
  const browser = await launchBrowser();
  try {
    const only = process.env.BENCH_PAGES?.split(',');
    const pages = only ? PAGES.filter((p) => only.includes(p.path)) : PAGES;
    await benchPagesWithAnchor(browser, server.base, {
      anchorPort: Number(process.env.BENCH_ANCHOR_PORT ?? 3211),
      title: 'Page loads (federated build)',
      pages,
      waterfall: Boolean(process.env.BENCH_WATERFALL),
    });
    await firstLoadScreenshots(browser, server.base);
  } finally {
    await browser.close();
    await server.stop();
  }
}

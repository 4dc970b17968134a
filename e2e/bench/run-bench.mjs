// `npm run bench`: first loads of /dang-nhap, / and /tro-choi/tai-xiu under Lighthouse's mobile
// throttling (page-bench.mjs: when the screen the player came for is drawn, LCP, JS bytes), the latency
// of POST /api/auth/login, the delay from a bank-feed webhook to `balanceUpdate` at the player's
// socket, ledger transfers per second on PostgreSQL beside pgbench (server/dist/ledger-bench.js),
// then the games server on PostgreSQL (games-bench.mjs): bets per second through the HTTP API,
// roundResult fan-out to 2,000 sockets and the server's memory per socket.
// It prints figures; it asserts nothing.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { io } from 'socket.io-client';
import { runGamesBench } from './games-bench.mjs';
import { bankTransferBody } from './bank-transfer-body.mjs';
import { benchPageLoads, launchBrowser, printPageLoads } from './page-bench.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://127.0.0.1:${PORT}`;
const LOGINS = Number(process.env.BENCH_LOGINS ?? 200);
const DEPOSITS = Number(process.env.BENCH_DEPOSITS ?? 1000);
const WEBHOOK_KEY = 'bench-webhook-key';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-'));

async function startServer() {
  const server = spawn(process.execPath, ['server/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
      FAIRNESS_SECRET: 'bench-fairness-bench-fairness-bench-fairness',
      BANK_WEBHOOK_KEY: WEBHOOK_KEY,
      ADMIN_PASSWORD: 'Bench-admin-123',
      RATE_LIMIT_SCALE: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return server;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill();
  throw new Error('server did not start');
}

// A player signed in through the login form, for the login and webhook figures.
async function signedInContext(browser) {
  const context = await browser.newContext({ viewport: { width: 430, height: 932 } });
  const page = await context.newPage();
  const player = { username: `bench${Date.now().toString(36)}`.slice(0, 20), phone: '0912345678', password: 'Bench12345' };
  const signup = await page.request.post(`${base}/api/auth/signup`, { data: player });
  if (signup.status() !== 201) throw new Error(`signup: ${signup.status()}`);
  await page.goto(`${base}/dang-nhap`);
  await page.getByLabel('Tên đăng nhập').fill(player.username);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await page.waitForURL(`${base}/`);
  await page.close();
  return { context, player };
}

async function benchLogin(player) {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: player.username, password: player.password }),
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`login: ${response.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 5; i++) await once(); // warm-up
  const sequential = [];
  for (let i = 0; i < LOGINS; i++) sequential.push(await once());
  const concurrent = [];
  for (let i = 0; i < LOGINS / 10; i++) concurrent.push(...(await Promise.all(Array.from({ length: 10 }, once))));
  return { sequential, concurrent };
}

// One player with a socket; each round creates a QR order, then posts the bank feed's webhook for
// it and times until `balanceUpdate` with the new balance reaches the socket. Sequential, so each
// figure is one deposit's path through HTTP, the ledger transaction and socket.io.
async function benchWebhook(player) {
  const json = async (response) => {
    const body = await response.json();
    if (!response.ok) throw new Error(`${response.url}: ${response.status} ${JSON.stringify(body)}`);
    return body;
  };
  const login = await json(
    await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: player.username, password: player.password }),
    }),
  );
  const token = login.data.token;
  const authorized = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const cards = await json(await fetch(`${base}/api/v1/payment-service/u/vendor-cards?isActive=true`, { headers: authorized }));
  const vendor = cards.data[0];
  const socket = io(base, { path: '/socket.io', transports: ['websocket'], auth: { token } });
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  let waiting = null;
  socket.on('balanceUpdate', ({ balance }) => {
    if (waiting && balance >= waiting.expected) {
      waiting.resolve(performance.now());
      waiting = null;
    }
  });
  const latencies = [];
  let expected = 0;
  try {
    for (let i = 0; i < DEPOSITS; i++) {
      const amount = 10_000 + (i % 50) * 1_000;
      const order = await json(
        await fetch(`${base}/api/v1/payment-service/u/deposits/generate-qr-code`, {
          method: 'POST',
          headers: authorized,
          body: JSON.stringify({ vendorId: vendor.id, amount }),
        }),
      );
      expected += amount;
      const arrived = new Promise((resolve) => (waiting = { expected, resolve }));
      const started = performance.now();
      await json(
        await fetch(`${base}/api/v1/payment-service/webhooks/bank-transfer`, {
          method: 'POST',
          headers: { authorization: `Apikey ${WEBHOOK_KEY}`, 'content-type': 'application/json' },
          body: JSON.stringify(bankTransferBody({ id: 9_000_000 + i, vendor, content: order.data.content, amount })),
        }),
      );
      latencies.push((await arrived) - started);
    }
  } finally {
    socket.close();
  }
  return latencies;
}

function benchLedger() {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['server/dist/ledger-bench.js'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', resolve);
  });
}

const server = await startServer();
const browser = await launchBrowser();
try {
  printPageLoads('Page loads (5 cold and 5 warm each, Lighthouse mobile throttling over CDP)', await benchPageLoads(browser, base));
  const { context, player } = await signedInContext(browser);
  await context.close();
  const { sequential, concurrent } = await benchLogin(player);
  console.log(`\nPOST /api/auth/login (argon2id), ${sequential.length} sequential and ${concurrent.length} at 10 concurrent`);
  console.log(`sequential  p50 ${median(sequential).toFixed(1)} ms  p99 ${pct(sequential, 99).toFixed(1)} ms`);
  console.log(`concurrent  p50 ${median(concurrent).toFixed(1)} ms  p99 ${pct(concurrent, 99).toFixed(1)} ms`);
  const webhook = await benchWebhook(player);
  console.log(`\nBank-feed webhook to balanceUpdate at the player's socket, ${webhook.length} deposits (PGlite, sequential)`);
  console.log(`p50 ${median(webhook).toFixed(1)} ms  p99 ${pct(webhook, 99).toFixed(1)} ms  max ${Math.max(...webhook).toFixed(1)} ms`);
} finally {
  await browser.close();
  const exited = new Promise((resolve) => server.once('exit', resolve));
  if (server.exitCode === null && server.signalCode === null) {
    server.kill();
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}
await benchLedger();
await runGamesBench();

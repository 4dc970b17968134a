// `npm run bench`: first loads of /dang-nhap, / and /tro-choi/tai-xiu under Lighthouse's mobile
// throttling (page-bench.mjs: when the screen the player came for is drawn, LCP, JS bytes; beside
// the same loads of a non-federated build of the app, the anchor), the latency
// of POST /api/auth/login, the delay from a bank-feed webhook to `balanceUpdate` at the player's
// socket, ledger transfers per second on PostgreSQL beside pgbench (server/dist/ledger-bench.js),
// the time from a cold load of the table until a tap there places a bet (bet-bench.mjs), then the
// games server on PostgreSQL (games-bench.mjs): bets per second through the HTTP API beside
// pgbench, one node and a cluster, the settlement of a round, roundResult fan-out to 5,000 sockets
// beside a bare socket.io server, the server's memory per socket, and one player flooding client
// events while 32 others bet; the layout shifts of both tables per round (table-cls.mjs); last, the
// owner's report over 90 days at 10 million bets and a streamed export (report-bench.mjs).
// It prints figures; it asserts nothing.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { io } from 'socket.io-client';
import { runGamesBench } from './games-bench.mjs';
import { benchFirstBet } from './bet-bench.mjs';
import { runTableCls } from './table-cls.mjs';
import { runReportBench } from './report-bench.mjs';
import { bankTransferBody } from './bank-transfer-body.mjs';
import { solvedBotCheck } from './bot-check.mjs';
import { WEBHOOK_KEY, benchPagesWithAnchor, firstLoadScreenshots, json, launchBrowser, startBenchServer } from './page-bench.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = Number(process.env.BENCH_PORT ?? 3200);
// 3201 is the games bench's.
const ANCHOR_PORT = Number(process.env.BENCH_ANCHOR_PORT ?? 3202);
const base = `http://127.0.0.1:${PORT}`;
const LOGINS = Number(process.env.BENCH_LOGINS ?? 200);
const DEPOSITS = Number(process.env.BENCH_DEPOSITS ?? 1000);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];

// A player with no money yet, for the login and webhook figures (the webhook bench waits for the
// balance to reach the sum of its deposits).
async function newPlayer() {
  // Its own phone number: one phone, one account (page-bench's player has 0912345678).
  const player = { username: `bench${Date.now().toString(36)}`.slice(0, 20), phone: '0987654321', password: 'Bench12345' };
  const signup = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...player, 'cf-turnstile-response': await solvedBotCheck(`${base}/api`) }),
  });
  if (signup.status !== 201) throw new Error(`signup: ${signup.status}`);
  return player;
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

const server = await startBenchServer({ port: PORT });
const browser = await launchBrowser();
try {
  await benchPagesWithAnchor(browser, base, {
    anchorPort: ANCHOR_PORT,
    title: 'Page loads (5 cold and 5 warm each, Lighthouse mobile throttling over CDP)',
  });
  await firstLoadScreenshots(browser, base);
  const player = await newPlayer();
  const { sequential, concurrent } = await benchLogin(player);
  console.log(`\nPOST /api/auth/login (argon2id), ${sequential.length} sequential and ${concurrent.length} at 10 concurrent`);
  console.log(`sequential  p50 ${median(sequential).toFixed(1)} ms  p99 ${pct(sequential, 99).toFixed(1)} ms`);
  console.log(`concurrent  p50 ${median(concurrent).toFixed(1)} ms  p99 ${pct(concurrent, 99).toFixed(1)} ms`);
  const webhook = await benchWebhook(player);
  console.log(`\nBank-feed webhook to balanceUpdate at the player's socket, ${webhook.length} deposits (PGlite, sequential)`);
  console.log(`p50 ${median(webhook).toFixed(1)} ms  p99 ${pct(webhook, 99).toFixed(1)} ms  max ${Math.max(...webhook).toFixed(1)} ms`);
} finally {
  await browser.close();
  await server.stop();
}
// The first bet on the table, beside the anchor (bet-bench.mjs): servers of its own, on these ports.
await benchFirstBet({ port: PORT, anchorPort: ANCHOR_PORT });
await benchLedger();
await runGamesBench();
await runTableCls();
await runReportBench();

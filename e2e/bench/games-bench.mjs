// The games server under load, run by `npm run bench` after the other parts (or alone:
// `node e2e/bench/games-bench.mjs`, after `pnpm run build`; BENCH_PARTS picks parts). Each part starts
// server/dist/server.js as a child process on a PostgreSQL database made for it and dropped after:
//   1. POST /api/game-taixiu/bet per second, 32 and then 256 players betting one after the other
//      each, inside one betting phase, with the CPU each bet costs; the settlement of that round and
//      the ledger check; then the same through the cluster script with one node and with two. Each
//      run is set against pgbench's TPC-B-like script on the same PostgreSQL server (the anchor: 10 s
//      just before the bets and 10 s just after, at steady state, no forced checkpoint), with the CPU
//      of its transactions;
//   2. the delay from a round's planned end of betting (bettingEndsAt) to `roundResult` at each of
//      5,000 websocket clients, over 5 short rounds, beside a bare socket.io server, ws alone and
//      plain TCP writes to as many connections (the anchor and two floors);
//   3. the server's resident memory per connected, joined socket, beside the bare server's and that
//      of ws alone (the floor under socket.io);
//   4. one player flooding client events (getSessionStatus) on one socket, then on ten, while 32
//      players bet: the health check's latency, bets per second against the same run without the
//      flood, and whether a bet sent 1 s before the close is taken (BENCH_PARTS=flood runs it alone);
//   5. the table's social layer: the bets of 32 players and the round result's fan-out to 5,000
//      sockets with the hũ and the chat off, then on (a share of 0.5 % paid into the pool at each
//      settlement, eight players chatting into the room), in turns in the same run.
// It prints figures; it asserts nothing.
import { execFile, execFileSync, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import net from 'node:net';
import { bankTransferBody } from './bank-transfer-body.mjs';
import { BENCH_ALTCHA_MAX_NUMBER, solvedBotCheck } from './bot-check.mjs';
import { childrenCpuFrom, childrenCpuScript, cpuMeter, describeCpu } from './cpu-time.mjs';
import { collectGarbage, forwardStderr, inspectorPort } from './collect-garbage.mjs';
import { leanSocket } from './lean-socket.mjs';
import { rawHttpConnection } from './raw-http.mjs';
import { freshTotpCode } from './totp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PG_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = Number(process.env.BENCH_GAMES_PORT ?? 3201);
// The cluster's proxy (its nodes on the next ports).
const CLUSTER_PORT = PORT + 10;
// Where the part under way sends its requests: the one node, or the cluster's proxy.
let port = PORT;
let base = `http://127.0.0.1:${port}`;
let api = `${base}/api`;
const aim = (to) => {
  port = to;
  base = `http://127.0.0.1:${port}`;
  api = `${base}/api`;
};
const GAME = 'taixiu';
const WEBHOOK_KEY = 'bench-webhook-key';
// totpSecret: its authenticator, set at boot by ADMIN_TOTP_SECRET; the ledger check signs in with a code.
const ADMIN = { username: 'admin', password: 'Bench-admin-123', totpSecret: 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U' };
// Every budget of the server times this (bets: 60 per 10 s per player → 6,000,000).
const RATE_LIMIT_SCALE = '100000';

// The goals name two crowds: 32 players and 256, each betting one bet after the other.
const BET_PLAYER_COUNTS = (process.env.BENCH_BET_PLAYERS ?? '32,256').split(',').map(Number);
const BET_SECONDS = Number(process.env.BENCH_BET_SECONDS ?? 12);
// pgbench runs this long just before the bets and just after them; the anchor is the mean of the two.
// As its own users run it: at steady state, with no CHECKPOINT forced before it (a run right after
// one measures a database with nothing to write back, twice as fast as it goes for long).
const ANCHOR_SECONDS = Number(process.env.BENCH_ANCHOR_SECONDS ?? 10);
// What the bets and the anchor's two runs need of the round: the warm-up second, the runs, two
// seconds for each pgbench run to start (its vacuum, its connections), some to spare.
const BET_PHASE_NEEDED_S = 1 + BET_SECONDS + 2 * ANCHOR_SECONDS + 4 + 3;
// The round whose settlement is timed against the goal: filled to this many bets, for at most this long.
const SETTLEMENT_BETS = 50_000;
const FILL_SECONDS = 30;
// BENCH_PARTS picks parts to run alone (while working on one): bets, cluster, fanout, flood, social; all by default.
const PARTS = new Set((process.env.BENCH_PARTS ?? 'bets,cluster,fanout,flood,social,scale').split(','));
// The scale part: a year of play seeded first (BENCH_SCALE_BETS bets of BENCH_SCALE_PLAYERS players
// over BENCH_SCALE_DAYS days), then the bets, the settlement and the reads on it.
const SCALE_BETS = Number(process.env.BENCH_SCALE_BETS ?? 20_000_000);
const SCALE_PLAYERS = Number(process.env.BENCH_SCALE_PLAYERS ?? 20_000);
const SCALE_DAYS = Number(process.env.BENCH_SCALE_DAYS ?? 365);
const SCALE_READS = 40;
const BET_AMOUNT = 1_000;
const FUNDING = 50_000_000;
const PGBENCH_CLIENTS = 32;

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 5000);
const SOCKET_USERS = Number(process.env.BENCH_SOCKET_USERS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SHORT_BETTING_S = 2;
const SHORT_RESULT_S = 1;
const CONNECT_IN_FLIGHT = 100;
const SETTLE_MS = 5_000;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const sorted = (xs) => [...xs].sort((a, b) => a - b);
const pct = (xs, p) => {
  const s = sorted(xs);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
};
const ms = (x) => (x === undefined ? 'n/a' : `${x.toFixed(1)} ms`);

// Undone in reverse order at the end, on error, and on Ctrl-C (after which nothing new starts).
const cleanups = [];
let aborted = false;
const notAborted = () => {
  if (aborted) throw new Error('interrupted');
};
async function cleanUp() {
  while (cleanups.length) {
    try {
      await cleanups.pop()();
    } catch (error) {
      console.error(`cleanup: ${error.message}`);
    }
  }
}

// ---- PostgreSQL ------------------------------------------------------------------------------

const pgUrl = new URL(PG_URL);
const pgArgs = ['-h', pgUrl.hostname, '-p', pgUrl.port || '5432', '-U', decodeURIComponent(pgUrl.username || 'postgres')];
const pgEnv = { ...process.env, PGPASSWORD: decodeURIComponent(pgUrl.password) };
const psql = (statement) =>
  execFileSync('psql', [...pgArgs, '-d', pgUrl.pathname.slice(1) || 'postgres', '-v', 'ON_ERROR_STOP=1', '-qc', statement], {
    env: pgEnv,
    stdio: 'pipe',
  });

// Before the fan-out's rounds, so that they do not pay for the bets' writes. Skipped where the
// bench's user may not run it (CHECKPOINT needs a superuser or pg_checkpoint).
function checkpoint() {
  try {
    psql('CHECKPOINT');
  } catch {
    // the turns then share the checkpointer's work, as they did before
  }
}

function createDatabase(prefix) {
  notAborted();
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  psql(`CREATE DATABASE ${name}`);
  let dropped = false;
  const drop = () => {
    if (dropped) return;
    dropped = true;
    const at = cleanups.indexOf(drop);
    if (at >= 0) cleanups.splice(at, 1);
    psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  cleanups.push(drop);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop };
}

// pgbench's built-in TPC-B-like script on the same server, in a database of its own made once (scale
// 10, -j 2: the same measure as server/src/ledger/bench/ledger-throughput.ts). Each bet run is framed
// by two runs of it (`run`), so that the anchor is measured in the same minute as the bets it is set
// against: on this machine pgbench alone moves by a third within an hour.
let pgbenchDatabase = null;
async function pgbenchAnchor() {
  const exec = promisify(execFile);
  try {
    if (!pgbenchDatabase) {
      const database = createDatabase('bench_pgbench');
      await exec('pgbench', [...pgArgs, '-i', '-q', '-s', '10', database.name], { env: pgEnv });
      pgbenchDatabase = database;
      cleanups.push(() => {
        pgbenchDatabase = null;
      });
    }
  } catch (error) {
    return { run: async () => ({ tps: null, note: `pgbench unavailable: ${error.message.split('\n')[0]}` }) };
  }
  const { name } = pgbenchDatabase;
  return {
    async run(seconds) {
      // Through a shell that reports pgbench's own CPU once it has exited.
      const quoted = ['pgbench', ...pgArgs, '-c', String(PGBENCH_CLIENTS), '-j', '2', '-T', String(seconds), name]
        .map((a) => `'${a}'`)
        .join(' ');
      const meter = cpuMeter(null);
      try {
        const { stdout: out } = await exec('sh', ['-c', childrenCpuScript(quoted)], { env: pgEnv, timeout: (seconds + 60) * 1000 });
        const { postgres } = meter.stop();
        const match = /tps = ([\d.]+)/.exec(out);
        return {
          tps: match ? Number(match[1]) : null,
          note: match ? '' : out.slice(-200),
          transactions: Number(/number of transactions actually processed: (\d+)/.exec(out)?.[1] ?? 0),
          spent: { PostgreSQL: postgres, pgbench: childrenCpuFrom(out) },
        };
      } catch (error) {
        return { tps: null, note: `pgbench failed: ${error.message.split('\n')[0]}` };
      }
    },
  };
}

// ---- the server ------------------------------------------------------------------------------

// What every server the bench starts shares: one node or a cluster's nodes.
const SERVER_ENV = {
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
  FAIRNESS_SECRET: 'bench-fairness-bench-fairness-bench-fairness',
  BANK_WEBHOOK_KEY: WEBHOOK_KEY,
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  ADMIN_TOTP_SECRET: ADMIN.totpSecret,
  RATE_LIMIT_SCALE,
  ALTCHA_MAX_NUMBER: BENCH_ALTCHA_MAX_NUMBER,
  LOG_LEVEL: 'warn',
};

async function startServer(databaseUrl, gameEnv, { inspect } = {}) {
  notAborted();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-games-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  // BENCH_SERVER_NODE_ARGS: extra node flags for the server (--cpu-prof, to see where a bet's time goes).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  if (inspect) nodeArgs.push(`--inspect=127.0.0.1:${inspect}`);
  const child = spawn(process.execPath, [...nodeArgs, 'server/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SECRETS_DIR: path.join(dataDir, 'secrets'),
      DATABASE_URL: databaseUrl,
      REDIS_URL: '',
      NODE_ENV: 'production',
      ...SERVER_ENV,
      ...gameEnv,
    },
    stdio: ['ignore', 'ignore', inspect ? 'pipe' : 'inherit'],
  });
  if (inspect) forwardStderr(child);
  let exited = false;
  const exit = new Promise((resolve) => child.once('exit', () => resolve((exited = true))));
  const stop = async () => {
    const at = cleanups.indexOf(stop);
    if (at >= 0) cleanups.splice(at, 1);
    if (exited) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exit;
    clearTimeout(timer);
  };
  cleanups.push(stop);
  for (let i = 0; i < 150 && !exited && !aborted; i++) {
    try {
      // The round engine opens the first round once it holds the game's leader lock.
      if ((await fetch(`${api}/game-${GAME}/current`)).ok) return { pid: child.pid, inspect, stop };
    } catch {
      // Not listening yet: try again.
    }
    await sleep(200);
  }
  throw new Error(exited ? 'games server exited at start' : 'games server did not open a round');
}

// server/deploy/start-cluster.mjs: nodes behind its nginx, on the machine's Redis, one database.
async function startCluster(databaseUrl, nodes, gameEnv) {
  notAborted();
  const child = spawn(process.execPath, ['server/deploy/start-cluster.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      ...gameEnv,
      CLUSTER_PORT: String(CLUSTER_PORT),
      CLUSTER_NODES: String(nodes),
      DATABASE_URL: databaseUrl,
      REDIS_URL: process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379',
      ...SERVER_ENV,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exit = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    const at = cleanups.indexOf(stop);
    if (at >= 0) cleanups.splice(at, 1);
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await exit;
  };
  cleanups.push(stop);
  await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('Cluster ready')) resolve();
    });
    child.once('exit', () => reject(new Error('the cluster exited at start')));
  });
  aim(CLUSTER_PORT);
  // The round engine opens the first round once a node holds the game's leader lock.
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${api}/game-${GAME}/current`)).ok) return { pid: child.pid, stop };
    } catch {
      // Not answering yet: try again.
    }
    await sleep(200);
  }
  throw new Error('the cluster did not open a round');
}

async function call(method, url, { token, body, headers = {} } = {}) {
  const response = await fetch(url, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

async function inParallel(items, limit, fn) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await fn(items[i], i);
      }
    }),
  );
  return results;
}

// Players through POST /api/auth/signup (it answers with an access token).
async function signUp(count, tag) {
  const run = randomBytes(3).toString('hex');
  return inParallel(
    Array.from({ length: count }, (_, i) => i),
    4,
    async (i) => {
      const player = {
        username: `g${tag}${run}${i}`,
        phone: `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
        password: 'Bench12345',
      };
      for (let attempt = 0; ; attempt++) {
        try {
          const signup = await call('POST', `${api}/auth/signup`, {
            body: { ...player, 'cf-turnstile-response': await solvedBotCheck(api) },
          });
          return { ...player, userId: signup.data.user.id, token: signup.data.token };
        } catch (error) {
          // Two random phone numbers may collide; another one then.
          if (attempt > 3 || !/phone|điện thoại/i.test(error.message)) throw error;
          player.phone = `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
        }
      }
    },
  );
}

// Money in the way it really arrives: a QR deposit order, then the bank feed's webhook for it.
async function fund(players, amount) {
  const cards = await call('GET', `${api}/v1/payment-service/u/vendor-cards?isActive=true`, { token: players[0].token });
  const vendor = cards.data[0];
  await inParallel(players, 4, async (player, i) => {
    const order = await call('POST', `${api}/v1/payment-service/u/deposits/generate-qr-code`, {
      token: player.token,
      body: { vendorId: vendor.id, amount },
    });
    await call('POST', `${api}/v1/payment-service/webhooks/bank-transfer`, {
      headers: { authorization: `Apikey ${WEBHOOK_KEY}` },
      body: bankTransferBody({ id: 7_000_000 + i, vendor, content: order.data.content, amount }),
    });
  });
}

// The operator signs in as the console does: the session is the cookie the answer sets.
async function operatorCookie() {
  const login = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password, totpCode: await freshTotpCode(ADMIN.totpSecret) }),
  });
  if (!login.ok) throw new Error(`operator login: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .find((line) => line.startsWith('operator_session='))
    ?.split(';')[0];
  return cookie;
}

async function ledgerCheck() {
  const check = await call('GET', `${api}/admin/ledger/check?full=1`, { headers: { cookie: await operatorCookie() } });
  return check.data;
}

// ---- 1. bets per second ------------------------------------------------------------------------

// `nodes`: that many nodes behind the cluster script's proxy; none, one node reached directly.
// `fillTo`: after the measured windows, more bets (not counted) until the round holds that many, so
// that its settlement is timed at the size the goal names, however fast the machine is that day.
// `database`: one made (and dropped) by the caller, a seeded one; `whileUp`: run with the server
// still up once the round is settled, before it stops.
async function benchBets(playerCount, { nodes, fillTo = 0, social, database = createDatabase('bench_games_bets'), whileUp } = {}) {
  // One betting phase a little longer than the bets, so every bet lands in the same round, which
  // is then settled: the settlement of all of them is timed too.
  // The round's betting phase: what the bets need, and the time the sign-ups take before them (else
  // the bench waits for the next round).
  const neededSeconds = BET_PHASE_NEEDED_S + (fillTo ? FILL_SECONDS : 0);
  const phaseSeconds = neededSeconds + 6 + Math.ceil(playerCount / 20);
  const gameEnv = { GAME_BETTING_SECONDS: String(phaseSeconds), GAME_RESULT_SECONDS: '5' };
  aim(PORT);
  const server = nodes ? await startCluster(database.url, nodes, gameEnv) : await startServer(database.url, gameEnv);
  if (social !== undefined) setSocial(database, social);
  const players = await signUp(playerCount, 'b');
  await fund(players, FUNDING);
  await inParallel(players, 8, async (player) => {
    player.csrf = (await call('GET', `${api}/game-${GAME}/csrf-token`, { token: player.token })).data.csrf_token;
  });

  const anchor = await pgbenchAnchor();
  let round = (await call('GET', `${api}/game-${GAME}/current`)).data;
  const needed = neededSeconds * 1000;
  for (let i = 0; i < 300 && (round.phase !== 'betting' || round.endsAt - round.serverNow < needed); i++) {
    await sleep(500);
    round = (await call('GET', `${api}/game-${GAME}/current`)).data;
  }
  if (round.phase !== 'betting' || round.endsAt - round.serverNow < needed)
    throw new Error('no betting phase long enough for the bet bench');
  const phaseEndsAt = Date.now() + round.endsAt - round.serverNow;

  // One keep-alive connection per player, as a phone holds one (raw-http.mjs: fetch would cost as much
  // CPU as the server).
  for (const player of players) {
    player.connection = rawHttpConnection('127.0.0.1', port);
    cleanups.push(() => player.connection.close());
  }
  const bet = async (player, i) => {
    const started = performance.now();
    const response = await player.connection.request(
      'POST',
      `/api/game-${GAME}/bet`,
      { authorization: `Bearer ${player.token}`, 'content-type': 'application/json', 'x-csrf-token': player.csrf },
      // Each with its own idempotency key, as the page sends it.
      JSON.stringify({ sessionId: round.sessionId, side: i % 2 ? 'xiu' : 'tai', amount: BET_AMOUNT, idempotencyKey: randomUUID() }),
    );
    let error;
    if (response.status >= 300) error = JSON.parse(response.body || '{}').error;
    return { status: response.status, error, latency: performance.now() - started };
  };
  // A second of bets first (connections opened, code paths compiled), not counted.
  const warmUntil = Date.now() + 1_000;
  let warmBets = 0;
  await Promise.all(
    players.map(async (player, p) => {
      for (let i = 0; i === 0 || Date.now() < warmUntil; i++) {
        const result = await bet(player, p + i);
        if (result.status >= 200 && result.status < 300) warmBets += 1;
      }
    }),
  );

  const latencies = [];
  const refused = new Map();
  let accepted = 0;
  // pgbench just before the bets (the bets' warm-up second is over: nothing of theirs is in flight).
  const anchorBefore = await anchor.run(ANCHOR_SECONDS);
  // Halfway through the bets: how many connections the server holds to its database (its pool, its
  // locks).
  const connectionsMidway = sleep(BET_SECONDS * 500).then(() =>
    promisify(execFile)(
      'psql',
      [
        ...pgArgs,
        '-d',
        pgUrl.pathname.slice(1) || 'postgres',
        '-tAc',
        `SELECT count(*) FROM pg_stat_activity WHERE datname = '${database.name}'`,
      ],
      { env: pgEnv },
    )
      .then(({ stdout }) => Number(stdout.trim()))
      .catch(() => null),
  );
  // Every player betting one bet after the other until the end, then pgbench again.
  const windows = [];
  const spent = { server: 0, PostgreSQL: 0, load: 0 };
  let chatted = 0;
  {
    const deadline = Date.now() + BET_SECONDS * 1000;
    const meter = cpuMeter(server.pid);
    const started = performance.now();
    await Promise.all([
      social ? chatUntil(players.slice(0, CHATTERS), deadline).then((n) => (chatted += n)) : null,
      ...players.map(async (player, p) => {
        for (let i = 1; Date.now() < deadline; i++) {
          const result = await bet(player, p + i);
          if (result.status >= 200 && result.status < 300) {
            accepted += 1;
            latencies.push(result.latency);
          } else {
            const key = `${result.status} ${result.error ?? ''}`.trim();
            refused.set(key, (refused.get(key) ?? 0) + 1);
          }
        }
      }),
    ]);
    const seconds = (performance.now() - started) / 1000;
    const used = meter.stop();
    spent.server += used.server;
    spent.PostgreSQL += used.postgres;
    spent.load += used.bench;
    windows.push({ bets: accepted, seconds });
  }
  const anchorAfter = await anchor.run(ANCHOR_SECONDS);
  if (Date.now() > phaseEndsAt)
    console.log(
      `(the last pgbench turn ran past the end of betting by ${Date.now() - phaseEndsAt} ms: the settlement below shared the machine with it)`,
    );
  const elapsed = windows.reduce((sum, w) => sum + w.seconds, 0);
  const cpu = describeCpu(spent, accepted, 'a bet');
  const connections = await connectionsMidway;
  let fillBets = 0;
  const fillUntil = phaseEndsAt - 3_000;
  await Promise.all(
    players.map(async (player, p) => {
      for (let i = 0; accepted + warmBets + fillBets < fillTo && Date.now() < fillUntil; i++) {
        const result = await bet(player, p + i);
        if (result.status >= 200 && result.status < 300) fillBets += 1;
      }
    }),
  );
  for (const player of players) player.connection.close();

  // The round ends and is settled: every bet of it paid or lost in one transaction.
  let result = null;
  for (let i = 0; i < 200 && !result; i++) {
    await sleep(250);
    const history = (await call('GET', `${api}/game-${GAME}/history?limit=5`)).data;
    result = history.find((r) => r.sessionId === round.sessionId) ?? null;
  }
  if (!result) throw new Error(`round ${round.sessionId} was not settled`);
  const roundBets = accepted + warmBets + fillBets;
  const check = await ledgerCheck();
  const scale = whileUp ? await whileUp() : null;
  await server.stop();
  aim(PORT);
  database.drop();
  return {
    nodes: nodes ?? null,
    players: playerCount,
    accepted,
    refused,
    latencies,
    elapsed,
    check,
    connections,
    cpu,
    windows,
    anchors: [anchorBefore, anchorAfter],
    pgbench: pgbenchOf([anchorBefore, anchorAfter]),
    roundId: round.sessionId,
    settlement: { bets: roundBets, ms: result.settledAt - round.bettingEndsAt },
    chatted,
    jackpot: result.jackpot ?? null,
    scale,
  };
}

// ---- 5. the table's social layer on and off ---------------------------------------------------

// The players who chat while the others bet, each a message every 2.1 s (the server's own limit is
// one a 2 s and ten a minute): about four messages a second into the room.
const CHATTERS = 8;

// The hũ and the chat of the game as the operator sets them: on (a share of 0.5 %, the chat open)
// or off (a share of 0: nothing moves at settlement; the chat closed).
function setSocial(database, on) {
  execFileSync(
    'psql',
    [
      ...pgArgs,
      '-d',
      database.name,
      '-v',
      'ON_ERROR_STOP=1',
      '-qc',
      `UPDATE jackpot_settings SET share_bp = ${on ? 50 : 0}; UPDATE chat_settings SET enabled = ${on}`,
    ],
    { env: pgEnv, stdio: 'pipe' },
  );
}

// Chat messages from `chatters` until `deadline`, each one after the other every 2.1 s; answers
// how many were taken (201).
async function chatUntil(chatters, until) {
  const over = typeof until === 'function' ? until : () => Date.now() >= until;
  const deadline = typeof until === 'function' ? Infinity : until;
  let taken = 0;
  await Promise.all(
    chatters.map(async (player, c) => {
      for (let i = 0; !over(); i++) {
        const started = Date.now();
        const response = await fetch(`${api}/game-${GAME}/chat`, {
          method: 'POST',
          headers: { authorization: `Bearer ${player.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ text: `Ván này theo tài nhé ${c}.${i}` }),
        });
        await response.arrayBuffer();
        if (response.status === 201) taken += 1;
        await sleep(Math.max(0, Math.min(2_100 - (Date.now() - started), deadline - Date.now())));
      }
    }),
  );
  return taken;
}

// ---- 4. a flood of client events ---------------------------------------------------------------

// What the outside tester sent, ten times over: getSessionStatus, as fast as the budget lets a
// socket live, then again on a new socket once cut (a flooder reconnects), spread over the window so
// the flood lasts as long as the bets it is set against.
const FLOOD_EVENTS = Number(process.env.BENCH_FLOOD_EVENTS ?? 10_000);
const FLOOD_REPEATS = Math.max(1, Number(process.env.BENCH_FLOOD_REPEATS ?? 4));
const FLOOD_BETTORS = 32;
const FLOOD_BETTING_S = 8;
const FLOOD_RESULT_S = 1;
// The window starts with this much betting left; the bets stop 1.2 s before the close, where the
// late bet goes (1 s before), and the flood half a second before the close.
const FLOOD_WINDOW_MS = 6_000;
const HEALTH_EVERY_MS = 10;

// The flooder runs in a process of its own (flood-client.mjs): in this one, its frames and
// reconnections held up the bettors' answers, and the bets/s measured the load, not the server.
function flood({ token, sockets, events, until }) {
  if (!sockets) return Promise.resolve({ sent: 0, answered: 0, connects: 0, cut: {}, refused: 0, seconds: 0 });
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'e2e/bench/flood-client.mjs')], {
      env: {
        ...process.env,
        FLOOD_URL: base,
        FLOOD_TOKEN: token,
        FLOOD_SOCKETS: String(sockets),
        FLOOD_EVENTS: String(events),
        FLOOD_UNTIL: String(until),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`flood client exited with ${code}`))));
    cleanups.push(() => child.kill('SIGKILL'));
  });
}

// One round: 32 players betting one after the other, the health check asked every 10 ms, a flood
// on `sockets` sockets (none: the baseline), a bet 1 s before the close.
async function floodRound(serverPid, bettors, late, flooder, sockets) {
  let round = (await call('GET', `${api}/game-${GAME}/current`)).data;
  // A fresh betting phase, so that every run has the same window.
  for (let i = 0; i < 200 && (round.phase !== 'betting' || round.endsAt - round.serverNow < FLOOD_WINDOW_MS + 500); i++) {
    await sleep(100);
    round = (await call('GET', `${api}/game-${GAME}/current`)).data;
  }
  if (round.phase !== 'betting' || round.endsAt - round.serverNow < FLOOD_WINDOW_MS + 500)
    throw new Error('no betting phase for the flood bench');
  const close = Date.now() + round.endsAt - round.serverNow;
  const stopBets = close - 1_200;
  const body = (i) =>
    JSON.stringify({ sessionId: round.sessionId, side: i % 2 ? 'xiu' : 'tai', amount: BET_AMOUNT, idempotencyKey: randomUUID() });
  const bet = (player, i) =>
    player.connection.request(
      'POST',
      `/api/game-${GAME}/bet`,
      { authorization: `Bearer ${player.token}`, 'content-type': 'application/json', 'x-csrf-token': player.csrf },
      body(i),
    );

  const health = [];
  const prober = rawHttpConnection('127.0.0.1', port);
  cleanups.push(() => prober.close());
  const probing = (async () => {
    while (Date.now() < stopBets) {
      const started = performance.now();
      await prober.request('GET', '/api/health', {});
      health.push(performance.now() - started);
      await sleep(HEALTH_EVERY_MS);
    }
  })();
  const lateBet = (async () => {
    await sleep(close - 1_000 - Date.now());
    const started = performance.now();
    const response = await bet(late, 0);
    return {
      status: response.status,
      error: response.status >= 300 ? JSON.parse(response.body || '{}').error : undefined,
      ms: performance.now() - started,
    };
  })();
  const meter = cpuMeter(serverPid);
  const flooding = flood({ token: flooder?.token, sockets, events: FLOOD_EVENTS, until: close - 500 });
  const started = performance.now();
  let accepted = 0;
  const refused = new Map();
  await Promise.all(
    bettors.map(async (player, p) => {
      for (let i = 1; Date.now() < stopBets; i++) {
        const response = await bet(player, p + i);
        if (response.status >= 200 && response.status < 300) accepted += 1;
        else {
          const key = `${response.status} ${JSON.parse(response.body || '{}').error ?? ''}`.trim();
          refused.set(key, (refused.get(key) ?? 0) + 1);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = meter.stop();
  await probing;
  prober.close();
  return { sockets, roundId: round.sessionId, accepted, seconds, refused, health, cpu, late: await lateBet, flood: await flooding };
}

async function benchFlood() {
  const database = createDatabase('bench_games_flood');
  aim(PORT);
  const server = await startServer(database.url, {
    GAME_BETTING_SECONDS: String(FLOOD_BETTING_S),
    GAME_RESULT_SECONDS: String(FLOOD_RESULT_S),
  });
  // A round of bets first, not counted (the first round of a fresh database ran three times as fast
  // as the next ones), then the runs in turn, ending with a baseline: each flood run has one on
  // either side (this machine's other work moves a run's figures by half within minutes).
  // The two floods take turns at coming first after a baseline, so that neither is always the later
  // (on 2026-11-27 at 16:21, with ten sockets always second, the later run was always the slower).
  const order = [0, ...Array.from({ length: FLOOD_REPEATS }, (_, r) => (r % 2 ? [0, 10, 1] : [0, 1, 10])).flat(), 0];
  const players = await signUp(FLOOD_BETTORS + 1 + order.filter(Boolean).length, 'f');
  // A flooder for each flood run: the node's connection budget is the session's, and a flooder cut
  // in the run before would start the next one with it spent.
  const flooders = order.map((sockets) => (sockets ? players.pop() : null));
  await fund(players, FUNDING);
  await inParallel(players, 8, async (player) => {
    player.csrf = (await call('GET', `${api}/game-${GAME}/csrf-token`, { token: player.token })).data.csrf_token;
    player.connection = rawHttpConnection('127.0.0.1', port);
    cleanups.push(() => player.connection.close());
  });
  const late = players.pop();
  const runs = [];
  try {
    for (const [i, sockets] of order.entries()) {
      // Each run from a checkpoint, so that none pays for the one before's writes.
      checkpoint();
      const run = await floodRound(server.pid, players, late, flooders[i], sockets);
      if (i > 0) runs.push(run);
    }
  } finally {
    for (const player of [...players, late]) player.connection.close();
    await server.stop();
    database.drop();
  }
  return runs;
}

// ---- 2. and 3. roundResult fan-out and memory per socket ---------------------------------------

function openFileLimit() {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = line?.split(/\s{2,}/)[1];
    return soft && /^\d+$/.test(soft) ? Number(soft) : Infinity;
  } catch {
    return Infinity;
  }
}

function rssKiB(pid) {
  const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match[1]);
}

// A server's memory once a full collection has run (collect-garbage.mjs): its resident size (KiB,
// the median of 3 reads a second apart) and its heap's used size (KiB).
async function memoryOf(server) {
  const heap = (await collectGarbage(server.inspect, server.pid)) / 1024;
  const reads = [];
  for (let i = 0; i < 3; i++) {
    await sleep(1_000);
    reads.push(rssKiB(server.pid));
  }
  return { rss: sorted(reads)[1], heap };
}

// An anchor on the same port and the same round clock: the bare socket.io server
// (bare-socketio-server.mjs), ws alone (ws-floor-server.mjs) or the plain net floor (net-floor-server.mjs).
async function startAnchor(script, env = {}, { inspect } = {}) {
  notAborted();
  const child = spawn(process.execPath, [...(inspect ? [`--inspect=127.0.0.1:${inspect}`] : []), `e2e/bench/${script}`], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(PORT), BETTING_S: String(SHORT_BETTING_S), RESULT_S: String(SHORT_RESULT_S) },
    stdio: ['ignore', 'ignore', inspect ? 'pipe' : 'inherit', 'ipc'],
  });
  if (inspect) forwardStderr(child);
  const exit = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    const at = cleanups.indexOf(stop);
    if (at >= 0) cleanups.splice(at, 1);
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await exit;
  };
  cleanups.push(stop);
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', () => reject(new Error(`${script} exited at start`)));
  });
  return { pid: child.pid, inspect, stop };
}

// The floor: the same number of bytes written to the same number of plain TCP connections at the
// planned end of each betting phase; from then to each client reading it, over the same rounds.
const RESULT_FRAME_BYTES = 320;
async function benchNetFloor() {
  const limit = openFileLimit();
  const count = Math.max(1, Math.min(SOCKETS, limit - 256));
  const server = await startAnchor('net-floor-server.mjs', { SIZE: String(RESULT_FRAME_BYTES) });
  const arrivals = new Map(); // round → delays
  const open = [];
  const connectOne = () =>
    new Promise((resolve, reject) => {
      const socket = net.connect({ host: '127.0.0.1', port: PORT, noDelay: true });
      let pending = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk) => {
        const now = Date.now();
        pending += chunk;
        let end;
        while ((end = pending.indexOf('\n')) >= 0) {
          const [id, planned] = pending.slice(0, end).trim().split(' ').map(Number);
          pending = pending.slice(end + 1);
          let list = arrivals.get(id);
          if (!list) arrivals.set(id, (list = []));
          list.push(now - planned);
        }
      });
      socket.once('connect', () => resolve(socket));
      socket.once('error', reject);
      open.push(socket);
    });
  await inParallel(
    Array.from({ length: count }, (_, i) => i),
    CONNECT_IN_FLIGHT,
    () => connectOne().catch(() => null),
  );
  const connected = open.filter((socket) => !socket.destroyed).length;
  // The rounds that start after every client is in: ROUNDS of them.
  const first = Math.max(0, ...arrivals.keys()) + 1;
  const deadline = Date.now() + (ROUNDS + 2) * (SHORT_BETTING_S + SHORT_RESULT_S) * 1000;
  while (Date.now() < deadline && (arrivals.get(first + ROUNDS - 1)?.length ?? 0) < connected) await sleep(100);
  for (const socket of open) socket.destroy();
  await server.stop();
  const delays = [];
  for (let id = first; id < first + ROUNDS; id++) delays.push(...(arrivals.get(id) ?? []));
  return { connected, delays };
}

// roundResult from the planned end of betting to each client, and the memory each socket costs, on
// the games server or on an anchor (the script of one that speaks to the same clients).
async function benchFanout({ anchor, env = {}, social }) {
  // Both processes (the server's and this one) hold one descriptor per socket, plus their own.
  const limit = openFileLimit();
  const sockets = Math.max(1, Math.min(SOCKETS, limit - 256));
  let server;
  let players;
  const inspect = inspectorPort();
  if (anchor) {
    server = await startAnchor(anchor, env, { inspect });
    players = [{ token: 'anchor' }];
  } else {
    const database = createDatabase('bench_games_fanout');
    server = await startServer(
      database.url,
      // Up to 100 sockets share a player's session here (5,000 sockets, 50 sign-ups): the cap a real
      // session has (5, and a burst of 10 connections) lifted for this part alone.
      {
        GAME_BETTING_SECONDS: String(SHORT_BETTING_S),
        GAME_RESULT_SECONDS: String(SHORT_RESULT_S),
        SOCKETS_PER_SESSION: String(Math.ceil(sockets / Math.min(SOCKET_USERS, sockets)) + 10),
      },
      { inspect },
    );
    if (social !== undefined) setSocial(database, social);
    players = await signUp(Math.min(SOCKET_USERS, sockets), 'f');
  }

  const bettingEndsAt = new Map(); // round id → planned end of betting (server clock, epoch ms)
  const openedAt = new Map(); // round id → when its opening sessionStatus first arrived here
  const settledAt = new Map();
  const arrivals = new Map(); // round id → Date.now() at each client's roundResult
  let kicks = 0;
  let dropped = 0;
  let closing = false;
  const open = [];
  cleanups.push(() => {
    closing = true;
    for (const socket of open) socket.close();
  });

  // Lean clients (lean-socket.mjs): the figure is then of the server, not of 5,000 decoders here.
  const noteStatus = (status) => {
    if (status.gameType !== GAME) return;
    if (!bettingEndsAt.has(status.sessionId)) bettingEndsAt.set(status.sessionId, status.bettingEndsAt);
    if (status.phase === 'betting' && !openedAt.has(status.sessionId)) openedAt.set(status.sessionId, Date.now());
  };
  let watchers = 0;
  const connect = async (token) => {
    // Every socket hears the same statuses and results; a few read them through.
    const watcher = watchers++ < 3;
    const socket = await leanSocket({
      url: base,
      token,
      game: GAME,
      on: {
        status: watcher ? noteStatus : undefined,
        result: (roundId, text) => {
          const now = Date.now();
          if (watcher) settledAt.set(roundId, Number(/"settledAt":(\d+)/.exec(text)?.[1]));
          let list = arrivals.get(roundId);
          if (!list) arrivals.set(roundId, (list = []));
          list.push(now);
        },
        // Five settled rounds without a bet take a socket out of the room; a page would join again.
        kick: (handle) => {
          kicks += 1;
          handle.rejoin();
        },
        close: () => {
          if (!closing) dropped += 1;
        },
      },
    });
    open.push(socket);
    return socket;
  };
  let failed = 0;
  const connectMany = async (count) => {
    const tokens = Array.from({ length: count }, (_, i) => players[i % players.length].token);
    const made = await inParallel(tokens, CONNECT_IN_FLIGHT, (token) =>
      connect(token).catch((error) => {
        if (failed++ === 0) console.error(`socket connect failed: ${error.message}`);
        return null;
      }),
    );
    return made.filter(Boolean);
  };

  // Warm-up: the socket code paths loaded and run once before the first reading.
  const warm = await connectMany(Math.min(50, sockets));
  for (const socket of warm) socket.close();
  open.length = 0;
  watchers = 0;
  await sleep(1_000);
  const before = await memoryOf(server);

  const connectStarted = performance.now();
  // In two halves, with a reading between: the second half's growth is what one more socket costs
  // once the heap has grown to hold sockets at all (the first half also pays for that growth).
  const half = Math.floor(sockets / 2);
  let connected = (await connectMany(half)).length;
  let connectSeconds = (performance.now() - connectStarted) / 1000;
  await sleep(SETTLE_MS);
  const middle = { ...(await memoryOf(server)), connected };
  const secondStarted = performance.now();
  connected += (await connectMany(sockets - half)).length;
  connectSeconds += (performance.now() - secondStarted) / 1000;
  await sleep(SETTLE_MS);
  const after = await memoryOf(server);

  // The rounds that open from now on; each one's roundResult is awaited at every socket (bounded).
  const measureFrom = Date.now();
  const measured = [];
  let chatOver = false;
  const chatting = social ? chatUntil(players.slice(0, CHATTERS), () => chatOver) : Promise.resolve(0);
  const deadline = Date.now() + (ROUNDS + 2) * (SHORT_BETTING_S + SHORT_RESULT_S) * 1000 + 15_000;
  while (Date.now() < deadline) {
    measured.splice(
      0,
      measured.length,
      ...[...openedAt]
        .filter(([, at]) => at >= measureFrom)
        .map(([id]) => id)
        .sort((a, b) => a - b)
        .slice(0, ROUNDS),
    );
    const last = measured.length === ROUNDS ? measured[ROUNDS - 1] : null;
    if (last !== null && ((arrivals.get(last)?.length ?? 0) >= connected - dropped || Date.now() > bettingEndsAt.get(last) + 10_000)) break;
    await sleep(100);
  }
  chatOver = true;
  const chatted = await chatting;
  await sleep(500);
  closing = true;
  for (const socket of open) socket.close();

  const delays = [];
  const rounds = measured.map((id) => {
    const end = bettingEndsAt.get(id);
    const times = (arrivals.get(id) ?? []).map((t) => t - end);
    delays.push(...times);
    return {
      id,
      settleLag: settledAt.has(id) ? settledAt.get(id) - end : undefined,
      count: times.length,
      first: times.length ? Math.min(...times) : undefined,
      last: times.length ? Math.max(...times) : undefined,
    };
  });
  await sleep(500);
  await server.stop();
  return {
    limit,
    sockets,
    connected,
    failed,
    users: players.length,
    connectSeconds,
    before,
    middle,
    after,
    delays,
    rounds,
    kicks,
    dropped,
    chatted,
  };
}

// ---- 6. a year of play -----------------------------------------------------------------------------

// Seeds a database with the seed script (a daily ledger checkpoint after each day, as the server
// takes them), then runs the bets of 32 players and the settlement of a 50,000-bet round on it, and,
// with the server still up, times the reads that grow with the data: the ledger check (incremental
// and full), a heavy player's bet history (first page and a deep one), the operator's overview,
// lists and a 90-day report. Prints the database's size per million bets and autovacuum's state.
async function benchScale() {
  const database = createDatabase('bench_scale');
  const seedStarted = performance.now();
  const seeded = await promisify(execFile)(
    process.execPath,
    [
      'server/dist/seed-cli.js',
      '--days',
      String(SCALE_DAYS),
      '--players',
      String(SCALE_PLAYERS),
      '--bets',
      String(SCALE_BETS),
      '--seed',
      '7',
    ],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: database.url, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-seed-')) },
      maxBuffer: 64 << 20,
    },
  );
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const seedLine = seeded.stdout.trim().split('\n').at(-1);
  const onDb = (statement) =>
    execFileSync('psql', [...pgArgs, '-d', database.name, '-v', 'ON_ERROR_STOP=1', '-tAF', '|', '-c', statement], {
      env: pgEnv,
      encoding: 'utf8',
    }).trim();
  const sizeOf = () => ({
    total: Number(onDb('SELECT pg_database_size(current_database())')),
    tables: onDb(
      `SELECT c.relname, pg_total_relation_size(c.oid) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY pg_total_relation_size(c.oid) DESC LIMIT 6`,
    )
      .split('\n')
      .map((line) => line.split('|'))
      .map(([name, bytes]) => ({ name, bytes: Number(bytes) })),
  });
  const sizes = sizeOf();
  // A heavy player of the seeded year (the most bets), whose history is the deepest to page through.
  const [heavyName, heavyBets] = onDb(
    `SELECT u.username, b.n FROM (SELECT user_id, count(*) AS n FROM game_bets GROUP BY user_id ORDER BY n DESC LIMIT 1) b JOIN users u ON u.id = b.user_id`,
  ).split('|');
  const reads = {};
  const whileUp = async () => {
    const timed = async (label, url, headers) => {
      // One first, not counted: the server's nightly work a first report does if no node did it yet
      // (the roll-up of closed days), the plans made.
      await call('GET', url, { headers });
      const xs = [];
      for (let i = 0; i < SCALE_READS; i++) {
        const started = performance.now();
        await call('GET', url, { headers });
        xs.push(performance.now() - started);
      }
      reads[label] = xs;
    };
    const login = await call('POST', `${api}/auth/login`, { body: { username: heavyName, password: 'Seed12345' } });
    const player = { authorization: `Bearer ${login.data.token}` };
    const deep = onDb(
      `SELECT b.id FROM game_bets b JOIN users u ON u.id = b.user_id WHERE u.username = '${heavyName}' ORDER BY b.id DESC OFFSET 2000 LIMIT 1`,
    );
    await timed('bet history, first page', `${api}/games/my-bets?limit=20`, player);
    await timed(`bet history, a deep page (2,000 bets back)`, `${api}/games/my-bets?limit=20&before=${deep}`, player);
    const cookie = await operatorCookie();
    const operator = { cookie };
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const from = new Date(Date.now() + 7 * 3_600_000 - 89 * 86_400_000).toISOString().slice(0, 10);
    await timed('operator overview', `${api}/admin/overview`, operator);
    await timed('operator players list', `${api}/admin/users`, operator);
    await timed('operator deposits list', `${api}/admin/deposits`, operator);
    await timed('operator withdrawals list', `${api}/admin/withdrawals`, operator);
    await timed('operator rounds list', `${api}/admin/games/${GAME}/rounds`, operator);
    await timed('90-day report by day', `${api}/admin/reports?from=${from}&to=${today}&period=day`, operator);
    const checks = {};
    for (const mode of ['incremental', 'full']) {
      const xs = [];
      for (let i = 0; i < (mode === 'full' ? 1 : 5); i++) {
        const started = performance.now();
        const answer = await call('GET', `${api}/admin/ledger/check${mode === 'full' ? '?full=1' : ''}`, { headers: operator });
        xs.push({ ms: performance.now() - started, ok: answer.data.ok, checkpoint: answer.data.checkpoint });
      }
      checks[mode] = xs;
    }
    const vacuum = onDb(
      `SELECT relname, n_live_tup, n_dead_tup, coalesce(to_char(last_autovacuum, 'HH24:MI:SS'), '-'), autovacuum_count
       FROM pg_stat_user_tables WHERE relname IN ('game_bets', 'entries', 'transfers', 'accounts') ORDER BY relname`,
    );
    return { checks, vacuum };
  };
  const bets = await benchBets(32, { fillTo: SETTLEMENT_BETS, database, whileUp });
  return { seedSeconds, seedLine, sizes, heavy: { name: heavyName, bets: Number(heavyBets) }, reads, bets };
}

// ---- report ------------------------------------------------------------------------------------

// pgbench's runs framing a run of bets: the mean of their rates (each as long as the other), and the
// CPU of a transaction over both.
function pgbenchOf(runs) {
  const failed = runs.find((r) => r.tps === null);
  if (failed) return { tps: null, note: failed.note, cpu: null };
  const spent = { PostgreSQL: 0, pgbench: 0 };
  for (const r of runs) for (const part of Object.keys(spent)) spent[part] += r.spent[part];
  const transactions = runs.reduce((sum, r) => sum + r.transactions, 0);
  return {
    tps: runs.reduce((sum, r) => sum + r.tps, 0) / runs.length,
    note: '',
    cpu: transactions ? describeCpu(spent, transactions, 'a transaction') : null,
  };
}

const verdict = (goal, met, figure) => `${met ? 'MET    ' : 'NOT MET'}  ${goal}: ${figure}`;

// The anchor's two runs, before and after the bets.
const anchorRuns = (run) => `${run.anchors.map((a) => a.tps?.toFixed(0) ?? 'n/a').join(' before, ')} after`;

function betVerdicts(runs) {
  const lines = [];
  const p99Goal = { 32: 100, 256: 250 };
  for (const run of runs) {
    const rate = run.accepted / run.elapsed;
    const ratio = run.pgbench.tps ? rate / run.pgbench.tps : null;
    const p99 = pct(run.latencies, 99);
    const limit = p99Goal[run.players];
    if (limit === undefined) continue;
    const clean = run.refused.size === 0;
    lines.push(
      verdict(
        `bets/s with ${run.players} players ≥ 1.0x pgbench, p99 ≤ ${limit} ms${run.players === 256 ? ', nothing refused' : ''}`,
        ratio !== null && ratio >= 1 && p99 <= limit && clean,
        `${rate.toFixed(0)} /s = ${ratio === null ? 'n/a' : `${ratio.toFixed(2)}x`} pgbench (${run.pgbench.tps?.toFixed(0) ?? 'n/a'} tps at steady state: ${anchorRuns(run)}), p99 ${ms(p99)}${clean ? '' : ', some refused'}` +
          `; the machine's CPU ceiling for bets ${run.cpu.ceiling.toFixed(0)}/s, reached at ${((100 * rate) / run.cpu.ceiling).toFixed(0)} %`,
      ),
    );
  }
  const biggest = runs.reduce((a, b) => (b.settlement.bets > (a?.settlement.bets ?? 0) ? b : a), null);
  if (biggest) {
    const { bets, ms: took } = biggest.settlement;
    lines.push(
      verdict(
        'settlement of a round with 50,000 bets ≤ 1 s',
        bets >= SETTLEMENT_BETS && took <= 1_000,
        `${took.toFixed(0)} ms for ${bets} bets of ${biggest.players} players${bets < SETTLEMENT_BETS ? ` (fewer than ${SETTLEMENT_BETS.toLocaleString('en')} were placed in the run)` : ''}`,
      ),
    );
  }
  return lines;
}

export async function runGamesBench() {
  const onSignal = async () => {
    aborted = true;
    await cleanUp();
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const where = PG_URL.replace(/\/\/[^@]*@/, '//').replace(/\/[^/]*$/, '');
  const verdicts = [];
  try {
    console.log(`\nGames server (server/dist/server.js, one node, no Redis) on PostgreSQL ${where}, a database of its own per part`);
    console.log(
      `rate limits lifted for the bench: RATE_LIMIT_SCALE=${RATE_LIMIT_SCALE} (bets: 60 per 10 s per player × scale; signups, deposits likewise)`,
    );
    const report = (bets) => {
      const where = bets.nodes
        ? `${bets.nodes} node${bets.nodes > 1 ? 's' : ''} behind the cluster script's nginx (one worker, on the same cores, keep-alive to the nodes)`
        : 'one node';
      console.log(
        `\nPOST /api/game-${GAME}/bet, ${where}, ${bets.players} players, each one bet after the other (one keep-alive connection each), ${BET_SECONDS} s in one betting phase, framed by pgbench for ${ANCHOR_SECONDS} s just before and just after (round ${bets.roundId})`,
      );
      const refused = [...bets.refused].map(([k, n]) => `${n}× ${k}`).join(', ') || 'none';
      console.log(
        `${'bets accepted (2xx)'.padEnd(30)}${(bets.accepted / bets.elapsed).toFixed(0).padStart(7)} /s  (${bets.accepted} bets, p50 ${ms(pct(bets.latencies, 50))}, p99 ${ms(pct(bets.latencies, 99))}; refused: ${refused})`,
      );
      if (bets.connections !== null)
        console.log(`${''.padEnd(30)}(the servers held ${bets.connections} connections to the database halfway through)`);
      console.log(`${''.padEnd(30)}CPU: ${bets.cpu.text} (PostgreSQL: all its processes on this machine)`);
      const pg = bets.pgbench;
      console.log(
        `${'pgbench TPC-B-like'.padEnd(30)}${pg.tps === null ? '    n/a' : pg.tps.toFixed(0).padStart(7)} /s  (same server, scale 10, ${PGBENCH_CLIENTS} clients, -j 2, ${ANCHOR_SECONDS} s runs at steady state: ${anchorRuns(bets)})${pg.note ? ` ${pg.note}` : ''}`,
      );
      if (pg.cpu) console.log(`${''.padEnd(30)}CPU: ${pg.cpu.text}`);
      console.log(
        `${'settlement of the round'.padEnd(30)}${bets.settlement.ms.toFixed(0).padStart(7)} ms (${bets.settlement.bets} bets of ${bets.players} players paid or lost in one transaction; settledAt − bettingEndsAt)`,
      );
      const c = bets.check;
      console.log(
        `GET /api/admin/ledger/check after the settlement: ${c.ok ? 'ok' : 'NOT OK'} (sum of balances ${c.totalBalance}, ${c.accountsOutOfBalance.length} accounts out of balance, ${c.transfersMalformed.length} malformed transfers)`,
      );
    };
    const betRuns = [];
    for (const count of PARTS.has('bets') ? BET_PLAYER_COUNTS : []) {
      const bets = await benchBets(count, { fillTo: count === Math.max(...BET_PLAYER_COUNTS) ? SETTLEMENT_BETS : 0 });
      betRuns.push(bets);
      report(bets);
    }
    // The cluster: the most players of the runs above, through the proxy to one node, then to two.
    const clusterRuns = [];
    if (PARTS.has('cluster')) {
      const players = Math.max(...BET_PLAYER_COUNTS);
      for (const nodes of [1, 2]) {
        const bets = await benchBets(players, { nodes });
        clusterRuns.push(bets);
        report(bets);
      }
    }
    verdicts.push(...betVerdicts(betRuns));
    if (clusterRuns.length === 2) {
      const [one, two] = clusterRuns.map((run) => run.accepted / run.elapsed);
      verdicts.push(
        verdict(
          'two nodes behind the proxy ≥ 1.7x one node',
          two / one >= 1.7,
          `${two.toFixed(0)} against ${one.toFixed(0)} bets/s through the proxy = ${(two / one).toFixed(2)}x (the database alone: pgbench ${clusterRuns[1].pgbench.tps?.toFixed(0) ?? 'n/a'} tps just before and after the two nodes' bets)` +
            `; the CPU the nodes, their proxy, PostgreSQL and the load spend on a bet allows ${clusterRuns[1].cpu.ceiling.toFixed(0)}/s on this machine's cores, reached at ${((100 * two) / clusterRuns[1].cpu.ceiling).toFixed(0)} %`,
        ),
      );
    }

    if (PARTS.has('fanout')) {
      const floor = await benchNetFloor();
      const anchor = await benchFanout({ anchor: 'bare-socketio-server.mjs' });
      const leanAnchor = await benchFanout({ anchor: 'bare-socketio-server.mjs', env: { DROP_REQUEST: '1' } });
      const wsFloor = await benchFanout({ anchor: 'ws-floor-server.mjs' });
      const fan = await benchFanout({ anchor: null });
      const perUser = Math.ceil(fan.sockets / fan.users);
      console.log(
        `\nroundResult to ${fan.sockets} websocket clients: ${fan.users} players signed up, up to ${perUser} sockets each sharing that player's token; each joined game_${GAME}; ` +
          `rounds of ${SHORT_BETTING_S} s betting + ${SHORT_RESULT_S} s result; clients in the bench process on the same machine (ulimit -n ${fan.limit})`,
      );
      if (fan.sockets < SOCKETS)
        console.log(`(only ${fan.sockets} sockets: the open-file limit ${fan.limit} leaves no room for ${SOCKETS})`);
      console.log(
        `connect + join_game: ${fan.connected} sockets (${fan.failed} failed) in ${fan.connectSeconds.toFixed(1)} s (${CONNECT_IN_FLIGHT} in flight)`,
      );
      const expected = fan.rounds.length * fan.connected;
      console.log(
        `delay from bettingEndsAt (the server's planned end of betting) to roundResult at each client, ${fan.rounds.length} rounds, ${fan.delays.length}/${expected} deliveries:`,
      );
      console.log(
        `p50 ${ms(pct(fan.delays, 50))}  p99 ${ms(pct(fan.delays, 99))}  max ${ms(fan.delays.length ? Math.max(...fan.delays) : undefined)}`,
      );
      for (const r of fan.rounds) {
        console.log(
          `  round ${r.id}: settledAt − bettingEndsAt ${ms(r.settleLag)}; at clients first ${ms(r.first)}, last ${ms(r.last)} (${r.count} deliveries)`,
        );
      }
      console.log(
        `idleAutoKick (rounds without a bet, the page unwatched) answered by join_game again, as a page does: ${fan.kicks} times; sockets dropped by the server: ${fan.dropped}`,
      );
      const anchorP99 = pct(anchor.delays, 99);
      console.log(
        `the anchor, a bare socket.io 4 server (bare-socketio-server.mjs) broadcasting a round result of the same shape to the same ${anchor.connected} clients joined to one room, same round clock:`,
      );
      console.log(
        `p50 ${ms(pct(anchor.delays, 50))}  p99 ${ms(anchorP99)}  max ${ms(anchor.delays.length ? Math.max(...anchor.delays) : undefined)}  (${anchor.delays.length}/${anchor.rounds.length * anchor.connected} deliveries)`,
      );
      const wsP99 = pct(wsFloor.delays, 99);
      console.log(
        `ws alone (ws-floor-server.mjs: the websocket library under socket.io, a result of the same size encoded once) to the same clients: p50 ${ms(pct(wsFloor.delays, 50))}  p99 ${ms(wsP99)}  (${wsFloor.delays.length}/${wsFloor.rounds.length * wsFloor.connected} deliveries)`,
      );
      const floorP99 = pct(floor.delays, 99);
      console.log(
        `the floor, ${RESULT_FRAME_BYTES} bytes written to ${floor.connected} plain TCP connections (net-floor-server.mjs) at the same planned times: p50 ${ms(pct(floor.delays, 50))}  p99 ${ms(floorP99)}  (${floor.delays.length} deliveries)`,
      );
      // KiB a socket, over all of them, and (marginal) over the second half alone.
      const perSocket = (run, part = 'rss') => (run.after[part] - run.before[part]) / run.connected;
      const marginal = (run, part = 'rss') =>
        run.connected > run.middle.connected ? (run.after[part] - run.middle[part]) / (run.connected - run.middle.connected) : NaN;
      const memoryLine = (run) =>
        `${perSocket(run).toFixed(1)} KiB resident (${marginal(run).toFixed(1)} the second half), ${perSocket(run, 'heap').toFixed(1)} KiB of heap (${marginal(run, 'heap').toFixed(1)})`;
      console.log(
        `\nServer memory per connected, joined socket, each reading after a full garbage collection (VmRSS of the process, median of 3 reads; the heap's used size): ` +
          `${(fan.before.rss / 1024).toFixed(1)} MiB before, ${(fan.middle.rss / 1024).toFixed(1)} MiB with ${fan.middle.connected} sockets, ${(fan.after.rss / 1024).toFixed(1)} MiB with ${fan.connected} (each +${SETTLE_MS / 1000} s)`,
      );
      console.log(`  ours: ${memoryLine(fan)}`);
      console.log(`  the bare socket.io server: ${memoryLine(anchor)}`);
      console.log(`  the bare socket.io server letting go of each upgrade request (socket.io's own advice): ${memoryLine(leanAnchor)}`);
      console.log(`  ws alone, the floor under socket.io: ${memoryLine(wsFloor)}`);
      const p99 = pct(fan.delays, 99);
      const ratio = anchorP99 > 0 ? p99 / anchorP99 : null;
      verdicts.push(
        verdict(
          `roundResult to ${SOCKETS.toLocaleString('en')} joined sockets: p99 ≤ 150 ms and ≤ 0.75x a bare socket.io server`,
          fan.connected >= 5_000 && p99 <= 150 && ratio !== null && ratio <= 0.75,
          `p99 ${ms(p99)} against the bare server's ${ms(anchorP99)} = ${ratio === null ? 'n/a' : `${ratio.toFixed(2)}x`}, at ${fan.connected} sockets; ` +
            `the floors: ws alone ${ms(wsP99)}, plain TCP writes ${ms(floorP99)} = ${anchorP99 > 0 ? (floorP99 / anchorP99).toFixed(2) : 'n/a'}x the bare server`,
        ),
        verdict(
          'server memory per joined socket ≤ 8 KiB',
          perSocket(fan) <= 8,
          `${perSocket(fan).toFixed(1)} KiB resident over all ${fan.connected} sockets after a full collection (the bare server ${perSocket(anchor).toFixed(1)}, ws alone ${perSocket(wsFloor).toFixed(1)}); ` +
            `heap ${perSocket(fan, 'heap').toFixed(1)} KiB (the bare server ${perSocket(anchor, 'heap').toFixed(1)}, letting go of the request ${perSocket(leanAnchor, 'heap').toFixed(1)}, ws alone ${perSocket(wsFloor, 'heap').toFixed(1)})`,
        ),
      );
    }
    if (PARTS.has('flood')) {
      const runs = await benchFlood();
      const rate = (run) => run.accepted / run.seconds;
      console.log(
        `\nOne player flooding getSessionStatus (${FLOOD_EVENTS.toLocaleString('en')} events spread evenly until 0.5 s before the close, each socket reopened when cut or refused) while ${FLOOD_BETTORS} players bet one after the other (keep-alive connections), GET /api/health every ${HEALTH_EVERY_MS} ms; one node, rounds of ${FLOOD_BETTING_S} s, each run its own round, every kind of run ${FLOOD_REPEATS} times in turn`,
      );
      for (const run of runs) {
        const f = run.flood;
        const refused = [...run.refused].map(([k, n]) => `${n}× ${k}`).join(', ') || 'none';
        console.log(
          `  ${run.sockets ? `flood on ${run.sockets} socket${run.sockets > 1 ? 's' : ''}` : 'no flood (baseline)'}, round ${run.roundId}: ` +
            `bets ${rate(run).toFixed(0)}/s (${run.accepted}; refused: ${refused}); health p50 ${ms(pct(run.health, 50))} p99 ${ms(pct(run.health, 99))} max ${ms(Math.max(...run.health))} (${run.health.length} checks); ` +
            `bet 1 s before the close: ${run.late.status === 200 ? 'yes' : `no (${run.late.status} ${run.late.error ?? ''})`} in ${ms(run.late.ms)}; ` +
            `CPU s: server ${run.cpu.server.toFixed(2)}, PostgreSQL ${run.cpu.postgres.toFixed(2)}, load ${run.cpu.bench.toFixed(2)}`,
        );
        if (run.sockets)
          console.log(
            `    flood: ${FLOOD_EVENTS} events tried in ${f.seconds.toFixed(1)} s, ${f.sent} sent on an open socket (the rest found none: cut, or refused at the handshake), ${f.answered} answered; ` +
              `${f.connects} connections tried (${f.refused} refused at the handshake, each tried again 50 ms later), cut for too many events ${f.cut.TOO_MANY_EVENTS} times, oldest of the session closed ${f.cut.TOO_MANY_SOCKETS} times`,
          );
      }
      // Each flood run against the mean of the baselines on either side of it (the machine's other
      // work moves a baseline by half within minutes), then averaged over its repeats; the health
      // checks pooled; and the server's CPU a bet, which that other work does not move.
      const neighbours = (at) =>
        [runs.slice(0, at).findLast((r) => !r.sockets), runs.slice(at + 1).find((r) => !r.sockets)].filter(Boolean);
      const cpuPerBet = (of) => (1e6 * of.reduce((sum, r) => sum + r.cpu.server, 0)) / of.reduce((sum, r) => sum + r.accepted, 0);
      const pooled = (sockets) => {
        const of = runs.filter((run) => run.sockets === sockets);
        const ratios = sockets
          ? of.map((run) => {
              const around = neighbours(runs.indexOf(run));
              return rate(run) / (around.reduce((sum, r) => sum + rate(r), 0) / around.length);
            })
          : [];
        return {
          rate: of.reduce((sum, run) => sum + run.accepted, 0) / of.reduce((sum, run) => sum + run.seconds, 0),
          ratios,
          cpu: cpuPerBet(of),
          health: of.flatMap((run) => run.health),
          late: of.map((run) => run.late),
        };
      };
      const base = pooled(0);
      for (const sockets of [1, 10]) {
        const run = pooled(sockets);
        const p99 = pct(run.health, 99);
        const ratio = run.ratios.reduce((sum, r) => sum + r, 0) / run.ratios.length;
        const label = `${sockets} socket${sockets > 1 ? 's' : ''}`;
        const taken = run.late.filter((bet) => bet.status === 200).length;
        verdicts.push(
          verdict(
            `flood on ${label}: health check p99 ≤ 50 ms`,
            p99 <= 50,
            `${ms(p99)} over ${run.health.length} checks (without the flood ${ms(pct(base.health, 99))})`,
          ),
          verdict(
            `flood on ${label}: bets/s ≥ 0.9x the same runs without it`,
            ratio >= 0.9,
            `${ratio.toFixed(2)}x the baselines on either side (by run ${run.ratios.map((r) => `${r.toFixed(2)}x`).join(', ')}; pooled ${run.rate.toFixed(0)} against ${base.rate.toFixed(0)} bets/s); ` +
              `the server's CPU a bet ${run.cpu.toFixed(0)} µs against ${base.cpu.toFixed(0)} without the flood`,
          ),
          verdict(
            `flood on ${label}: a bet sent 1 s before the close is taken`,
            taken === run.late.length,
            `${taken === run.late.length ? 'yes' : 'no'}, ${taken} of ${run.late.length}, answered in ${run.late.map((bet) => ms(bet.ms)).join(', ')} (without the flood ${base.late.map((bet) => ms(bet.ms)).join(', ')})`,
          ),
        );
      }
    }
    if (PARTS.has('social')) {
      const SOCIAL_PLAYERS = 32;
      const betRuns = [];
      for (const on of [false, true, false, true]) {
        const bets = await benchBets(SOCIAL_PLAYERS, { social: on });
        betRuns.push({ on, bets });
      }
      const fanRuns = [];
      for (const on of [false, true]) fanRuns.push({ on, fan: await benchFanout({ anchor: null, social: on }) });
      const label = (on) => (on ? 'hũ and chat on ' : 'hũ and chat off');
      console.log(
        `\nThe table's social layer: ${SOCIAL_PLAYERS} players betting (as in part 1) and the round result to ${fanRuns[0].fan.connected} sockets (as in part 2), with the hũ and the chat off, then on (0.5 % of the stakes into the pool at each settlement; ${CHATTERS} players chatting, a message each every 2.1 s, into the room), in turns`,
      );
      for (const { on, bets } of betRuns) {
        console.log(
          `  bets, ${label(on)}: ${(bets.accepted / bets.elapsed).toFixed(0)} /s (p99 ${ms(pct(bets.latencies, 99))}); pgbench ${bets.pgbench.tps?.toFixed(0) ?? 'n/a'} tps around them; settlement of ${bets.settlement.bets} bets ${bets.settlement.ms.toFixed(0)} ms` +
            (on
              ? `; ${bets.chatted} chat messages taken; the round's hũ ${bets.jackpot ? `+${bets.jackpot.contributed} đ, pool ${bets.jackpot.pool} đ` : 'n/a'}`
              : ''),
        );
      }
      for (const { on, fan } of fanRuns) {
        console.log(
          `  roundResult, ${label(on)}: p50 ${ms(pct(fan.delays, 50))}  p99 ${ms(pct(fan.delays, 99))} (${fan.delays.length} deliveries${on ? `; ${fan.chatted} chat messages, each to every socket, meanwhile` : ''})`,
        );
      }
      // Each run against pgbench in its own minute: bets/s over pgbench tps, pooled by kind.
      const relative = (on) => {
        const of = betRuns.filter((run) => run.on === on).map((run) => run.bets);
        return of.reduce((sum, b) => sum + b.accepted / b.elapsed / (b.pgbench.tps ?? NaN), 0) / of.length;
      };
      const betRatio = relative(true) / relative(false);
      const p99Of = (on) => pct(fanRuns.find((run) => run.on === on).fan.delays, 99);
      const fanRatio = p99Of(true) / p99Of(false);
      verdicts.push(
        verdict(
          'the bet path with the hũ and the chat on ≥ 0.9x the same with them off',
          betRatio >= 0.9,
          `${betRatio.toFixed(2)}x (bets/s over pgbench just before and after, ${betRuns.length / 2} runs of each, in turns)`,
        ),
        verdict(
          'the round result fan-out with the hũ and the chat on: p99 ≤ 1.1x the same with them off',
          fanRatio <= 1.1,
          `${ms(p99Of(true))} against ${ms(p99Of(false))} = ${fanRatio.toFixed(2)}x`,
        ),
      );
    }
    if (PARTS.has('scale')) {
      const scale = await benchScale();
      const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
      const perMillion = scale.sizes.total / (SCALE_BETS / 1e6);
      console.log(
        `\nA year of play: ${SCALE_BETS.toLocaleString('en-US')} bets of ${SCALE_PLAYERS.toLocaleString('en-US')} players over ${SCALE_DAYS} days, seeded in ${scale.seedSeconds.toFixed(0)} s (${scale.seedLine})`,
      );
      console.log(
        `database size ${mb(scale.sizes.total)} = ${mb(perMillion)} per million bets; largest: ${scale.sizes.tables.map((t) => `${t.name} ${mb(t.bytes)}`).join(', ')}`,
      );
      report(scale.bets);
      for (const [label, xs] of Object.entries(scale.reads)) {
        console.log(
          `${label.padEnd(44)} p50 ${ms(pct(xs, 50))}  p99 ${ms(pct(xs, 99))}  (${xs.length} requests${label.startsWith('bet history') ? `; ${scale.heavy.name}, ${scale.heavy.bets} bets` : ''})`,
        );
      }
      const { checks, vacuum } = scale.bets.scale;
      for (const [mode, xs] of Object.entries(checks)) {
        console.log(
          `ledger check, ${mode.padEnd(11)} ${xs.map((x) => `${x.ms.toFixed(0)} ms`).join(', ')} (${xs.every((x) => x.ok) ? 'ok' : 'NOT OK'}; last checkpoint ${xs[0].checkpoint ? `#${xs[0].checkpoint.id} of ${xs[0].checkpoint.day}` : 'none'})`,
        );
      }
      console.log(
        `autovacuum after the bets (table, live rows, dead rows, last autovacuum, autovacuums):\n  ${vacuum.split('\n').join('\n  ')}`,
      );
      const rate = scale.bets.accepted / scale.bets.elapsed;
      const ratio = scale.bets.pgbench.tps ? rate / scale.bets.pgbench.tps : NaN;
      const p99 = pct(scale.bets.latencies, 99);
      const historyP99 = Math.max(
        ...Object.entries(scale.reads)
          .filter(([l]) => l.startsWith('bet history'))
          .map(([, xs]) => pct(xs, 99)),
      );
      const operatorP99 = Math.max(
        ...Object.entries(scale.reads)
          .filter(([l]) => !l.startsWith('bet history'))
          .map(([, xs]) => pct(xs, 99)),
      );
      const incremental = Math.max(...checks.incremental.map((x) => x.ms));
      const at = `at ${SCALE_BETS >= 1e6 ? `${(SCALE_BETS / 1e6).toFixed(0)} M` : SCALE_BETS.toLocaleString('en-US')} bets`;
      verdicts.push(
        verdict(
          `${at}: bets/s with 32 players ≥ 1.0x pgbench, p99 ≤ 100 ms`,
          ratio >= 1 && p99 <= 100,
          `${rate.toFixed(0)} /s = ${ratio.toFixed(2)}x pgbench (${scale.bets.pgbench.tps?.toFixed(0) ?? 'n/a'} tps), p99 ${ms(p99)}`,
        ),
        verdict(
          `${at}: settlement of a round with 50,000 bets ≤ 1 s`,
          scale.bets.settlement.ms <= 1000,
          `${scale.bets.settlement.ms.toFixed(0)} ms for ${scale.bets.settlement.bets} bets`,
        ),
        verdict(`${at}: a player's bet history, first and a deep page, p99 ≤ 50 ms`, historyP99 <= 50, ms(historyP99)),
        verdict(
          `${at}: the operator's overview, lists, a 90-day report, p99 ≤ 300 ms`,
          operatorP99 <= 300,
          `the slowest ${ms(operatorP99)}`,
        ),
        verdict(
          `${at}: the ledger check (incremental) ≤ 1 s`,
          incremental <= 1000,
          `${incremental.toFixed(0)} ms; the full check ${checks.full[0].ms.toFixed(0)} ms`,
        ),
      );
    }
    console.log(`\nGoals of the bet path and the broadcast (${new Date().toISOString().slice(0, 10)}):`);
    for (const line of verdicts) console.log(`  ${line}`);
  } finally {
    await cleanUp();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  runGamesBench().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}

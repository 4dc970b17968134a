import path from 'node:path';
import pg from 'pg';
import { expect, test, type Page } from '@playwright/test';
import { loginViaUi } from '../support/players';
import { freshTotpCode } from '../support/totp';
import { checkOperations, clockLateness, waitUntilSettled, walletsOffBy } from './fault-checks';
import { GAME, longestWithoutService, signUpAndFund, startLoad, type Vendor } from './fault-load';
import { ADMIN, WEBHOOK_KEY, pidOnPort, startFaultTopology } from './fault-topology';

// The fault suite (`npm run test:faults`): two nodes behind nginx on PostgreSQL and Redis, players
// betting and the bank feed depositing all the while, and one fault at a time: the game clock's
// node killed, the other node killed, a node hung, the database cut off for 30 s, Redis restarted.
// After each, with the load stopped: every acknowledged operation is in the database exactly once,
// every wallet adds up, the ledger balances, no bet of a finished round is left unsettled, the
// rounds go on, and two players' pages show their balance and the current round. The figures of
// every fault are printed at the end.
test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

const BETTING_S = 8;
const RESULT_S = 4;
const DB_OUTAGE_MS = 30_000;
const LOAD_PLAYERS = 6;
const FUNDS = 5_000_000;
const PAGE_STAKE = 20_000;
// What the server answers while the database is out of reach (HTTP_MESSAGES.serviceUnavailable).
const DATABASE_OUT = 'Hệ thống đang tạm gián đoạn, vui lòng thử lại sau ít phút.';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
// Phone-sized pictures of what a player sees meanwhile (SCREENSHOT_DIR=$PWD/e2e/screenshots keeps them).
const shot = (name: string) => path.join(process.env.SCREENSHOT_DIR ?? path.resolve(__dirname, '../../test-results/screenshots'), name);

type Topology = Awaited<ReturnType<typeof startFaultTopology>>;
type Load = ReturnType<typeof startLoad>;
interface Seat {
  page: Page;
  userId: number;
}

let topology: Topology;
let db: pg.Client;
let api: string;
let players: Awaited<ReturnType<typeof signUpAndFund>>['players'];
let vendor: Vendor;
let seats: Seat[] = [];
let load: Load | null = null;
let faultNumber = 0;
const figures: Array<Record<string, string | number>> = [];

const run = Date.now().toString(36).slice(-5);
const newLoad = () => {
  faultNumber += 1;
  return startLoad({ api, players, vendor, webhookKey: WEBHOOK_KEY, tag: `${run}f${faultNumber}` });
};

// The operator's session cookie, as the console's sign-in sets it (operators hold no token).
async function adminCookie() {
  const login = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password, totpCode: await freshTotpCode(ADMIN.totpSecret) }),
  });
  const cookie = login.headers.getSetCookie().find((line) => line.startsWith('operator_session='));
  expect(cookie, await login.text()).toBeTruthy();
  return cookie!.split(';')[0];
}

// The node holding the game clock's advisory lock, from the application name the cluster script
// gives each node's connections, and the database backend serving that connection.
async function clockHolder(): Promise<{ port: number; backend: number }> {
  const { rows } = await db.query(
    `SELECT a.application_name, a.pid FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
     WHERE l.locktype = 'advisory' AND l.granted AND l.objid = 7310101`,
  );
  const name = String(rows[0]?.application_name ?? '');
  const port = Number(/^node-(\d+)$/.exec(name)?.[1]);
  if (!port) throw new Error(`no node holds the ${GAME} clock (${name || 'no lock'})`);
  return { port, backend: Number(rows[0].pid) };
}

const clockNodePort = async () => (await clockHolder()).port;

async function currentRound(): Promise<{ sessionId: number; phase: string; endsAt: number; serverNow: number }> {
  const response = await fetch(`${api}/game-${GAME}/current`);
  return (await response.json()).data;
}

async function dbBalance(userId: number): Promise<number> {
  const { rows } = await db.query(`SELECT balance FROM accounts WHERE kind = 'player_wallet' AND user_id = $1`, [userId]);
  return Number(rows[0].balance);
}

// Both nodes answer through nginx again: ten health checks in a row, 100 ms apart.
async function waitForService(timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let streak = 0;
  while (Date.now() < deadline && streak < 10) {
    const ok = await fetch(`${topology.base}/api/health`, { signal: AbortSignal.timeout(2_000) })
      .then((r) => r.ok)
      .catch(() => false);
    const nodesUp = pidOnPort(topology.nodePort(1)) !== null && pidOnPort(topology.nodePort(2)) !== null;
    streak = ok && nodesUp ? streak + 1 : 0;
    await sleep(100);
  }
  if (streak < 10) throw new Error('the cluster did not come back');
  return Date.now();
}

async function seat(browser: import('@playwright/test').Browser, player: (typeof players)[number]): Promise<Seat> {
  const context = await browser.newContext({ viewport: { width: 430, height: 932 }, locale: 'vi-VN' });
  const page = await context.newPage();
  await page.goto(`${topology.base}/dang-nhap`);
  await loginViaUi(page, player);
  await expect(page).toHaveURL(`${topology.base}/`);
  await page.goto(`${topology.base}/tro-choi/tai-xiu`);
  await expect(page.getByTestId('round-id')).toBeVisible({ timeout: 30_000 });
  return { page, userId: player.userId };
}

// A bet from the page, in a betting phase with room to spare; resolves with its round once sent.
async function pageBets(
  seat: Seat,
  side: 'tai' | 'xiu',
  { secondsLeft = 4, atMost = Infinity, before }: { secondsLeft?: number; atMost?: number; before?: () => void } = {},
) {
  const { page } = seat;
  // The phase with the countdown, read together: the result phase counts down too.
  await expect
    .poll(
      async () => {
        const [phase, countdown] = await Promise.all([
          page.getByTestId('round-phase').innerText(),
          page.getByTestId('round-countdown').innerText(),
        ]);
        const left = Number(countdown.replace(/\D/g, ''));
        return phase === 'Đang nhận cược' && left >= secondsLeft && left <= atMost;
      },
      { timeout: 30_000, intervals: [100] },
    )
    .toBe(true);
  before?.();
  await page.getByTestId(`bet-side-${side}`).click();
  await page.getByLabel('Số tiền cược', { exact: true }).fill(String(PAGE_STAKE));
  const round = Number((await page.getByTestId('round-id').innerText()).replace(/\D/g, ''));
  await page.getByTestId('bet-confirm').click();
  return round;
}

// The page shows what the database holds: the balance to the đồng, and the round being played.
async function pagesAgree() {
  for (const { page, userId } of seats) {
    // Both sides read in each poll: a payout or a new round may land while it waits.
    const differences = async () => {
      const shown = Number((await page.getByTestId('header-balance').innerText()).replace(/\D/g, ''));
      const round = Number((await page.getByTestId('round-id').innerText()).replace(/\D/g, ''));
      return { balance: shown - (await dbBalance(userId)), round: round - (await currentRound()).sessionId };
    };
    await expect.poll(differences, { timeout: 20_000 }).toEqual({ balance: 0, round: 0 });
  }
}

// One fault under load, then every check. `inject` breaks something and answers once it has done so.
async function underFault(name: string, inject: () => Promise<Record<string, number> | void>, { pageBetBefore = false } = {}) {
  const pageRounds = pageBetBefore ? await Promise.all(seats.map((s, i) => pageBets(s, i % 2 ? 'xiu' : 'tai'))) : [];
  const before = (await currentRound()).sessionId;
  const from = Date.now();
  const extra = (await inject()) ?? {};
  // The bet each page sent just before the fault: the page done retrying shows it placed, and the
  // database holds it once.
  for (const [i, round] of pageRounds.entries()) {
    const { page, userId } = seats[i];
    await expect(page.getByTestId('bet-summary')).not.toHaveText(/đang gửi lại/, { timeout: 20_000 });
    await expect(page.getByTestId('my-bets')).toContainText(PAGE_STAKE.toLocaleString('vi-VN'));
    const { rows } = await db.query('SELECT count(*)::int AS n FROM game_bets WHERE user_id = $1 AND session_id = $2', [userId, round]);
    expect(rows[0].n).toBe(1);
  }
  const recoveredAt = await waitForService();
  // The load goes on a while on the mended cluster, then stops: the checks need still water.
  await sleep(6_000);
  await load!.stop();
  const left = await waitUntilSettled(db, (RESULT_S + 3) * 1000);
  const { problems, figures: counts } = await checkOperations(db, load!.ops);
  const wallets = await walletsOffBy(db, [...players.map((p) => p.userId), ...seats.map((s) => s.userId)]);
  const ledger = await (await fetch(`${api}/admin/ledger/check?full=1`, { headers: { cookie: await adminCookie() } })).json();
  // The rounds went on: one opened since the fault (then the clock's lateness is measured on it).
  await expect.poll(async () => (await currentRound()).sessionId, { timeout: (BETTING_S + RESULT_S + 5) * 1000 }).toBeGreaterThan(before);
  const clock = await clockLateness(db, GAME, from);
  const outage = longestWithoutService(load!.served, from, recoveredAt);
  figures.push({
    fault: name,
    ...counts,
    'longest without service (ms)': outage,
    'back after (ms)': recoveredAt - from,
    'clock late by at most (ms)': clock.lateMs,
    'rounds since': clock.rounds,
    ...extra,
  });
  console.log(`${name}: ${JSON.stringify(figures[figures.length - 1])}`);

  expect(problems).toEqual([]);
  expect(counts.lost).toBe(0);
  expect(counts.acknowledged).toBeGreaterThan(0);
  // Whatever was not acknowledged was refused by a rule (a bet sent again after its round closed),
  // never left without an answer or answered by a server error; and nothing was done unanswered.
  expect(counts.failed).toBe(counts.refusedByRules);
  expect(counts.doneUnanswered).toBe(0);
  expect(wallets).toEqual([]);
  expect(ledger.data.ok).toBe(true);
  expect(left).toBe(0);
  await pagesAgree();
  await pagesBetAgain();
  load = newLoad();
}

// Both pages bet on the mended cluster, and the round ends (the next fault counts its page bets by
// round). Betting also keeps them at the table: a player who sits out IDLE_KICK_ROUNDS rounds in a row, the page untouched, is asked
// to leave it.
async function pagesBetAgain() {
  const rounds = await Promise.all(seats.map((seat, i) => pageBets(seat, i % 2 ? 'xiu' : 'tai')));
  for (const { page } of seats) {
    await expect(page.getByTestId('my-bets')).toContainText(PAGE_STAKE.toLocaleString('vi-VN'), { timeout: 15_000 });
  }
  await expect
    .poll(async () => (await currentRound()).sessionId, { timeout: (BETTING_S + RESULT_S + 5) * 1000 })
    .toBeGreaterThan(Math.max(...rounds));
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  topology = await startFaultTopology({
    baseDatabaseUrl: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    gameEnv: { GAME_BETTING_SECONDS: String(BETTING_S), GAME_RESULT_SECONDS: String(RESULT_S) },
  });
  api = `${topology.base}/api`;
  db = new pg.Client({ connectionString: topology.directUrl });
  await db.connect();
  ({ players, vendor } = await signUpAndFund(api, `${run}l`, LOAD_PLAYERS, FUNDS, WEBHOOK_KEY));
  const pagePlayers = (await signUpAndFund(api, `${run}p`, 2, FUNDS, WEBHOOK_KEY)).players;
  seats = await Promise.all(pagePlayers.map((player) => seat(browser, player)));
  load = newLoad();
  await sleep(3_000);
});

// A failure says what it needs to be understood: what the nodes logged (warnings and errors), the
// round the server is at, and what each page shows.
// eslint-disable-next-line no-empty-pattern
test.afterEach(async ({}, info) => {
  if (info.status === info.expectedStatus || !topology) return;
  console.log(`Cluster log, last 6,000 characters:\n${topology.log().slice(-6_000)}`);
  console.log(`Server's round: ${JSON.stringify(await currentRound().catch((error: unknown) => String(error)))}`);
  for (const { page, userId } of seats) {
    const shown = await page
      .getByRole('main')
      .innerText({ timeout: 2_000 })
      .catch((error: unknown) => String(error));
    console.log(`Page of player ${userId}: ${shown.replace(/\s+/g, ' ').slice(0, 600)}`);
  }
});

test.afterAll(async () => {
  await load?.stop();
  console.log('\nFault suite figures (each fault under load; lost must be 0):');
  console.table(figures);
  for (const { page } of seats) await page.context().close();
  await db?.end();
  await topology?.stop();
});

test('the node driving the game clock killed (SIGKILL) while a page bets', async () => {
  await underFault(
    'clock node SIGKILL',
    async () => {
      const killed = await clockHolder();
      process.kill(pidOnPort(killed.port)!, 'SIGKILL');
      // The clock's failover: until a live node holds the game's lock. That is the other node, or the
      // killed one started again by the cluster script (0.5 s later) when it asks before the other
      // node's next try: either drives the clock, and the checks after this show the rounds go on.
      const killedAt = Date.now();
      // A failure says which: the lock still held for the dead node (its database session lives on)
      // or held by nobody (no node took it).
      const holder = () =>
        clockHolder().then(
          (h) => (h.backend === killed.backend ? `the killed node's session (node-${h.port})` : 'a live node'),
          () => 'nobody',
        );
      await expect.poll(holder, { timeout: 20_000, intervals: [50] }).toBe('a live node');
      const failoverMs = Date.now() - killedAt;
      return { 'clock failover (ms)': failoverMs, 'clock taken by the restarted node': Number((await clockNodePort()) === killed.port) };
    },
    { pageBetBefore: true },
  );
});

test('the other node killed (SIGKILL) while a page bets', async () => {
  await underFault(
    'follower SIGKILL',
    async () => {
      const clock = await clockNodePort();
      const other = clock === topology.nodePort(1) ? topology.nodePort(2) : topology.nodePort(1);
      process.kill(pidOnPort(other)!, 'SIGKILL');
    },
    { pageBetBefore: true },
  );
});

test('the node driving the game clock hung (SIGSTOP) for 10 s, then let go (SIGCONT)', async () => {
  await underFault('clock node SIGSTOP 10 s', async () => {
    const port = await clockNodePort();
    const pid = pidOnPort(port)!;
    process.kill(pid, 'SIGSTOP');
    await sleep(10_000);
    // The cluster script kills a node that misses three health checks; if it is still this one, let it go.
    if (pidOnPort(port) === pid) process.kill(pid, 'SIGCONT');
  });
});

test('the database cut off for 30 s: 503s meanwhile, then the pool, the clock and the rounds resume', async () => {
  await underFault('database cut 30 s', async () => {
    // Cut while a round takes bets, and a player bets at that moment: the page retries, then says
    // what the 503 says, and nothing is placed.
    const { page, userId } = seats[0];
    let cutAt = 0;
    // Late enough in the betting phase that the load has bets in the round, early enough for the
    // page's retries to run before it ends.
    const round = await pageBets(seats[0], 'tai', {
      secondsLeft: 3,
      atMost: 5,
      before: () => {
        topology.cutDatabase();
        cutAt = Date.now();
      },
    });
    await expect(page.getByTestId('bet-summary')).toHaveText('Mất kết nối, đang gửi lại lượt cược…');
    await page.screenshot({ path: shot('faults-database-out-retrying.png') });
    await expect(page.getByText(DATABASE_OUT)).toBeVisible({ timeout: 15_000 });
    await page.screenshot({ path: shot('faults-database-out-message.png') });
    // Any request that needs the database meanwhile is answered 503 with the Vietnamese message,
    // never a 500 (the round's status is answered from the node's memory, so a player's bet
    // history stands for them).
    const during = await fetch(`${api}/games/my-bets`, { headers: { authorization: `Bearer ${players[0].token}` } });
    expect(during.status).toBe(503);
    expect((await during.json()).message).toBe(DATABASE_OUT);
    await sleep(DB_OUTAGE_MS - (Date.now() - cutAt));
    topology.mendDatabase();
    const mendedAt = Date.now();
    const { rows } = await db.query('SELECT count(*)::int AS n FROM game_bets WHERE user_id = $1 AND session_id = $2', [userId, round]);
    expect(rows[0].n).toBe(0);
    // The round whose betting ended during the outage, with the load's bets in it, is settled once
    // the clock runs again (each player's payout of it at most once: the checks after the fault).
    await expect
      .poll(
        async () => {
          const { rows: settled } = await db.query(
            `SELECT r.status, r.betting_ends_at < $3 AS ended_meanwhile, r.settled_at >= $3 AS settled_after,
               EXISTS (SELECT 1 FROM game_bets b WHERE b.game = r.game AND b.session_id = r.session_id) AS had_bets
             FROM game_rounds r WHERE r.game = $1 AND r.session_id = $2`,
            [GAME, round, mendedAt],
          );
          return settled[0];
        },
        { timeout: 20_000 },
      )
      .toEqual({ status: 'settled', ended_meanwhile: true, settled_after: true, had_bets: true });
  });
});

test('Redis restarted: broadcasts resume without a node restart, and the pages resync', async () => {
  const pids = [pidOnPort(topology.nodePort(1)), pidOnPort(topology.nodePort(2))];
  await underFault(
    'Redis restart',
    async () => {
      await topology.restartRedis(3_000);
    },
    { pageBetBefore: true },
  );
  expect([pidOnPort(topology.nodePort(1)), pidOnPort(topology.nodePort(2))]).toEqual(pids);
});

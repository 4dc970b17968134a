import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '../support/test';
import { loginViaUi, newPlayer, registerViaApi, registerViaUi } from '../support/players';
import { expectSecondLoginSignsOutFirst } from '../support/new-login';
import path from 'node:path';
import { maskedName, writeInChat } from '../support/chat';
import pg from 'pg';
import { betFromTable, headerBalance, seatAtTable, waitForBettingWindow } from '../support/games';
import { plantTaixiuRound } from '../support/planted-round';
import { adminCli, isRegistryRead, NEW_LABEL, publishTwo, removeVariants } from '../support/remote-versions';
import { clusterDatabaseVariable, clusterFairnessSecretVariable, clusterReleasesDirVariable, ports, urls } from '../support/urls';

const shot = (name: string) => path.join(process.env.SCREENSHOT_DIR ?? path.resolve(__dirname, '../../test-results/screenshots'), name);

// The docker-compose topology as plain processes: two nodes, one PostgreSQL, one Redis, and the
// compose stack's nginx in front (server/deploy/start-cluster.mjs). One cluster for the file, whose
// later tests kill and hang its nodes: its tests run in order, on one worker.
test.describe.configure({ mode: 'default' });
test.afterAll(removeVariants);

// The cluster's own database, which a test reads (or plants a round in) beside what the pages show.
const clusterDb = () => {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${process.env[clusterDatabaseVariable]}`;
  return new pg.Client({ connectionString: url.toString() });
};

test('through the proxy in front of two nodes: register, home, reload', async ({ page }) => {
  test.info().annotations.push({ type: 'stack', description: urls.cluster });
  const player = newPlayer();
  await registerViaUi(page, player, `${urls.cluster}/dang-ky`);
  await expect(page).toHaveURL(`${urls.cluster}/`);
  await expect(page.getByTestId('home-username')).toHaveText(player.username);
  // Requests alternate between the nodes; the session holds on both.
  for (let i = 0; i < 3; i++) {
    await page.reload();
    await expect(page.getByTestId('header-username')).toHaveText(player.username);
  }
});

test('a login on node 2 signs out a browser whose socket is on node 1 (Redis adapter)', async ({ browser }) => {
  const player = await registerViaApi(urls.cluster);
  await expectSecondLoginSignsOutFirst(browser, player, urls.clusterNode1, urls.clusterNode2);
});

// The hũ's journey at the table, three players on the two nodes (one through each, one through
// nginx): the live count follows them in and out; a 1-1-1 (a chain found by search and planted in
// the cluster's own database: support/planted-round.ts) pays the pool to the xỉu bets by stake,
// to the đồng, beside their 1.98x; the ledger stays exact; the ticker and the leaderboard show the
// settled figures. Before the node-killing tests below.
test('three players at tài xỉu on two nodes: the live count, a 1-1-1 paying the hũ exactly, the ticker and the leaderboard', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const db = clusterDb();
  await db.connect();
  try {
    const FUNDS = 1_000_000;
    const a = await seatAtTable(browser, urls.clusterNode1, '/tro-choi/tai-xiu', FUNDS);
    const count = () => a.page.getByTestId('players-online-taixiu');
    await expect(count()).toHaveText('1 người đang chơi', { timeout: 15_000 });
    const b = await seatAtTable(browser, urls.clusterNode2, '/tro-choi/tai-xiu', FUNDS);
    await expect(count()).toHaveText('2 người đang chơi', { timeout: 15_000 });
    const c = await seatAtTable(browser, urls.cluster, '/tro-choi/tai-xiu', FUNDS);
    await expect(count()).toHaveText('3 người đang chơi', { timeout: 15_000 });
    await expect(b.page.getByTestId('players-online-taixiu')).toHaveText('3 người đang chơi', { timeout: 15_000 });
    // The table's chat reaches the three of them whichever node each is on (Redis adapter).
    const log = (page: Page) => page.getByRole('log', { name: 'Tin nhắn trong bàn' });
    await writeInChat(a.page, 'chào từ nút một');
    await writeInChat(c.page, 'chào qua nginx');
    for (const seated of [a, b, c]) {
      await expect(log(seated.page)).toContainText('chào từ nút một');
      await expect(log(seated.page)).toContainText('chào qua nginx');
      if (seated !== a) await expect(log(seated.page)).toContainText(maskedName(a.player.username));
    }
    // A link is refused on the other node too, and reaches nobody.
    await writeInChat(b.page, 'xem t.me/nhacai88 nhé');
    await expect(b.page.getByTestId('table-chat').getByRole('alert')).toHaveText(/Không được gửi đường link/);
    await expect(a.page.getByTestId('jackpot-pool')).toContainText(/\d\sđ/);
    await a.page.screenshot({ path: shot('table-jackpot-pool.png'), animations: 'disabled' });

    // A result phase with time to plant the next round before the clock opens one.
    const status = async () => (await (await fetch(`${urls.cluster}/api/game-taixiu/current`)).json()).data;
    await expect
      .poll(
        async () => {
          const now = await status();
          if (now.phase !== 'result' || now.endsAt - now.serverNow < 3_000) return false;
          // The phase is told as the round's result is drawn; its settlement is written a moment later.
          const { rows } = await db.query<{ status: string }>(
            `SELECT status FROM game_rounds WHERE game = 'taixiu' ORDER BY session_id DESC LIMIT 1`,
          );
          return rows[0]?.status === 'settled';
        },
        { timeout: 60_000, intervals: [200] },
      )
      .toBe(true);
    const planted = await plantTaixiuRound(db, process.env[clusterFairnessSecretVariable]!, '1-1-1');
    const round = await waitForBettingWindow(a.page, 6, 30_000);
    expect(round.roundId).toBe(planted.roundId);
    const jackpot = async () => (await (await fetch(`${urls.cluster}/api/game-taixiu/jackpot`)).json()).data;
    const before = await jackpot();
    const stakes = { a: 100_000, b: 33_333, c: 50_000 };
    expect(await betFromTable(a.page, 'xiu', stakes.a)).toBe(planted.roundId);
    expect(await betFromTable(b.page, 'xiu', stakes.b)).toBe(planted.roundId);
    expect(await betFromTable(c.page, 'tai', stakes.c)).toBe(planted.roundId);

    await expect(a.page.getByTestId('result-banner')).toContainText('Bạn thắng', { timeout: 30_000 });
    const share = (stake: number) => Math.floor((stake * before.shareBasisPoints) / 10_000);
    const poolAtDraw = before.pool + share(stakes.a) + share(stakes.b) + share(stakes.c);
    const winning = stakes.a + stakes.b;
    const shareA = Math.floor((poolAtDraw * stakes.a) / winning);
    const shareB = Math.floor((poolAtDraw * stakes.b) / winning);
    const payout = (stake: number) => Math.floor((stake * 198) / 100);
    // The winner's line under the dice says what the hũ gave, beside the round's net.
    await expect(a.page.getByTestId('result-jackpot')).toContainText(shareA.toLocaleString('vi-VN'));
    await expect.poll(() => headerBalance(a.page)).toBe(FUNDS - stakes.a + payout(stakes.a) + shareA);
    await expect.poll(() => headerBalance(b.page)).toBe(FUNDS - stakes.b + payout(stakes.b) + shareB);
    await expect.poll(() => headerBalance(c.page)).toBe(FUNDS - stakes.c);
    await a.page.screenshot({ path: shot('table-jackpot-result.png'), animations: 'disabled' });

    // The ledger, recomputed from its entries, is exact; the round's hũ movements add up.
    const { rows: off } = await db.query(
      `SELECT a.id FROM accounts a WHERE a.balance <> (SELECT coalesce(sum(e.amount), 0) FROM entries e WHERE e.account_id = a.id)`,
    );
    expect(off).toEqual([]);
    const { rows: moved } = await db.query<{ kind: string; total: string }>(
      `SELECT kind, sum(amount) AS total FROM transfers WHERE reference = $1 AND kind LIKE 'jackpot%' GROUP BY kind ORDER BY kind`,
      [`taixiu:${planted.roundId}`],
    );
    expect(Object.fromEntries(moved.map((m) => [m.kind, Number(m.total)]))).toMatchObject({
      jackpot_in: poolAtDraw - before.pool,
      jackpot_payout: shareA + shareB,
    });
    const { rows: told } = await db.query<{ amount: number }>(
      `SELECT (payload->>'amount')::bigint AS amount FROM inbox_items i JOIN users u ON u.id = i.user_id
        WHERE u.username = $1 AND i.kind = 'jackpot_won'`,
      [a.player.username],
    );
    expect(told.map((t) => Number(t.amount))).toEqual([shareA]);

    // Once the result phase is over, the pool on every page is the one the round left.
    const after = Math.max(poolAtDraw - shareA - shareB, before.seedAmount);
    await expect(b.page.getByTestId('jackpot-pool')).toContainText(after.toLocaleString('vi-VN'), { timeout: 20_000 });
    expect((await jackpot()).pool).toBe(after);

    // The ticker and the day's leaderboard count the share as winnings (masked names).
    const mask = (name: string) => `${name.slice(0, 4)}***${name.slice(-2)}`;
    const netA = payout(stakes.a) - stakes.a + shareA;
    const ticker = a.page.getByTestId('big-wins');
    await expect(ticker).toContainText(mask(a.player.username));
    await expect(ticker).toContainText(netA.toLocaleString('vi-VN'));
    await a.page.reload();
    const board = a.page.getByRole('region', { name: /Bảng xếp hạng/ });
    await expect
      .poll(
        async () => {
          await a.page.reload();
          // The board is a chunk of its own and reads the server after it arrives: read it loaded.
          const panel = board.getByRole('tabpanel');
          await expect(panel).toBeVisible({ timeout: 20_000 });
          await expect(panel).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
          return board.textContent();
        },
        { timeout: 90_000, intervals: [10_000] },
      )
      .toContain(mask(a.player.username));
    await expect(board).toContainText(netA.toLocaleString('vi-VN'));

    // C leaves: the count follows on the others' pages.
    await c.page.context().close();
    await expect(count()).toHaveText('2 người đang chơi', { timeout: 15_000 });
    await a.page.context().close();
    await b.page.context().close();
  } finally {
    await db.end();
  }
});

// A version of remote-games made live, then rolled back in one command while a player's table is open
// on each node: both pages hear of it within 5 s of the change (the database tells every node, each
// node its own pages), and their next screen is the version before. Before the node-killing tests.
test('a remote rolled back in one command reaches the open pages on both nodes within 5 s', async ({ browser }) => {
  test.setTimeout(120_000);
  const { v2 } = publishTwo(process.env[clusterReleasesDirVariable]);
  expect(await adminCli(urls.cluster, 'remote-use', 'remote_games', v2)).toContain(`đang chạy ${v2}`);
  const db = clusterDb();
  await db.connect();
  try {
    const pages = [];
    for (const node of [urls.clusterNode1, urls.clusterNode2]) {
      const player = await registerViaApi(node);
      const page = await (await browser.newContext({ viewport: { width: 430, height: 932 }, baseURL: node })).newPage();
      await page.goto('/dang-nhap');
      await loginViaUi(page, player);
      await page.getByTestId('game-tile-taixiu').click();
      await expect(page.getByRole('button', { name: NEW_LABEL })).toBeVisible();
      pages.push(page);
    }
    // Every read of the registry each page makes from now on. The clock starts at the change itself,
    // read from the database: the CLI first waits for an authenticator step no other sign-in of the
    // run has taken (up to 30 s when the other worker's operators took the current ones).
    const reads: number[][] = pages.map(() => []);
    pages.forEach((page, i) =>
      page.on('response', (r) => {
        if (isRegistryRead(r) && r.ok()) reads[i].push(Date.now());
      }),
    );
    expect(await adminCli(urls.cluster, 'remote-rollback', 'remote_games')).toContain('Đã quay lại phiên bản trước');
    const { rows } = await db.query<{ at: Date }>(
      `SELECT created_at AS at FROM remote_pointer_history WHERE remote = 'remote_games' AND action = 'rollback' ORDER BY id DESC LIMIT 1`,
    );
    const rolledBackAt = rows[0].at.getTime();
    const heardAfter = () => reads.map((times) => times.find((at) => at >= rolledBackAt) ?? null);
    await expect.poll(() => heardAfter().every((at) => at !== null), { timeout: 15_000 }).toBe(true);
    const delays = heardAfter().map((at) => at! - rolledBackAt);
    test.info().annotations.push({ type: 'rollback heard after (ms)', description: delays.join(', ') });
    for (const delay of delays) expect(delay).toBeLessThan(5_000);
    for (const page of pages) {
      await page.getByRole('navigation').getByRole('link', { name: 'Trang chủ' }).click();
      await page.getByTestId('game-tile-taixiu').click();
      await expect(page.getByRole('button', { name: 'Luật chơi', exact: true })).toBeVisible();
      await page.context().close();
    }
  } finally {
    await db.end();
  }
});

// The pid listening on a loopback port (iproute2's ss, on every Debian).
function pidOnPort(port: number): number | null {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const match = /pid=(\d+)/.exec(out);
  return match ? Number(match[1]) : null;
}

test('a node killed: nginx answers on through the other one, and the cluster script starts it again', async ({ page }) => {
  const player = await registerViaApi(urls.cluster);
  const victim = pidOnPort(ports.cluster + 1);
  expect(victim).not.toBeNull();
  process.kill(victim!, 'SIGKILL');

  // For 2 s after the kill, every GET through nginx is answered by a live node: the first that goes
  // to the dead node fails there and nginx passes it on to the other one, which then takes all of
  // them while the dead one is left out. Then for 1 s, logins (a POST) are all answered too. A POST
  // already on its way to the node as it died (over a kept-alive connection) would not be repeated
  // by nginx, which is why none is sent in the first moments: the page retries those itself.
  const killedAt = Date.now();
  const failures: string[] = [];
  while (Date.now() < killedAt + 2_000) {
    const health = await fetch(`${urls.cluster}/api/health`);
    if (health.status !== 200) failures.push(`health ${health.status} at ${Date.now() - killedAt} ms`);
  }
  while (Date.now() < killedAt + 3_000) {
    const login = await fetch(`${urls.cluster}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: player.username, password: player.password }),
    });
    if (login.status !== 200) failures.push(`login ${login.status} at ${Date.now() - killedAt} ms`);
  }
  expect(failures).toEqual([]);

  // Back on its port within seconds, a new process.
  await expect.poll(() => pidOnPort(ports.cluster + 1), { timeout: 20_000 }).not.toBeNull();
  expect(pidOnPort(ports.cluster + 1)).not.toBe(victim);
  await expect.poll(async () => (await fetch(`${urls.clusterNode1}/api/health`)).status, { timeout: 20_000 }).toBe(200);

  // And the page works through nginx as before.
  await page.goto(`${urls.cluster}/dang-nhap`);
  await expect(page.getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
});

test('a hung node (SIGSTOP) is killed by the cluster script and started again, and nginx answers on', async () => {
  const hung = pidOnPort(ports.cluster + 2);
  expect(hung).not.toBeNull();
  process.kill(hung!, 'SIGSTOP');
  try {
    // Three missed health checks, then a new process on the port.
    await expect.poll(() => pidOnPort(ports.cluster + 2), { timeout: 20_000, intervals: [250] }).not.toBe(hung);
    await expect.poll(() => pidOnPort(ports.cluster + 2), { timeout: 20_000 }).not.toBeNull();
  } finally {
    // Should the script not have killed it, let it go on (or die) rather than hang the run.
    try {
      process.kill(hung!, 'SIGCONT');
    } catch {
      // Killed: nothing to wake.
    }
  }
  await expect.poll(async () => (await fetch(`${urls.clusterNode2}/api/health`)).status, { timeout: 20_000 }).toBe(200);
  // Through nginx, requests are answered again at once.
  for (let i = 0; i < 10; i++) expect((await fetch(`${urls.cluster}/api/health`)).status).toBe(200);
});

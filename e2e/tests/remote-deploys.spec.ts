import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { fundPlayer, waitForBettingWindow } from '../support/games';
import { seriousViolations } from '../support/axe';
import { adminApi, newOperator } from '../support/payments';
import { loginViaUi, newPlayer, registerViaApi, type Player } from '../support/players';
import { adminCli, edit, isRegistryRead, NEW_LABEL, publish, publishTwo, removeVariants, variant } from '../support/remote-versions';
import { releasesDirVariable, urls } from '../support/urls';

// A remote deployed on its own, on a server of its own (playwright.config.ts): two versions of
// remote-games published (the second says "Luật chơi · bản mới" on its table), the new one made live
// while a player's page is open at home, taken at the player's next navigation, rolled back the same
// way; a version whose entry answers 500 and one whose screen throws both fall back to the version
// before, reported; a version built against other contracts refused by the registry. Then a canary
// of 50 % over 20 players, each landing where the hash of the player says; and a bet being made at
// the table when a switch lands, finished on the version it began with.
test.use({ baseURL: urls.deploys });
// One pointer for the file: its tests run in order, on one worker.
test.describe.configure({ mode: 'default' });

const releases = () => process.env[releasesDirVariable];
const shots = process.env.SCREENSHOT_DIR ?? path.resolve(__dirname, '../../test-results/screenshots');
test.afterAll(removeVariants);

async function pointerChanger() {
  const admin = await adminApi(urls.deploys);
  const change = async (action: 'use' | 'rollback' | 'canary', body: unknown = {}) =>
    admin.call('POST', `/admin/remotes/remote_games/${action}`, body, await admin.stepUp('admin_settings', 'remote:remote_games'));
  // `version` live for everyone, whatever the test before left (making the live version live again is refused).
  const live = async (version: string) => {
    const list = (await admin.call('GET', '/admin/remotes')).data as Array<{
      remote: string;
      pointer: { live: string; candidate: string | null } | null;
    }>;
    const pointer = list.find((r) => r.remote === 'remote_games')?.pointer;
    if (pointer?.live !== version) await change('use', { version });
    else if (pointer.candidate) await change('canary', { version: null, percent: 0 });
  };
  return { admin, change, live };
}

test('publish, switch under an open page, roll back, fall back from a broken version, refuse an incompatible one', async ({ page }) => {
  test.setTimeout(180_000);
  const { v1, v2 } = publishTwo(releases());
  expect(v2).not.toBe(v1);
  const { admin, change, live } = await pointerChanger();
  await live(v1);

  const player = await registerViaApi(urls.deploys);
  await page.goto('/dang-nhap');
  await loginViaUi(page, player);
  await page.getByTestId('game-tile-taixiu').click();
  await expect(page.getByRole('button', { name: 'Luật chơi', exact: true })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Trang chủ' }).click();

  // Made live with the CLI while the page is open at home: the page hears of it, and its next screen
  // is the new one.
  const told = page.waitForResponse((r) => isRegistryRead(r) && r.ok());
  expect(await adminCli(urls.deploys, 'remote-use', 'remote_games', v2)).toContain(`đang chạy ${v2}`);
  await told;
  await page.getByTestId('game-tile-taixiu').click();
  await expect(page.getByRole('button', { name: NEW_LABEL })).toBeVisible();

  // Rolled back in one command: the next navigation brings the version before.
  const back = page.waitForResponse((r) => isRegistryRead(r) && r.ok());
  expect(await adminCli(urls.deploys, 'remote-rollback', 'remote_games')).toContain(`đang chạy ${v1} (trước đó ${v2})`);
  await back;
  await page.getByRole('navigation').getByRole('link', { name: 'Trang chủ' }).click();
  await page.getByTestId('game-tile-taixiu').click();
  await expect(page.getByRole('button', { name: 'Luật chơi', exact: true })).toBeVisible();

  // A version whose entry answers 500: a fresh page is served it, falls back to v1 and says so. The
  // server serves a published file as it is and cannot be made to fail one, so this one answer is
  // the browser's (the version, the registry and the fallback it points to are the server's own).
  await change('use', { version: v2 });
  await page.route(`**/releases/remote-games/${v2}/remoteEntry.js*`, (route) => route.fulfill({ status: 500, body: 'boom' }));
  const reports: string[] = [];
  page.on('request', (r) => r.url().endsWith('/api/remotes/report') && reports.push(r.postData() ?? ''));
  await page.goto('/tro-choi/tai-xiu');
  await expect(page.getByRole('button', { name: 'Luật chơi', exact: true })).toBeVisible();
  await expect(page.getByText('Không tải được màn hình')).toHaveCount(0);
  await expect.poll(() => reports.map((r) => JSON.parse(r).kind)).toEqual(expect.arrayContaining(['failure', 'fallback']));
  await page.unroute(`**/releases/remote-games/${v2}/remoteEntry.js*`);

  // A version whose screen throws: the same.
  const v3 = publish(
    variant((dir) =>
      edit(
        dir,
        (file) => file.startsWith('__federation_expose_TaiXiuScreen'),
        (text) => `throw new Error("bản hỏng");\n${text}`,
      ),
    ),
    releases(),
  );
  await change('use', { version: v3 });
  await page.goto('/tro-choi/tai-xiu');
  await expect(page.getByRole('button', { name: NEW_LABEL })).toBeVisible();
  await expect(page.getByText('Không tải được màn hình')).toHaveCount(0);

  // What the pages reported is in the registry's figures for each version.
  await expect
    .poll(
      async () => {
        const list = (await admin.call('GET', '/admin/remotes')).data as {
          remote: string;
          versions: { version: string; stats: { failures: number; fallbacks: number } }[];
        }[];
        const games = list.find((r) => r.remote === 'remote_games')!;
        return games.versions.find((v) => v.version === v3)?.stats.fallbacks ?? 0;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);

  // Built against other contracts: refused, naming the difference, and nothing changes.
  const v4 = publish(
    variant((dir) => writeFileSync(path.join(dir, 'contract.json'), JSON.stringify({ contractsHash: '0000000000000000' }))),
    releases(),
  );
  await expect(change('use', { version: v4 })).rejects.toThrow(/được dựng với hợp đồng @app\/shared 0000000000000000/);
});

// The canary's documented recipe (docs/architecture.md), written again here rather than imported, so
// the test checks the server against it: the bucket 0–99 of a player is FNV-1a (32 bits) of
// "<remote>:u:<user id>", modulo 100, and the candidate goes to the buckets below its percentage.
function canaryBucket(remote: string, key: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${remote}:${key}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash % 100;
}

// What GET /api/remotes gives a browser of `cookie`, and the canary group the server keeps it in.
async function choicesOf(cookie: string): Promise<{ version: string; fallback: string | null }> {
  const answer = await fetch(`${urls.deploys}/api/remotes`, { headers: { cookie } });
  expect(answer.status).toBe(200);
  const games = (await answer.json()).data.versions.remote_games as { version: string; fallback: { version: string } | null };
  return { version: games.version, fallback: games.fallback?.version ?? null };
}
// A player signed in through the API, as a browser is: their first signed-in read puts the browser in
// their canary group (the signed cookie remote_group = u:<id>), which the page's later reads carry.
async function groupCookieOf(player: Player): Promise<{ cookie: string; userId: number }> {
  const signedIn = await fetch(`${urls.deploys}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: player.username, password: player.password }),
  });
  expect(signedIn.status).toBe(200);
  const token = (await signedIn.json()).data.token as string;
  const me = await fetch(`${urls.deploys}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
  const line = me.headers.getSetCookie().find((c) => c.startsWith('remote_group='));
  expect(line, 'a signed-in read sets the canary group').toBeTruthy();
  const cookie = line!.split(';')[0];
  return { cookie, userId: Number(/^remote_group=u:(\d+)\./.exec(cookie)![1]) };
}

test('a canary of 50 % over 20 players: each gets the version the hash of the player says, every time; a visitor by device', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { v1, v2 } = publishTwo(releases());
  const { change, live } = await pointerChanger();
  await live(v1);
  await change('canary', { version: v2, percent: 50 });

  const players = await Promise.all(Array.from({ length: 20 }, () => registerViaApi(urls.deploys, newPlayer())));
  const landed: Array<{ player: Player; candidate: boolean }> = [];
  for (const player of players) {
    const { cookie, userId } = await groupCookieOf(player);
    const candidate = canaryBucket('remote_games', `u:${userId}`) < 50;
    const first = await choicesOf(cookie);
    expect(first.version).toBe(candidate ? v2 : v1);
    // A candidate that fails falls back to the live version.
    if (candidate) expect(first.fallback).toBe(v1);
    // Sticky: asked again, the same.
    expect(await choicesOf(cookie)).toEqual(first);
    landed.push({ player, candidate });
  }
  const onCandidate = landed.filter((l) => l.candidate).length;
  test.info().annotations.push({ type: 'canary', description: `${onCandidate} of 20 on the candidate` });
  expect(onCandidate).toBeGreaterThan(0);
  expect(onCandidate).toBeLessThan(20);

  // A visitor not signed in is kept by device: a new browser gets a group, the same on every read.
  const visitor = await fetch(`${urls.deploys}/api/remotes`);
  const device = visitor.headers
    .getSetCookie()
    .find((c) => c.startsWith('remote_group='))!
    .split(';')[0];
  expect(device).toMatch(/^remote_group=d:/);
  const deviceChoice = await choicesOf(device);
  for (let i = 0; i < 3; i++) expect(await choicesOf(device)).toEqual(deviceChoice);

  // In the browser, one player of each side signs in and opens the table: the candidate's says so.
  for (const candidate of [true, false]) {
    const { player } = landed.find((l) => l.candidate === candidate)!;
    const context = await browser.newContext({ viewport: { width: 430, height: 932 }, baseURL: urls.deploys });
    const page = await context.newPage();
    await page.goto('/dang-nhap');
    // The login page was the device's; signed in, the page asks again as the player.
    const asked = page.waitForResponse((r) => isRegistryRead(r) && r.request().headers().authorization !== undefined);
    await loginViaUi(page, player);
    await asked;
    await page.getByTestId('game-tile-taixiu').click();
    await expect(page.getByRole('button', { name: candidate ? NEW_LABEL : 'Luật chơi', exact: true })).toBeVisible();
    await context.close();
  }
  // The console's page shows the canary with what pages reported, and ends it behind the password.
  const operator = await newOperator(urls.deploys);
  const console_ = await (await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: urls.deploys })).newPage();
  await console_.goto('/quan-tri/phien-ban');
  await loginViaUi(console_, operator);
  const games = console_.getByTestId('remote-remote_games');
  await expect(games.getByTestId('remote-pointer')).toContainText(`Thử nghiệm ${v2} cho 50 % người chơi.`);
  const candidateRow = games.locator(`[data-testid="remote-version"][data-version="${v2}"]`);
  await expect(candidateRow).toContainText('Thử nghiệm 50 %');
  await expect(games.locator(`[data-testid="remote-version"][data-version="${v1}"]`)).toContainText('Đang chạy');
  await console_.screenshot({ path: path.join(shots, 'console-remote-versions.png') });
  expect(await seriousViolations(console_, 'console-remote-versions')).toEqual([]);
  await games.getByRole('button', { name: 'Dừng thử nghiệm' }).click();
  const dialog = console_.getByRole('dialog');
  await dialog.getByLabel('Mật khẩu cấp 2 của bạn').fill(operator.secondaryPassword);
  await console_.screenshot({ path: path.join(shots, 'console-remote-versions-stop.png') });
  await dialog.getByRole('button', { name: 'Dừng thử nghiệm' }).click();
  await expect(dialog).toBeHidden();
  await expect(games.getByTestId('remote-pointer')).not.toContainText('Thử nghiệm');
  await console_.context().close();
});

test('a bet being made at the table when a new version goes live is placed on the version it began with', async ({ page }) => {
  test.setTimeout(120_000);
  const { v1, v2 } = publishTwo(releases());
  const { change, live } = await pointerChanger();
  await live(v1);
  const player = await registerViaApi(urls.deploys, newPlayer());
  await fundPlayer(urls.deploys, player, 100_000);
  await page.goto('/dang-nhap');
  await loginViaUi(page, player);
  await page.getByTestId('game-tile-taixiu').click();
  await expect(page.getByRole('button', { name: 'Luật chơi', exact: true })).toBeVisible();

  // The side chosen and the amount typed, then the switch lands.
  await waitForBettingWindow(page, 8, 90_000);
  await page.getByTestId('bet-side-tai').click();
  await page.getByLabel('Số tiền cược', { exact: true }).fill('20000');
  const told = page.waitForResponse((r) => isRegistryRead(r) && r.ok());
  await change('use', { version: v2 });
  await told;
  // Nothing moved under the player: the same table, side and amount; the bet goes through.
  await expect(page.getByRole('button', { name: 'Luật chơi', exact: true })).toBeVisible();
  await expect(page.getByTestId('bet-summary')).toContainText('Tài');
  await expect(page.getByLabel('Số tiền cược', { exact: true })).toHaveValue('20.000');
  const placed = page.waitForResponse((r) => r.request().method() === 'POST' && /\/bet$/.test(new URL(r.url()).pathname));
  await page.getByTestId('bet-confirm').click();
  expect((await placed).status()).toBe(200);
  await expect(page.getByTestId('my-bets')).toContainText('20.000');

  // Its next screen is the new version.
  await page.getByRole('navigation').getByRole('link', { name: 'Trang chủ' }).click();
  await page.getByTestId('game-tile-taixiu').click();
  await expect(page.getByRole('button', { name: NEW_LABEL })).toBeVisible();
});

import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/test';
import { adminApi } from '../support/payments';
import { loginViaUi, registerViaApi } from '../support/players';
import { releasesDirVariable, urls } from '../support/urls';

// A remote deployed on its own, on a server of its own (playwright.config.ts): two versions of
// remote-games published (the second says "Luật chơi · bản mới" on its table), the new one made live
// while a player's page is open at home, taken at the player's next navigation, rolled back the same
// way; a version whose entry answers 500 and one whose screen throws both fall back to the version
// before, reported; a version built against other contracts refused by the registry.
test.use({ baseURL: urls.deploys });

const root = path.resolve(__dirname, '../..');
const NEW_LABEL = 'Luật chơi · bản mới';
const made: string[] = [];
test.afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** remote-games' build, copied and changed by `change` (given the copy's folder). */
function variant(change: (dir: string) => void): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-remote-games-'));
  made.push(dir);
  cpSync(path.join(root, 'remote-games/dist'), dir, { recursive: true });
  change(dir);
  return dir;
}
const jsFiles = (dir: string) => readdirSync(path.join(dir, 'static/js')).filter((f) => f.endsWith('.js'));
function edit(dir: string, pick: (file: string, text: string) => boolean, rewrite: (text: string) => string) {
  for (const file of jsFiles(dir)) {
    const full = path.join(dir, 'static/js', file);
    const text = readFileSync(full, 'utf8');
    if (!pick(file, text)) continue;
    writeFileSync(full, rewrite(text));
    // The pre-compressed copies would be served in place of the changed file.
    rmSync(`${full}.br`, { force: true });
    rmSync(`${full}.gz`, { force: true });
  }
}

/** npm run remote:publish remote-games --from <dir>: the version it printed. */
function publish(dir: string): string {
  const result = spawnSync(process.execPath, ['server/deploy/remote-publish.mjs', 'remote-games', '--from', dir], {
    cwd: root,
    env: { ...process.env, RELEASES_DIR: process.env[releasesDirVariable] },
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  return /phiên bản ([0-9a-f]{12})/.exec(result.stdout)![1];
}

test('publish, switch under an open page, roll back, fall back from a broken version, refuse an incompatible one', async ({ page }) => {
  test.setTimeout(180_000);
  const v1 = publish(path.join(root, 'remote-games/dist'));
  const v2 = publish(
    variant((dir) =>
      edit(
        dir,
        (_f, text) => text.includes('Luật chơi'),
        (text) => text.replaceAll('Luật chơi', NEW_LABEL),
      ),
    ),
  );
  expect(v2).not.toBe(v1);
  const admin = await adminApi(urls.deploys);
  const change = async (action: 'use' | 'rollback' | 'canary', body: unknown = {}) =>
    admin.call('POST', `/admin/remotes/remote_games/${action}`, body, await admin.stepUp('admin_settings', 'remote:remote_games'));
  await change('use', { version: v1 });

  const player = await registerViaApi(urls.deploys);
  await page.goto('/dang-nhap');
  await loginViaUi(page, player);
  await page.getByTestId('game-tile-taixiu').click();
  await expect(page.getByRole('button', { name: 'Luật chơi', exact: true })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Trang chủ' }).click();

  // Made live while the page is open at home: the page hears of it, and its next screen is the new one.
  const told = page.waitForResponse((r) => r.url().endsWith('/api/remotes') && r.ok());
  await change('use', { version: v2 });
  await told;
  await page.getByTestId('game-tile-taixiu').click();
  await expect(page.getByRole('button', { name: NEW_LABEL })).toBeVisible();

  // Rolled back in one call: the next navigation brings the version before.
  const back = page.waitForResponse((r) => r.url().endsWith('/api/remotes') && r.ok());
  const rolled = await change('rollback');
  expect(rolled.data.pointer).toMatchObject({ live: v1, previous: v2 });
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
  );
  await expect(change('use', { version: v4 })).rejects.toThrow(/được dựng với hợp đồng @app\/shared 0000000000000000/);
});

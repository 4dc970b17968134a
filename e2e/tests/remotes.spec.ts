import { expect, test } from '../support/test';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { loginViaUi, registerViaApi } from '../support/players';
import { ports, urls } from '../support/urls';

// The alt server's /remotes.json puts remote-auth on another origin and remote-games on a host that
// does not answer.
test.use({ baseURL: urls.alt });

test('remote-auth loads from a second origin through /remotes.json', async ({ page }) => {
  const remotes = await (await fetch(`${urls.alt}/remotes.json`)).json();
  expect(remotes.remote_auth).toBe(`${urls.authOrigin}/mf-manifest.json`);
  const fromSecondOrigin: string[] = [];
  page.on('response', (r) => r.url().startsWith(urls.authOrigin) && r.ok() && fromSecondOrigin.push(r.url()));

  const player = await registerViaApi(urls.alt);
  await page.goto('/dang-nhap');
  await loginViaUi(page, player);
  await expect(page.getByTestId('header-username')).toHaveText(player.username);
  // The server read the manifest from there and wrote it into the page; the scripts come from there.
  expect(fromSecondOrigin.some((url) => url.includes('/remoteEntry.js?v='))).toBe(true);
  expect(fromSecondOrigin.some((url) => /__federation_expose_LoginScreen\.[0-9a-f]+\.js$/.test(url))).toBe(true);
});

test('a remote whose manifest is unreachable shows the error card; the shell keeps working', async ({ page }) => {
  const player = await registerViaApi(urls.alt);
  await page.goto('/dang-nhap');
  await loginViaUi(page, player);
  await expect(page.getByTestId('header-username')).toHaveText(player.username);

  await page.getByTestId('game-tile-taixiu').click();
  await expect(page).toHaveURL(`${urls.alt}/tro-choi/tai-xiu`);
  await expect(page.getByText('Không tải được màn hình')).toBeVisible();
  const retry = page.getByRole('button', { name: 'Thử lại' });
  await expect(retry).toBeVisible();
  await retry.click();
  await expect(page.getByText('Không tải được màn hình')).toBeVisible();

  // Header and navigation still work, and another remote's screen opens.
  await expect(page.getByTestId('header-username')).toHaveText(player.username);
  await page.getByRole('navigation').getByRole('link', { name: 'Tài khoản' }).click();
  await expect(page.getByTestId('profile-username')).toHaveText(player.username);

  // The remote's host comes back: the retry button brings the screen without a reload.
  const root = path.resolve(__dirname, '../..');
  const games = spawn(process.execPath, ['e2e/support/static-server.mjs', 'remote-games/dist', String(ports.gamesOrigin)], {
    cwd: root,
    stdio: 'ignore',
  });
  try {
    await expect
      .poll(() =>
        fetch(`${urls.gamesOrigin}/mf-manifest.json`).then(
          (r) => r.ok,
          () => false,
        ),
      )
      .toBe(true);
    await page.getByTestId('header-balance').waitFor();
    await page.goBack();
    await expect(page).toHaveURL(`${urls.alt}/tro-choi/tai-xiu`);
    await page.getByRole('button', { name: 'Thử lại' }).click();
    await expect(page.getByRole('heading', { name: 'Tài xỉu' })).toBeVisible();
    await expect(page.getByText('Không tải được màn hình')).toBeHidden();
  } finally {
    games.kill();
  }
});

import { expect, test } from '@playwright/test';
import { loginViaUi, newPlayer, registerViaApi } from '../support/players';
import { urls } from '../support/urls';

// The docker-compose topology as plain processes: two nodes, one PostgreSQL, one Redis, a proxy.
test('through the proxy in front of two nodes: register, home, reload', async ({ page }) => {
  test.info().annotations.push({ type: 'stack', description: urls.cluster });
  await page.goto(`${urls.cluster}/dang-ky`);
  const player = newPlayer();
  await page.getByLabel('Tên đăng nhập').fill(player.username);
  await page.getByLabel('Số điện thoại').fill(player.phone);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(player.password);
  await page.getByLabel('Nhập lại mật khẩu').fill(player.password);
  await page.getByRole('button', { name: 'Đăng ký' }).click();
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
  const first = await browser.newContext({ baseURL: urls.clusterNode1 });
  const second = await browser.newContext({ baseURL: urls.clusterNode2 });
  const a = await first.newPage();
  const b = await second.newPage();

  await a.goto('/dang-nhap');
  await loginViaUi(a, player);
  await expect(a.getByTestId('header-username')).toHaveText(player.username);

  await b.goto('/dang-nhap');
  await loginViaUi(b, player);
  await expect(b.getByTestId('header-username')).toHaveText(player.username);

  await expect(a.getByText('Tài khoản đã đăng nhập ở nơi khác. Bạn đã bị đăng xuất.')).toBeVisible();
  await expect(a).toHaveURL(`${urls.clusterNode1}/dang-nhap`);
  await first.close();
  await second.close();
});

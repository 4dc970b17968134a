import { expect, test } from '../support/test';
import { loginViaUi, newPlayer, registerViaApi } from '../support/players';
import { urls } from '../support/urls';

// Old and English paths the site used to have: each replaces itself in history with its Vietnamese route.
const GUARDED_REDIRECTS: [string, string][] = [
  ['/home', '/'],
  ['/games/tai-xiu', '/tro-choi/tai-xiu'],
  ['/tai-xiu', '/tro-choi/tai-xiu'],
  ['/games/xoc-dia', '/tro-choi/xoc-dia'],
  ['/xoc-dia', '/tro-choi/xoc-dia'],
  ['/banks', '/ngan-hang'],
  ['/wallet', '/vi-tien'],
  ['/support', '/ho-tro'],
  ['/profile', '/ho-so'],
  ['/banned', '/bi-chan'],
];

test('signed out: /login and /register lead to the Vietnamese routes', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveURL(`${urls.main}/dang-nhap`);
  await expect(page.getByRole('heading', { name: 'Đăng nhập' })).toBeVisible();
  await page.goto('/register');
  await expect(page).toHaveURL(`${urls.main}/dang-ky`);
  await expect(page.getByRole('heading', { name: 'Đăng ký' })).toBeVisible();
});

test('signed in: every redirect lands on its route and replaces history', async ({ page }) => {
  // Thirty full page loads: on a busy 2-core machine (two workers and the servers) they need more
  // than the default minute.
  test.setTimeout(150_000);
  const player = await registerViaApi(urls.main, newPlayer());
  await page.goto('/dang-nhap');
  await loginViaUi(page, player);
  await expect(page.getByTestId('header-username')).toHaveText(player.username);

  for (const [from, to] of GUARDED_REDIRECTS) {
    await page.goto('/ho-tro');
    await expect(page.getByRole('heading', { name: 'Hỗ trợ' })).toBeVisible();
    await page.goto(from);
    await expect(page).toHaveURL(`${urls.main}${to}`);
    await page.goBack();
    // The old path is not in history: going back returns to the page before it.
    await expect(page).toHaveURL(`${urls.main}/ho-tro`);
  }
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/khong-co-trang-nay');
  await expect(page.getByText('404')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Không tìm thấy trang' })).toBeVisible();
  await page.getByRole('link', { name: 'Về trang chủ' }).click();
  await expect(page).toHaveURL(`${urls.main}/dang-nhap`);
});

test('the standalone 403 and banned pages', async ({ page }) => {
  await page.goto('/403');
  await expect(page.getByRole('heading', { name: 'Không đủ quyền truy cập' })).toBeVisible();
  await page.goto('/bi-chan');
  await expect(page.getByRole('heading', { name: 'Tài khoản đã bị khóa' })).toBeVisible();
});

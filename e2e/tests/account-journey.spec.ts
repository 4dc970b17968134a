import { expect, test } from '../support/test';
import { loginViaUi, newPlayer, registerViaApi, registerViaUi } from '../support/players';
import { urls } from '../support/urls';

test('register, see the home screen, reload, log out with confirmation, log in again', async ({ page }) => {
  const player = newPlayer();
  await registerViaUi(page, player);

  await expect(page.getByTestId('header-username')).toHaveText(player.username);
  await expect(page.getByTestId('home-username')).toHaveText(player.username);
  await expect(page.getByTestId('header-balance')).toContainText('0');
  await expect(page.getByTestId('header-balance')).toHaveText(/^0\s*đ$/);
  await expect(page.getByTestId('game-tile-taixiu')).toBeVisible();
  await expect(page.getByTestId('game-tile-xocdia')).toBeVisible();
  await expect(page.getByText('Chưa có giao dịch nào')).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(`${urls.main}/`);
  await expect(page.getByTestId('header-username')).toHaveText(player.username);

  await page.getByRole('button', { name: 'Đăng xuất' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('đăng nhập lại');
  await dialog.getByRole('button', { name: 'Hủy' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('header-username')).toHaveText(player.username);

  // Logout ends with a full page load of /: wait for that new document, not the old one's
  // client-side redirect on the way out.
  await page.evaluate(() => ((window as any).__beforeLogout = true));
  await page.getByRole('button', { name: 'Đăng xuất' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Đăng xuất' }).click();
  await page.waitForFunction(() => !(window as any).__beforeLogout && document.readyState === 'complete');
  await expect(page).toHaveURL(`${urls.main}/dang-nhap`);
  expect(await page.evaluate(() => localStorage.getItem('auth-token'))).toBeNull();

  // The refresh cookie is gone too: a reload stays signed out.
  await page.reload();
  await expect(page).toHaveURL(`${urls.main}/dang-nhap`);

  await loginViaUi(page, player);
  await expect(page).toHaveURL(`${urls.main}/`);
  await expect(page.getByTestId('header-username')).toHaveText(player.username);
});

test('a guarded route sends a signed-out visitor to login and back after it', async ({ page }) => {
  const player = await registerViaApi(urls.main);
  await page.goto('/ho-so');
  await expect(page).toHaveURL(`${urls.main}/dang-nhap`);
  await loginViaUi(page, player);
  await expect(page).toHaveURL(`${urls.main}/ho-so`);
  await expect(page.getByTestId('profile-username')).toHaveText(player.username);
});

test('wrong password and invalid fields show Vietnamese errors and change nothing', async ({ page }) => {
  const player = await registerViaApi(urls.main);
  await page.goto('/dang-nhap');
  await loginViaUi(page, { username: player.username, password: 'SaiMatKhau9' });
  await expect(page.getByRole('alert')).toHaveText('Tên đăng nhập hoặc mật khẩu không đúng');
  await expect(page).toHaveURL(`${urls.main}/dang-nhap`);

  await page.goto('/dang-ky');
  await page.getByLabel('Số điện thoại').fill('12345');
  await page.getByLabel('Số điện thoại').blur();
  await expect(page.getByText(/Số điện thoại không hợp lệ/)).toBeVisible();
  await page.getByLabel('Tên đăng nhập').fill(player.username);
  await page.getByLabel('Số điện thoại').fill('0987654321');
  await page.getByLabel('Mật khẩu', { exact: true }).fill('Matkhau123');
  await page.getByLabel('Nhập lại mật khẩu').fill('Matkhau123');
  await page.getByRole('button', { name: 'Đăng ký' }).click();
  await expect(page.getByText('Tên đăng nhập đã được sử dụng, vui lòng chọn tên khác')).toBeVisible();
  await expect(page).toHaveURL(`${urls.main}/dang-ky`);
});

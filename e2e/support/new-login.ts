import { expect, type Browser, type Page } from '@playwright/test';
import { loginViaUi, type Player } from './players';

// Logs the same player in from two browsers (each at its own base URL, possibly two server nodes)
// and checks that the first one is signed out while the second stays in: the first lands on the
// login form with the NEW_LOGIN notice above it and the way to change the password.
// `thenOnFirst` looks further at the signed-out page before the browsers close.
export async function expectSecondLoginSignsOutFirst(
  browser: Browser,
  player: Player,
  firstUrl: string,
  secondUrl: string,
  thenOnFirst?: (page: Page) => Promise<void>,
) {
  const first = await browser.newContext({ baseURL: firstUrl });
  const second = await browser.newContext({ baseURL: secondUrl });
  try {
    const a = await first.newPage();
    const b = await second.newPage();
    await a.goto('/dang-nhap');
    await loginViaUi(a, player);
    await expect(a.getByTestId('header-username')).toHaveText(player.username);

    await b.goto('/dang-nhap');
    await loginViaUi(b, player);
    await expect(b.getByTestId('header-username')).toHaveText(player.username);

    await expect(a).toHaveURL(`${firstUrl}/dang-nhap`);
    const notice = a.getByTestId('sign-in-notice');
    await expect(notice).toContainText('Tài khoản đã đăng nhập ở nơi khác. Bạn đã bị đăng xuất.');
    await expect(notice.getByRole('link', { name: 'Không phải bạn? Đổi mật khẩu' })).toHaveAttribute('href', '/quen-mat-khau');
    // Said once, on the form: not in a toast as well.
    await expect(a.locator('.Toastify__toast')).toHaveCount(0);
    await b.reload();
    await expect(b.getByTestId('header-username')).toHaveText(player.username);
    await thenOnFirst?.(a);
  } finally {
    await first.close();
    await second.close();
  }
}

import { expect, type Browser } from '@playwright/test';
import { loginViaUi, type Player } from './players';

// Logs the same player in from two browsers (each at its own base URL, possibly two server nodes)
// and checks that the first one is signed out with the NEW_LOGIN notice while the second stays in.
export async function expectSecondLoginSignsOutFirst(browser: Browser, player: Player, firstUrl: string, secondUrl: string) {
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

    await expect(a.getByText('Tài khoản đã đăng nhập ở nơi khác. Bạn đã bị đăng xuất.')).toBeVisible();
    await expect(a).toHaveURL(`${firstUrl}/dang-nhap`);
    await b.reload();
    await expect(b.getByTestId('header-username')).toHaveText(player.username);
  } finally {
    await first.close();
    await second.close();
  }
}

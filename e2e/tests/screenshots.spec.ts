import { expect, test } from '@playwright/test';
import path from 'node:path';
import { newPlayer, registerViaUi } from '../support/players';

// Phone-sized pictures of the account screens, for a person to look at (SCREENSHOT_DIR to keep them).
const dir = process.env.SCREENSHOT_DIR ?? path.resolve(__dirname, '../../test-results/screenshots');
const shot = (name: string) => path.join(dir, `${name}.png`);

test('login, register, home and logout confirmation at 430 x 932', async ({ page }) => {
  await page.goto('/dang-nhap');
  await expect(page.getByRole('heading', { name: 'Đăng nhập' })).toBeVisible();
  await expect(page.getByText('Bạn cần hỗ trợ?')).toBeVisible({ timeout: 5_000 });
  await page.screenshot({ path: shot('login') });

  const player = newPlayer();
  await page.goto('/dang-ky');
  await expect(page.getByRole('heading', { name: 'Đăng ký' })).toBeVisible();
  await page.screenshot({ path: shot('register') });

  await registerViaUi(page, player);
  await expect(page.getByTestId('home-username')).toHaveText(player.username);
  await page.screenshot({ path: shot('home') });

  await page.getByRole('button', { name: 'Đăng xuất' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await page.screenshot({ path: shot('logout-confirm') });
});

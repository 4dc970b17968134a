import { expect, type Browser, type Page } from '@playwright/test';
import { loginViaUi, newPlayer, registerViaApi } from './players';

// A player signed up, signed in and seated at a table on a phone-sized page, with the table's chat
// open; and what they write in it.
export async function seatAtTable(browser: Browser, base: string, path = '/tro-choi/tai-xiu'): Promise<{ page: Page; username: string }> {
  const player = await registerViaApi(base, newPlayer());
  const context = await browser.newContext({ viewport: { width: 430, height: 932 } });
  const page = await context.newPage();
  await page.goto(`${base}/dang-nhap`);
  await loginViaUi(page, player);
  await expect(page).toHaveURL(`${base}/`);
  await page.goto(`${base}${path}`);
  await expect(page.getByTestId('round-id')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('textbox', { name: 'Tin nhắn' })).toBeVisible({ timeout: 10_000 });
  return { page, username: player.username };
}

export const maskedName = (username: string) => {
  const chars = [...username];
  return `${chars.slice(0, 4).join('')}***${chars.slice(-2).join('')}`;
};

export async function writeInChat(page: Page, text: string) {
  const field = page.getByRole('textbox', { name: 'Tin nhắn' });
  await field.fill(text);
  await page.getByTestId('table-chat').getByRole('button', { name: 'Gửi' }).click();
}

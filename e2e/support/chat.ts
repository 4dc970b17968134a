import type { Page } from '@playwright/test';

// What a player writes in the table's chat (its panel is open at the table: support/games.ts
// seatAtTable).
export const maskedName = (username: string) => {
  const chars = [...username];
  return `${chars.slice(0, 4).join('')}***${chars.slice(-2).join('')}`;
};

export async function writeInChat(page: Page, text: string) {
  const field = page.getByRole('textbox', { name: 'Tin nhắn' });
  await field.fill(text);
  await page.getByTestId('table-chat').getByRole('button', { name: 'Gửi' }).click();
}

import { expect, test, type Browser, type Page } from '../support/test';
import { maskedName, writeInChat } from '../support/chat';
import { seatAtTable } from '../support/games';
import { adminApi } from '../support/payments';
import { urls } from '../support/urls';
import path from 'node:path';

const shot = (name: string) => path.join(process.env.SCREENSHOT_DIR ?? path.resolve(__dirname, '../../test-results/screenshots'), name);

// The table chat as players use it, on a 430 × 932 phone: a message reaches the other player at the
// table under a masked name, as plain text; a link and a flood are refused in Vietnamese; the panel
// sits under the bet bar without covering it. (Across the two nodes: cluster.spec.ts.)
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const seat = async (browser: Browser) => {
  const seated = await seatAtTable(browser, urls.main, '/tro-choi/tai-xiu', 0);
  await expect(seated.page.getByRole('textbox', { name: 'Tin nhắn' })).toBeVisible({ timeout: 10_000 });
  return seated;
};

test('two players at a table: a message arrives masked and as text; a link and a flood are refused', async ({ browser }) => {
  const [a, b] = await Promise.all([seat(browser), seat(browser)]);
  const log = (page: Page) => page.getByRole('log', { name: 'Tin nhắn trong bàn' });

  await writeInChat(a.page, 'Chào cả bàn <b>tài</b> nhé');
  await expect(log(b.page)).toContainText('Chào cả bàn <b>tài</b> nhé');
  await expect(log(b.page)).toContainText(maskedName(a.player.username));
  await expect(log(b.page)).not.toContainText(a.player.username);
  await expect(log(b.page).locator('b')).toHaveCount(0);
  await expect(log(a.page)).toContainText(`${maskedName(a.player.username)} (bạn)`);
  await expect(a.page.getByRole('textbox', { name: 'Tin nhắn' })).toHaveValue('');

  // A link: refused before it leaves the page, in Vietnamese; the other player sees nothing.
  await writeInChat(a.page, 'vào nhacai88.com nhận thưởng');
  await expect(a.page.getByTestId('table-chat').getByRole('alert')).toHaveText(/Không được gửi đường link/);
  // A second message right after the first (within its 2 s): the server's refusal.
  const first = b.page.waitForResponse((r) => r.request().method() === 'POST' && /\/chat$/.test(new URL(r.url()).pathname));
  await writeInChat(b.page, 'một');
  expect((await first).status()).toBe(201);
  await writeInChat(b.page, 'hai');
  await expect(b.page.getByTestId('table-chat').getByRole('alert')).toHaveText(/Bạn gửi quá nhanh/);
  await expect(log(a.page)).toContainText('một');
  await expect(log(a.page)).not.toContainText('nhacai88');

  // The bet bar stays on screen and usable with the chat's field focused.
  await a.page.getByRole('textbox', { name: 'Tin nhắn' }).focus();
  await expect(a.page.getByTestId('bet-bar')).toBeInViewport();
});

test('a player an operator mutes is refused with the end of the mute, and the others never see what they try', async ({ browser }) => {
  const [a, b] = await Promise.all([seat(browser), seat(browser)]);
  const log = (page: Page) => page.getByRole('log', { name: 'Tin nhắn trong bàn' });
  const admin = await adminApi(urls.main);
  const found = await admin.call('GET', `/admin/users?q=${encodeURIComponent(b.player.username)}`);
  const userId = found.data.users.find((u: { username: string }) => u.username === b.player.username).id;
  await admin.call('POST', `/admin/chat/players/${userId}/mute`, { minutes: 30, reason: 'Spam link' });
  await writeInChat(b.page, 'tôi vẫn nói được chứ');
  // Said under the field with the operator's reason; the player stays signed in at the table.
  await expect(b.page.getByTestId('table-chat')).toContainText(/Bạn bị cấm trò chuyện đến \d.*lý do: Spam link/);
  await expect(b.page).toHaveURL(/\/tro-choi\/tai-xiu$/);
  await writeInChat(a.page, 'bạn ấy im rồi');
  await expect(log(b.page)).toContainText('bạn ấy im rồi');
  await expect(log(a.page)).not.toContainText('tôi vẫn nói được chứ');
  await b.page.getByTestId('table-chat').scrollIntoViewIfNeeded();
  await b.page.screenshot({ path: shot('chat-muted.png'), animations: 'disabled' });
});

import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { seriousViolations } from '../support/axe';
import { postBankTransfer } from '../support/payments';
import { playerApi } from '../support/player-api';
import { loginViaUi, newPlayer, registerViaApi } from '../support/players';
import { urls } from '../support/urls';

// The inbox is kept on the server: a phone the player signs in on later shows the items and read
// marks made on the one before. The app keeps one session per player (signing in on phone B ends
// phone A's), so "the other phone" is the next one signed in.
const shot = (name: string) => path.join(process.env.SCREENSHOT_DIR ?? path.resolve(__dirname, '../../test-results/screenshots'), name);

async function openInbox(page: Page) {
  await page.getByTestId('inbox-button').click();
  return page.getByRole('dialog', { name: 'Thông báo' });
}

test('an item read on phone A is read on phone B, and a new one reaches phone B live', async ({ browser }) => {
  const player = await registerViaApi(urls.main, newPlayer());
  // Both orders are made before any phone signs in: the API's session ends with the first sign-in.
  const api = await playerApi(urls.main, player);
  const first = await api.openOrder(200_000);
  const second = await api.openOrder(300_000);

  const phoneA = await browser.newContext({ baseURL: urls.main, viewport: { width: 430, height: 932 } });
  const a = await phoneA.newPage();
  await a.goto('/dang-nhap');
  await loginViaUi(a, player);
  await expect(a).toHaveURL(`${urls.main}/`);

  // Nothing yet: the empty inbox.
  let inbox = await openInbox(a);
  await expect(inbox.getByText('Chưa có thông báo')).toBeVisible();
  await a.screenshot({ path: shot('inbox-empty.png'), animations: 'disabled' });
  expect(await seriousViolations(a, 'inbox (empty)')).toEqual([]);
  await inbox.getByRole('button', { name: 'Đóng' }).click();

  // The bank feed confirms the first order: phone A's bell counts it at once.
  await postBankTransfer(urls.main, { content: first.content, amount: 200_000 });
  await expect(a.getByTestId('inbox-unread')).toHaveText('1');
  inbox = await openInbox(a);
  const item = inbox.getByTestId('inbox-item').first();
  await expect(item).toContainText('Nạp tiền thành công (200.000 đ)');
  await expect(item).toHaveAttribute('data-read', 'false');
  expect(await seriousViolations(a, 'inbox (an unread item)')).toEqual([]);
  // Read with a tap: marked on the server before phone B is taken up.
  const marked = a.waitForResponse((r) => /\/api\/core\/inbox\/\d+\/read$/.test(r.url()) && r.request().method() === 'POST');
  await item.click();
  expect((await marked).status()).toBe(200);
  await expect(item).toHaveAttribute('data-read', 'true');
  await expect(a.getByTestId('inbox-unread')).toBeHidden();

  // Phone B: the same item, already read.
  const phoneB = await browser.newContext({ baseURL: urls.main, viewport: { width: 430, height: 932 } });
  const b = await phoneB.newPage();
  await b.goto('/dang-nhap');
  await loginViaUi(b, player);
  await expect(b).toHaveURL(`${urls.main}/`);
  await expect(b.getByTestId('inbox-button')).toHaveAccessibleName('Thông báo');
  await expect(b.getByTestId('inbox-unread')).toBeHidden();
  inbox = await openInbox(b);
  await expect(inbox.getByTestId('inbox-item')).toHaveCount(1);
  await expect(inbox.getByTestId('inbox-item').first()).toContainText('Nạp tiền thành công (200.000 đ)');
  await expect(inbox.getByTestId('inbox-item').first()).toHaveAttribute('data-read', 'true');
  await inbox.getByRole('button', { name: 'Đóng' }).click();

  // A new item arrives on phone B while it is open, unread.
  await postBankTransfer(urls.main, { content: second.content, amount: 300_000 });
  await expect(b.getByTestId('inbox-unread')).toHaveText('1');
  inbox = await openInbox(b);
  await expect(inbox.getByTestId('inbox-item')).toHaveCount(2);
  await expect(inbox.getByTestId('inbox-item').first()).toContainText('Nạp tiền thành công (300.000 đ)');
  await expect(inbox.getByTestId('inbox-item').first()).toHaveAttribute('data-read', 'false');
  await expect(inbox.getByTestId('inbox-item').nth(1)).toHaveAttribute('data-read', 'true');
  await b.screenshot({ path: shot('inbox-items.png'), animations: 'disabled' });
  expect(await seriousViolations(b, 'inbox (read and unread)')).toEqual([]);

  await phoneA.close();
  await phoneB.close();
});

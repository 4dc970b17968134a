import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { seriousViolations, smallTargets } from '../support/axe';
import { fundPlayer, waitForBettingWindow } from '../support/games';
import { loginViaUi, newPlayer, registerViaApi } from '../support/players';

// Where a toast lands on each screen a player sees it on, at 430 × 932: it must leave the balance in
// the header readable, and its words must not run under its close button. Pictures for a person to
// look at (SCREENSHOT_DIR to keep them).
const dir = process.env.SCREENSHOT_DIR ?? path.resolve(__dirname, '../../test-results/screenshots');
const shot = (name: string) => path.join(dir, `${name}.png`);

test.setTimeout(120_000);

// react-toastify closes a toast when its progress bar's animation ends. Once the toast has slid
// in, the test stops the page's animations (as a debugger would), so that the same toast is
// pictured on each screen it moves to (by the router's own history).
async function holdToast(page: Page) {
  await page.waitForTimeout(800);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
}
const goTo = (page: Page, to: string) =>
  page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);

async function expectClearOfBalance(page: Page) {
  const toast = page.locator('.Toastify__toast').first();
  await expect(toast).toBeVisible();
  const balance = (await page.getByTestId('header-balance').boundingBox())!;
  const box = (await toast.boundingBox())!;
  // Above the bottom navigation, not over it.
  const nav = (await page.getByRole('navigation', { name: 'Điều hướng chính' }).boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(nav.y);
  const overlaps = box.y < balance.y + balance.height && box.y + box.height > balance.y;
  expect(overlaps, 'the toast covers the balance').toBe(false);
  // The words end before the close button starts.
  const { words, close } = await toast.evaluate((el) => {
    const button = el.querySelector('button')!.getBoundingClientRect();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    let right = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('button')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) right = Math.max(right, rect.right);
    }
    return { words: right, close: { x: button.left } };
  });
  expect(words).toBeLessThanOrEqual(close.x + 0.5);
}

test('a toast on the table, the home and the bank screen leaves the balance readable at 430 x 932', async ({ page, baseURL }) => {
  const player = await registerViaApi(baseURL!, newPlayer());
  await fundPlayer(baseURL!, player, 1_000_000);
  await page.goto('/dang-nhap');
  await loginViaUi(page, player);
  await expect(page.getByTestId('header-balance')).toContainText('1.000.000');
  await page.goto('/tro-choi/tai-xiu');
  await expect(page.getByTestId('round-id')).toBeVisible({ timeout: 20_000 });

  await waitForBettingWindow(page, 6);
  await page.getByTestId('bet-side-tai').click();
  await page.getByLabel('Số tiền cược', { exact: true }).fill('10000');
  await page.getByTestId('bet-confirm').click();
  await expect(page.locator('.Toastify__toast')).toBeVisible();
  await holdToast(page);
  await page.screenshot({ path: shot('toast-table') });
  await expectClearOfBalance(page);
  // On the table it stands above the bet bar too: 'Đặt cược' stays in reach while it is shown.
  const bar = (await page.getByTestId('bet-bar').boundingBox())!;
  const toastBox = (await page.locator('.Toastify__toast').first().boundingBox())!;
  expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(bar.y);

  await goTo(page, '/');
  await expect(page.getByTestId('home-username')).toHaveText(player.username);
  await page.screenshot({ path: shot('toast-home') });
  await expectClearOfBalance(page);

  await goTo(page, '/vi-tien');
  await expect(page.getByRole('heading', { name: 'Nạp / Rút tiền' })).toBeVisible();
  await page.screenshot({ path: shot('toast-wallet') });
  await expectClearOfBalance(page);

  // The longest words a toast carries (a transfer the support desk recorded), put in this toast's
  // place: they wrap left of the close button instead of running under it.
  await page
    .locator('.Toastify__toast')
    .first()
    .evaluate((el) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest('button') || !node.textContent?.trim()) continue;
        node.textContent =
          'Chuyển khoản 150.000\u00a0đ được bộ phận hỗ trợ ghi nhận vào ví của bạn (nội dung chuyển khoản: NAP 8F3K2Q tien an uong)';
        break;
      }
    });
  await page.screenshot({ path: shot('toast-long') });
  await expectClearOfBalance(page);
  expect(await seriousViolations(page, 'toast-wallet')).toEqual([]);
  expect((await smallTargets(page, 'toast-wallet')).filter((s) => s.includes('Toastify'))).toEqual([]);
});

test("the rules write each amount with its đ on the same line; the auth screens' inline links are thumb-sized, at 430 x 932", async ({
  page,
  baseURL,
}) => {
  await page.goto('/dang-nhap');
  const toRegister = page.getByRole('link', { name: 'Đăng ký ngay' });
  await expect(toRegister).toBeVisible();
  // Polled: the drawn page's link is swapped for the app's as it takes over.
  await expect.poll(async () => (await toRegister.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: shot('login-links') });
  await toRegister.click();
  const toLogin = page.getByRole('main').getByRole('link', { name: 'Đăng nhập', exact: true });
  await expect(toLogin).toBeVisible();
  // Polled: the drawn page's link is swapped for the app's as it takes over.
  await expect.poll(async () => (await toLogin.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: shot('register-links') });

  const player = await registerViaApi(baseURL!, newPlayer());
  await page.goto('/dang-nhap');
  await loginViaUi(page, player);
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await page.goto('/tro-choi/tai-xiu');
  await page.getByTestId('show-rules').click();
  const rules = page.getByRole('dialog');
  await expect(rules.getByTestId('rules-timing')).toBeVisible();
  const text = await rules.innerText();
  expect(text).toMatch(/\d\u00a0đ/);
  // Only a no-break space between a number and its đ: a line can never start with a lone đ.
  expect(text).not.toMatch(/\d[ \n]đ(?=$|[\s.,;:)])/m);
  await page.screenshot({ path: shot('rules-amounts') });
  expect(await seriousViolations(page, 'rules')).toEqual([]);
});

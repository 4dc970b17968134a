import path from 'node:path';
import { expect, test } from '../support/test';
import { loginViaUi, registerViaApi } from '../support/players';
import { urls } from '../support/urls';
import { expectSecondLoginSignsOutFirst } from '../support/new-login';
import { seriousViolations, smallTargets } from '../support/axe';

// Pictures for a person to look at (SCREENSHOT_DIR to keep them).
const shot = (name: string) =>
  path.join(process.env.SCREENSHOT_DIR ?? path.resolve(__dirname, '../../test-results/screenshots'), `${name}.png`);

test('a second login elsewhere signs the first browser out with the NEW_LOGIN notice, kept on the login form', async ({ browser }) => {
  const player = await registerViaApi(urls.main);
  await expectSecondLoginSignsOutFirst(browser, player, urls.main, urls.main, async (page) => {
    const notice = page.getByTestId('sign-in-notice');
    // A toast was gone after 5 s, before a player who did not sign in elsewhere had read it: the
    // notice stays (and through a reload) until they sign in again or close it.
    await page.waitForTimeout(6_000);
    await expect(notice).toBeVisible();
    await page.reload();
    await expect(notice).toContainText('Tài khoản đã đăng nhập ở nơi khác. Bạn đã bị đăng xuất.');
    await page.screenshot({ path: shot('login-new-login-notice') });
    expect(await seriousViolations(page, 'login with the new-login notice')).toEqual([]);
    expect(await smallTargets(page, 'login with the new-login notice')).toEqual([]);

    await notice.getByRole('link', { name: 'Không phải bạn? Đổi mật khẩu' }).click();
    await expect(page).toHaveURL(`${urls.main}/quen-mat-khau`);
    await page.goBack();
    await page.getByRole('button', { name: 'Đóng thông báo' }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Đăng nhập' })).toBeVisible();
    await expect(notice).toBeHidden();
  });
});

test('one React instance and at most one websocket across every remote', async ({ browser }) => {
  const player = await registerViaApi(urls.main);
  const context = await browser.newContext();
  // React DOM registers each renderer with the devtools hook: one registration means one React.
  await context.addInitScript(() => {
    const renderers = new Map();
    (window as any).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers,
      supportsFiber: true,
      inject(renderer: unknown) {
        renderers.set(renderers.size + 1, renderer);
        return renderers.size;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
  const page = await context.newPage();
  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));

  await page.goto('/dang-nhap');
  await loginViaUi(page, player);
  await expect(page.getByTestId('header-username')).toHaveText(player.username);
  for (const [path, text] of [
    ['/tro-choi/tai-xiu', 'Tài xỉu'],
    ['/vi-tien', 'Nạp / Rút tiền'],
    ['/ho-so', 'Tài khoản'],
    ['/ho-tro', 'Hỗ trợ'],
    ['/', 'Trò chơi'],
  ]) {
    await page.getByRole('navigation').getByRole('link').first().waitFor();
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page.getByRole('heading', { name: text, exact: true }).first()).toBeVisible();
  }
  expect(await page.evaluate(() => (window as any).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size)).toBe(1);
  expect(sockets.filter((url) => url.includes('/socket.io')).length).toBe(1);
  await context.close();
});

import { expect, test } from '../support/test';
import { loginViaUi, registerViaApi } from '../support/players';
import { urls } from '../support/urls';
import { expectSecondLoginSignsOutFirst } from '../support/new-login';

test('a second login elsewhere signs the first browser out with the NEW_LOGIN notice', async ({ browser }) => {
  const player = await registerViaApi(urls.main);
  await expectSecondLoginSignsOutFirst(browser, player, urls.main, urls.main);
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

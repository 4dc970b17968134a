import { expect, test } from '@playwright/test';
import { loginViaUi, registerViaApi } from '../support/players';
import { urls } from '../support/urls';

test('a second login elsewhere signs the first browser out with the NEW_LOGIN notice', async ({ browser }) => {
  const player = await registerViaApi(urls.main);
  const first = await browser.newContext();
  const second = await browser.newContext();
  const a = await first.newPage();
  const b = await second.newPage();

  await a.goto('/dang-nhap');
  await loginViaUi(a, player);
  await expect(a.getByTestId('header-username')).toHaveText(player.username);

  await b.goto('/dang-nhap');
  await loginViaUi(b, player);
  await expect(b.getByTestId('header-username')).toHaveText(player.username);

  await expect(a.getByText('Tài khoản đã đăng nhập ở nơi khác. Bạn đã bị đăng xuất.')).toBeVisible();
  await expect(a).toHaveURL(`${urls.main}/dang-nhap`);
  // The second browser is still signed in.
  await b.reload();
  await expect(b.getByTestId('header-username')).toHaveText(player.username);
  await first.close();
  await second.close();
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
    ['/tro-choi/tai-xiu', 'Tài Xỉu'],
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

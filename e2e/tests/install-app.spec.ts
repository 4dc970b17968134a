import { expect, test, watchCsp, type CspViolation, type Page } from '../support/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loginViaUi, registerViaApi } from '../support/players';
import { urls } from '../support/urls';

// The installable app, on the production-like cluster where the operator has PWA_ENABLED on.
const dir = process.env.SCREENSHOT_DIR ?? path.resolve(__dirname, '../../test-results/screenshots');
const shot = (name: string) => path.join(dir, `${name}.png`);

// Headless Chromium never decides on its own to offer installation (that needs engagement over
// time), so the test hands the page the same event Chromium would, with the player's answer.
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed') {
  await page.evaluate((answer) => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, { prompt: () => Promise.resolve(), userChoice: Promise.resolve({ outcome: answer }) });
    window.dispatchEvent(event);
  }, outcome);
}

test('Chromium finds the app installable: manifest, icons and service worker', async ({ playwright, launchOptions }) => {
  // A profile on disk: Chromium never offers installation in an incognito context (the default).
  const profile = mkdtempSync(path.join(tmpdir(), 'e2e-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, viewport: { width: 430, height: 932 } });
  const violations: CspViolation[] = [];
  await watchCsp(context, violations);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${urls.cluster}/dang-nhap`);
    await expect(page.getByRole('heading', { name: 'Đăng nhập' })).toBeVisible();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toBe(`${urls.cluster}/manifest.webmanifest`);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    expect(violations).toEqual([]);
    for (const icon of ['/icons/icon-192.png', '/icons/icon-512.png']) {
      const response = await page.request.get(`${urls.cluster}${icon}`);
      expect(response.headers()['content-type']).toBe('image/png');
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test("a later visit is the service worker's: the page as the server last sent it, drawn screen and all", async ({ page }) => {
  await page.goto(`${urls.cluster}/dang-nhap`);
  await expect(page.getByRole('heading', { name: 'Đăng nhập' })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  // The first visit under the worker keeps a copy of the page; the next is answered from it.
  await page.reload();
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('pages')).keys()).map((request) => new URL(request.url).pathname)))
    .toContain('/dang-nhap');
  const again = await page.reload();
  expect(again?.fromServiceWorker()).toBe(true);
  expect(await again!.text()).toContain('<div id="prerendered">');
  await expect(page.getByRole('heading', { name: 'Đăng nhập' })).toBeVisible();
});

test('with PWA_ENABLED off (the default) the app offers no installation', async ({ page }) => {
  await page.goto('/dang-nhap');
  await expect(page.getByRole('heading', { name: 'Đăng nhập' })).toBeVisible();
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length))).toBe(0);
});

test('the install banner: close hides it for a day, a dismissed prompt says so', async ({ page, context }) => {
  await page.goto(`${urls.cluster}/dang-nhap`);
  await expect(page.getByRole('heading', { name: 'Đăng nhập' })).toBeVisible();
  const banner = page.getByTestId('install-banner');
  await expect(banner).toBeHidden();

  await offerInstall(page, 'dismissed');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Cài đặt Xúc Xắc Vàng');
  await page.screenshot({ path: shot('install-banner-login'), animations: 'disabled' });
  await banner.getByRole('button', { name: 'Đóng' }).click();
  await expect(banner).toBeHidden();
  const [hide] = (await context.cookies()).filter((cookie) => cookie.name === 'install-prompt-hidden');
  expect(hide.expires * 1000 - Date.now()).toBeGreaterThan(23.9 * 3600_000);
  expect(hide.expires * 1000 - Date.now()).toBeLessThanOrEqual(24 * 3600_000);

  // Still closed after a reload, when the browser offers it again.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Đăng nhập' })).toBeVisible();
  await offerInstall(page, 'dismissed');
  // A frame and a little more: had the offer shown the banner, it would be on the page by now.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100))));
  await expect(banner).toBeHidden();

  // A day later (the cookie gone), signed in: the banner sits above the bottom navigation.
  await context.clearCookies({ name: 'install-prompt-hidden' });
  const player = await registerViaApi(urls.cluster);
  await loginViaUi(page, player);
  await expect(page.getByTestId('home-username')).toHaveText(player.username);
  await offerInstall(page, 'dismissed');
  await expect(banner).toBeVisible();
  const nav = await page.getByRole('navigation').last().boundingBox();
  // Where the card comes to rest: it rises 16 px into place, and a busy machine may measure it on the way.
  const cardBottom = async () => {
    const card = await banner.boundingBox();
    return card!.y + card!.height;
  };
  await expect.poll(cardBottom).toBeLessThanOrEqual(nav!.y);
  await page.screenshot({ path: shot('install-banner-home'), animations: 'disabled' });
  // At a game table the bet bar has the bottom of the screen; the card is back on leaving.
  await page.getByRole('link', { name: /Tài xỉu/ }).click();
  await expect(page.getByTestId('round-id')).toBeVisible();
  await expect(banner).toBeHidden();
  await page.goBack();
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Cài đặt' }).click();
  await expect(page.getByText('Cài đặt ứng dụng đã bị hủy')).toBeVisible();
  await expect(banner).toBeHidden();
});

test("on an iPhone, whose Safari never offers installation, the banner gives the 'Chia sẻ → Thêm vào MH chính' steps", async ({
  browser,
}) => {
  const context = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    viewport: { width: 430, height: 932 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await page.goto(`${urls.cluster}/dang-nhap`);
  const banner = page.getByTestId('install-banner');
  await expect(banner).toContainText('Thêm vào MH chính');
  await expect(banner.getByRole('button', { name: 'Cài đặt' })).toHaveCount(0);
  await page.screenshot({ path: shot('install-banner-iphone'), animations: 'disabled' });
  await banner.getByRole('button', { name: 'Đóng' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Đăng nhập' })).toBeVisible();
  await expect(banner).toBeHidden();
  await context.close();
});

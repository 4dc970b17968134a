import { expect, test, type Page } from '../support/test';
import path from 'node:path';
import { DIALOGS, seriousViolations, smallTargets } from '../support/axe';
import { hostCommand } from '../support/host-socket';
import { adminApi, newOperator, postBankTransfer } from '../support/payments';
import { freshTotpCode } from '../support/totp';
import { playerApi } from '../support/player-api';
import { loginViaUi, newPlayer, registerViaApi } from '../support/players';
import { urls } from '../support/urls';

// The operators' console at 1440 x 900, against the real server: what an operator does every day,
// with a player's phone open beside it to see each decision land without a reload.
const dir = process.env.SCREENSHOT_DIR ?? path.resolve(__dirname, '../../test-results/screenshots');
const DESKTOP = { width: 1440, height: 900 };
// ... and at a phone's, where an operator on call opens it (the sidebar folds into a menu).
const PHONE = { width: 430, height: 932 };

// Each screen pictured is also checked by axe-core: no serious or critical violation. The toast an
// action leaves is let go first, so the picture shows the screen.
const found: string[] = [];
// `within`: DIALOGS for a dialog, checked on its own over a screen checked before.
async function shoot(page: Page, name: string, fullPage = false, within?: string) {
  await expect(page.locator('.Toastify__toast')).toHaveCount(0);
  await page.screenshot({ path: path.join(dir, `console-${name}.png`), animations: 'disabled', fullPage });
  found.push(...(await seriousViolations(page, name, within)));
}
test.afterEach(() => {
  expect(found.splice(0)).toEqual([]);
});

// What a script on the page can read: every storage value and document.cookie. The operator's
// session cookie is there for the browser to send, httpOnly and SameSite=Strict.
async function expectNoReadableCredential(page: Page) {
  const readable = await page.evaluate(() =>
    [...Object.values(localStorage), ...Object.values(sessionStorage), document.cookie].join('\n'),
  );
  expect(readable).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'operator_session');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
}

async function signInAt(page: Page, target: string, account: { username: string; password: string; totpSecret?: string }) {
  await page.goto(`${urls.main}${target}`);
  await expect(page).toHaveURL(`${urls.main}/dang-nhap`);
  await loginViaUi(page, account);
  await expect(page).toHaveURL(`${urls.main}${target}`);
}

test('a withdrawal appears live and is approved, a stray transfer is assigned, a ban signs the player out', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const operator = await newOperator(urls.main);
  const player = await registerViaApi(urls.main, newPlayer());
  const api = await playerApi(urls.main, player);
  await api.deposit(1_000_000);
  await api.addBankAccount();

  const console_ = await (await browser.newContext({ viewport: DESKTOP, locale: 'vi-VN' })).newPage();
  await signInAt(console_, '/quan-tri', operator);
  await expect(console_.getByRole('heading', { name: 'Tổng quan' })).toBeVisible();
  await expect(console_.getByText('Cân khớp')).toBeVisible();
  await shoot(console_, 'overview');
  await console_.getByRole('link', { name: /^Rút tiền/ }).click();
  await expect(console_.getByRole('heading', { name: 'Rút tiền' })).toBeVisible();

  // The player asks for a withdrawal on their phone (the new account's cool-down is 12 s here).
  await page.goto(`${urls.main}/dang-nhap`);
  await loginViaUi(page, player);
  await expect(page).toHaveURL(`${urls.main}/`);
  await page.goto(`${urls.main}/vi-tien?tab=withdraw`);
  await expect(page.getByTestId('withdraw-cooldown')).toBeHidden({ timeout: 20_000 });
  await page.getByTestId('withdraw-amount').fill('200000');
  await page.getByTestId('withdraw-submit').click();
  const verify = page.getByTestId('two-factor-verify-dialog');
  await verify.getByTestId('two-factor-verify-password').fill(api.secondPassword);
  await verify.getByTestId('two-factor-verify-submit').click();
  await expect(page.getByText('Yêu cầu rút tiền đã được gửi!')).toBeVisible();
  await page.goto(`${urls.main}/ngan-hang`);
  await page.getByTestId('history-tab-withdraw').click();
  const history = page.getByTestId('withdrawal-history-item').first();
  await expect(history).toContainText('Đang chờ');

  // It appears on the console by itself, with the count in the navigation.
  const row = console_.getByRole('table', { name: 'Yêu cầu rút tiền' }).getByRole('row').filter({ hasText: player.username });
  await expect(row).toBeVisible();
  await expect(console_.getByRole('link', { name: /^Rút tiền.*đang chờ/ })).toBeVisible();
  await row.getByRole('button', { name: /Xem yêu cầu/ }).click();
  await expect(console_.getByText('Hoạt động gần đây')).toBeVisible();
  await expect(console_.getByText('1.000.000 đ · Đã xác nhận')).toBeVisible();
  await shoot(console_, 'withdrawals');

  await console_.getByRole('button', { name: 'Duyệt', exact: true }).click();
  const approve = console_.getByRole('dialog');
  await expect(approve).toContainText('200.000 đ');
  await approve.getByRole('button', { name: 'Xác nhận đã chuyển' }).click();
  await expect(approve).toContainText('Vui lòng nhập mã giao dịch ngân hàng');
  await approve.getByLabel('Mã giao dịch ngân hàng').fill('FT26112600001');
  await approve.getByLabel('Mật khẩu cấp 2 của bạn').fill('sai-mat-khau-9');
  await approve.getByRole('button', { name: 'Xác nhận đã chuyển' }).click();
  await expect(approve.getByRole('alert')).toContainText('Mật khẩu cấp 2 không đúng');
  await approve.getByLabel('Mật khẩu cấp 2 của bạn').fill(operator.secondaryPassword);
  await shoot(console_, 'withdrawal-approve', false, DIALOGS);
  await approve.getByRole('button', { name: 'Xác nhận đã chuyển' }).click();
  await expect(approve).toBeHidden();
  await expect(row).toBeHidden();
  // The detail beside the list says what was decided, and offers no second decision.
  await expect(console_.getByText('FT26112600001')).toBeVisible();
  await expect(console_.getByRole('button', { name: 'Duyệt', exact: true })).toBeHidden();
  // The player's phone shows it done, no reload.
  await expect(history).toContainText('Đã chuyển khoản');

  // A second request, taken back by the player while pending: held beside the balance meanwhile,
  // gone from the operator's queue by itself, the money back in the wallet.
  await page.goto(`${urls.main}/vi-tien?tab=withdraw`);
  await page.getByTestId('withdraw-amount').fill('100000');
  await page.getByTestId('withdraw-submit').click();
  await verify.getByTestId('two-factor-verify-password').fill(api.secondPassword);
  await verify.getByTestId('two-factor-verify-submit').click();
  await expect(page.getByText('Yêu cầu rút tiền đã được gửi!')).toBeVisible();
  await expect(page.getByTestId('header-balance')).toContainText('700.000');
  await page.goto(`${urls.main}/ngan-hang`);
  await expect(page.getByTestId('withdrawal-held')).toHaveText('Đang chờ rút: 100.000 đ');
  await page.getByTestId('history-tab-withdraw').click();
  const waiting = page.getByTestId('withdrawal-history-item').first();
  await expect(waiting).toContainText('Dự kiến nhận tiền');
  await expect(row).toBeVisible();
  await waiting.getByTestId('withdrawal-cancel').click();
  await page.getByRole('alertdialog', { name: 'Hủy yêu cầu rút tiền?' }).getByRole('button', { name: 'Hủy yêu cầu' }).click();
  await expect(waiting).toContainText('Đã hủy');
  await expect(waiting).toContainText('Đã hoàn tiền về ví');
  await expect(page.getByTestId('withdrawal-held')).toBeHidden();
  await expect(page.getByTestId('header-balance')).toContainText('800.000');
  await expect(row).toBeHidden();
  // Home's recent activity says it the same way: the 100.000 đ came back, so no minus before it.
  await page.goto(`${urls.main}/`);
  const cancelled = page.getByTestId('recent-activity-item').filter({ hasText: 'Đã hủy · đã hoàn tiền' });
  await expect(cancelled).toContainText('100.000 đ');
  await expect(cancelled).not.toContainText('\u2212');
  const paidOut = page.getByTestId('recent-activity-item').filter({ hasText: 'Rút tiền' }).filter({ hasText: 'Thành công' });
  await expect(paidOut).toContainText('\u2212');
  await page.screenshot({ path: path.join(dir, 'home-withdrawal-cancelled.png') });
  await page.goto(`${urls.main}/ngan-hang`);

  // A transfer whose content names no order waits on the console; assigned to the player, their
  // balance moves on their screen.
  const content = `CK ${player.username} nap tien`;
  await console_.getByRole('link', { name: /^Giao dịch chưa khớp/ }).click();
  await expect(console_.getByRole('heading', { name: 'Giao dịch chưa khớp' })).toBeVisible();
  await postBankTransfer(urls.main, { content, amount: 150_000 });
  const stray = console_.getByRole('row').filter({ hasText: content });
  await expect(stray).toBeVisible();
  await shoot(console_, 'transfers');
  await stray.getByRole('button', { name: 'Gán' }).click();
  const assign = console_.getByRole('dialog');
  await assign.getByLabel('Tìm theo tên đăng nhập').fill(player.username);
  await assign.getByRole('radio', { name: new RegExp(player.username) }).check();
  await expect(assign).toContainText(`Cộng 150.000 đ vào ví của ${player.username}.`);
  // Money moves only behind the operator's own second-level password: nothing is sent without it.
  await assign.getByRole('button', { name: 'Gán giao dịch' }).click();
  await expect(assign).toContainText('Vui lòng nhập mật khẩu cấp 2');
  await assign.getByLabel('Mật khẩu cấp 2 của bạn').fill(operator.secondaryPassword);
  await shoot(console_, 'transfer-assign', false, DIALOGS);
  await assign.getByRole('button', { name: 'Gán giao dịch' }).click();
  await expect(assign).toBeHidden();
  await expect(stray).toBeHidden();
  await expect(page.getByTestId('header-balance')).toContainText('950.000');
  // The player is told who put it there and why, where they look: a toast, the inbox, the history.
  const said = `Chuyển khoản 150.000 đ được bộ phận hỗ trợ ghi nhận vào ví của bạn (nội dung chuyển khoản: ${content})`;
  await expect(page.getByText(said)).toBeVisible();
  await page.getByTestId('history-tab-deposit').click();
  const credited = page.getByTestId('deposit-history-item').filter({ hasText: content });
  await expect(credited).toContainText('150.000 đ');
  await expect(credited).toContainText('Ghi nhận bởi hỗ trợ');
  await page.getByTestId('inbox-button').click();
  const inbox = page.getByRole('dialog', { name: 'Thông báo' });
  await expect(inbox.getByTestId('inbox-item').filter({ hasText: 'Hỗ trợ đã ghi nhận chuyển khoản (150.000 đ)' })).toBeVisible();
  await inbox.getByRole('button', { name: 'Đóng' }).click();

  // The operator looks the player up and bans them: their phone is signed out at once.
  await console_.getByRole('link', { name: 'Người chơi' }).click();
  await console_.getByLabel('Tìm người chơi').fill(player.username);
  await console_.getByRole('button', { name: player.username, exact: true }).click();
  await expect(console_.getByText('Hồ sơ người chơi')).toBeVisible();
  await expect(console_.getByRole('table').filter({ hasText: 'Tiền cược' })).toBeHidden();
  // The profile lists the credit with who made it and the transfer's content.
  const creditRow = console_.getByRole('row').filter({ hasText: content });
  await expect(creditRow).toContainText('Chuyển khoản #');
  await expect(creditRow).toContainText(operator.username);
  // The profile holds the player's money over their whole life, the browser and address they
  // signed in from, and the operators' tags and notes.
  await expect(console_.getByRole('heading', { name: 'Tiền trọn đời' })).toBeVisible();
  await expect(console_.getByRole('heading', { name: 'Địa chỉ IP đã dùng' })).toBeVisible();
  await console_.getByRole('button', { name: 'Gắn nhãn' }).click();
  const tagDialog = console_.getByRole('dialog');
  await tagDialog.getByLabel('Nhãn').fill('da-xac-minh');
  await tagDialog.getByRole('button', { name: 'Gắn nhãn' }).click();
  await expect(tagDialog).toBeHidden();
  await console_.getByRole('button', { name: 'Thêm ghi chú' }).click();
  const noteDialog = console_.getByRole('dialog');
  await noteDialog.getByLabel('Ghi chú').fill('Khách gọi hotline xác minh chuyển khoản');
  await noteDialog.getByRole('button', { name: 'Lưu ghi chú' }).click();
  await expect(noteDialog).toBeHidden();
  await expect(console_.getByRole('row').filter({ hasText: 'Khách gọi hotline xác minh chuyển khoản' })).toContainText(operator.username);
  await shoot(console_, 'player');
  await console_.getByRole('button', { name: 'Khóa tài khoản' }).click();
  const ban = console_.getByRole('dialog');
  await ban.getByLabel('Lý do').fill('Gian lận khuyến mãi');
  await ban.getByLabel('Mật khẩu cấp 2 của bạn').fill(operator.secondaryPassword);
  await shoot(console_, 'player-ban', false, DIALOGS);
  await ban.getByRole('button', { name: 'Khóa tài khoản' }).click();
  await expect(ban).toBeHidden();
  await expect(console_.getByText('Gian lận khuyến mãi')).toBeVisible();
  await expect(page).toHaveURL(`${urls.main}/dang-nhap`);
  await expect(page.getByText('Tài khoản của bạn đã bị khóa. Vui lòng liên hệ bộ phận hỗ trợ (CSKH).')).toBeVisible();

  // Every one of those decisions is in the audit log, newest first.
  await console_.getByRole('link', { name: 'Nhật ký' }).click();
  const log = console_.getByRole('table', { name: 'Nhật ký quản trị' });
  await expect(log.getByRole('row').nth(1)).toContainText('Khóa tài khoản');
  await expect(log).toContainText('Gán giao dịch');
  await expect(log).toContainText('Duyệt rút tiền');
  await shoot(console_, 'audit');
  await console_.context().close();
});

// At a phone's width: neither the page nor the content column scrolls sideways (a wide table
// scrolls inside its own box), nothing on screen is under 44 px, and then the screen is pictured
// and checked by axe like the desktop's.
async function shootPhone(page: Page, screen: string) {
  const widths = await page.evaluate(() => {
    const box = (el: Element | null) => ({ scroll: el?.scrollWidth ?? 0, client: el?.clientWidth ?? 0 });
    return { page: box(document.documentElement), main: box(document.querySelector('main')) };
  });
  expect(widths.page.scroll, `${screen}: the page scrolls sideways`).toBeLessThanOrEqual(widths.page.client);
  expect(widths.main.scroll, `${screen}: the content column scrolls sideways`).toBeLessThanOrEqual(widths.main.client);
  found.push(...(await smallTargets(page, `phone ${screen}`)));
  await shoot(page, `phone-${screen}`);
}

// The phone's way to a page: the menu button, then the page's link; the menu folds away again.
async function openOnPhone(page: Page, link: string | RegExp) {
  const menu = page.getByRole('button', { name: /^Danh mục/ });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('navigation', { name: 'Trang quản trị' }).getByRole('link', { name: link }).click();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: 'Trang quản trị' })).toBeHidden();
}

test('at a phone’s width the console folds its sidebar into a menu, stacks its screens and scrolls wide tables in their own box', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const operator = await newOperator(urls.main);
  const player = await registerViaApi(urls.main, newPlayer());
  const api = await playerApi(urls.main, player);
  await api.deposit(1_000_000);
  const bankAccountId = await api.addBankAccount();
  // The new account's cool-down is 12 s here.
  await expect(() => api.withdraw(bankAccountId, 200_000)).toPass({ timeout: 30_000 });
  const content = `CK ${player.username} tu dien thoai`;
  await postBankTransfer(urls.main, { content, amount: 90_000 });

  const console_ = await (await browser.newContext({ viewport: PHONE, locale: 'vi-VN' })).newPage();
  await signInAt(console_, '/quan-tri', operator);
  await expect(console_.getByRole('heading', { name: 'Tổng quan' })).toBeVisible();
  await expect(console_.getByText('Cân khớp')).toBeVisible();

  // Folded, the navigation is out of the way; opened, every link and button in it is a 44 px target.
  const nav = console_.getByRole('navigation', { name: 'Trang quản trị' });
  const menu = console_.getByRole('button', { name: /^Danh mục/ });
  await expect(nav).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await shootPhone(console_, 'overview');
  // A notice (here: a colleague's account made on the host) rises from the bottom, off the menu
  // button, the phone's only way to another page.
  const colleague = `opnotice${Date.now().toString(36)}`.slice(0, 20);
  const made = await hostCommand(urls.main, {
    command: 'operator-add',
    role: 'cskh',
    username: colleague,
    password: 'Operator-e2e-Passw0rd1',
    secondaryPassword: 'Duyet-e2e-5820',
  });
  expect(made.ok, made.message).toBe(true);
  const notice = console_.getByRole('alert').filter({ hasText: `Đã tạo tài khoản quản trị ${colleague}` });
  await expect(notice).toBeVisible();
  const [noticeBox, menuBox] = [await notice.boundingBox(), await menu.boundingBox()];
  expect(noticeBox!.y, 'the notice lies below the top bar').toBeGreaterThan(menuBox!.y + menuBox!.height);
  await console_.screenshot({ path: path.join(dir, 'console-phone-notice.png'), animations: 'disabled' });
  await menu.click();
  await expect(nav).toBeVisible();
  const targets = await console_.getByRole('complementary').evaluate((sidebar) =>
    [...sidebar.querySelectorAll<HTMLElement>('a[href], button')].map((el) => ({
      name: (el.textContent ?? '').trim(),
      height: el.getBoundingClientRect().height,
    })),
  );
  expect(targets.length).toBeGreaterThanOrEqual(11); // the button, nine pages, "Đăng xuất"
  for (const target of targets) expect(target.height, target.name).toBeGreaterThanOrEqual(44);
  await shootPhone(console_, 'menu');
  // Escape folds it again and gives the focus back to the button.
  await console_.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(menu).toBeFocused();

  // The withdrawals queue: the list, and the chosen request's detail under it.
  await openOnPhone(console_, /^Rút tiền/);
  await expect(console_.getByRole('heading', { name: 'Rút tiền' })).toBeVisible();
  const row = console_.getByRole('table', { name: 'Yêu cầu rút tiền' }).getByRole('row').filter({ hasText: player.username });
  await row.getByRole('button', { name: /Xem yêu cầu/ }).click();
  await expect(console_.getByText('1.000.000 đ · Đã xác nhận')).toBeVisible();
  await shootPhone(console_, 'withdrawals');
  await console_.getByRole('button', { name: 'Duyệt', exact: true }).scrollIntoViewIfNeeded();
  await shootPhone(console_, 'withdrawal-detail');
  await console_.getByRole('button', { name: 'Duyệt', exact: true }).click();
  const approve = console_.getByRole('dialog');
  await approve.getByLabel('Mã giao dịch ngân hàng').fill('FT26112600002');
  await approve.getByLabel('Mật khẩu cấp 2 của bạn').fill(operator.secondaryPassword);
  await shootPhone(console_, 'withdrawal-approve');
  await approve.getByRole('button', { name: 'Xác nhận đã chuyển' }).click();
  await expect(approve).toBeHidden();
  await expect(row).toBeHidden();

  // The transfers: a table wider than the phone scrolls inside its box, by keyboard too.
  await openOnPhone(console_, /^Giao dịch chưa khớp/);
  const stray = console_.getByRole('row').filter({ hasText: content });
  await expect(stray).toBeVisible();
  const box = console_.locator('[tabindex="0"]').filter({ has: console_.getByRole('table', { name: 'Giao dịch ngân hàng' }) });
  expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await shootPhone(console_, 'transfers');
  await box.focus();
  await console_.keyboard.press('ArrowRight');
  await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await stray.getByRole('button', { name: 'Gán' }).click();
  const assign = console_.getByRole('dialog');
  await assign.getByLabel('Tìm theo tên đăng nhập').fill(player.username);
  // A thumb taps the row: on a phone the radio itself is drawn by it.
  await assign.locator('label').filter({ hasText: player.username }).click();
  await expect(assign.getByRole('radio', { name: new RegExp(player.username) })).toBeChecked();
  await assign.getByLabel('Mật khẩu cấp 2 của bạn').fill(operator.secondaryPassword);
  await shootPhone(console_, 'transfer-assign');
  await assign.getByRole('button', { name: 'Gán giao dịch' }).click();
  await expect(assign).toBeHidden();
  await expect(stray).toBeHidden();

  // A player's profile, under the search.
  await openOnPhone(console_, 'Người chơi');
  await console_.getByLabel('Tìm người chơi').fill(player.username);
  await console_.getByRole('button', { name: player.username, exact: true }).click();
  const profile = console_.getByRole('heading', { name: 'Hồ sơ người chơi' });
  await expect(console_.getByRole('row').filter({ hasText: content })).toContainText('Chuyển khoản #');
  await profile.scrollIntoViewIfNeeded();
  await shootPhone(console_, 'player');

  // The audit log holds what was just done.
  await openOnPhone(console_, 'Nhật ký');
  const log = console_.getByRole('table', { name: 'Nhật ký quản trị' });
  await expect(log).toContainText('Gán giao dịch');
  await expect(log).toContainText('Duyệt rút tiền');
  await shootPhone(console_, 'audit');

  // And the other pages, looked at the same way.
  for (const [link, screen] of [
    [/^Chờ duyệt/, 'pending-changes'],
    ['Nạp tiền', 'deposits'],
    ['Cấu hình', 'settings'],
    ['Trò chơi', 'rounds'],
  ] as const) {
    await openOnPhone(console_, link);
    await expect(console_.locator('#console-screen-title')).toBeVisible();
    await console_.waitForLoadState('networkidle').catch(() => undefined);
    await shootPhone(console_, screen);
  }
  await console_.context().close();
});

test('a manual credit asked for by one operator is applied only by a second one’s approval; an operator never opens a table', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const maker = await adminApi(urls.main);
  const checker = await newOperator(urls.main);
  const player = await registerViaApi(urls.main, newPlayer());
  const order = await (await playerApi(urls.main, player)).openOrder(12_000_000);

  const console_ = await (await browser.newContext({ viewport: DESKTOP, locale: 'vi-VN' })).newPage();
  await signInAt(console_, '/quan-tri/cho-duyet', checker);
  await expect(console_.getByRole('heading', { name: 'Chờ duyệt' })).toBeVisible();
  await expect(console_.getByText('Hai người duyệt')).toBeVisible();
  // Signed in, the page holds no credential a script could carry away: the session is an httpOnly
  // cookie, and nothing JWT-shaped is in its storage or document.cookie.
  await expectNoReadableCredential(console_);

  // The first operator asks (with their own second-level password): it appears on the second
  // operator's screen without a reload, counted in the navigation; nothing is credited yet.
  const asked = await maker.call(
    'POST',
    `/admin/deposits/${order.orderId}/confirm`,
    {},
    await maker.stepUp('admin_money', `deposit-order:${order.orderId}`),
  );
  const changeId = asked.data.pendingChange.id as number;
  const row = console_.getByRole('row').filter({ hasText: `#${changeId}` });
  await expect(row).toContainText('Xác nhận nạp thủ công');
  await expect(row).toContainText('12.000.000');
  await expect(console_.getByRole('link', { name: /^Chờ duyệt/ })).toContainText('1');
  await shoot(console_, 'pending-changes');

  await row.getByRole('button', { name: 'Duyệt' }).click();
  const approve = console_.getByRole('dialog');
  await expect(approve).toContainText(player.username);
  await approve.getByRole('button', { name: 'Duyệt và thực hiện' }).click();
  await expect(approve).toContainText('Vui lòng nhập mật khẩu cấp 2');
  await approve.getByLabel('Mật khẩu cấp 2 của bạn').fill(checker.secondaryPassword);
  await shoot(console_, 'pending-change-approve', false, DIALOGS);
  await approve.getByRole('button', { name: 'Duyệt và thực hiện' }).click();
  await expect(approve).toBeHidden();
  await expect(row).toBeHidden();

  // Credited once, on the player's own screen.
  await page.goto(`${urls.main}/dang-nhap`);
  await loginViaUi(page, player);
  await expect(page.getByTestId('header-balance')).toContainText('12.000.000');

  // The console's operator cannot sit at a table: the app takes the session back to the console.
  await console_.goto(`${urls.main}/tro-choi/tai-xiu`);
  await expect(console_).toHaveURL(`${urls.main}/quan-tri`);
  await console_.context().close();
});

test('money tools: two withdrawals approved under one password, a stray transfer returned to its sender, another ignored', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const accountant = await newOperator(urls.main, 'ke_toan');
  const requests = [];
  for (const amount of [150_000, 250_000]) {
    const player = await registerViaApi(urls.main, newPlayer());
    const api = await playerApi(urls.main, player);
    await api.deposit(1_000_000);
    const bankAccountId = await api.addBankAccount();
    // The new account's cool-down is 12 s here.
    await expect(() => api.withdraw(bankAccountId, amount)).toPass({ timeout: 30_000 });
    requests.push(player);
  }
  const returned = `CK ${requests[0].username} chuyen nham`;
  const ignored = `NH ${requests[1].username} thu nghiem`;
  await postBankTransfer(urls.main, { content: returned, amount: 33_000 });
  await postBankTransfer(urls.main, { content: ignored, amount: 1_000 });

  const console_ = await (await browser.newContext({ viewport: DESKTOP, locale: 'vi-VN' })).newPage();
  await signInAt(console_, '/quan-tri/rut-tien', accountant);
  const list = console_.getByRole('table', { name: 'Yêu cầu rút tiền' });
  for (const player of requests) await list.getByRole('row').filter({ hasText: player.username }).getByRole('checkbox').check();
  await console_.getByRole('button', { name: 'Duyệt 2 yêu cầu đã chọn' }).click();
  const batch = console_.getByRole('dialog');
  await expect(batch).toContainText('400.000');
  await batch.getByLabel('Mã giao dịch ngân hàng (lô chuyển)').fill('LO26120700001');
  await batch.getByLabel('Mật khẩu cấp 2 của bạn').fill(accountant.secondaryPassword);
  await shoot(console_, 'withdrawals-batch');
  await batch.getByRole('button', { name: 'Duyệt 2 yêu cầu' }).click();
  await expect(batch).toBeHidden();
  for (const player of requests) await expect(list.getByRole('row').filter({ hasText: player.username })).toBeHidden();

  await console_.getByRole('link', { name: /^Giao dịch chưa khớp/ }).click();
  const settle = async (content: string, button: string, fill: Record<string, string>, confirm: string) => {
    await console_.getByRole('row').filter({ hasText: content }).getByRole('button', { name: button }).click();
    const dialog = console_.getByRole('dialog');
    for (const [label, value] of Object.entries(fill)) await dialog.getByLabel(label).fill(value);
    await dialog.getByLabel('Mật khẩu cấp 2 của bạn').fill(accountant.secondaryPassword);
    await dialog.getByRole('button', { name: confirm }).click();
    await expect(dialog).toBeHidden();
    await expect(console_.getByRole('row').filter({ hasText: content })).toBeHidden();
  };
  await settle(returned, 'Hoàn trả', { 'Mã giao dịch hoàn trả': 'FT26120700099' }, 'Ghi nhận hoàn trả');
  await settle(ignored, 'Bỏ qua', { 'Lý do': 'Ngân hàng chuyển thử 1.000 đ' }, 'Bỏ qua giao dịch');
  await console_.getByRole('button', { name: 'Đã hoàn trả' }).click();
  await expect(console_.getByRole('row').filter({ hasText: returned })).toContainText('mã hoàn trả FT26120700099');
  await shoot(console_, 'transfers-returned');
  await console_.context().close();
});

test('a support operator (cskh) sees players and deposits but no money action, and the server refuses them', async ({ browser }) => {
  const support = await newOperator(urls.main, 'cskh');
  const player = await registerViaApi(urls.main, newPlayer());
  const order = await (await playerApi(urls.main, player)).openOrder(300_000);
  const console_ = await (await browser.newContext({ viewport: DESKTOP, locale: 'vi-VN' })).newPage();
  await signInAt(console_, '/quan-tri', support);
  const nav = console_.getByRole('navigation', { name: 'Trang quản trị' });
  await expect(nav.getByRole('link', { name: 'Người chơi' })).toBeVisible();
  for (const hidden of ['Chờ duyệt', 'Rút tiền', 'Cấu hình', 'Nhật ký'])
    await expect(nav.getByRole('link', { name: hidden })).toHaveCount(0);

  await nav.getByRole('link', { name: 'Nạp tiền' }).click();
  const row = console_.getByRole('row').filter({ hasText: order.content });
  await expect(row).toBeVisible();
  await expect(row.getByRole('button')).toHaveCount(0);
  await shoot(console_, 'cskh-deposits');

  // Typed into the address bar, a money page is not opened either.
  await console_.goto(`${urls.main}/quan-tri/rut-tien`);
  await expect(console_.getByRole('heading', { name: 'Rút tiền' })).toHaveCount(0);

  // And the server refuses the money routes to the session whatever a script on the page does with
  // it (the cookie rides along, the CSRF token is asked of /auth/me as the page itself would).
  const refused = await console_.evaluate(async (orderId) => {
    const me = await (await fetch('/api/auth/me')).json();
    const answer = await fetch(`/api/admin/deposits/${orderId}/confirm`, {
      method: 'POST',
      headers: { 'x-csrf-token': me.data.csrfToken, 'content-type': 'application/json' },
      body: '{}',
    });
    return answer.status;
  }, order.orderId);
  expect(refused).toBe(403);
  await console_.context().close();
});

test('a new operator signs in with the password, scans the authenticator QR, keeps the recovery codes and lands on the console', async ({
  browser,
}) => {
  // Made on the host without an authenticator: the first login enrols one.
  const operator = {
    username: `opnew${Date.now().toString(36).slice(-7)}`,
    password: 'Operator-e2e-Passw0rd1',
    secondaryPassword: 'Duyet-e2e-5820',
  };
  expect((await hostCommand(urls.main, { command: 'operator-add', role: 'ke_toan', ...operator })).ok).toBe(true);
  const console_ = await (await browser.newContext({ viewport: DESKTOP, locale: 'vi-VN' })).newPage();
  await console_.goto(`${urls.main}/dang-nhap`);
  await console_.getByLabel('Tên đăng nhập').fill(operator.username);
  await console_.getByLabel('Mật khẩu', { exact: true }).fill(operator.password);
  await console_.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(console_.getByRole('heading', { name: 'Bật xác thực hai lớp' })).toBeVisible();
  await expect(console_.getByRole('img', { name: /Mã QR/ })).toBeVisible();
  const secret = ((await console_.getByLabel(/^Khóa bí mật: /).getAttribute('aria-label')) ?? '').replace('Khóa bí mật: ', '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await shoot(console_, 'totp-enrol');
  await console_.getByLabel('Mã xác thực').fill(await freshTotpCode(secret));
  await console_.getByRole('button', { name: 'Xác nhận và đăng nhập' }).click();
  await expect(console_.getByRole('list', { name: 'Mã khôi phục' }).getByRole('listitem')).toHaveCount(10);
  await shoot(console_, 'totp-recovery-codes');
  await console_.getByRole('button', { name: 'Tôi đã lưu các mã này' }).click();
  await expect(console_).toHaveURL(`${urls.main}/quan-tri`);
  await expect(console_.getByRole('heading', { name: 'Tổng quan' })).toBeVisible();
  await console_.context().close();
});

test('the console screens that configure the site and show the rounds', async ({ browser }) => {
  const operator = await newOperator(urls.main);
  const console_ = await (await browser.newContext({ viewport: DESKTOP, locale: 'vi-VN' })).newPage();
  // Signing in from the login page itself, an operator lands on the console.
  await console_.goto(`${urls.main}/dang-nhap`);
  await loginViaUi(console_, operator);
  await expect(console_).toHaveURL(`${urls.main}/quan-tri`);
  await console_.getByRole('link', { name: 'Nạp tiền' }).click();
  await expect(console_.getByRole('heading', { name: 'Nạp tiền' })).toBeVisible();
  await console_.getByRole('button', { name: 'Tất cả' }).click();
  await expect(console_.getByRole('table', { name: 'Lệnh nạp tiền' })).toBeVisible();
  await shoot(console_, 'deposits');

  await console_.getByRole('link', { name: 'Cấu hình' }).click();
  await expect(console_.getByRole('table', { name: 'Giới hạn cược' })).toContainText('Tài xỉu');
  // Each setting by its name, amounts in đồng: not its key and raw digits.
  const depositSettings = console_.getByRole('table', { name: 'Cấu hình nạp tiền' });
  await expect(depositSettings).toContainText('Số tiền nạp tối thiểu');
  await expect(depositSettings).not.toContainText('deposit_min_amount');
  await shoot(console_, 'settings', true);

  // The site's content: the announcement, the maintenance notice and the support links, with their
  // previews (looked at, not saved: the other tests' pages share this server).
  await console_.getByRole('link', { name: 'Nội dung' }).click();
  await expect(console_.getByRole('heading', { name: 'Nội dung trang', level: 1 })).toBeVisible();
  await expect(console_.getByLabel(/Telegram/).first()).toBeVisible();
  await shoot(console_, 'site-content', true);

  // The players: one search box, the lifetime money of each, filters and the order.
  await console_.getByRole('link', { name: 'Người chơi' }).click();
  await expect(console_.getByRole('table', { name: 'Người chơi' })).toBeVisible();
  await shoot(console_, 'players');

  await console_.getByRole('link', { name: 'Trò chơi' }).click();
  const rounds = console_.getByRole('table', { name: 'Các phiên Tài xỉu' });
  await expect(rounds.getByText('Đang nhận cược').or(rounds.getByText('Đang mở kết quả'))).toBeVisible();
  await rounds.getByRole('button', { name: 'Chi tiết' }).first().click();
  await expect(rounds).toContainText('Cam kết phiên');
  // Who bet what in the round: its own table, or the note that no one has bet yet.
  await expect(
    rounds.getByRole('table', { name: /^Các cược của phiên #/ }).or(rounds.getByText('Phiên này không có cược nào.')),
  ).toBeVisible();
  await shoot(console_, 'rounds');
  await console_.context().close();
});

test('a player who opens /quan-tri gets the 403 page and never downloads the console', async ({ page }) => {
  const player = await registerViaApi(urls.main, newPlayer());
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  await signInAt(page, '/quan-tri', player);
  await expect(page.getByRole('heading', { name: 'Không đủ quyền truy cập' })).toBeVisible();
  await page.goto(`${urls.main}/quan-tri/rut-tien`);
  await expect(page.getByRole('heading', { name: 'Không đủ quyền truy cập' })).toBeVisible();
  // Nothing of remote-admin: not its manifest, not its entry, not a chunk; and asked for by hand,
  // the console's code is not handed to anyone without an operator's session.
  expect(fetched.filter((url) => url.includes('remote-admin'))).toEqual([]);
  const asked = await page.evaluate(async () => (await fetch('/remotes/remote-admin/mf-manifest.json')).status);
  expect(asked).toBe(401);
  expect((await fetch(`${urls.main}/remotes/remote-admin/remoteEntry.js`)).status).toBe(401);
  // And the server refuses the console's API to a player whatever the page does.
  const token = await page.evaluate(() => localStorage.getItem('auth-token'));
  const answer = await fetch(`${urls.main}/api/admin/overview`, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status).toBe(403);
});

import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { QRPay } from 'vietnam-qr-pay';
import { adminApi, decodeQrImage, postBankTransfer } from '../support/payments';
import { playerApi } from '../support/player-api';
import { loginViaUi, newPlayer, registerViaApi } from '../support/players';
import { urls } from '../support/urls';

// Phone-sized pictures (SCREENSHOT_DIR=$PWD/e2e/screenshots keeps them).
const shot = (name: string) => path.join(process.env.SCREENSHOT_DIR ?? path.resolve(__dirname, '../../test-results/screenshots'), name);

interface CreatedOrder {
  orderId: number;
  amount: number;
  content: string;
  qrData: string;
  bin: string;
  accountNumber: string;
}

async function signIn(page: Page, baseURL: string) {
  const player = await registerViaApi(baseURL, newPlayer());
  await page.goto(`${baseURL}/dang-nhap`);
  await loginViaUi(page, player);
  await expect(page).toHaveURL(`${baseURL}/`);
  return player;
}

// Fills the deposit form on /vi-tien and answers the order the server created for it.
async function createDeposit(page: Page, baseURL: string, amount: number): Promise<CreatedOrder> {
  await page.goto(`${baseURL}/vi-tien?tab=deposit`);
  const form = page.getByTestId('deposit-form');
  await form.locator('[data-testid^="vendor-option-"]').first().click();
  await form.getByTestId(`quick-amount-${amount}`).click();
  const created = page.waitForResponse((r) => r.url().endsWith('/u/deposits/generate-qr-code') && r.request().method() === 'POST');
  await page.getByTestId('deposit-submit').click();
  const response = await created;
  expect(response.status()).toBe(200);
  const order = (await response.json()).data as CreatedOrder;
  await expect(page.getByTestId('qr-dialog')).toBeVisible();
  await expect(page.getByText('Tạo giao dịch nạp tiền thành công!')).toBeVisible();
  return order;
}

test('deposit by VietQR: the QR decodes to the order, the bank feed confirms it, the balance changes without reload', async ({ page }) => {
  await signIn(page, urls.main);
  const order = await createDeposit(page, urls.main, 500_000);
  expect(order.amount).toBe(500_000);

  await expect(page.getByRole('dialog', { name: 'Mã QR thanh toán' })).toContainText(order.content);
  await expect(page.getByTestId('qr-countdown')).toHaveText(/Còn lại: (29|30):\d\d/);
  await expect(page.getByTestId('qr-content')).toContainText(order.content);
  await expect(page.getByTestId('qr-account-number')).toContainText(order.accountNumber);

  // The picture in the page is what a banking app scans: it must carry the very payload.
  const scanned = await decodeQrImage(page, 'qr-image');
  expect(scanned).toBe(order.qrData);
  const parsed = new QRPay(scanned);
  expect(parsed.isValid).toBe(true);
  expect(parsed.consumer.bankBin).toBe(order.bin);
  expect(parsed.consumer.bankNumber).toBe(order.accountNumber);
  expect(parsed.amount).toBe('500000');
  expect(parsed.additionalData.purpose).toBe(order.content);

  // The header is watched for a reload: the marker would vanish with the document.
  await page.evaluate(() => ((window as any).__sameDocument = true));
  await postBankTransfer(urls.main, { content: `${order.content.toLowerCase()} chuyen tien`, amount: 500_000 });

  const result = page.getByTestId('deposit-result-modal');
  await expect(result).toContainText('Nạp tiền thành công!');
  await expect(result).toContainText('Số tiền đã được cộng vào tài khoản của bạn');
  await expect(page.getByTestId('header-balance')).toContainText('500.000');
  expect(await page.evaluate(() => (window as any).__sameDocument)).toBe(true);
  // The modal closes by itself after 5 s.
  await expect(result).toBeHidden({ timeout: 8_000 });

  await expect(page.getByTestId('deposit-history-item').first()).toContainText('500.000');
  await expect(page.getByTestId('deposit-history-item').first()).toContainText('Thành công');
});

test('a closed QR opens again from the history, even on a device that never showed it; a transfer naming the code without its prefix is credited', async ({
  page,
}) => {
  await signIn(page, urls.main);
  const order = await createDeposit(page, urls.main, 200_000);
  const qr = page.getByRole('dialog', { name: 'Mã QR thanh toán' });
  // The one string to type has one name; no second "code" beside it.
  await expect(qr.getByRole('group', { name: 'Nội dung chuyển khoản' })).toContainText(order.content);
  await expect(qr.getByText('Mã giao dịch')).toHaveCount(0);
  await qr.getByRole('button', { name: 'Đóng' }).click();
  const leaving = page.getByRole('alertdialog', { name: 'Bạn đang thoát khỏi mã QR' });
  await expect(leaving).toContainText('mở lại mã QR này trong Lịch sử nạp tiền');
  await leaving.getByRole('button', { name: 'Thoát' }).click();
  await expect(qr).toBeHidden();

  // Another phone: nothing of the order kept on it, only the history the server answers.
  await page.evaluate(() => localStorage.removeItem('current-deposit'));
  await page.goto(`${urls.main}/vi-tien?tab=deposit`);
  const item = page.getByTestId('deposit-history-item').filter({ hasText: order.content });
  await expect(item).toContainText('Nội dung chuyển khoản');
  await expect(item).toContainText('Đang chờ');
  await item.getByRole('button', { name: 'Xem mã QR' }).click();
  await expect(qr).toBeVisible();
  await expect(qr.getByTestId('qr-content')).toHaveText(order.content);
  await expect(qr.getByTestId('qr-account-number')).toHaveText(order.accountNumber);
  await expect(qr.getByTestId('qr-countdown')).toHaveText(/Còn lại: (29|30):\d\d/);
  expect(await decodeQrImage(page, 'qr-image')).toBe(order.qrData);
  await page.screenshot({ path: shot('deposit-qr-reopened.png') });

  // The bank app kept the code and lost the prefix: still this order, credited while the QR is open.
  const code = order.content.slice(-8);
  await postBankTransfer(urls.main, { content: `${code.slice(0, 4).toLowerCase()} ${code.slice(4)} nap tien`, amount: 200_000 });
  await expect(page.getByTestId('deposit-result-modal')).toContainText('Nạp tiền thành công!');
  await expect(page.getByTestId('header-balance')).toContainText('200.000');
  await expect(item).toContainText('Thành công');
  await expect(item.getByRole('button', { name: 'Xem mã QR' })).toHaveCount(0);
});

test('a rejected deposit shows the rejected modal', async ({ page }) => {
  const player = await signIn(page, urls.main);
  const order = await createDeposit(page, urls.main, 1_000_000);
  const admin = await adminApi(urls.main);
  await admin.call('POST', `/admin/deposits/${order.orderId}/reject`, { reason: 'Sai nội dung chuyển khoản' });
  const result = page.getByTestId('deposit-result-modal');
  await expect(result).toContainText('Nạp tiền bị từ chối!');
  await page.screenshot({ path: shot('deposit-rejected.png') });
  await expect(page.getByTestId('header-balance')).toContainText('0');
  expect(player.username).toBeTruthy();
});

test('a deposit confirmed while the player is at a table lands in the inbox: the bell counts it, the list shows it, read once seen', async ({
  page,
}) => {
  await signIn(page, urls.main);
  const order = await createDeposit(page, urls.main, 500_000);
  // Away from the wallet: at the tài xỉu table when the bank's transfer arrives.
  await page.goto(`${urls.main}/tro-choi/tai-xiu`);
  await expect(page.getByTestId('round-id')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('inbox-unread')).toBeHidden();

  await postBankTransfer(urls.main, { content: order.content, amount: 500_000 });
  await expect(page.getByTestId('inbox-unread')).toHaveText('1');
  await expect(page.getByTestId('inbox-button')).toHaveAccessibleName('Thông báo, 1 chưa đọc');
  await page.getByTestId('inbox-button').click();
  const inbox = page.getByRole('dialog', { name: 'Thông báo' });
  await expect(inbox.getByTestId('inbox-item').first()).toContainText('Nạp tiền thành công (500.000 đ)');
  await expect(inbox.getByTestId('inbox-item').first()).toHaveAttribute('data-read', 'false');
  await page.screenshot({ path: shot('inbox.png') });
  await inbox.getByRole('button', { name: 'Đóng' }).click();
  await expect(page.getByTestId('inbox-unread')).toBeHidden();
  // Kept for this player across a reload, read.
  await page.reload();
  await page.getByTestId('inbox-button').click();
  await expect(page.getByRole('dialog', { name: 'Thông báo' }).getByTestId('inbox-item').first()).toHaveAttribute('data-read', 'true');
});

test('an expired QR shows the expired dialog with the order id', async ({ page }) => {
  // The alternative server runs with DEPOSIT_TTL_MINUTES=0.1: orders live 6 s.
  await signIn(page, urls.alt);
  const order = await createDeposit(page, urls.alt, 500_000);
  const expired = page.getByTestId('qr-expired-dialog');
  await expect(expired).toBeVisible({ timeout: 20_000 });
  await expect(expired).toContainText(String(order.orderId));
  await page.screenshot({ path: shot('deposit-qr-expired.png') });
  await expect(page.getByTestId('qr-dialog')).toBeHidden();
  // A transfer arriving after expiry is kept for the operator, never credited automatically.
  await postBankTransfer(urls.alt, { content: order.content, amount: order.amount });
  const admin = await adminApi(urls.alt);
  const unmatched = await admin.call('GET', '/admin/unmatched-transfers?status=UNMATCHED');
  expect(JSON.stringify(unmatched.data)).toContain(order.content);
});

test('bank account behind the second-level password, the cool-down, a withdrawal approved by the operator, history completed', async ({
  page,
}) => {
  const player = await signIn(page, urls.main);
  const order = await createDeposit(page, urls.main, 1_000_000);
  await postBankTransfer(urls.main, { content: order.content, amount: order.amount });
  await expect(page.getByTestId('deposit-result-modal')).toContainText('Nạp tiền thành công!');
  await expect(page.getByTestId('header-balance')).toContainText('1.000.000');

  // Another tab of the player stays open: it hears of every sensitive change.
  const otherTab = await page.context().newPage();
  await otherTab.goto(`${urls.main}/`);
  await expect(otherTab.getByTestId('header-balance')).toContainText('1.000.000');

  // No account yet: the withdraw tab says so and offers to add one.
  await page.goto(`${urls.main}/vi-tien?tab=withdraw`);
  await expect(page.getByTestId('no-bank-account')).toContainText('Bạn chưa có tài khoản rút tiền');
  await page.getByTestId('add-bank-account').click();
  const accountDialog = page.getByTestId('bank-account-dialog');
  await accountDialog.getByTestId('bank-code-picker').click();
  await page.getByTestId('bank-option-VCB').click();
  await accountDialog.getByTestId('account-number').fill('0011223344');
  await accountDialog.getByTestId('account-name').fill('Nguyễn Văn Án');
  await accountDialog.getByTestId('account-name').blur();
  await expect(accountDialog.getByTestId('account-name')).toHaveValue('NGUYEN VAN AN');
  await accountDialog.getByTestId('bank-account-save').click();
  await page.getByTestId('first-account-confirm').click();

  // A new destination for money needs the second-level password: set up first (with the login
  // password, and a weak one refused), then verified for this change.
  const setup = page.getByTestId('two-factor-setup-dialog');
  await setup.getByTestId('two-factor-login-password').fill('saiMatKhau1');
  await setup.getByTestId('two-factor-password').fill('123456');
  await setup.getByTestId('two-factor-confirm').fill('123456');
  await setup.getByTestId('two-factor-setup-submit').click();
  await expect(setup).toContainText('Mật khẩu đăng nhập không đúng');
  await setup.getByTestId('two-factor-login-password').fill(player.password);
  await setup.getByTestId('two-factor-setup-submit').click();
  await expect(setup).toContainText('Mật khẩu cấp 2 quá dễ đoán');
  await setup.getByTestId('two-factor-password').fill('529174');
  await setup.getByTestId('two-factor-confirm').fill('529174');
  await setup.getByTestId('two-factor-setup-submit').click();
  await expect(page.getByText('Thiết lập mật khẩu cấp 2 thành công!')).toBeVisible();
  const stepUp = page.getByTestId('two-factor-verify-dialog');
  await expect(stepUp).toContainText('Nhập mật khẩu cấp 2 để xác nhận thay đổi tài khoản ngân hàng');
  await stepUp.getByTestId('two-factor-verify-password').fill('529174');
  await stepUp.getByTestId('two-factor-verify-submit').click();
  await expect(page.getByText('Tài khoản ngân hàng đã được thêm thành công!')).toBeVisible();
  await expect(otherTab.getByText('Thêm tài khoản ngân hàng vừa được thực hiện trên tài khoản của bạn')).toBeVisible();
  await expect(page.getByText('vừa được thực hiện trên tài khoản của bạn')).toHaveCount(0);
  await otherTab.close();

  // The new account is held back for the cool-down (12 s on this server), said before anything is typed.
  await page.goto(`${urls.main}/vi-tien?tab=withdraw`);
  await expect(page.getByTestId('withdraw-form')).toBeVisible();
  const cooldown = page.getByTestId('withdraw-cooldown');
  await expect(cooldown).toContainText(
    'Tài khoản ngân hàng này vừa được thêm hoặc thay đổi. Để bảo vệ bạn, có thể rút tiền về tài khoản này từ',
  );
  await expect(page.getByTestId('withdraw-submit')).toBeDisabled();
  // It opens by itself, no reload.
  await expect(cooldown).toBeHidden({ timeout: 20_000 });
  await page.getByTestId('withdraw-amount').fill('200000');
  await page.getByTestId('withdraw-submit').click();

  const verify = page.getByTestId('two-factor-verify-dialog');
  await expect(page.getByRole('dialog', { name: 'Xác minh mật khẩu cấp 2' })).toBeVisible();
  await expect(verify).toContainText('Nhập mật khẩu cấp 2 để xác nhận giao dịch rút tiền');
  await verify.getByTestId('two-factor-verify-password').fill('135790');
  await verify.getByTestId('two-factor-verify-submit').click();
  await expect(verify).toContainText('Mật khẩu cấp 2 không đúng');
  await verify.getByTestId('two-factor-verify-password').fill('529174');
  await verify.getByTestId('two-factor-verify-submit').click();
  await expect(page.getByText('Yêu cầu rút tiền đã được gửi!')).toBeVisible();
  await expect(page.getByTestId('header-balance')).toContainText('800.000');

  const admin = await adminApi(urls.main);
  const pending = await admin.call('GET', '/admin/withdrawals?status=PENDING&size=50');
  const mine = (pending.data.items as Array<{ id: number; username?: string; userId: number; amount: number }>).find(
    (w) => w.username === player.username,
  );
  expect(mine?.amount).toBe(200_000);
  // Decided with the operator's second-level password, as the console asks for it.
  await admin.call(
    'POST',
    `/admin/withdrawals/${mine!.id}/approve`,
    { transactionRef: 'FT26112200001' },
    await admin.stepUp('admin_withdrawal_review', `withdrawal:${mine!.id}`),
  );

  await page.goto(`${urls.main}/ngan-hang`);
  await page.getByTestId('history-tab-withdraw').click();
  const item = page.getByTestId('withdrawal-history-item').first();
  await expect(item).toContainText('200.000');
  await expect(item).toContainText('Đã chuyển khoản');
  const check = await admin.call('GET', '/admin/ledger/check?full=1');
  expect(check.data.ok).toBe(true);
});

test('a QR order whose answer is lost on the way back is asked for again with its key: one order, one QR', async ({ page }) => {
  await signIn(page, urls.main);
  await page.goto(`${urls.main}/vi-tien?tab=deposit`);
  // The first copy reaches the real server and makes the order; only its answer is replaced, by the
  // 502 nginx sends when the node dies between its commit and its answer (a moment no real node can
  // be made to hit on cue).
  const keys: string[] = [];
  await page.route('**/u/deposits/generate-qr-code', async (route) => {
    keys.push(JSON.parse(route.request().postData() ?? '{}').idempotencyKey);
    const answer = await route.fetch();
    if (keys.length === 1) await route.fulfill({ status: 502, contentType: 'text/html', body: '<html>502 Bad Gateway</html>' });
    else await route.fulfill({ response: answer });
  });
  const form = page.getByTestId('deposit-form');
  await form.locator('[data-testid^="vendor-option-"]').first().click();
  await form.getByTestId('quick-amount-500000').click();
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-submit')).toHaveText('Mất kết nối, đang gửi lại...');
  await page.screenshot({ path: shot('deposit-retrying.png') });

  await expect(page.getByTestId('qr-dialog')).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  await page.unroute('**/u/deposits/generate-qr-code');
  // One order on the server, the one the QR shows.
  const content = await page.getByTestId('qr-content').textContent();
  const orders = await page.evaluate(async () => {
    const token = localStorage.getItem('auth-token') ?? '';
    const answer = await fetch('/api/v1/payment-service/u/deposits?page=1&size=10', { headers: { authorization: `Bearer ${token}` } });
    return ((await answer.json()).data.items as Array<{ content: string }>).map((order) => order.content);
  });
  expect(orders).toHaveLength(1);
  expect(content).toContain(orders[0]);
});

test('wrong second-level passwords: the tries left are said from the third, the fifth locks with its end, and the form waits', async ({
  page,
}) => {
  const player = await registerViaApi(urls.main, newPlayer());
  const api = await playerApi(urls.main, player);
  await api.deposit(500_000);
  await api.addBankAccount();
  await page.goto(`${urls.main}/dang-nhap`);
  await loginViaUi(page, player);
  await expect(page).toHaveURL(`${urls.main}/`);
  await page.goto(`${urls.main}/vi-tien?tab=withdraw`);
  await expect(page.getByTestId('withdraw-cooldown')).toBeHidden({ timeout: 20_000 });
  await page.getByTestId('withdraw-amount').fill('100000');
  await page.getByTestId('withdraw-submit').click();
  const verify = page.getByTestId('two-factor-verify-dialog');
  const error = verify.getByTestId('two-factor-verify-error');
  const expected = [
    'Mật khẩu cấp 2 không đúng',
    'Mật khẩu cấp 2 không đúng',
    'Mật khẩu cấp 2 không đúng. Bạn còn 2 lần thử',
    'Mật khẩu cấp 2 không đúng. Bạn còn 1 lần thử',
    // The lock's end in the app's date format.
    /^Bạn đã nhập sai mật khẩu cấp 2 đủ 5 lần\. Vui lòng thử lại sau \d\d:\d\d \d\d\/\d\d\/\d{4}$/,
  ];
  for (const [i, message] of expected.entries()) {
    await verify.getByTestId('two-factor-verify-password').fill(`00000${i + 1}`);
    const answered = page.waitForResponse((r) => r.url().endsWith('/core/users/2fa/validate'));
    await verify.getByTestId('two-factor-verify-submit').click();
    expect((await answered).status()).toBe(i < 4 ? 400 : 423);
    await expect(error).toHaveText(message);
  }
  // Nothing to press until the lock ends.
  await expect(verify.getByTestId('two-factor-verify-submit')).toBeDisabled();
  await expect(verify.getByTestId('two-factor-verify-password')).toBeDisabled();
  await page.screenshot({ path: shot('step-up-locked.png') });
  // No money moved: the balance is what was deposited.
  await expect(page.getByTestId('header-balance')).toContainText('500.000');
});

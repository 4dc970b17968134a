import { expect, test } from '../support/test';
import path from 'node:path';
import { DIALOGS, seriousViolations, smallTargets } from '../support/axe';
import { postBankTransfer } from '../support/payments';
import { loginViaUi, newPlayer, registerViaApi, registerViaUi } from '../support/players';

// Phone-sized pictures of the account screens, for a person to look at (SCREENSHOT_DIR to keep them).
const dir = process.env.SCREENSHOT_DIR ?? path.resolve(__dirname, '../../test-results/screenshots');
const shot = (name: string) => path.join(dir, `${name}.png`);

test('login, register, home and logout confirmation at 430 x 932', async ({ page }) => {
  await page.goto('/dang-nhap');
  await expect(page.getByRole('heading', { name: 'Đăng nhập' })).toBeVisible();
  // No support link is configured on this server, so the page offers none (a link that leads nowhere helps no one).
  await expect(page.getByText('Bạn cần hỗ trợ?')).toBeHidden();
  await expect(page.getByLabel('Tên đăng nhập')).toBeVisible();
  await page.screenshot({ path: shot('login'), animations: 'disabled' });

  const player = newPlayer();
  await page.goto('/dang-ky');
  await expect(page.getByRole('heading', { name: 'Đăng ký' })).toBeVisible();
  await page.screenshot({ path: shot('register'), animations: 'disabled' });

  await registerViaUi(page, player);
  await expect(page.getByTestId('home-username')).toHaveText(player.username);
  await page.screenshot({ path: shot('home'), animations: 'disabled' });

  await page.getByRole('button', { name: 'Đăng xuất' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await page.screenshot({ path: shot('logout-confirm'), animations: 'disabled' });
});

test('wallet: deposit dialog, QR, result, withdrawal and bank account dialogs, bank screen at 430 x 932', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  // Each dialog and screen pictured is also checked by axe-core (no serious or critical violation)
  // and measured (no control under 44 px).
  const found: string[] = [];
  const small: string[] = [];
  // A dialog is checked on its own (`within`: DIALOGS); the screens under them have shots of their own.
  const shoot = async (name: string, within?: string) => {
    await page.screenshot({ path: shot(name), animations: 'disabled' });
    found.push(...(await seriousViolations(page, name, within)));
    small.push(...(await smallTargets(page, name, within)));
  };
  const player = await registerViaApi(baseURL!, newPlayer());
  await page.goto('/dang-nhap');
  await loginViaUi(page, player);
  await expect(page.getByTestId('home-username')).toHaveText(player.username);

  // The header's Nạp opens the deposit dialog over the current screen.
  await page.getByRole('button', { name: 'Nạp', exact: true }).click();
  const depositDialog = page.getByRole('dialog', { name: 'Nạp tiền' });
  await depositDialog.locator('[data-testid^="vendor-option-"]').first().click();
  await depositDialog.getByTestId('quick-amount-500000').click();
  // Amounts in fields read the Vietnamese way; the quick amounts start where players deposit.
  await expect(depositDialog.getByRole('textbox', { name: 'Số tiền nạp' })).toHaveValue('500.000');
  await expect(depositDialog.locator('[data-testid^="quick-amount-"]')).toHaveText([
    '50K',
    '100K',
    '200K',
    '500K',
    '1M',
    '2M',
    '5M',
    '10M',
  ]);
  await shoot('deposit-dialog', DIALOGS);

  await depositDialog.getByTestId('deposit-submit').click();
  const qr = page.getByTestId('qr-dialog');
  await expect(qr.getByTestId('qr-image')).toBeVisible();
  await expect(page.getByText('Tạo giao dịch nạp tiền thành công!')).toBeHidden({ timeout: 15_000 });
  await shoot('qr-dialog', DIALOGS);

  const content = (await qr.getByTestId('qr-content').innerText()).trim();
  await postBankTransfer(baseURL!, { content, amount: 500_000 });
  await expect(page.getByTestId('deposit-result-modal')).toContainText('Nạp tiền thành công!');
  await expect(page.getByTestId('recent-activity-item').first()).toContainText('500.000');
  await shoot('deposit-success', DIALOGS);
  await expect(page.getByTestId('deposit-result-modal')).toBeHidden({ timeout: 8_000 });

  // The header's Rút: no account yet, then the account dialog from inside it.
  await page.getByRole('button', { name: 'Rút', exact: true }).click();
  const withdrawDialog = page.getByRole('dialog', { name: 'Rút tiền' });
  await expect(withdrawDialog.getByTestId('no-bank-account')).toBeVisible();
  await shoot('withdraw-dialog-no-account', DIALOGS);
  await withdrawDialog.getByTestId('add-bank-account').click();
  const accountDialog = page.getByTestId('bank-account-dialog');
  await accountDialog.getByTestId('bank-code-picker').click();
  await page.getByTestId('bank-option-VCB').click();
  await accountDialog.getByTestId('account-number').fill('0011223344');
  await accountDialog.getByTestId('account-name').fill('Nguyễn Văn Án');
  await accountDialog.getByTestId('account-name').blur();
  await shoot('bank-account-dialog', DIALOGS);
  await accountDialog.getByTestId('bank-account-save').click();
  await expect(page.getByTestId('first-account-confirm-dialog')).toBeVisible();
  // The warning that the owner's name becomes permanent is shown whole, not cut to one line.
  const warning = page.getByTestId('first-account-confirm-dialog').getByText(/không thể thay đổi/);
  await expect(warning).toContainText('Vui lòng kiểm tra kỹ tên trước khi xác nhận.');
  expect(await warning.evaluate((el) => el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1)).toBe(true);
  await shoot('bank-account-first-confirm', DIALOGS);
  await page.getByTestId('first-account-confirm').click();
  // The step-up: no second-level password yet, so it is set up (with the login password), then asked.
  const setup = page.getByTestId('two-factor-setup-dialog');
  await setup.getByTestId('two-factor-login-password').fill(player.password);
  await setup.getByTestId('two-factor-password').fill('529174');
  await setup.getByTestId('two-factor-confirm').fill('529174');
  await shoot('step-up-setup', DIALOGS);
  await setup.getByTestId('two-factor-setup-submit').click();
  const stepUp = page.getByTestId('two-factor-verify-dialog');
  await stepUp.getByTestId('two-factor-verify-password').fill('529174');
  await shoot('step-up-verify', DIALOGS);
  await stepUp.getByTestId('two-factor-verify-submit').click();
  await expect(withdrawDialog.getByTestId('withdraw-form')).toBeVisible();
  // The new account waits out the cool-down, said before anything is typed.
  await expect(withdrawDialog.getByTestId('withdraw-cooldown')).toBeVisible();
  await expect(page.getByText('Tài khoản ngân hàng đã được thêm thành công!')).toBeHidden({ timeout: 15_000 });
  await expect(page.getByText('Thiết lập mật khẩu cấp 2 thành công!')).toBeHidden({ timeout: 15_000 });
  await shoot('withdraw-dialog-cooldown', DIALOGS);
  await expect(withdrawDialog.getByTestId('withdraw-cooldown')).toBeHidden({ timeout: 20_000 });
  await withdrawDialog.getByTestId('withdraw-amount').fill('200000');
  await expect(withdrawDialog.getByTestId('withdraw-amount')).toHaveValue('200.000');
  await shoot('withdraw-dialog', DIALOGS);
  await page.keyboard.press('Escape');
  await expect(withdrawDialog).toBeHidden();

  await page.goto('/ngan-hang');
  await expect(page.getByTestId('deposit-history-item').first()).toContainText('500.000');
  await shoot('wallet-bank');
  await page.goto('/vi-tien?tab=deposit');
  await expect(page.getByTestId('deposit-form')).toBeVisible();
  await shoot('wallet-deposit-tab');
  await page.goto('/vi-tien?tab=withdraw');
  await expect(page.getByTestId('withdraw-form')).toBeVisible();
  await shoot('wallet-withdraw-tab');
  await page.goto('/');
  await expect(page.getByTestId('recent-activity-item').first()).toBeVisible();
  await shoot('home-recent-activity');
  await page.goto('/ho-so');
  await expect(page.getByTestId('security-event').first()).toBeVisible();
  await page.getByTestId('security-activity').scrollIntoViewIfNeeded();
  await shoot('profile-security-activity');
  expect(found).toEqual([]);
  expect([...new Set(small)]).toEqual([]);
});

test('the referral page: a player’s code, link and QR, and who joined with it, at 430 x 932', async ({ page, baseURL }) => {
  const found: string[] = [];
  const small: string[] = [];
  const referrer = newPlayer();
  await registerViaUi(page, referrer);
  await page.goto('/ho-so');
  await page.getByTestId('profile-referral').click();
  await expect(page).toHaveURL(/\/gioi-thieu$/);
  const code = (await page.getByTestId('referral-code').innerText()).trim();
  expect(code).toMatch(/^[A-Z0-9]{6}$/);
  await expect(page.getByTestId('referral-link')).toContainText(`/dang-ky?ref=${code}`);
  await expect(page.getByTestId('referral-qr')).toBeVisible();
  await page.screenshot({ path: shot('referral-empty'), animations: 'disabled' });
  found.push(...(await seriousViolations(page, 'referral-empty')));
  small.push(...(await smallTargets(page, 'referral-empty')));

  // A friend opens the link: the code is in the form; signing up with it puts them on the list (masked).
  const friend = newPlayer();
  const other = await page.context().browser()!.newContext();
  const friendPage = await other.newPage();
  await friendPage.goto(`${baseURL}/dang-ky?ref=${code}`);
  await expect(friendPage.getByLabel(/Mã giới thiệu/)).toHaveValue(code);
  await registerViaUi(friendPage, friend, `${baseURL}/dang-ky?ref=${code}`);
  await other.close();
  await page.reload();
  await expect(page.getByTestId('referral-list')).toContainText(`${friend.username.slice(0, 4)}***${friend.username.slice(-2)}`);
  await page.screenshot({ path: shot('referral-list'), animations: 'disabled' });
  found.push(...(await seriousViolations(page, 'referral-list')));
  small.push(...(await smallTargets(page, 'referral-list')));
  expect(found).toEqual([]);
  expect(small).toEqual([]);
});

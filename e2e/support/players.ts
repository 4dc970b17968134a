import { expect, type Page } from '@playwright/test';
import { solvedBotCheck } from './bot-check';
import { freshTotpCode } from './totp';

let counter = 0;
// Unique, valid players per test: usernames of 4–20 chars starting with a letter, Vietnamese mobiles.
export function newPlayer() {
  counter += 1;
  const tag = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`.slice(-12);
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  return { username: `p${tag}`.toLowerCase(), phone: `09${digits}`, password: 'Matkhau123' };
}
export type Player = ReturnType<typeof newPlayer>;

export async function registerViaUi(page: Page, player: Player, url = '/dang-ky') {
  await page.goto(url);
  await page.getByLabel('Tên đăng nhập').fill(player.username);
  await page.getByLabel('Số điện thoại').fill(player.phone);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(player.password);
  await page.getByLabel('Nhập lại mật khẩu').fill(player.password);
  await page.getByRole('button', { name: 'Đăng ký' }).click();
  await expect(page).toHaveURL(new URL('/', page.url()).toString());
}

// An operator (`totpSecret`) is asked for their authenticator's code once the password is right:
// the field appears, the code is typed, and the same button signs in.
export async function loginViaUi(page: Page, account: Pick<Player, 'username' | 'password'> & { totpSecret?: string }) {
  await page.getByLabel('Tên đăng nhập').fill(account.username);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  if (!account.totpSecret) return;
  const code = page.getByLabel('Mã xác thực');
  await expect(code).toBeVisible();
  await code.fill(await freshTotpCode(account.totpSecret));
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
}

// Signs up through the API (faster than the form) and returns the player; the browser then logs in.
export async function registerViaApi(baseURL: string, player: Player = newPlayer()) {
  const response = await fetch(`${baseURL}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: player.username,
      phone: player.phone,
      password: player.password,
      'cf-turnstile-response': await solvedBotCheck(`${baseURL}/api`),
    }),
  });
  if (response.status !== 201) throw new Error(`signup failed: ${response.status} ${await response.text()}`);
  return player;
}

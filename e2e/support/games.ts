import { expect, type Browser, type Page } from '@playwright/test';
import { postBankTransfer } from './payments';
import { loginViaUi, newPlayer, registerViaApi, type Player } from './players';

// Puts `amount` đồng in a player's wallet the way a real player does: a VietQR order, then the
// bank feed reporting the transfer.
export async function fundPlayer(baseURL: string, player: Pick<Player, 'username' | 'password'>, amount: number) {
  const login = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: player.username, password: player.password }),
  });
  expect(login.status).toBe(200);
  const token = (await login.json()).data.token as string;
  const auth = { authorization: `Bearer ${token}` };
  const cards = await (await fetch(`${baseURL}/api/v1/payment-service/u/vendor-cards?isActive=true`, { headers: auth })).json();
  const order = await fetch(`${baseURL}/api/v1/payment-service/u/deposits/generate-qr-code`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ vendorId: cards.data[0].id, amount }),
  });
  expect(order.status).toBe(200);
  const { content } = (await order.json()).data as { content: string };
  await postBankTransfer(baseURL, { content, amount });
}

export interface TableRound {
  roundId: number;
  secondsLeft: number;
}

// The round the page shows and its countdown, as the player reads them.
export async function readRound(page: Page): Promise<TableRound> {
  const shown = await page.getByTestId('round-id').innerText();
  const countdown = await page.getByTestId('round-countdown').innerText();
  return { roundId: Number(shown.replace(/\D/g, '')), secondsLeft: Number(countdown.replace(/\D/g, '')) };
}

// Waits until the table is in a betting phase with at least `seconds` left, so that a test's bets
// land inside it.
export async function waitForBettingWindow(page: Page, seconds: number, timeoutMs = 40_000): Promise<TableRound> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const betting = await page
      .getByText('Đang nhận cược')
      .isVisible()
      .catch(() => false);
    if (betting) {
      const round = await readRound(page).catch(() => null);
      if (round && round.secondsLeft >= seconds) return round;
    }
    await page.waitForTimeout(250);
  }
  throw new Error(`no betting phase with ${seconds} s left within ${timeoutMs} ms`);
}

// The header balance in đồng.
export async function headerBalance(page: Page): Promise<number> {
  const text = await page.getByTestId('header-balance').innerText();
  return Number(text.replace(/\D/g, ''));
}

// A new player with `stake` đồng (deposited through the bank feed; none for 0), signed in on
// `baseURL` in a phone-sized browser context of their own, at the table at `path`.
export async function seatAtTable(browser: Browser, baseURL: string, path: string, stake: number): Promise<{ page: Page; player: Player }> {
  const player = await registerViaApi(baseURL, newPlayer());
  if (stake > 0) await fundPlayer(baseURL, player, stake);
  const context = await browser.newContext({ viewport: { width: 430, height: 932 } });
  const page = await context.newPage();
  await page.goto(`${baseURL}/dang-nhap`);
  await loginViaUi(page, player);
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByTestId('header-balance')).toContainText(stake.toLocaleString('vi-VN'));
  await page.goto(`${baseURL}${path}`);
  await expect(page.getByTestId('round-id')).toBeVisible({ timeout: 20_000 });
  return { page, player };
}

// Places a bet from the table and answers the round it went to: on a busy machine the round read
// before may have closed by the time the bet is sent, and the page then bets in the next one.
export async function betFromTable(page: Page, side: string, amount: number): Promise<number> {
  await page.getByTestId(`bet-side-${side}`).click();
  await page.getByLabel('Số tiền cược', { exact: true }).fill(String(amount));
  const answered = page.waitForResponse((r) => r.request().method() === 'POST' && /\/bet$/.test(new URL(r.url()).pathname));
  await page.getByTestId('bet-confirm').click();
  await expect(page.getByTestId('my-bets')).toContainText(amount.toLocaleString('vi-VN'));
  return Number((await (await answered).json()).data.sessionId);
}

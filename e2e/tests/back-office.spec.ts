import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { expect, test, type Browser, type Page } from '../support/test';
import { DIALOGS, seriousViolations } from '../support/axe';
import { newOperator } from '../support/payments';
import { playerApi } from '../support/player-api';
import { loginViaUi, newPlayer, registerViaApi } from '../support/players';
import { E2E_ADMIN, seededDatabaseVariable, urls } from '../support/urls';

// The back office over a seeded month (support/seeded-server.mjs), as its people use it at 1440 x 900:
// the owner's report with its charts and its figures against the ledger's own, an export opened and
// checked row by row against the table, a risk flag raised and cleared, a manual credit through two
// operators, and a game paused and resumed while a player watches. Every screen pictured is checked
// by axe (no serious or critical violation).
const dir = process.env.SCREENSHOT_DIR ?? path.resolve(__dirname, '../../test-results/screenshots');
test.use({ viewport: { width: 1440, height: 900 }, baseURL: urls.seeded });
test.describe.configure({ mode: 'serial' });

const VIETNAM_MS = 7 * 3_600_000;
const vietnamDate = (at: Date) => new Date(at.getTime() + VIETNAM_MS).toISOString().slice(0, 10);
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const dayStart = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - VIETNAM_MS);
const digits = (text: string) => text.replace(/[^\d]/g, '');

let db: pg.Client;
test.beforeAll(async () => {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${process.env[seededDatabaseVariable]}`;
  db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
});
test.afterAll(() => db?.end());

async function signInAs(page: Page, target: string, account: { username: string; password: string; totpSecret?: string }) {
  await page.goto(target);
  await expect(page).toHaveURL(/\/dang-nhap$/);
  await loginViaUi(page, account);
  await expect(page).toHaveURL(new RegExp(`${target.replace(/[?]/g, '\\?')}$`));
}
const signIn = (page: Page, target: string) => signInAs(page, target, E2E_ADMIN);
const desktop = async (browser: Browser) =>
  (await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'vi-VN', baseURL: urls.seeded })).newPage();

// A new player signed in on a phone beside the console, to see its changes land.
async function playerPhone(browser: Browser) {
  const player = await registerViaApi(urls.seeded, newPlayer());
  const phone = await (
    await browser.newContext({ viewport: { width: 430, height: 932 }, locale: 'vi-VN', baseURL: urls.seeded })
  ).newPage();
  await phone.goto('/dang-nhap');
  await loginViaUi(phone, player);
  await expect(phone).not.toHaveURL(/\/dang-nhap$/);
  return phone;
}

// A screen pictured, once the toast an action left is gone, and checked by axe (only `within`, when
// given: a dialog over a screen already checked).
const found: string[] = [];
async function shoot(page: Page, name: string, within?: string) {
  await expect(page.locator('.Toastify__toast')).toHaveCount(0);
  await page.screenshot({ path: path.join(dir, `console-${name}.png`), animations: 'disabled' });
  found.push(...(await seriousViolations(page, name, within)));
}
test.afterEach(() => {
  expect(found.splice(0)).toEqual([]);
});

// What the ledger says of a range of Vietnam days, summed here in SQL of the test's own.
async function ledgerOf(from: string, to: string) {
  const { rows } = await db.query<{ kind: string; amount: string; n: string }>(
    `SELECT kind, sum(amount)::text AS amount, count(*)::text AS n FROM transfers
     WHERE created_at >= $1 AND created_at < $2 GROUP BY kind`,
    [dayStart(from), dayStart(addDays(to, 1))],
  );
  const of = (kind: string) => rows.find((r) => r.kind === kind) ?? { amount: '0', n: '0' };
  const turnover = Number(of('bet').amount) - Number(of('bet_refund').amount);
  const payouts = Number(of('payout').amount);
  // What went into the hũ left the house too: GGR is net of it.
  const jackpotIn = Number(of('jackpot_in').amount) + Number(of('jackpot_refill').amount);
  return { turnover, payouts, ggr: turnover - payouts - jackpotIn, deposits: of('deposit') };
}

test('the report of the seeded month: figures equal to the ledger, four charts drawn, by day and by week', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, '/quan-tri/bao-cao');
  await expect(page.getByRole('heading', { name: 'Báo cáo' })).toBeVisible();
  const today = vietnamDate(new Date());
  const from = addDays(today, -29);
  await expect(page.getByLabel('Từ ngày')).toHaveValue(from);
  await expect(page.getByLabel('Đến ngày')).toHaveValue(today);

  const summary = page.getByRole('list', { name: 'Tổng cả khoảng' }).or(page.locator('dl[aria-label="Tổng cả khoảng"]'));
  const card = (label: string) =>
    summary
      .locator('div')
      .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
      .locator('dd')
      .first();
  const expected = await ledgerOf(from, today);
  expect(expected.turnover).toBeGreaterThan(0);
  await expect(card('Tổng cược')).toHaveText(/\d/);
  expect(digits(await card('Tổng cược').innerText())).toBe(String(expected.turnover));
  expect(digits(await card('Tổng trả').innerText())).toBe(String(expected.payouts));
  expect(digits(await card('GGR').innerText())).toBe(String(Math.abs(expected.ggr)));
  expect(digits(await card('Nạp tiền').innerText())).toBe(expected.deposits.amount);

  // Each chart is a canvas uPlot drew on: some of its pixels are not blank.
  for (const name of [/^Biểu đồ đường tổng cược/, /^Biểu đồ đường số dư nhà cái/, /^Biểu đồ đường tiền nạp/, /^Biểu đồ cột/]) {
    const chart = page.getByRole('img', { name });
    await expect(chart).toBeVisible();
    const inked = await chart
      .locator('canvas')
      .first()
      .evaluate((canvas: HTMLCanvasElement) => {
        const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
        let painted = 0;
        for (let i = 3; i < data.length; i += 4) if (data[i] > 0) painted++;
        return painted;
      });
    expect(inked).toBeGreaterThan(500);
  }
  const periods = page.getByRole('table', { name: 'Số liệu theo kỳ' });
  await expect(periods.locator('tbody tr')).toHaveCount(31); // 30 days and the totals
  await page.screenshot({ path: path.join(dir, 'console-report.png'), fullPage: true });
  expect(await seriousViolations(page, 'report')).toEqual([]);

  await page.getByRole('button', { name: 'Tuần' }).click();
  // The first week may be one day of it (a range starting on a Sunday): the second is a whole one.
  await expect(periods.locator('tbody tr').nth(1)).toContainText('–');
  await page.screenshot({ path: path.join(dir, 'console-report-weeks.png') });
});

test('the bets of a month as CSV, every row equal to the table, and the export in the audit log', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, '/quan-tri/tro-choi');
  await page.getByRole('button', { name: 'Xuất CSV' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Từ ngày')).toBeVisible();
  await page.screenshot({ path: path.join(dir, 'console-export-dialog.png') });
  const today = vietnamDate(new Date());
  const from = addDays(today, -29);
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Tải tệp CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`bets_${from}_${today}.csv`);
  const text = readFileSync(await download.path(), 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const lines = text.slice(1).split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('Mã cược,Trò chơi,Phiên,Người chơi,Cửa,Số tiền (đ),Trạng thái,Tiền trả (đ),Đặt lúc');

  const { rows } = await db.query<{ id: string; session_id: string; username: string; amount: string; payout: string; created_at: Date }>(
    `SELECT b.id::text, b.session_id::text, u.username, b.amount::text, b.payout::text, b.created_at
     FROM game_bets b JOIN users u ON u.id = b.user_id
     WHERE b.game = 'taixiu' AND b.created_at >= $1 AND b.created_at < $2 ORDER BY b.id`,
    [dayStart(from), dayStart(addDays(today, 1))],
  );
  expect(rows.length).toBeGreaterThan(1000);
  expect(lines.length - 1).toBe(rows.length);
  const at = (d: Date) => {
    const iso = new Date(d.getTime() + VIETNAM_MS).toISOString();
    return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)} ${iso.slice(11, 19)}`;
  };
  rows.forEach((row, i) => {
    const cells = lines[i + 1].split(',');
    expect([cells[0], cells[1], cells[2], cells[3], cells[5], cells[7], cells[8]]).toEqual([
      row.id,
      'Tài xỉu',
      row.session_id,
      row.username,
      row.amount,
      row.payout,
      at(row.created_at),
    ]);
  });

  const audit = await db.query<{ after: { from: string; to: string; game: string } }>(
    `SELECT after FROM audit_log WHERE action = 'data.export' AND target = 'export:bets' ORDER BY id DESC LIMIT 1`,
  );
  expect(audit.rows[0].after).toEqual({ from, to: today, game: 'taixiu' });
});

test('a game paused for maintenance while a player watches: "Bảo trì" reaches the table live, and resuming brings the rounds back', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const phone = await playerPhone(browser);
  await phone.goto('/tro-choi/tai-xiu');
  await expect(phone.getByTestId('round-id')).toBeVisible();
  await expect(phone.getByTestId('maintenance-notice')).toBeHidden();

  await signIn(page, '/quan-tri/cau-hinh');
  const taixiu = page.getByRole('table', { name: 'Giới hạn cược' }).getByRole('row').filter({ hasText: 'Tài xỉu' });
  await expect(taixiu).toContainText('Đang chạy');
  const decide = async (button: string) => {
    await taixiu.getByRole('button', { name: button }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Mật khẩu cấp 2 của bạn').fill(E2E_ADMIN.secondaryPassword);
    await dialog.getByRole('button', { name: button }).click();
    await expect(dialog).toBeHidden();
  };
  const roundOf = async () => Number((await phone.getByTestId('round-id').innerText()).replace(/\D/g, ''));
  const pausedDuring = await roundOf();
  await decide('Tạm dừng');
  await expect(taixiu).toContainText('Bảo trì từ');
  // The player's table says it at once, without a reload, with when.
  const notice = phone.getByTestId('maintenance-notice');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Bảo trì từ');
  await phone.screenshot({ path: path.join(dir, 'game-paused.png') });
  expect(await seriousViolations(phone, 'game-paused')).toEqual([]);

  await decide('Mở lại');
  await expect(taixiu).toContainText('Đang chạy');
  await expect(notice).toBeHidden({ timeout: 90_000 });
  // The round under way when it paused ended as usual; the next one opened once it was resumed.
  await expect.poll(roundOf, { timeout: 90_000 }).toBeGreaterThan(pausedDuring);
  await phone.context().close();
});

test('two accounts sharing a bank account raise a risk flag on both; an accountant clears one with a note', async ({ browser }) => {
  test.setTimeout(120_000);
  const accountant = await newOperator(urls.seeded, 'ke_toan');
  const account = String(Date.now()).slice(-10);
  // A holder's name of its own: the bank's spelling, upper case without accents.
  const holder = `TRAN THI ${[...account.slice(-6)].map((d) => 'ABCDEFGHIJ'[Number(d)]).join('')}`;
  const [a, b] = [await registerViaApi(urls.seeded, newPlayer()), await registerViaApi(urls.seeded, newPlayer())];
  for (const player of [a, b]) await (await playerApi(urls.seeded, player)).addBankAccount({ accountNumber: account, accountName: holder });

  const console_ = await desktop(browser);
  await signInAs(console_, '/quan-tri/rui-ro', accountant);
  await expect(console_.getByRole('heading', { name: 'Rủi ro', level: 1 })).toBeVisible();
  // The seeded month flags many players: the search by the shared account finds the two.
  await console_.getByLabel('Tìm trong cảnh báo').fill(account);
  const flagOf = (player: { username: string }, other: { username: string }) =>
    console_
      .getByTestId('risk-flag')
      .filter({ hasText: `Dùng cùng một tài khoản ngân hàng với ${other.username}` })
      .filter({ has: console_.getByRole('cell', { name: player.username, exact: true }) });
  const onA = flagOf(a, b);
  await expect(onA).toHaveCount(1);
  await expect(onA.getByRole('row')).toHaveCount(3);
  await expect(onA).toContainText(account);
  await expect(flagOf(b, a)).toHaveCount(1);
  await onA.scrollIntoViewIfNeeded();
  await shoot(console_, 'risk');

  await onA.getByRole('button', { name: 'Bỏ qua cảnh báo' }).click();
  const dialog = console_.getByRole('dialog');
  await dialog.getByLabel('Ghi chú').fill('Hai vợ chồng dùng chung tài khoản, đã gọi xác minh');
  await shoot(console_, 'risk-clear', DIALOGS);
  await dialog.getByRole('button', { name: 'Bỏ qua cảnh báo' }).click();
  await expect(dialog).toBeHidden();
  // Cleared on a, still raised on b; the note is on a's profile, beside the flag marked cleared.
  await expect(onA).toHaveCount(0);
  await expect(flagOf(b, a)).toHaveCount(1);
  await console_.goto(`/quan-tri/nguoi-choi?q=${a.username}`);
  await console_.getByRole('button', { name: a.username, exact: true }).click();
  await expect(console_.getByRole('row').filter({ hasText: 'Hai vợ chồng dùng chung tài khoản, đã gọi xác minh' }).first()).toContainText(
    accountant.username,
  );
  await expect(console_.getByText(`Đã bỏ qua bởi ${accountant.username}`)).toBeVisible();
  await console_.context().close();
});

test("a manual credit asked on the profile by one operator is applied only by a second one's approval", async ({ browser }) => {
  test.setTimeout(120_000);
  const [maker, checker] = [await newOperator(urls.seeded, 'ke_toan'), await newOperator(urls.seeded, 'admin')];
  const player = await registerViaApi(urls.seeded, newPlayer());
  const asking = await desktop(browser);
  await signInAs(asking, `/quan-tri/nguoi-choi?q=${player.username}`, maker);
  await asking.getByRole('button', { name: player.username, exact: true }).click();
  await asking.getByRole('button', { name: 'Cộng tiền' }).click();
  const ask = asking.getByRole('dialog');
  await ask.getByLabel('Số tiền (đ)').fill('75.000');
  await ask.getByLabel('Lý do').fill('Bù khuyến mãi nạp lần đầu');
  await ask.getByLabel('Mật khẩu cấp 2 của bạn').fill(maker.secondaryPassword);
  await shoot(asking, 'player-adjust', DIALOGS);
  await ask.getByRole('button', { name: 'Gửi yêu cầu cộng tiền' }).click();
  await expect(ask).toBeHidden();
  // Nothing is credited yet.
  await expect(asking.getByText('Số dư ví').locator('xpath=following-sibling::dd[1]')).toHaveText('0 đ');

  const approving = await desktop(browser);
  await signInAs(approving, '/quan-tri/cho-duyet', checker);
  const row = approving.getByRole('row').filter({ hasText: player.username });
  await expect(row).toContainText('Cộng/trừ tiền thủ công');
  await expect(row).toContainText('75.000');
  await row.getByRole('button', { name: 'Duyệt' }).click();
  const approve = approving.getByRole('dialog');
  await approve.getByLabel('Mật khẩu cấp 2 của bạn').fill(checker.secondaryPassword);
  await approve.getByRole('button', { name: 'Duyệt và thực hiện' }).click();
  await expect(approve).toBeHidden();
  await expect(row).toBeHidden();

  await asking.reload();
  await expect(asking.getByText('Số dư ví').locator('xpath=following-sibling::dd[1]')).toHaveText('75.000 đ');
  await asking.context().close();
  await approving.context().close();
});

test("the site's content set in the console reaches a player's open page live: the announcement, the maintenance notice, the support links", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const phone = await playerPhone(browser);
  await expect(phone.getByTestId('header-balance')).toBeVisible();
  await expect(phone.getByTestId('announcement-marquee')).toBeHidden();

  const console_ = await desktop(browser);
  await signIn(console_, '/quan-tri/noi-dung');
  const announcement = 'Khuyến mãi nạp lần đầu tặng 10% đến hết tháng 12';
  const notice = 'Nâng cấp hệ thống nạp tiền, các lệnh nạp vẫn được ghi nhận';
  const tomorrow = addDays(vietnamDate(new Date()), 1);
  await console_.getByLabel('Nội dung thông báo', { exact: true }).fill(announcement);
  await console_.getByLabel('Nội dung thông báo bảo trì').fill(notice);
  await console_.getByLabel('Kết thúc (giờ Việt Nam)').fill(`${tomorrow}T06:00`);
  await console_.getByLabel('Telegram').fill('https://t.me/hotro_xucxac');
  await console_.getByLabel('Hotline').fill('0912345678');
  // The previews show what the players will see before it is saved.
  await expect(console_.getByTestId('announcement-marquee')).toContainText(announcement);
  await expect(console_.getByTestId('maintenance-banner')).toContainText(notice);
  await shoot(console_, 'site-content-preview');
  await console_.getByRole('button', { name: 'Lưu nội dung' }).click();
  await expect(console_.getByText(`bởi ${E2E_ADMIN.username}`)).toBeVisible();

  // On the player's page already open: no reload.
  await expect(phone.getByTestId('announcement-marquee')).toContainText(announcement);
  await expect(phone.getByTestId('maintenance-banner')).toContainText(notice);
  await expect(phone.getByTestId('maintenance-banner')).toContainText('06:00');
  await phone.screenshot({ path: path.join(dir, 'site-notices.png') });
  expect(await seriousViolations(phone, 'site-notices')).toEqual([]);
  await phone.getByRole('link', { name: 'Hỗ trợ' }).click();
  await expect(phone.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/hotro_xucxac');
  await expect(phone.getByRole('link', { name: 'Hotline 0912 345 678' })).toHaveAttribute('href', 'tel:0912345678');

  // Emptied, they leave the player's page as live.
  await console_.getByLabel('Nội dung thông báo', { exact: true }).fill('');
  await console_.getByLabel('Nội dung thông báo bảo trì').fill('');
  await console_.getByLabel('Kết thúc (giờ Việt Nam)').fill('');
  await console_.getByRole('button', { name: 'Lưu nội dung' }).click();
  await expect(phone.getByTestId('announcement-marquee')).toBeHidden();
  await expect(phone.getByTestId('maintenance-banner')).toBeHidden();
  await phone.context().close();
  await console_.context().close();
});

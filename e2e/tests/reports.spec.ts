import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { expect, test, type Page } from '../support/test';
import { seriousViolations } from '../support/axe';
import { loginViaUi, newPlayer, registerViaApi } from '../support/players';
import { E2E_ADMIN, seededDatabaseVariable, urls } from '../support/urls';

// The owner's morning over a seeded month (support/seeded-server.mjs): the report with its charts,
// its figures against the ledger's own, and an export opened and checked row by row against the table.
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

async function signIn(page: Page, target: string) {
  await page.goto(target);
  await expect(page).toHaveURL(/\/dang-nhap$/);
  await loginViaUi(page, { username: E2E_ADMIN.username, password: E2E_ADMIN.password, totpSecret: E2E_ADMIN.totpSecret });
  await expect(page).toHaveURL(new RegExp(`${target}$`));
}

// What the ledger says of a range of Vietnam days, summed here in SQL of the test's own.
async function ledgerOf(from: string, to: string) {
  const { rows } = await db.query<{ kind: string; amount: string; n: string }>(
    `SELECT kind, sum(amount)::text AS amount, count(*)::text AS n FROM transfers
     WHERE created_at >= $1 AND created_at < $2 GROUP BY kind`,
    [dayStart(from), dayStart(addDays(to, 1))],
  );
  const of = (kind: string) => rows.find((r) => r.kind === kind) ?? { amount: '0', n: '0' };
  const turnover = Number(of('bet').amount) - Number(of('bet_refund').amount);
  return { turnover, payouts: Number(of('payout').amount), ggr: turnover - Number(of('payout').amount), deposits: of('deposit') };
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
  const player = await registerViaApi(urls.seeded, newPlayer());
  const phone = await (
    await browser.newContext({ viewport: { width: 430, height: 932 }, locale: 'vi-VN', baseURL: urls.seeded })
  ).newPage();
  await phone.goto('/dang-nhap');
  await loginViaUi(phone, player);
  await expect(phone).not.toHaveURL(/\/dang-nhap$/);
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

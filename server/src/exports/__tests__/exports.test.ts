import { vietnamDateOf, vietnamDateTimeText } from '@app/shared/contracts';
import type { Db } from '../../db/db';
import { createOrder, postWebhook, webhookBody } from '../../deposits/__tests__/deposit-helpers';
import { TEST_ADMIN, addOperator, auditOf, createTestApp, loginUser, signupUser, testOperatorId, type TestApp } from '../../test-utils';
import { createReportService } from '../../reports/report-service';
import { createExportService, EXPORT_PAGE_ROWS } from '../export-service';

// The CSV exports: what each file holds, checked cell by cell against the tables; who may take one,
// and that each is audited; refusals before the first byte; and that a file of thousands of rows is
// read a page at a time, outside any transaction.
let t: TestApp;
let admin: Record<string, string>;
const today = vietnamDateOf(new Date());

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password)).headers;
});
afterAll(() => t.close());

/** The cells of a CSV written the way Excel reads it (quotes doubled inside quoted cells). */
function parseCsv(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const text = body.slice(1);
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted || (c !== ',' && c !== '\r')) cell += c;
    else {
      row.push(cell);
      cell = '';
      if (c === '\r') {
        rows.push(row);
        row = [];
        i++; // the \n after it
      }
    }
  }
  expect(cell).toBe('');
  return rows;
}

const exportOf = (kind: string, query: string, headers = admin) =>
  t.app.inject({ method: 'GET', url: `/api/admin/exports/${kind}?${query}`, headers });

describe('GET /api/admin/exports/:kind', () => {
  it('deposits: every order of the range with its player, amount, status and times, filtered by status and player', async () => {
    const a = await signupUser(t.app);
    const b = await signupUser(t.app);
    const orders = [
      await createOrder(t.app, a.token, 100_000),
      await createOrder(t.app, b.token, 250_000),
      await createOrder(t.app, a.token, 75_000),
    ];
    await postWebhook(t.app, t.config.bankWebhookKey, webhookBody({ content: orders[1].content, amount: 250_000 }));

    const answer = await exportOf('deposits', `from=${today}&to=${today}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="deposits_${today}_${today}.csv"`);
    const [header, ...lines] = parseCsv(answer.body);
    expect(header).toEqual([
      'Mã lệnh',
      'Người chơi',
      'Số tiền (đ)',
      'Mã nạp',
      'Nội dung chuyển khoản',
      'Trạng thái',
      'Tạo lúc',
      'Xác nhận lúc',
      'Xác nhận bởi',
      'Từ chối lúc',
      'Lý do từ chối',
      'Mã giao dịch ngân hàng',
    ]);
    const db = await t.db.query<{
      id: number;
      username: string;
      amount: number;
      code: string;
      content: string;
      status: string;
      created_at: Date;
      confirmed_at: Date | null;
    }>(
      `SELECT d.id, u.username, d.amount, d.code, d.content, d.status, d.created_at, d.confirmed_at
       FROM deposit_orders d JOIN users u ON u.id = d.user_id ORDER BY d.id`,
    );
    expect(lines.map((l) => l.slice(0, 8))).toEqual(
      db.rows.map((r) => [
        String(r.id),
        r.username,
        String(r.amount),
        r.code,
        r.content,
        r.status === 'CONFIRMED' ? 'Đã xác nhận' : 'Chờ thanh toán',
        vietnamDateTimeText(new Date(r.created_at)),
        r.confirmed_at ? vietnamDateTimeText(new Date(r.confirmed_at)) : '',
      ]),
    );

    const paid = parseCsv((await exportOf('deposits', `from=${today}&to=${today}&status=CONFIRMED`)).body).slice(1);
    expect(paid.map((l) => l[0])).toEqual([String(orders[1].orderId)]);
    const ofA = parseCsv((await exportOf('deposits', `from=${today}&to=${today}&username=${a.user.username}`)).body).slice(1);
    expect(ofA.map((l) => l[0])).toEqual([String(orders[0].orderId), String(orders[2].orderId)]);
    const nobody = parseCsv((await exportOf('deposits', `from=${today}&to=${today}&username=khong_ai`)).body);
    expect(nobody).toHaveLength(1);
  });

  it("bank transfers: the sender's text stays text (no formula), quoted where it holds a separator", async () => {
    const content = '=HYPERLINK("http://x");ck, tien';
    await postWebhook(t.app, t.config.bankWebhookKey, webhookBody({ content, amount: 12_345 }));
    const answer = await exportOf('bank-transfers', `from=${today}&to=${today}&status=UNMATCHED`);
    expect(answer.body).toContain(`"'=HYPERLINK(""http://x"");ck, tien"`);
    const lines = parseCsv(answer.body).slice(1);
    const row = lines.find((l) => l[5] === '12345')!;
    expect(row[4]).toBe(`'${content}`);
    expect(row[9]).toBe('Chưa khớp');
  });

  it('is for admin and ke_toan, each export audited with its filters', async () => {
    const accountant = await addOperator(t.app, 'ke_toan');
    const support = await addOperator(t.app, 'cskh');
    const asAccountant = (await loginUser(t.app, accountant.username, accountant.password)).headers;
    const asSupport = (await loginUser(t.app, support.username, support.password)).headers;
    expect((await exportOf('withdrawals', `from=${today}&to=${today}&status=PENDING`, asAccountant)).statusCode).toBe(200);
    expect((await exportOf('withdrawals', `from=${today}&to=${today}`, asSupport)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/exports/withdrawals?from=${today}&to=${today}` })).statusCode).toBe(401);
    const player = await signupUser(t.app);
    expect((await exportOf('withdrawals', `from=${today}&to=${today}`, player.headers)).statusCode).toBe(403);

    const entries = await auditOf(t.db, 'export:withdrawals');
    expect(entries.at(-1)).toMatchObject({
      actorId: accountant.id,
      action: 'data.export',
      after: { from: today, to: today, status: 'PENDING' },
    });
    expect(entries).toHaveLength(1);
  });

  it('the report as a file: one line per period and the totals', async () => {
    const answer = await exportOf('report', `from=${today}&to=${today}&period=day`);
    const [header, ...lines] = parseCsv(answer.body);
    expect(header.slice(0, 7)).toEqual(['Từ ngày', 'Đến ngày', 'Tổng cược (đ)', 'Tổng trả (đ)', 'Vào hũ (đ)', 'GGR (đ)', 'Hũ trả (đ)']);
    expect(header).toContain('Tài xỉu: vào hũ (đ)');
    expect(header).toContain('Tài xỉu: hũ trả (đ)');
    expect(lines).toHaveLength(2);
    const day = `${today.slice(8, 10)}/${today.slice(5, 7)}/${today.slice(0, 4)}`;
    expect(lines.map((l) => l.slice(0, 2))).toEqual([
      [day, day],
      [day, day],
    ]);
    expect(lines[0].at(-5)).toBe(lines[1].at(-5)); // deposits' amount: the day is the range
  });

  it.each([
    ['nope', `from=${today}&to=${today}`, 'Không có loại dữ liệu này để xuất.'],
    ['deposits', `from=${today}&to=${today}&status=UNMATCHED`, 'Trạng thái lọc không hợp lệ.'],
    ['deposits', `from=${today}&to=${today}&status=x'--`, 'Trạng thái lọc không hợp lệ.'],
    ['audit', `from=${today}&to=${today}&username=a`, 'Bộ lọc này không dùng được cho loại dữ liệu đã chọn.'],
    ['bets', `from=${today}&to=${today}&game=poker`, 'Trò chơi phải là tài xỉu hoặc xóc đĩa.'],
    ['bets', `from=2026-01-02&to=2026-01-01`, 'Ngày bắt đầu phải trước hoặc bằng ngày kết thúc.'],
    ['bets', `from=2024-01-01&to=2026-01-01`, 'Một báo cáo xem tối đa 366 ngày. Hãy chọn khoảng ngắn hơn.'],
    ['bets', `to=2026-01-01`, 'Ngày phải có dạng YYYY-MM-DD.'],
    ['report', `from=${today}&to=${today}&period=quarter`, 'Kỳ báo cáo phải là ngày, tuần hoặc tháng.'],
  ])('refuses %s?%s in Vietnamese, before any file', async (kind, query, message) => {
    const answer = await exportOf(kind, query);
    expect(answer.statusCode).toBe(400);
    expect(answer.headers['content-type']).toMatch(/application\/json/);
    expect(answer.json().message).toBe(message);
  });
});

describe('a long export', () => {
  it('reads a page at a time, each statement on its own (no transaction held), every row once', async () => {
    const operatorId = await testOperatorId(t.db);
    const rows = 4 * EXPORT_PAGE_ROWS + 17;
    await t.db.query(
      `INSERT INTO audit_log (actor_id, action, target, before, after)
       SELECT $1, 'user.ban', 'user:' || g, NULL, jsonb_build_object('note', 'dòng ' || g) FROM generate_series(1, $2::int) g`,
      [operatorId, rows],
    );
    // A window on the database: what each statement returned, and whether a transaction was open.
    const returned: number[] = [];
    let transactions = 0;
    const spy: Db = Object.create(t.db, {
      query: {
        value: async (sql: string, params?: unknown[]) => {
          const result = await t.db.query(sql, params);
          returned.push(result.rows.length);
          return result;
        },
      },
      tx: { value: (fn: Parameters<Db['tx']>[0]) => (transactions++, t.db.tx(fn)) },
    });
    const service = createExportService(spy, createReportService(spy));
    const { lines } = await service.open(operatorId, 'audit', { from: today, to: today });
    expect(transactions).toBe(1); // the audit entry, written before the file starts
    let text = '';
    let chunks = 0;
    for await (const chunk of lines) {
      text += chunk;
      chunks++;
    }
    expect(transactions).toBe(1);
    const parsed = parseCsv(text).slice(1);
    const inDb = await t.db.query<{ id: number }>('SELECT id FROM audit_log ORDER BY id');
    expect(parsed.map((l) => Number(l[0]))).toEqual(inDb.rows.map((r) => Number(r.id)));
    expect(Math.max(...returned)).toBeLessThanOrEqual(EXPORT_PAGE_ROWS);
    expect(chunks).toBeGreaterThanOrEqual(Math.ceil(rows / EXPORT_PAGE_ROWS));
    expect(parsed.find((l) => l[4] === 'user:1')?.[6]).toBe('{"note":"dòng 1"}');
  });
});

import { HTTP_MESSAGES, TWO_FACTOR_MESSAGES, WITHDRAWAL_MESSAGES } from '@app/shared/contracts';
import { adminCli } from '../../test-utils/admin-cli-harness';
import { TEST_ADMIN, createTestApp, loginUser, signupUser, testOperatorId, type TestApp } from '../../test-utils';
import { balanceOfUser, fund, insertToken, newBankAccountId, withdraw } from './withdrawal-fixtures';

let t: TestApp;
let apiUrl: string;
beforeAll(async () => {
  // The operator account with its second-level password, as ADMIN_SECOND_PASSWORD sets it.
  t = await createTestApp({ adminSecondPassword: TEST_ADMIN.secondPassword });
  apiUrl = `${await t.listen()}/api`;
});
afterAll(() => t.close());

const asOperator = adminCli(() => apiUrl);
// Decisions need the operator's second-level password, read from OPERATOR_SECOND_PASSWORD.
const cli = (argv: string[], env: Record<string, string> = {}) =>
  asOperator(argv, { OPERATOR_SECOND_PASSWORD: TEST_ADMIN.secondPassword, ...env });

const statusOf = async (id: number) =>
  (await t.db.query<{ status: string }>('SELECT status FROM withdrawals WHERE id = $1', [id])).rows[0].status;

async function pendingWithdrawal(amount: number) {
  const player = await signupUser(t.app);
  await fund(t.db, player.user.id, 1_000_000);
  const accountId = await newBankAccountId(t.app, player.token);
  const response = await withdraw(t.app, player.token, {
    bankAccountId: accountId,
    amount,
    twoFactor: { sessionId: await insertToken(t.db, player.user.id) },
  });
  return { player, id: response.json().data.id as number };
}

describe('withdrawal CLI commands', () => {
  it('lists pending withdrawals, approves one and rejects another', async () => {
    const a = await pendingWithdrawal(150_000);
    const b = await pendingWithdrawal(250_000);

    const listed = await cli(['withdrawals']);
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(a.player.username);
    expect(listed.out).toContain('150.000 ₫');
    expect(listed.out).toContain('chờ duyệt');

    expect(await cli(['withdrawal-approve', String(a.id), 'FT24001'])).toMatchObject({ code: 0, out: WITHDRAWAL_MESSAGES.approved(a.id) });
    expect(await cli(['withdrawal-reject', String(b.id), 'sai', 'tên', 'chủ', 'tài', 'khoản'])).toMatchObject({
      code: 0,
      out: WITHDRAWAL_MESSAGES.rejected(b.id),
    });
    expect(await balanceOfUser(t.db, b.player.user.id)).toBe(1_000_000);

    const approved = await cli(['withdrawals', 'approved']);
    expect(approved.out).toContain('FT24001');
    const rejected = await cli(['withdrawals', 'REJECTED']);
    expect(rejected.out).toContain('sai tên chủ tài khoản');

    const again = await cli(['withdrawal-approve', String(a.id), 'FT2']);
    expect(again.code).toBe(1);
    expect(again.err).toBe('Lỗi: Giao dịch đã được xử lý trước đó');
  });

  it('asks for each decision’s token with OPERATOR_SECOND_PASSWORD, bound to its withdrawal, and spends it on the decision', async () => {
    const a = await pendingWithdrawal(100_000);
    const b = await pendingWithdrawal(100_000);
    const operatorId = await testOperatorId(t.db);
    const before = (await t.db.query<{ id: number }>('SELECT coalesce(max(id), 0) AS id FROM two_factor_tokens')).rows[0].id;
    expect(await cli(['withdrawal-approve', String(a.id), 'FT24002'])).toMatchObject({ code: 0, out: WITHDRAWAL_MESSAGES.approved(a.id) });
    expect(await cli(['withdrawal-reject', String(b.id), 'sai', 'số'])).toMatchObject({ code: 0, out: WITHDRAWAL_MESSAGES.rejected(b.id) });
    const { rows } = await t.db.query<{ user_id: number; action: string; target: string; used: boolean }>(
      'SELECT user_id, action, target, used_at IS NOT NULL AS used FROM two_factor_tokens WHERE id > $1 ORDER BY id',
      [before],
    );
    expect(rows.map((row) => ({ ...row, user_id: Number(row.user_id) }))).toEqual([
      { user_id: operatorId, action: 'admin_withdrawal_review', target: `withdrawal:${a.id}`, used: true },
      { user_id: operatorId, action: 'admin_withdrawal_review', target: `withdrawal:${b.id}`, used: true },
    ]);
    expect([await statusOf(a.id), await statusOf(b.id)]).toEqual(['APPROVED', 'REJECTED']);
    expect(await balanceOfUser(t.db, b.player.user.id)).toBe(1_000_000);
  });

  it('refuses to decide without OPERATOR_SECOND_PASSWORD, or with a wrong one: nothing changes', async () => {
    const w = await pendingWithdrawal(100_000);
    const missing =
      'Lỗi: Đặt mật khẩu cấp 2 của tài khoản quản trị vào biến môi trường OPERATOR_SECOND_PASSWORD để thực hiện thao tác này.';
    for (const env of [{ OPERATOR_SECOND_PASSWORD: '' }, { OPERATOR_SECOND_PASSWORD: '   ' }]) {
      expect(await cli(['withdrawal-approve', String(w.id), 'FT1'], env)).toMatchObject({ code: 1, err: missing });
      expect(await cli(['withdrawal-reject', String(w.id), 'sai'], env)).toMatchObject({ code: 1, err: missing });
    }
    expect(await asOperator(['withdrawal-approve', String(w.id), 'FT1'], { OPERATOR_SECOND_PASSWORD: undefined })).toMatchObject({
      code: 1,
      err: missing,
    });
    const wrong = await cli(['withdrawal-reject', String(w.id), 'sai'], { OPERATOR_SECOND_PASSWORD: 'Sai-mat-khau-9' });
    expect(wrong).toMatchObject({ code: 1, err: `Lỗi: ${TWO_FACTOR_MESSAGES.wrong}` });
    expect(await statusOf(w.id)).toBe('PENDING');
    expect(await balanceOfUser(t.db, w.player.user.id)).toBe(900_000);
  });

  it('signs in as the operator, which ends the operator’s other session (an open console)', async () => {
    const operatorConsole = await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
    const list = () => t.app.inject({ method: 'GET', url: '/api/admin/withdrawals', headers: operatorConsole.headers });
    expect((await list()).statusCode).toBe(200);
    expect((await cli(['house-balance'])).code).toBe(0);
    // The console's cookie opens nothing any more, and says its session was ended.
    const after = await list();
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ error: 'SESSION_REVOKED', message: HTTP_MESSAGES.sessionRevoked });
  });

  it('prints the house balance', async () => {
    const result = await cli(['house-balance']);
    expect(result.code).toBe(0);
    for (const name of ['Nhà cái (tổng)', 'house_taixiu', 'house_xocdia', 'bank_in', 'withdrawal_hold', 'external']) {
      expect(result.out).toContain(name);
    }
  });

  it('fails with exit code 1 on missing or bad arguments', async () => {
    expect((await cli(['withdrawal-approve', '1'])).err).toContain('Thiếu tham số');
    expect((await cli(['withdrawal-reject'])).code).toBe(1);
    expect(await cli(['withdrawal-approve', 'abc', 'FT'])).toMatchObject({ code: 1, err: 'Lỗi: Mã yêu cầu rút tiền không hợp lệ: abc' });
    expect((await cli(['withdrawals', 'LOST'])).err).toBe(`Lỗi: ${WITHDRAWAL_MESSAGES.statusInvalid}`);
    expect((await cli(['help'])).out).toContain('withdrawal-approve <id> <mã giao dịch ngân hàng>');
  });
});

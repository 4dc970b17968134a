import { WITHDRAWAL_MESSAGES as W } from '@app/shared/contracts';
import { adminCli } from '../../test-utils/admin-cli-harness';
import { createTestApp, signupUser, type TestApp } from '../../test-utils';
import { balanceOfUser, fund, insertToken, newBankAccountId, withdraw } from './withdrawal-fixtures';

let t: TestApp;
let apiUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  apiUrl = `${await t.listen()}/api`;
});
afterAll(() => t.close());

const cli = adminCli(() => apiUrl);

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

    expect(await cli(['withdrawal-approve', String(a.id), 'FT24001'])).toMatchObject({ code: 0, out: W.approved(a.id) });
    expect(await cli(['withdrawal-reject', String(b.id), 'sai', 'tên', 'chủ', 'tài', 'khoản'])).toMatchObject({
      code: 0,
      out: W.rejected(b.id),
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
    expect((await cli(['withdrawals', 'LOST'])).err).toBe(`Lỗi: ${W.statusInvalid}`);
    expect((await cli(['help'])).out).toContain('withdrawal-approve <id> <mã giao dịch ngân hàng>');
  });
});

import { TEST_ADMIN, createTestApp, loginUser, newOperator, signupUser, type TestApp } from '../../test-utils';
import { findDirectoryBank } from '../../bank-directory/bank-list';
import { parseVietQr } from '../../deposits/vietqr';
import { fund, insertToken, newBankAccountId, withdraw } from './withdrawal-fixtures';

// The payout of a withdrawal under review: a VietQR the operator's bank app scans, holding exactly
// the player's account, the amount and a content naming the withdrawal; for the roles that pay only.
let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password)).headers;
});
afterAll(() => t.close());

it('answers the VietQR of the player account and amount, and the same fields to copy', async () => {
  const player = await signupUser(t.app);
  await fund(t.db, player.user.id, 1_000_000);
  const bankAccountId = await newBankAccountId(t.app, player.token);
  const id = (
    await withdraw(t.app, player.token, {
      bankAccountId,
      amount: 350_000,
      twoFactor: { sessionId: await insertToken(t.db, player.user.id) },
    })
  ).json().data.id as number;
  const { rows } = await t.db.query<{ account_number: string }>('SELECT account_number FROM withdrawals WHERE id = $1', [id]);

  const answer = await t.app.inject({ method: 'GET', url: `/api/admin/withdrawals/${id}/payout-qr`, headers: admin });
  expect(answer.statusCode).toBe(200);
  const qr = answer.json().data;
  expect(qr).toMatchObject({
    accountNumber: rows[0].account_number,
    accountName: 'NGUYEN VAN AN',
    amount: 350_000,
    content: `RUT TIEN ${id}`,
  });
  expect(parseVietQr(qr.payload)).toEqual({
    valid: true,
    bin: findDirectoryBank('VCB')!.bin,
    accountNumber: rows[0].account_number,
    amount: 350_000,
    purpose: `RUT TIEN ${id}`,
  });
  expect(qr.image).toMatch(/^data:image\/png;base64,/);

  const missing = await t.app.inject({ method: 'GET', url: '/api/admin/withdrawals/999999999/payout-qr', headers: admin });
  expect(missing.statusCode).toBe(404);
  const support = await newOperator(t.app, 'cskh');
  const refused = await t.app.inject({ method: 'GET', url: `/api/admin/withdrawals/${id}/payout-qr`, headers: support.headers });
  expect(refused.statusCode).toBe(403);
});

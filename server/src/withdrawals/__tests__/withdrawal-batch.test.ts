import { TWO_FACTOR_ACTIONS, WITHDRAWAL_MESSAGES, withdrawalBatchTarget } from '@app/shared/contracts';
import { checkLedger } from '../../ledger/check-ledger';
import { TEST_ADMIN, auditOf, createTestApp, loginUser, signupUser, stepUpHeaders, testOperatorId, type TestApp } from '../../test-utils';
import { balanceOfUser, fund, insertToken, newBankAccountId, withdraw } from './withdrawal-fixtures';

// Approving several withdrawals at once: one token of the operator's second-level password covers
// exactly the listed set, all or none are approved, and two batches racing for one withdrawal pay
// it once.
let t: TestApp;
let admin: Record<string, string>;
let operatorId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password)).headers;
  operatorId = await testOperatorId(t.db);
});
afterAll(() => t.close());

async function pending(amount: number) {
  const player = await signupUser(t.app);
  await fund(t.db, player.user.id, 1_000_000);
  const bankAccountId = await newBankAccountId(t.app, player.token);
  const answer = await withdraw(t.app, player.token, {
    bankAccountId,
    amount,
    twoFactor: { sessionId: await insertToken(t.db, player.user.id) },
  });
  return { id: answer.json().data.id as number, userId: player.user.id };
}
const statusOf = async (id: number) =>
  (await t.db.query<{ status: string }>('SELECT status FROM withdrawals WHERE id = $1', [id])).rows[0].status;
const tokenFor = async (ids: number[]) => stepUpHeaders(t.db, operatorId, TWO_FACTOR_ACTIONS.withdrawalReview, withdrawalBatchTarget(ids));
const approveBatch = (payload: object, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/admin/withdrawals/approve-batch', headers: { ...admin, ...headers }, payload });

it('approves exactly the listed withdrawals under one token bound to that set, once', async () => {
  const [a, b, c] = [await pending(100_000), await pending(200_000), await pending(300_000)];
  // A token for two of them does not approve three, nor does one for a single withdrawal.
  const forTwo = await tokenFor([a.id, b.id]);
  const refused = await approveBatch({ ids: [a.id, b.id, c.id], transactionRef: 'LO-01' }, forTwo);
  expect(refused.statusCode).toBeGreaterThanOrEqual(400);
  expect([await statusOf(a.id), await statusOf(b.id), await statusOf(c.id)]).toEqual(['PENDING', 'PENDING', 'PENDING']);

  const headers = await tokenFor([c.id, a.id, b.id]);
  const done = await approveBatch({ ids: [b.id, c.id, a.id], transactionRef: ' LO-02 ' }, headers);
  expect(done.statusCode).toBe(200);
  expect(done.json().message).toBe(WITHDRAWAL_MESSAGES.batchApproved(3, '600.000\u00a0đ'));
  expect(done.json().data.withdrawals.map((w: { id: number; transactionRef: string }) => [w.id, w.transactionRef])).toEqual([
    [a.id, 'LO-02'],
    [b.id, 'LO-02'],
    [c.id, 'LO-02'],
  ]);
  for (const w of [a, b, c]) {
    expect(await statusOf(w.id)).toBe('APPROVED');
    expect((await auditOf(t.db, `withdrawal:${w.id}`)).map((e) => e.action)).toEqual(['withdrawal.approve']);
  }
  expect(await balanceOfUser(t.db, a.userId)).toBe(900_000);
  // The token is spent.
  expect((await approveBatch({ ids: [a.id, b.id, c.id], transactionRef: 'LO-03' }, headers)).statusCode).toBeGreaterThanOrEqual(400);
  expect((await checkLedger(t.db)).ok).toBe(true);
});

it('refuses the whole batch when one is no longer pending, naming it; nothing is approved', async () => {
  const [a, b] = [await pending(50_000), await pending(60_000)];
  const rejected = await t.app.inject({
    method: 'POST',
    url: `/api/admin/withdrawals/${b.id}/reject`,
    headers: { ...admin, ...(await stepUpHeaders(t.db, operatorId, TWO_FACTOR_ACTIONS.withdrawalReview, `withdrawal:${b.id}`)) },
    payload: { reason: 'Sai tên' },
  });
  expect(rejected.statusCode).toBe(200);
  const answer = await approveBatch({ ids: [a.id, b.id], transactionRef: 'LO-04' }, await tokenFor([a.id, b.id]));
  expect([answer.statusCode, answer.json().message]).toEqual([409, WITHDRAWAL_MESSAGES.batchNotPending([b.id])]);
  expect(await statusOf(a.id)).toBe('PENDING');
});

it('two batches sharing a withdrawal, sent at once: one is approved, the other refused; each paid once', async () => {
  const [a, b, c] = [await pending(70_000), await pending(80_000), await pending(90_000)];
  const before = (await checkLedger(t.db)).totalBalance;
  const answers = await Promise.all([
    approveBatch({ ids: [a.id, b.id], transactionRef: 'LO-05' }, await tokenFor([a.id, b.id])),
    approveBatch({ ids: [b.id, c.id], transactionRef: 'LO-06' }, await tokenFor([b.id, c.id])),
  ]);
  expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  const { rows } = await t.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM transfers WHERE kind = 'withdrawal_payout' AND reference = ANY($1::text[])",
    [[a.id, b.id, c.id].map((id) => `withdrawal:${id}`)],
  );
  expect(rows[0].n).toBe(2);
  const ledger = await checkLedger(t.db);
  expect(ledger.ok).toBe(true);
  expect(ledger.totalBalance).toBe(before);
});

it('refuses a malformed batch in Vietnamese', async () => {
  for (const ids of [[], [1], [1, 1], [1, -2], [1, 'x'], Array.from({ length: 51 }, (_, i) => i + 1), '1,2']) {
    const answer = await approveBatch({ ids, transactionRef: 'LO' }, {});
    expect([JSON.stringify(ids).slice(0, 20), answer.statusCode, answer.json().message]).toEqual([
      JSON.stringify(ids).slice(0, 20),
      400,
      WITHDRAWAL_MESSAGES.batchInvalid,
    ]);
  }
  const noRef = await approveBatch({ ids: [1, 2] }, {});
  expect([noRef.statusCode, noRef.json().message]).toEqual([400, WITHDRAWAL_MESSAGES.transactionRefRequired]);
});

import { ADJUSTMENT_MESSAGES, STEP_UP_TARGETS, TWO_FACTOR_ACTIONS } from '@app/shared/contracts';
import { checkLedger } from '../../ledger/check-ledger';
import { systemAccountId, walletAccountId } from '../../ledger/ledger-accounts';
import { moveMoney } from '../../ledger/move-money';
import {
  TEST_ADMIN,
  approveAs,
  auditOf,
  createTestApp,
  loginUser,
  newOperator,
  signupUser,
  stepUpHeaders,
  testOperatorId,
  type TestApp,
} from '../../test-utils';
import { balanceOfUser, fund } from '../../withdrawals/__tests__/withdrawal-fixtures';

// A manual adjustment (cộng/trừ tiền): asked by one operator, applied by a second one's approval,
// through the ledger against the house's adjustments account, once; never for an operator, never
// past the wallet.
let t: TestApp;
let maker: Record<string, string>;
let makerId: number;

beforeAll(async () => {
  t = await createTestApp();
  maker = (await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password)).headers;
  makerId = await testOperatorId(t.db);
});
afterAll(() => t.close());

const ask = async (userId: number, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${userId}/adjust`,
    headers: { ...maker, ...(await stepUpHeaders(t.db, makerId, TWO_FACTOR_ACTIONS.operatorMoney, STEP_UP_TARGETS.walletAdjust(userId))) },
    payload,
  });
const houseAdjustments = async () =>
  Number((await t.db.query<{ balance: number }>("SELECT balance FROM accounts WHERE kind = 'adjustments'")).rows[0].balance);

it('a credit waits for a second operator, then moves from the adjustments account to the wallet, once', async () => {
  const player = await signupUser(t.app);
  const houseBefore = await houseAdjustments();
  const asked = await ask(player.user.id, { amount: 150_000, reason: '  Bù khuyến mãi tháng 12  ' });
  expect(asked.statusCode).toBe(202);
  const change = asked.json().data.pendingChange;
  expect(change).toMatchObject({ kind: 'wallet.adjust', amount: 150_000, status: 'PENDING' });
  expect(change.summary).toBe(ADJUSTMENT_MESSAGES.summary(player.username, 150_000, 'Bù khuyến mãi tháng 12'));
  expect(await balanceOfUser(t.db, player.user.id)).toBe(0);
  // The maker cannot approve their own.
  const own = await t.app.inject({
    method: 'POST',
    url: `/api/admin/pending-changes/${change.id}/approve`,
    headers: {
      ...maker,
      ...(await stepUpHeaders(t.db, makerId, TWO_FACTOR_ACTIONS.operatorMoney, STEP_UP_TARGETS.pendingChange(change.id))),
    },
  });
  expect(own.statusCode).toBeGreaterThanOrEqual(400);
  expect(await balanceOfUser(t.db, player.user.id)).toBe(0);

  const checker = await newOperator(t.app, 'ke_toan');
  expect((await approveAs(t.app, checker, change.id, TWO_FACTOR_ACTIONS.operatorMoney)).statusCode).toBe(200);
  expect(await balanceOfUser(t.db, player.user.id)).toBe(150_000);
  expect(await houseAdjustments()).toBe(houseBefore - 150_000);
  expect((await approveAs(t.app, checker, change.id, TWO_FACTOR_ACTIONS.operatorMoney)).statusCode).toBeGreaterThanOrEqual(400);
  expect(await balanceOfUser(t.db, player.user.id)).toBe(150_000);
  const audit = await auditOf(t.db, `user:${player.user.id}`);
  expect(audit.find((e) => e.action === 'wallet.adjust')).toMatchObject({
    actorId: checker.user.id,
    before: { balance: 0 },
    after: { balance: 150_000, amount: 150_000, reason: 'Bù khuyến mãi tháng 12' },
  });
  expect((await checkLedger(t.db)).ok).toBe(true);
});

it('a debit is refused past the wallet when asked, and when the wallet was spent before the approval', async () => {
  const player = await signupUser(t.app);
  await fund(t.db, player.user.id, 100_000);
  const tooMuch = await ask(player.user.id, { amount: -100_001, reason: 'Thu hồi' });
  expect([tooMuch.statusCode, tooMuch.json().message]).toEqual([400, ADJUSTMENT_MESSAGES.notEnough(100_000)]);

  const checker = await newOperator(t.app, 'admin');
  const asked = await ask(player.user.id, { amount: -80_000, reason: 'Thu hồi tiền cộng nhầm' });
  expect(asked.statusCode).toBe(202);
  // One adjustment of a player waits at a time.
  expect((await ask(player.user.id, { amount: -10_000, reason: 'lần hai' })).statusCode).toBe(409);
  expect((await approveAs(t.app, checker, asked.json().data.pendingChange.id, TWO_FACTOR_ACTIONS.operatorMoney)).statusCode).toBe(200);
  expect(await balanceOfUser(t.db, player.user.id)).toBe(20_000);

  // Asked while the wallet held 20,000; by the approval the player has spent 15,000 of it (a ledger
  // movement out of the wallet stands in for a bet): the approval is refused, nothing moves.
  const again = await ask(player.user.id, { amount: -20_000, reason: 'phần còn lại' });
  expect(again.statusCode).toBe(202);
  await t.db.tx(async (q) =>
    moveMoney(q, {
      debitAccountId: await walletAccountId(q, player.user.id),
      creditAccountId: await systemAccountId(q, 'external'),
      amount: 15_000,
      kind: 'test',
      reference: 'test',
      idempotencyKey: `test-spend:${player.user.id}`,
    }),
  );
  const refused = await approveAs(t.app, checker, again.json().data.pendingChange.id, TWO_FACTOR_ACTIONS.operatorMoney);
  expect(refused.statusCode).toBeGreaterThanOrEqual(400);
  expect(await balanceOfUser(t.db, player.user.id)).toBe(5_000);
  expect((await checkLedger(t.db)).ok).toBe(true);
});

it('refuses an operator, an unknown player and malformed requests in Vietnamese', async () => {
  const player = await signupUser(t.app);
  for (const [payload, message] of [
    [{ amount: 0, reason: 'x' }, ADJUSTMENT_MESSAGES.amountInvalid],
    [{ amount: 1.5, reason: 'x' }, ADJUSTMENT_MESSAGES.amountInvalid],
    [{ amount: '100000', reason: 'x' }, ADJUSTMENT_MESSAGES.amountInvalid],
    [{ amount: 100_000_001, reason: 'x' }, ADJUSTMENT_MESSAGES.amountInvalid],
    [{ amount: 1_000, reason: '  ' }, ADJUSTMENT_MESSAGES.reasonRequired],
    [{ amount: 1_000 }, ADJUSTMENT_MESSAGES.reasonRequired],
  ] as const) {
    const answer = await ask(player.user.id, payload);
    expect([JSON.stringify(payload), answer.statusCode, answer.json().message]).toEqual([JSON.stringify(payload), 400, message]);
  }
  expect((await ask(makerId, { amount: 1_000, reason: 'x' })).statusCode).toBe(400);
  expect((await ask(999_999_999, { amount: 1_000, reason: 'x' })).statusCode).toBe(404);
  const support = await newOperator(t.app, 'cskh');
  const refused = await t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${player.user.id}/adjust`,
    headers: support.headers,
    payload: { amount: 1, reason: 'x' },
  });
  expect(refused.statusCode).toBe(403);
});

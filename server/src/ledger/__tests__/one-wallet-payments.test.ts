import { newOrderCode } from '../../deposits/order-code';
import { insertOrder } from '../../deposits/deposit-order-store';
import { createTestApp, reviewHeaders, signupUser, testOperatorId, type TestApp } from '../../test-utils';
import { adminHeaders, postWebhook, seedVendorId, webhookBody } from '../../deposits/__tests__/deposit-helpers';
import { balanceOfUser, insertToken, ledgerOk, newBankAccountId, withdraw } from '../../withdrawals/__tests__/withdrawal-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// The money rules of the wallet issue, all at once on ONE wallet: bank-feed deposits (each posted
// twice, as a provider retrying would), withdrawals racing them for the same balance, operator
// approvals and rejections of what was held. Whatever order the database runs them in, the wallet
// never goes below zero, every đồng is accounted for, and nothing is counted twice.
describe('one wallet under concurrent deposits and withdrawals', () => {
  it('keeps the balance non-negative and the ledger exact', async () => {
    const player = await signupUser(t.app);
    const userId = player.user.id;
    const bankAccountId = await newBankAccountId(t.app, player.token);
    const vendorId = await seedVendorId(t.app);
    const admin = await adminHeaders(t.app);

    const DEPOSITS = 120;
    const WITHDRAWALS = 120;
    const DEPOSIT = 50_000;
    const WITHDRAWAL = 80_000;

    const contents: string[] = [];
    for (let i = 0; i < DEPOSITS; i++) {
      const code = newOrderCode();
      await insertOrder(t.db, {
        userId,
        vendorCardId: vendorId,
        amount: DEPOSIT,
        code,
        content: `HD${code}`,
        qrData: 'x',
        ttlMinutes: 30,
        idempotencyKey: null,
      });
      contents.push(`HD${code}`);
    }
    const tokens = await Promise.all(Array.from({ length: WITHDRAWALS }, () => insertToken(t.db, userId)));

    const webhooks = contents.map((content) => webhookBody({ content: `${content} nap tien`, amount: DEPOSIT }));
    const requests = [
      ...[...webhooks, ...webhooks].map((body) => () => postWebhook(t.app, t.config.bankWebhookKey, body)),
      ...tokens.map(
        (stepUpToken) => () =>
          withdraw(t.app, player.token, {
            bankAccountId,
            amount: WITHDRAWAL,
            twoFactor: { userId, action: 'user_withdraw', sessionId: stepUpToken },
          }),
      ),
    ];
    // Shuffled so withdrawals meet an empty, a growing and a full wallet.
    for (let i = requests.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [requests[i], requests[j]] = [requests[j], requests[i]];
    }
    // Started one turn of the event loop apart, still all in flight together: the routes' hooks take
    // different numbers of turns (the webhook's rate limit and address check), and started in one
    // go every withdrawal could reach the database before the first deposit does.
    const inFlight = [];
    for (const send of requests) {
      inFlight.push(send());
      await new Promise((resolve) => setImmediate(resolve));
    }
    const responses = await Promise.all(inFlight);

    // No request failed on the server's side; every refusal is a readable 4xx.
    expect(responses.filter((r) => r.statusCode >= 500)).toEqual([]);
    const created = responses.filter((r) => r.statusCode === 201).map((r) => r.json().data);
    const refused = responses.filter((r) => r.statusCode === 400);
    expect(created.length + refused.length).toBe(WITHDRAWALS);
    // 120 × 80.000 đ asked against 120 × 50.000 đ arriving: some must pass and some be refused.
    expect(created.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) expect(typeof r.json().message).toBe('string');

    const { rows: confirmed } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM deposit_orders WHERE user_id = $1 AND status = 'CONFIRMED'`,
      [userId],
    );
    expect(confirmed[0].n).toBe(DEPOSITS);
    // Each order credited exactly once although its transfer was reported twice.
    const { rows: credits } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM transfers WHERE kind = 'deposit' AND credit_account_id =
         (SELECT id FROM accounts WHERE kind = 'player_wallet' AND user_id = $1)`,
      [userId],
    );
    expect(credits[0].n).toBe(DEPOSITS);

    const expected = DEPOSITS * DEPOSIT - created.length * WITHDRAWAL;
    expect(await balanceOfUser(t.db, userId)).toBe(expected);
    expect(expected).toBeGreaterThanOrEqual(0);
    expect(await ledgerOk(t.app, admin)).toBe(true);

    // The operator settles the holds, half approved and half rejected, all at once, each decision
    // with its own token of the operator's second-level password, bound to that withdrawal.
    const operatorId = await testOperatorId(t.db);
    const reviews = await Promise.all(created.map((w: { id: number }) => reviewHeaders(t.db, operatorId, w.id)));
    const settle = created.map((w: { id: number }, i: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/withdrawals/${w.id}/${i % 2 === 0 ? 'approve' : 'reject'}`,
        headers: { ...admin, ...reviews[i] },
        payload: i % 2 === 0 ? { transactionRef: `FT${w.id}` } : { reason: 'Thông tin tài khoản không khớp' },
      }),
    );
    const settled = await Promise.all(settle);
    expect(settled.map((r) => r.statusCode).every((s) => s === 200)).toBe(true);
    const returned = created.filter((_: unknown, i: number) => i % 2 === 1).length * WITHDRAWAL;
    expect(await balanceOfUser(t.db, userId)).toBe(expected + returned);
    const { rows: hold } = await t.db.query<{ balance: number }>(`SELECT balance FROM accounts WHERE kind = 'withdrawal_hold'`);
    expect(hold[0].balance).toBe(0);
    expect(await ledgerOk(t.app, admin)).toBe(true);
  });
});

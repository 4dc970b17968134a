import { TEST_ADMIN, bearer, createTestApp, loginUser, reviewHeaders, signupUser, type TestApp } from '../../test-utils';
import { balanceOfUser, fund, insertToken, ledgerOk, newBankAccountId, steppedUp, withdraw } from './withdrawal-fixtures';

// On PostgreSQL (DATABASE_URL set) these requests run truly in parallel on the app's pool; PGlite
// serialises them. The same assertions hold on both.
let t: TestApp;
let adminHeaders: Record<string, string>;
let operatorId: number;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
  adminHeaders = admin.headers;
  operatorId = admin.user.id;
});
afterAll(() => t.close());

describe('withdrawals under concurrency', () => {
  it('20 copies of one request at once (one token, one key): one withdrawal, every copy answered with it', async () => {
    const player = await signupUser(t.app);
    await fund(t.db, player.user.id, 1_000_000);
    const accountId = await newBankAccountId(t.app, player.token);
    const stepUpToken = await insertToken(t.db, player.user.id);
    const body = { bankAccountId: accountId, amount: 250_000, twoFactor: { sessionId: stepUpToken }, idempotencyKey: 'wd-copies-1' };
    const responses = await Promise.all(Array.from({ length: 20 }, () => withdraw(t.app, player.token, body)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(responses.map((r) => r.json().data.id)).size).toBe(1);
    expect(await balanceOfUser(t.db, player.user.id)).toBe(750_000);
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM withdrawals WHERE user_id = $1', [player.user.id]);
    expect(rows[0].n).toBe(1);
    expect(await ledgerOk(t.app, adminHeaders)).toBe(true);
  });

  it('250 simultaneous withdrawals, each with its own token: exactly floor(balance / amount) succeed', async () => {
    const AMOUNT = 30_000;
    const BALANCE = 1_000_000; // 33 withdrawals fit, 10_000 remains
    const REQUESTS = 250;
    const player = await signupUser(t.app);
    await fund(t.db, player.user.id, BALANCE);
    const accountId = await newBankAccountId(t.app, player.token);
    const tokens = await Promise.all(Array.from({ length: REQUESTS }, () => insertToken(t.db, player.user.id)));

    const responses = await Promise.all(
      tokens.map((stepUpToken) =>
        withdraw(t.app, player.token, { bankAccountId: accountId, amount: AMOUNT, twoFactor: { sessionId: stepUpToken } }),
      ),
    );
    const accepted = responses.filter((r) => r.statusCode === 201);
    const refused = responses.filter((r) => r.statusCode !== 201);
    expect(accepted).toHaveLength(Math.floor(BALANCE / AMOUNT));
    for (const response of refused) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, data: null });
    }
    expect(await balanceOfUser(t.db, player.user.id)).toBe(BALANCE % AMOUNT);

    // Each accepted withdrawal moved money exactly once; the wallet never went below zero.
    const ids = accepted.map((r) => r.json().data.id as number);
    expect(new Set(ids).size).toBe(ids.length);
    const { rows } = await t.db.query<{ n: number; distinct_refs: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT reference)::int AS distinct_refs FROM transfers WHERE kind = 'withdrawal_hold' AND reference = ANY($1)`,
      [ids.map((id) => `withdrawal:${id}`)],
    );
    expect(rows[0]).toEqual({ n: ids.length, distinct_refs: ids.length });
    const low = await t.db.query<{ low: number }>(
      `SELECT min(e.balance_after)::bigint AS low FROM entries e JOIN accounts a ON a.id = e.account_id
       WHERE a.kind = 'player_wallet' AND a.user_id = $1`,
      [player.user.id],
    );
    expect(low.rows[0].low).toBeGreaterThanOrEqual(0);
    const pending = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM withdrawals WHERE user_id = $1`, [player.user.id]);
    expect(pending.rows[0].n).toBe(ids.length);
    // Refused requests left their tokens unused; accepted ones used theirs.
    const used = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM two_factor_tokens WHERE user_id = $1 AND used_at IS NOT NULL AND action = 'user_withdraw'`,
      [player.user.id],
    );
    expect(used.rows[0].n).toBe(ids.length);
    expect(await ledgerOk(t.app, adminHeaders)).toBe(true);
  });

  it('one token sent 20 times at once creates one withdrawal', async () => {
    const player = await signupUser(t.app);
    await fund(t.db, player.user.id, 1_000_000);
    const accountId = await newBankAccountId(t.app, player.token);
    const stepUpToken = await insertToken(t.db, player.user.id);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        withdraw(t.app, player.token, { bankAccountId: accountId, amount: 10_000, twoFactor: { sessionId: stepUpToken } }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 400)).toHaveLength(19);
    expect(await balanceOfUser(t.db, player.user.id)).toBe(990_000);
  });

  it('deleting a bank account while withdrawals to it are created: never a pending withdrawal to a deleted account', async () => {
    const player = await signupUser(t.app);
    await fund(t.db, player.user.id, 1_000_000);
    await newBankAccountId(t.app, player.token);
    const accountId = await newBankAccountId(t.app, player.token);
    const tokens = await Promise.all(Array.from({ length: 10 }, () => insertToken(t.db, player.user.id)));
    const deleteHeaders = await steppedUp(t.app, player.token);
    await Promise.all([
      ...tokens.map((stepUpToken) =>
        withdraw(t.app, player.token, { bankAccountId: accountId, amount: 10_000, twoFactor: { sessionId: stepUpToken } }),
      ),
      t.app.inject({ method: 'DELETE', url: `/api/v1/payment-service/u/user-bank-accounts/${accountId}`, headers: deleteHeaders }),
    ]);
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM withdrawals w JOIN user_bank_accounts b ON b.id = w.bank_account_id
       WHERE w.status = 'PENDING' AND b.deleted_at IS NOT NULL AND w.user_id = $1`,
      [player.user.id],
    );
    expect(rows[0].n).toBe(0);
    expect(await ledgerOk(t.app, adminHeaders)).toBe(true);
  });
});

describe('a player’s cancel racing the operators’ decisions', () => {
  it('cancels, approvals and rejections of many withdrawals at once: one closes each, its money moves once', async () => {
    const WITHDRAWALS = 12;
    const AMOUNT = 50_000;
    const BALANCE = 1_000_000;
    const player = await signupUser(t.app);
    await fund(t.db, player.user.id, BALANCE);
    const accountId = await newBankAccountId(t.app, player.token);
    const ids: number[] = [];
    for (let i = 0; i < WITHDRAWALS; i += 1) {
      const stepUpToken = await insertToken(t.db, player.user.id);
      ids.push(
        (await withdraw(t.app, player.token, { bankAccountId: accountId, amount: AMOUNT, twoFactor: { sessionId: stepUpToken } })).json()
          .data.id,
      );
    }
    const cancel = (id: number) =>
      t.app.inject({ method: 'POST', url: `/api/v1/payment-service/u/withdrawals/${id}/cancel`, headers: bearer(player.token) });
    const decide = async (id: number, verb: 'approve' | 'reject', payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/withdrawals/${id}/${verb}`,
        headers: { ...adminHeaders, ...(await reviewHeaders(t.db, operatorId, id)) },
        payload,
      });

    // Every request of every withdrawal in flight together: two cancels (a double tap), an approval
    // and a rejection each.
    const races = await Promise.all(
      ids.map(async (id) => {
        const [cancel1, approve, cancel2, reject] = await Promise.all([
          cancel(id),
          decide(id, 'approve', { transactionRef: `FT${id}` }),
          cancel(id),
          decide(id, 'reject', { reason: 'x' }),
        ]);
        return { id, cancels: [cancel1, cancel2], approve, reject };
      }),
    );

    let paidOut = 0;
    for (const { id, cancels, approve, reject } of races) {
      const all = [...cancels, approve, reject];
      expect({ id, won: all.filter((r) => r.statusCode === 200).length }).toEqual({ id, won: 1 });
      expect(all.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
      const { rows } = await t.db.query<{ status: string; kinds: string[] }>(
        `SELECT w.status, array(SELECT kind FROM transfers WHERE reference = 'withdrawal:' || w.id ORDER BY id) AS kinds
         FROM withdrawals w WHERE w.id = $1`,
        [id],
      );
      const winner = approve.statusCode === 200 ? 'APPROVED' : reject.statusCode === 200 ? 'REJECTED' : 'CANCELLED';
      expect(rows[0].status).toBe(winner);
      expect(rows[0].kinds).toEqual(['withdrawal_hold', winner === 'APPROVED' ? 'withdrawal_payout' : 'withdrawal_refund']);
      if (winner === 'APPROVED') paidOut += AMOUNT;
    }
    expect(await balanceOfUser(t.db, player.user.id)).toBe(BALANCE - paidOut);
    expect(await ledgerOk(t.app, adminHeaders)).toBe(true);
  });
});

import {
  formatVietnamDateTime,
  HTTP_MESSAGES,
  SECURITY_MESSAGES,
  STEP_UP_TARGETS,
  TWO_FACTOR_ACTIONS,
  TWO_FACTOR_MESSAGES,
  WITHDRAWAL_MESSAGES,
} from '@app/shared/contracts';
import { PASSWORD, TEST_ADMIN, bearer, createTestApp, loginUser, signupUser, type SignedIn, type TestApp } from '../../test-utils';
import { SECOND_PASSWORD, fund, newBankAccountId, withdraw } from '../../withdrawals/__tests__/withdrawal-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (player: SignedIn, path: string, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/core/${path}`,
    headers: player.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const status = async (player: SignedIn) =>
  (await t.app.inject({ method: 'GET', url: '/api/core/two-factor-status', headers: player.headers })).json();
const setup = (player: SignedIn, newPassword = SECOND_PASSWORD) =>
  post(player, 'setup-two-factor-password', { newPassword, loginPassword: player.password });
const validate = (player: SignedIn, secondaryPassword: string, extra: object = {}) =>
  post(player, 'users/2fa/validate', { secondaryPassword, userType: 'user', action: 'user_withdraw', userId: player.user.id, ...extra });

async function playerWithTwoFactor(): Promise<SignedIn> {
  const player = await signupUser(t.app);
  expect((await setup(player)).statusCode).toBe(200);
  return player;
}

describe('status and setup', () => {
  it('reports no second-level password, sets it once, then reports it', async () => {
    const player = await signupUser(t.app);
    expect(await status(player)).toEqual({ success: true, data: { has_two_factor: false, locked_until: null } });

    const response = await setup(player);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: TWO_FACTOR_MESSAGES.setupSuccess });
    expect(await status(player)).toEqual({ success: true, data: { has_two_factor: true, locked_until: null } });

    const again = await setup(player, 'khac12345');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, message: TWO_FACTOR_MESSAGES.alreadySet });

    const { rows } = await t.db.query<{ password_hash: string }>('SELECT password_hash FROM two_factor_passwords WHERE user_id = $1', [
      player.user.id,
    ]);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses the login password and bad input', async () => {
    const player = await signupUser(t.app);
    const same = await setup(player, PASSWORD);
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ message: TWO_FACTOR_MESSAGES.sameAsLogin, field: 'newPassword' });
    for (const [payload, message] of [
      [{}, TWO_FACTOR_MESSAGES.required],
      [{ newPassword: '   ' }, TWO_FACTOR_MESSAGES.required],
      [{ newPassword: '123' }, TWO_FACTOR_MESSAGES.tooShort],
      [{ newPassword: 'x'.repeat(65) }, TWO_FACTOR_MESSAGES.tooLong],
      [{ newPassword: 1234567 }, TWO_FACTOR_MESSAGES.required],
      [{ newPassword: ['abcdefg'] }, TWO_FACTOR_MESSAGES.required],
    ] as const) {
      const response = await post(player, 'setup-two-factor-password', { loginPassword: PASSWORD, ...payload });
      expect({ status: response.statusCode, message: response.json().message }).toEqual({ status: 400, message });
    }
    expect((await post(player, 'setup-two-factor-password')).statusCode).toBe(400);
    // The phone's last digits, or the phone itself: refused, at setup and at a change.
    for (const digits of [player.user.phone.slice(-6), player.user.phone.slice(-8), player.user.phone]) {
      const refused = await setup(player, digits);
      expect([refused.statusCode, refused.json().message, refused.json().field]).toEqual([
        400,
        SECURITY_MESSAGES.phoneSecondPassword,
        'newPassword',
      ]);
    }
    expect((await setup(player)).statusCode).toBe(200);
    const change = await post(player, 'change-two-factor-password', {
      currentPassword: SECOND_PASSWORD,
      newPassword: player.user.phone.slice(-7),
    });
    expect([change.statusCode, change.json().message]).toEqual([400, SECURITY_MESSAGES.phoneSecondPassword]);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/core/setup-two-factor-password', payload: { newPassword: 'abcdefg1' } })).statusCode,
    ).toBe(401);
  });
});

describe('POST /api/core/users/2fa/validate', () => {
  it('answers a single-use 5-minute token bound to the player; only its hash is stored', async () => {
    const player = await playerWithTwoFactor();
    const response = await validate(player, SECOND_PASSWORD);
    expect(response.statusCode).toBe(200);
    const { sessionId: stepUpToken, expiresAt } = response.json().data;
    expect(stepUpToken).toMatch(/^[0-9a-f]{64}$/);
    const ttl = new Date(expiresAt).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(4 * 60_000);
    expect(ttl).toBeLessThanOrEqual(5 * 60_000 + 5_000);
    const { rows } = await t.db.query<{ token_hash: string; action: string }>(
      'SELECT token_hash, action FROM two_factor_tokens WHERE user_id = $1',
      [player.user.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).not.toBe(stepUpToken);
    expect(rows[0].action).toBe('user_withdraw');

    // userId 0 (unknown to the client) and a string of the caller's id are fine.
    expect((await validate(player, SECOND_PASSWORD, { userId: 0 })).statusCode).toBe(200);
    expect((await validate(player, SECOND_PASSWORD, { userId: String(player.user.id) })).statusCode).toBe(200);
    const { userId: _omit, ...noUser } = { userId: 1, secondaryPassword: SECOND_PASSWORD, action: 'user_withdraw' };
    expect((await post(player, 'users/2fa/validate', noUser)).statusCode).toBe(200);
  });

  it('is used by a withdrawal once; a reused, expired or another player’s token is refused', async () => {
    const player = await playerWithTwoFactor();
    const other = await playerWithTwoFactor();
    await fund(t.db, player.user.id, 200_000);
    const accountId = await newBankAccountId(t.app, player.token);
    const token = async (who: SignedIn) => (await validate(who, SECOND_PASSWORD)).json().data.sessionId as string;
    const body = (stepUpToken: string) => ({
      bankAccountId: accountId,
      amount: 20_000,
      twoFactor: { sessionId: stepUpToken, action: 'user_withdraw', userId: 0 },
    });

    const stepUpToken = await token(player);
    expect((await withdraw(t.app, player.token, body(stepUpToken))).statusCode).toBe(201);
    const reused = await withdraw(t.app, player.token, body(stepUpToken));
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: 400, message: TWO_FACTOR_MESSAGES.tokenInvalid, error: 'TWO_FACTOR_TOKEN_INVALID' });

    const expired = await token(player);
    await t.db.query(`UPDATE two_factor_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1 AND used_at IS NULL`, [
      player.user.id,
    ]);
    expect((await withdraw(t.app, player.token, body(expired))).json().message).toBe(TWO_FACTOR_MESSAGES.tokenInvalid);

    const othersToken = await token(other);
    expect((await withdraw(t.app, player.token, body(othersToken))).json().message).toBe(TWO_FACTOR_MESSAGES.tokenInvalid);
    // ...and it stays usable by its owner (the refusal did not spend it).
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM two_factor_tokens WHERE user_id = $1 AND used_at IS NULL',
      [other.user.id],
    );
    expect(rows[0].n).toBe(1);

    expect((await withdraw(t.app, player.token, body('made-up'))).json().message).toBe(TWO_FACTOR_MESSAGES.tokenInvalid);
    expect(await balanceOf(player)).toBe(180_000);
  });

  it('refuses a token for someone else (403), a wrong action, a wrong password, and a player without one', async () => {
    const player = await playerWithTwoFactor();
    const other = await signupUser(t.app);
    const forSomeoneElse = await validate(player, SECOND_PASSWORD, { userId: other.user.id });
    expect(forSomeoneElse.statusCode).toBe(403);
    expect(forSomeoneElse.json().message).toBe(HTTP_MESSAGES.forbidden);

    const action = await validate(player, SECOND_PASSWORD, { action: 'transfer_all' });
    expect(action.statusCode).toBe(400);
    expect(action.json().message).toBe(TWO_FACTOR_MESSAGES.actionInvalid);

    const wrong = await validate(player, 'saiMatKhau');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ success: false, error: 'TWO_FACTOR_WRONG', message: TWO_FACTOR_MESSAGES.wrong, triesLeft: 4 });

    const none = await validate(other, SECOND_PASSWORD);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(TWO_FACTOR_MESSAGES.notSet);

    for (const payload of [
      null,
      [],
      {},
      { secondaryPassword: 123456, action: 'user_withdraw' },
      { secondaryPassword: '', action: 'user_withdraw' },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/core/users/2fa/validate',
        headers: { ...bearer(player.token), 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('the operator’s second-level password', () => {
  // A decision's token is bound to the one withdrawal it decides.
  const review = {
    action: TWO_FACTOR_ACTIONS.withdrawalReview,
    target: STEP_UP_TARGETS.withdrawal(41),
    userType: undefined,
    userId: undefined,
  };

  it('a player cannot get a withdrawal-review token, whatever the password; nothing is counted', async () => {
    const player = await playerWithTwoFactor();
    for (const password of [SECOND_PASSWORD, 'saiMatKhau']) {
      for (const asked of [review, { ...review, target: undefined }]) {
        const response = await validate(player, password, asked);
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe(TWO_FACTOR_MESSAGES.operatorOnly);
      }
    }
    const { rows } = await t.db.query<{ n: number; failed: number }>(
      `SELECT (SELECT count(*)::int FROM two_factor_tokens WHERE user_id = $1) AS n,
              (SELECT failed_attempts FROM two_factor_passwords WHERE user_id = $1) AS failed`,
      [player.user.id],
    );
    expect(rows[0]).toEqual({ n: 0, failed: 0 });
  });

  it('an operator is told to set one, sets it with the login password, then gets review tokens', async () => {
    const operator = await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
    expect(await status(operator)).toEqual({ success: true, data: { has_two_factor: false, locked_until: null } });
    const none = await validate(operator, TEST_ADMIN.secondPassword, review);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ error: 'TWO_FACTOR_NOT_SET', message: WITHDRAWAL_MESSAGES.reviewStepUpNotSet });

    expect((await setup(operator, TEST_ADMIN.secondPassword)).statusCode).toBe(200);
    // Without the withdrawal it is for (or with an empty one), none is issued and nothing is counted.
    for (const [target, message] of [
      [undefined, TWO_FACTOR_MESSAGES.targetRequired],
      ['', TWO_FACTOR_MESSAGES.targetInvalid],
    ] as const) {
      for (const password of [TEST_ADMIN.secondPassword, 'saiMatKhau']) {
        const unbound = await validate(operator, password, { ...review, target });
        expect([unbound.statusCode, unbound.json()]).toEqual([400, expect.objectContaining({ success: false, message, field: 'target' })]);
      }
    }
    const token = await validate(operator, TEST_ADMIN.secondPassword, review);
    expect(token.statusCode).toBe(200);
    const { rows } = await t.db.query<{ action: string; target: string }>(
      'SELECT action, target FROM two_factor_tokens WHERE user_id = $1',
      [operator.user.id],
    );
    expect(rows).toEqual([{ action: 'admin_withdrawal_review', target: 'withdrawal:41' }]);
    const { rows: failures } = await t.db.query<{ failed_attempts: number }>(
      'SELECT failed_attempts FROM two_factor_passwords WHERE user_id = $1',
      [operator.user.id],
    );
    expect(failures).toEqual([{ failed_attempts: 0 }]);
    expect((await validate(operator, 'saiMatKhau', review)).json()).toMatchObject({
      error: 'TWO_FACTOR_WRONG',
      message: TWO_FACTOR_MESSAGES.wrong,
      triesLeft: 4,
    });
  });
});

async function balanceOf(player: SignedIn): Promise<number> {
  const response = await t.app.inject({ method: 'GET', url: '/api/core/balance', headers: bearer(player.token) });
  return response.json().data.balance;
}

describe('the lock after five wrong passwords', () => {
  it('counts the last two tries, locks at the fifth with its end in Vietnam time, and unlocks after', async () => {
    const player = await playerWithTwoFactor();
    for (let i = 0; i < 4; i += 1) expect((await validate(player, 'saiMatKhau')).statusCode).toBe(400);
    // A success resets the count.
    expect((await validate(player, SECOND_PASSWORD)).statusCode).toBe(200);

    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push((await validate(player, 'saiMatKhau')).json());
    expect(answers).toEqual([
      { success: false, error: 'TWO_FACTOR_WRONG', message: 'Mật khẩu cấp 2 không đúng', triesLeft: 4 },
      { success: false, error: 'TWO_FACTOR_WRONG', message: 'Mật khẩu cấp 2 không đúng', triesLeft: 3 },
      { success: false, error: 'TWO_FACTOR_WRONG', message: 'Mật khẩu cấp 2 không đúng. Bạn còn 2 lần thử', triesLeft: 2 },
      { success: false, error: 'TWO_FACTOR_WRONG', message: 'Mật khẩu cấp 2 không đúng. Bạn còn 1 lần thử', triesLeft: 1 },
    ]);

    // The fifth wrong password is the one that locks: it says so at once, with the end.
    const before = Date.now();
    const fifth = await validate(player, 'saiMatKhau');
    expect(fifth.statusCode).toBe(423);
    const lock = fifth.json();
    const until = new Date(lock.lockedUntil);
    expect(until.getTime()).toBeGreaterThanOrEqual(before + 15 * 60_000 - 2_000);
    expect(until.getTime()).toBeLessThanOrEqual(Date.now() + 15 * 60_000 + 2_000);
    expect(lock).toEqual({
      success: false,
      error: 'TWO_FACTOR_LOCKED',
      message: `Bạn đã nhập sai mật khẩu cấp 2 đủ 5 lần. Vui lòng thử lại sau ${formatVietnamDateTime(until)}`,
      triesLeft: 0,
      lockedUntil: until.toISOString(),
    });
    expect(lock.message).toMatch(/sau \d{2}:\d{2} \d{2}\/\d{2}\/\d{4}$/);
    expect(lock.message).not.toContain('quá');

    const locked = await validate(player, SECOND_PASSWORD);
    expect(locked.statusCode).toBe(423);
    expect(locked.json()).toEqual(lock);
    const state = await status(player);
    expect(state.data.has_two_factor).toBe(true);
    expect(state.data.locked_until).toBe(lock.lockedUntil);

    const { rows } = await t.db.query<{ locked_until: string }>(
      `UPDATE two_factor_passwords SET locked_until = now() + interval '3 minutes' WHERE user_id = $1 RETURNING locked_until`,
      [player.user.id],
    );
    const later = (await validate(player, SECOND_PASSWORD)).json();
    expect(later.lockedUntil).toBe(new Date(rows[0].locked_until).toISOString());
    expect(later.message).toBe(TWO_FACTOR_MESSAGES.locked(rows[0].locked_until));

    await t.db.query(`UPDATE two_factor_passwords SET locked_until = now() - interval '1 second' WHERE user_id = $1`, [player.user.id]);
    expect((await status(player)).data.locked_until).toBeNull();
    expect((await validate(player, SECOND_PASSWORD)).statusCode).toBe(200);
  });

  it('the lock’s end is said in Vietnam’s time whatever the zone the server runs in', () => {
    // 07:05 UTC is 14:05 in Hồ Chí Minh City (UTC+7, no daylight saving).
    expect(TWO_FACTOR_MESSAGES.locked(new Date('2026-11-27T07:05:00Z'))).toBe(
      'Bạn đã nhập sai mật khẩu cấp 2 đủ 5 lần. Vui lòng thử lại sau 14:05 27/11/2026',
    );
    expect(TWO_FACTOR_MESSAGES.locked('2026-11-27T17:30:00Z')).toBe(
      'Bạn đã nhập sai mật khẩu cấp 2 đủ 5 lần. Vui lòng thử lại sau 00:30 28/11/2026',
    );
  });

  it('failures older than the 15-minute window start a new count', async () => {
    const player = await playerWithTwoFactor();
    for (let i = 0; i < 4; i += 1) await validate(player, 'saiMatKhau');
    await t.db.query(`UPDATE two_factor_passwords SET failure_window_started_at = now() - interval '16 minutes' WHERE user_id = $1`, [
      player.user.id,
    ]);
    for (let i = 0; i < 4; i += 1) expect((await validate(player, 'saiMatKhau')).statusCode).toBe(400);
    expect((await validate(player, SECOND_PASSWORD)).statusCode).toBe(200);
  });

  it('10 wrong attempts at once: exactly 5 are counted, the rest find it locked', async () => {
    const player = await playerWithTwoFactor();
    const responses = await Promise.all(Array.from({ length: 10 }, () => validate(player, 'saiMatKhau')));
    const codes = responses.map((r) => r.statusCode).sort();
    // The fifth counted is the one that locks, and is answered with the lock.
    expect(codes).toEqual([400, 400, 400, 400, 423, 423, 423, 423, 423, 423]);
    const { rows } = await t.db.query<{ failed_attempts: number; locked: boolean }>(
      'SELECT failed_attempts, locked_until > now() AS locked FROM two_factor_passwords WHERE user_id = $1',
      [player.user.id],
    );
    expect(rows[0]).toEqual({ failed_attempts: 5, locked: true });
  });

  it('a wrong current password at change counts toward the lock', async () => {
    const player = await playerWithTwoFactor();
    const change = (currentPassword: string) => post(player, 'change-two-factor-password', { currentPassword, newPassword: 'moiMoi123' });
    const messages = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await change('saiMatKhau');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'currentPassword', triesLeft: 4 - i });
      messages.push(response.json().message);
    }
    expect(messages).toEqual([
      TWO_FACTOR_MESSAGES.currentWrong,
      TWO_FACTOR_MESSAGES.currentWrong,
      'Mật khẩu cấp 2 hiện tại không đúng. Bạn còn 2 lần thử',
      'Mật khẩu cấp 2 hiện tại không đúng. Bạn còn 1 lần thử',
    ]);
    const fifth = await change('saiMatKhau');
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json()).toMatchObject({ error: 'TWO_FACTOR_LOCKED', triesLeft: 0, lockedUntil: expect.any(String) });
    const locked = await change(SECOND_PASSWORD);
    expect(locked.statusCode).toBe(423);
    expect((await validate(player, SECOND_PASSWORD)).statusCode).toBe(423);
  });
});

describe('POST /api/core/change-two-factor-password', () => {
  it('changes it: the new one validates, the old one does not, older tokens are void', async () => {
    const player = await playerWithTwoFactor();
    const before = (await validate(player, SECOND_PASSWORD)).json().data.sessionId;
    const response = await post(player, 'change-two-factor-password', { currentPassword: SECOND_PASSWORD, newPassword: 'moiMoi123' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: TWO_FACTOR_MESSAGES.changeSuccess });
    expect((await validate(player, SECOND_PASSWORD)).statusCode).toBe(400);
    expect((await validate(player, 'moiMoi123')).statusCode).toBe(200);

    await fund(t.db, player.user.id, 50_000);
    const accountId = await newBankAccountId(t.app, player.token);
    const old = await withdraw(t.app, player.token, { bankAccountId: accountId, amount: 20_000, twoFactor: { sessionId: before } });
    expect(old.json().message).toBe(TWO_FACTOR_MESSAGES.tokenInvalid);
  });

  it('refuses the login password, a player without one and bad input', async () => {
    const player = await playerWithTwoFactor();
    const same = await post(player, 'change-two-factor-password', { currentPassword: SECOND_PASSWORD, newPassword: PASSWORD });
    expect(same.json()).toMatchObject({ message: TWO_FACTOR_MESSAGES.sameAsLogin });
    const none = await signupUser(t.app);
    expect((await post(none, 'change-two-factor-password', { currentPassword: 'abcdefg', newPassword: 'hijklmn1' })).json().message).toBe(
      TWO_FACTOR_MESSAGES.notSet,
    );
    expect((await post(player, 'change-two-factor-password', { currentPassword: SECOND_PASSWORD })).statusCode).toBe(400);
    expect((await post(player, 'change-two-factor-password')).statusCode).toBe(400);
  });
});

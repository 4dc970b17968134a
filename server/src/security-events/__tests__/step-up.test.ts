import type { Socket } from 'socket.io-client';
import {
  SECURITY_EVENT_LABELS,
  SECURITY_MESSAGES,
  SECURITY_NOTICE_EVENT,
  TWO_FACTOR_ACTIONS,
  TWO_FACTOR_MESSAGES,
  TWO_FACTOR_SESSION_HEADER,
  formatVietnamDateTime,
  type SecurityNotice,
} from '@app/shared/contracts';
import { PASSWORD, bearer, connectSocket, createTestApp, nextEvent, signupUser, type SignedIn, type TestApp } from '../../test-utils';
import { API, SECOND_PASSWORD, addBankAccount, fund, insertToken, withdraw } from '../../withdrawals/__tests__/withdrawal-fixtures';

// Everything a thief holding only a player's access token would try, and what the player sees of it.
let t: TestApp;
let baseUrl: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.listen();
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(() => t.close());

const ACCOUNTS = `${API}/u/user-bank-accounts`;
const core = (app: TestApp, player: SignedIn, path: string, payload: object) =>
  app.app.inject({ method: 'POST', url: `/api/core/${path}`, headers: bearer(player.token), payload });
const setupSecond = (app: TestApp, player: SignedIn, newPassword = SECOND_PASSWORD) =>
  core(app, player, 'setup-two-factor-password', { newPassword, loginPassword: player.password });
const validate = (app: TestApp, player: SignedIn, action: string, secondaryPassword = SECOND_PASSWORD) =>
  core(app, player, 'users/2fa/validate', { secondaryPassword, userType: 'user', action, userId: player.user.id });
const stepUpToken = async (app: TestApp, player: SignedIn) => {
  const response = await validate(app, player, TWO_FACTOR_ACTIONS.bankAccountChange);
  expect(response.statusCode).toBe(200);
  return response.json().data.sessionId as string;
};
const withToken = (player: SignedIn, token: string) => ({ ...bearer(player.token), [TWO_FACTOR_SESSION_HEADER]: token });
const newAccount = (accountNumber: string) => ({ bankCode: 'VCB', accountNumber, accountName: 'Nguyen Van An' });
const accountsOf = async (app: TestApp, player: SignedIn) =>
  (await app.app.inject({ method: 'GET', url: ACCOUNTS, headers: bearer(player.token) })).json().data as Array<{
    id: number;
    accountNumber: string;
    isDefault: boolean;
    withdrawableFrom: string | null;
    cooldownReason: string | null;
  }>;
const eventsOf = async (app: TestApp, player: SignedIn) => {
  const response = await app.app.inject({ method: 'GET', url: '/api/core/security-events', headers: bearer(player.token) });
  expect(response.statusCode).toBe(200);
  return response.json().data as Array<{ kind: string; detail: string | null; ip: string | null; createdAt: string }>;
};

async function playerWithSecondPassword(app: TestApp = t): Promise<SignedIn> {
  const player = await signupUser(app.app);
  expect((await setupSecond(app, player)).statusCode).toBe(200);
  return player;
}

describe('setting up the second-level password needs the login password', () => {
  it('refuses a stolen token without it, or with a wrong one, and sets nothing', async () => {
    const player = await signupUser(t.app);
    const missing = await core(t, player, 'setup-two-factor-password', { newPassword: 'Xacminh2026' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: SECURITY_MESSAGES.loginPasswordRequired, field: 'loginPassword' });
    const wrong = await core(t, player, 'setup-two-factor-password', { newPassword: 'Xacminh2026', loginPassword: 'doan1234' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: SECURITY_MESSAGES.loginPasswordWrong, field: 'loginPassword' });
    const { rows } = await t.db.query('SELECT 1 FROM two_factor_passwords WHERE user_id = $1', [player.user.id]);
    expect(rows).toHaveLength(0);
    expect((await setupSecond(t, player)).statusCode).toBe(200);
    expect((await eventsOf(t, player)).map((e) => e.kind)).toEqual(['two_factor_set']);
  });

  it.each(['123456', '654321', '111111', 'abcdef', 'qwerty', 'iloveyou'])('refuses the weak second-level password %s', async (weak) => {
    const player = await signupUser(t.app);
    const response = await setupSecond(t, player, weak);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: SECURITY_MESSAGES.weakSecondPassword, field: 'newPassword' });
  });
});

describe('changing the second-level password', () => {
  it('takes the current one, or the login password when it is forgotten; a weak new one is refused', async () => {
    const player = await playerWithSecondPassword();
    const weak = await core(t, player, 'change-two-factor-password', { currentPassword: SECOND_PASSWORD, newPassword: '121212' });
    expect(weak.json()).toMatchObject({ message: SECURITY_MESSAGES.weakSecondPassword });
    const neither = await core(t, player, 'change-two-factor-password', { newPassword: 'Xacminh2026' });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toBe(SECURITY_MESSAGES.changeNeedsProof);
    const wrongLogin = await core(t, player, 'change-two-factor-password', { loginPassword: 'doan1234', newPassword: 'Xacminh2026' });
    expect(wrongLogin.json()).toMatchObject({ message: SECURITY_MESSAGES.loginPasswordWrong });

    const forgotten = await core(t, player, 'change-two-factor-password', { loginPassword: PASSWORD, newPassword: 'Xacminh2026' });
    expect(forgotten.statusCode).toBe(200);
    expect((await validate(t, player, TWO_FACTOR_ACTIONS.withdraw, 'Xacminh2026')).statusCode).toBe(200);
    expect((await eventsOf(t, player)).map((e) => e.kind)).toEqual(['two_factor_changed', 'two_factor_set']);
  });
});

describe('bank accounts need a fresh bank_account_change token', () => {
  it('adding without a token: "set one up first" for a player without a second-level password, "verify" for one with', async () => {
    const fresh = await signupUser(t.app);
    const noSecond = await addBankAccount(t.app, fresh.token, newAccount('11112222'), { stepUp: false });
    expect(noSecond.statusCode).toBe(403);
    expect(noSecond.json()).toMatchObject({ message: SECURITY_MESSAGES.stepUpNotSet, error: 'TWO_FACTOR_NOT_SET' });

    const player = await playerWithSecondPassword();
    const noToken = await addBankAccount(t.app, player.token, newAccount('11112222'), { stepUp: false });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json()).toMatchObject({ message: SECURITY_MESSAGES.stepUpRequired, error: 'STEP_UP_REQUIRED' });
    const withdrawToken = (await validate(t, player, TWO_FACTOR_ACTIONS.withdraw)).json().data.sessionId;
    const wrongAction = await t.app.inject({
      method: 'POST',
      url: ACCOUNTS,
      headers: withToken(player, withdrawToken),
      payload: newAccount('11112222'),
    });
    expect(wrongAction.statusCode).toBe(400);
    expect(wrongAction.json().message).toBe(TWO_FACTOR_MESSAGES.tokenInvalid);
    expect(await accountsOf(t, player)).toEqual([]);

    const token = await stepUpToken(t, player);
    const added = await t.app.inject({ method: 'POST', url: ACCOUNTS, headers: withToken(player, token), payload: newAccount('11112222') });
    expect(added.statusCode).toBe(200);
    const reused = await t.app.inject({
      method: 'POST',
      url: ACCOUNTS,
      headers: withToken(player, token),
      payload: newAccount('33334444'),
    });
    expect(reused.json().message).toBe(TWO_FACTOR_MESSAGES.tokenInvalid);
    expect((await accountsOf(t, player)).map((a) => a.accountNumber)).toEqual(['11112222']);
  });

  it('one token sent 20 times at once adds one account', async () => {
    const player = await playerWithSecondPassword();
    const token = await stepUpToken(t, player);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: ACCOUNTS,
          headers: withToken(player, token),
          payload: newAccount(`5555000${String(i).padStart(2, '0')}`),
        }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await accountsOf(t, player)).toHaveLength(1);
  });

  it('editing the number or bank, deleting and making default need it; a refused change moves nothing; a toggle does not', async () => {
    const player = await playerWithSecondPassword();
    await addBankAccount(t.app, player.token, newAccount('11112222'));
    await addBankAccount(t.app, player.token, newAccount('33334444'));
    const [second, first] = await accountsOf(t, player).then((list) => [...list].sort((a, b) => b.id - a.id));

    const attempts = [
      { method: 'PUT' as const, url: `${ACCOUNTS}/${first.id}`, payload: { accountNumber: '99998888' } },
      { method: 'PUT' as const, url: `${ACCOUNTS}/${first.id}`, payload: { bankCode: 'TCB' } },
      { method: 'DELETE' as const, url: `${ACCOUNTS}/${first.id}` },
      { method: 'PUT' as const, url: `${ACCOUNTS}/${second.id}/set-default` },
    ];
    for (const attempt of attempts) {
      const response = await t.app.inject({ ...attempt, headers: bearer(player.token) });
      expect({ url: attempt.url, status: response.statusCode, message: response.json().message }).toEqual({
        url: attempt.url,
        status: 403,
        message: SECURITY_MESSAGES.stepUpRequired,
      });
    }
    const unchanged = await accountsOf(t, player);
    expect(unchanged.map((a) => [a.id, a.accountNumber, a.isDefault])).toEqual([
      [first.id, '11112222', true],
      [second.id, '33334444', false],
    ]);

    const toggle = await t.app.inject({
      method: 'PUT',
      url: `${ACCOUNTS}/${second.id}`,
      headers: bearer(player.token),
      payload: { isActive: false },
    });
    expect(toggle.statusCode).toBe(200);

    for (const attempt of attempts.slice(0, 2)) {
      const response = await t.app.inject({ ...attempt, headers: withToken(player, await stepUpToken(t, player)) });
      expect(response.statusCode).toBe(200);
    }
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `${ACCOUNTS}/${first.id}`,
      headers: withToken(player, await stepUpToken(t, player)),
    });
    expect(deleted.statusCode).toBe(204);
    expect((await eventsOf(t, player)).map((e) => e.kind)).toEqual([
      'bank_account_deleted',
      'bank_account_changed',
      'bank_account_changed',
      'bank_account_added',
      'bank_account_added',
      'two_factor_set',
    ]);
  });
});

describe('the player hears about it', () => {
  it('each change reaches the player’s sockets as securityNotice and is listed with when and where from', async () => {
    const player = await playerWithSecondPassword();
    const socket = await connectSocket(baseUrl, player.token);
    sockets.push(socket);
    const notice = nextEvent<SecurityNotice>(socket, SECURITY_NOTICE_EVENT);
    const response = await t.app.inject({
      method: 'POST',
      url: ACCOUNTS,
      headers: { ...withToken(player, await stepUpToken(t, player)), 'user-agent': 'ThiefBrowser/1.0' },
      payload: newAccount('12345678'),
      remoteAddress: '203.0.113.9',
    });
    expect(response.statusCode).toBe(200);
    expect(await notice).toEqual({
      kind: 'bank_account_added',
      detail: 'Vietcombank ****5678',
      ip: '203.0.113.9',
      createdAt: expect.any(String),
      message: SECURITY_MESSAGES.notice(SECURITY_EVENT_LABELS.bank_account_added, '203.0.113.9'),
    });
    const [latest] = await eventsOf(t, player);
    expect(latest).toMatchObject({
      kind: 'bank_account_added',
      detail: 'Vietcombank ****5678',
      ip: '203.0.113.9',
      userAgent: 'ThiefBrowser/1.0',
    });

    const passwordNotice = nextEvent<SecurityNotice>(socket, SECURITY_NOTICE_EVENT);
    const changed = await core(t, player, 'change-password', { currentPassword: PASSWORD, newPassword: 'matkhauMoi9' });
    expect(changed.statusCode).toBe(200);
    expect((await passwordNotice).kind).toBe('password_changed');
  });

  it('another player’s events are never listed', async () => {
    const player = await playerWithSecondPassword();
    const other = await signupUser(t.app);
    expect(await eventsOf(t, other)).toEqual([]);
    expect((await eventsOf(t, player)).length).toBe(1);
  });
});

describe('withdrawal cool-down (WITHDRAWAL_COOLDOWN_HOURS = 24)', () => {
  let c: TestApp;
  beforeAll(async () => {
    c = await createTestApp({ withdrawalCooldownHours: 24 });
  });
  afterAll(() => c.close());

  const ageAccounts = (player: SignedIn, hours: number) =>
    c.db.query(`UPDATE user_bank_accounts SET destination_changed_at = now() - make_interval(hours => $2) WHERE user_id = $1`, [
      player.user.id,
      hours,
    ]);
  const ageEvents = (player: SignedIn, hours: number) =>
    c.db.query(`UPDATE security_events SET created_at = now() - make_interval(hours => $2) WHERE user_id = $1`, [player.user.id, hours]);

  it('a new account waits 24 hours, says until when (Vietnam time) before and at the withdrawal, and nothing moves', async () => {
    const player = await playerWithSecondPassword(c);
    await fund(c.db, player.user.id, 500_000);
    const before = Date.now();
    const added = await addBankAccount(c.app, player.token, newAccount('11112222'));
    expect(added.statusCode).toBe(200);
    const account = added.json().data;
    expect(account.cooldownReason).toBe('bank_account');
    const until = new Date(account.withdrawableFrom);
    expect(until.getTime()).toBeGreaterThanOrEqual(before + 24 * 3_600_000 - 1_000);
    expect(until.getTime()).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000 + 1_000);
    expect((await accountsOf(c, player))[0]).toMatchObject({ withdrawableFrom: account.withdrawableFrom, cooldownReason: 'bank_account' });

    const stepUpToken = await insertToken(c.db, player.user.id);
    const refused = await withdraw(c.app, player.token, {
      bankAccountId: account.id,
      amount: 100_000,
      twoFactor: { sessionId: stepUpToken },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(SECURITY_MESSAGES.cooldown('bank_account', until));
    expect(refused.json().message).toContain(formatVietnamDateTime(until));
    const { rows } = await c.db.query('SELECT 1 FROM withdrawals WHERE user_id = $1', [player.user.id]);
    expect(rows).toHaveLength(0);

    await ageAccounts(player, 25);
    expect((await accountsOf(c, player))[0].withdrawableFrom).toBeNull();
    const allowed = await withdraw(c.app, player.token, {
      bankAccountId: account.id,
      amount: 100_000,
      twoFactor: { sessionId: stepUpToken },
    });
    expect(allowed.statusCode).toBe(201);
  });

  it('a changed number starts it again', async () => {
    const player = await playerWithSecondPassword(c);
    const account = (await addBankAccount(c.app, player.token, newAccount('11112222'))).json().data;
    await ageAccounts(player, 25);
    const headers = withToken(player, await stepUpToken(c, player));
    const edited = await c.app.inject({ method: 'PUT', url: `${ACCOUNTS}/${account.id}`, headers, payload: { accountNumber: '99998888' } });
    expect(edited.json().data.cooldownReason).toBe('bank_account');
  });

  it.each([
    ['the login password', 'change-password', { currentPassword: PASSWORD, newPassword: 'matkhauMoi9' }],
    ['the second-level password', 'change-two-factor-password', { currentPassword: SECOND_PASSWORD, newPassword: 'Xacminh2026' }],
  ])('after a change of %s every account waits', async (_what, path, payload) => {
    const player = await playerWithSecondPassword(c);
    await fund(c.db, player.user.id, 500_000);
    const account = (await addBankAccount(c.app, player.token, newAccount('11112222'))).json().data;
    await ageAccounts(player, 48);
    await ageEvents(player, 48);
    expect((await accountsOf(c, player))[0].withdrawableFrom).toBeNull();

    expect((await core(c, player, path, payload)).statusCode).toBe(200);
    const [listed] = await accountsOf(c, player);
    expect(listed.cooldownReason).toBe('password');
    const stepUpToken = await insertToken(c.db, player.user.id);
    const refused = await withdraw(c.app, player.token, {
      bankAccountId: account.id,
      amount: 100_000,
      twoFactor: { sessionId: stepUpToken },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(SECURITY_MESSAGES.cooldown('password', new Date(listed.withdrawableFrom!)));
  });
});

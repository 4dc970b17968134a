import { AUTH_MESSAGES, HTTP_MESSAGES, REFRESH_COOKIE } from '@app/shared/contracts';
import {
  PASSWORD,
  bearer,
  createTestApp,
  loginUser,
  refreshCookieOf,
  signupUser,
  solvedBotCheck,
  uniquePhone,
  uniqueUsername,
  type TestApp,
} from '../../test-utils';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/auth/signup', () => {
  it('creates the player with an empty wallet, linked to the referrer whose code they typed, signs them in and sets the refresh cookie', async () => {
    const referrer = await signupUser(t.app);
    const { rows: codes } = await t.db.query<{ code: string }>('SELECT own_referral_code AS code FROM users WHERE id = $1', [
      referrer.user.id,
    ]);
    const username = uniqueUsername('new');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        username: `  ${username.toUpperCase()} `,
        phone: '+84 912 345 670',
        password: PASSWORD,
        referralCode: ` ${codes[0].code.toLowerCase()} `,
        'cf-turnstile-response': await solvedBotCheck(t.app),
      },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: AUTH_MESSAGES.signupSuccess,
      data: { user: { username, phone: '0912345670', role: 'user', dev_tools_enabled: false } },
    });
    expect(typeof body.data.user.id).toBe('number');
    expect(new Date(body.data.user.createdAt).toString()).not.toBe('Invalid Date');

    const cookie = response.cookies.find((c) => c.name === REFRESH_COOKIE)!;
    expect(cookie).toMatchObject({ path: '/api/auth', httpOnly: true, sameSite: 'Lax', maxAge: 30 * 24 * 3600 });
    expect(cookie.secure).toBeFalsy();

    const { rows } = await t.db.query<{ kind: string; balance: number; referral_code: string; referred_by: number }>(
      `SELECT a.kind, a.balance, u.referral_code, u.referred_by FROM accounts a JOIN users u ON u.id = a.user_id WHERE u.username = $1`,
      [username],
    );
    expect(rows).toEqual([
      { kind: 'player_wallet', balance: 0, referral_code: codes[0].code.toLowerCase(), referred_by: referrer.user.id },
    ]);

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(body.data.token) });
    expect(me.json().data.user.username).toBe(username);
  });

  it('answers 409 naming the field for a taken username or phone', async () => {
    const first = await signupUser(t.app);
    const sameName = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { username: first.username, phone: uniquePhone(), password: PASSWORD, 'cf-turnstile-response': await solvedBotCheck(t.app) },
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toMatchObject({ success: false, field: 'username', message: AUTH_MESSAGES.usernameTaken });

    const samePhone = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        username: uniqueUsername(),
        phone: first.user.phone,
        password: PASSWORD,
        'cf-turnstile-response': await solvedBotCheck(t.app),
      },
    });
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json()).toMatchObject({ success: false, field: 'phone', message: AUTH_MESSAGES.phoneTaken });
  });

  it('answers the contract messages for invalid fields', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{}, 'username', AUTH_MESSAGES.usernameRequired],
      [{ username: 'ab', phone: uniquePhone(), password: PASSWORD }, 'username', AUTH_MESSAGES.usernameLength],
      [{ username: '9abc', phone: uniquePhone(), password: PASSWORD }, 'username', AUTH_MESSAGES.usernameChars],
      [{ username: uniqueUsername(), phone: '12345', password: PASSWORD }, 'phone', AUTH_MESSAGES.phoneInvalid],
      [{ username: uniqueUsername(), phone: uniquePhone(), password: 'short1' }, 'password', AUTH_MESSAGES.passwordLength],
      [{ username: uniqueUsername(), phone: uniquePhone(), password: 'onlyletters' }, 'password', AUTH_MESSAGES.passwordWeak],
      [
        { username: uniqueUsername(), phone: uniquePhone(), password: PASSWORD, referralCode: 'có dấu' },
        'referralCode',
        AUTH_MESSAGES.referralInvalid,
      ],
    ];
    for (const [payload, field, message] of cases) {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, field, message });
    }
  });

  it('creates exactly one user out of 20 simultaneous signups with the same username', async () => {
    const username = uniqueUsername('race');
    const botChecks = await Promise.all(Array.from({ length: 20 }, () => solvedBotCheck(t.app)));
    const responses = await Promise.all(
      botChecks.map((botCheck) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/signup',
          payload: { username, phone: uniquePhone(), password: PASSWORD, 'cf-turnstile-response': botCheck },
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const r of responses.filter((r) => r.statusCode === 409)) {
      expect(r.json().message).toBe(AUTH_MESSAGES.usernameTaken);
    }
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM users u JOIN accounts a ON a.user_id = u.id WHERE u.username = $1`,
      [username],
    );
    expect(rows[0].n).toBe(1);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the username in any case and sets a refresh cookie', async () => {
    const player = await signupUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: ` ${player.username.toUpperCase()}`, password: PASSWORD, 'cf-turnstile-response': 'token' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: { user: { id: player.user.id } } });
    expect(refreshCookieOf(response)).toBeTruthy();

    const [, payload] = response.json().data.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims).toMatchObject({ userId: player.user.id, username: player.username, role: 'user' });
    expect(typeof claims.sid).toBe('string');
    expect(claims.exp - claims.iat).toBe(15 * 60);
  });

  it('gives the same 401 for an unknown user and a wrong password', async () => {
    const player = await signupUser(t.app);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: player.username, password: 'wrong123' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'nobody_here', password: 'wrong123' },
    });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, error: 'INVALID_CREDENTIALS', message: AUTH_MESSAGES.wrongCredentials });
    }
  });

  it('asks for the missing field', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'someone' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'password', message: AUTH_MESSAGES.passwordRequired });
  });
});

describe('GET /api/auth/me', () => {
  it('needs a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, message: HTTP_MESSAGES.unauthorized });
  });

  it('returns the user of the token', async () => {
    const player = await loginUser(t.app, (await signupUser(t.app)).username);
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(player.token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { user: player.user } });
  });
});

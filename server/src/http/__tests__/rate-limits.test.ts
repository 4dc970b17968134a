import { HTTP_MESSAGES } from '@app/shared/contracts';
import { rateLimitPolicies } from '../rate-limits';
import {
  PASSWORD,
  TEST_ADMIN,
  bearer,
  cookieHeader,
  createTestApp,
  signupUser,
  solvedBotCheck,
  forgetTotpStep,
  totpCodeFor,
  uniquePhone,
  uniqueUsername,
  type TestApp,
} from '../../test-utils';

const TOO_MANY = { success: false, error: 'TOO_MANY_REQUESTS', message: HTTP_MESSAGES.tooManyRequests };

let t: TestApp;
let ipCounter = 0;
// Past 3 failures from an address a login needs a solved bot check (auth/bot-check.ts): every
// attempt below carries one, so the budgets are what these tests see.
// Each test speaks from its own address, so the per-IP budgets of one test do not leak into another.
const freshIp = () => `10.0.0.${++ipCounter}`;

beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1 });
});
afterAll(() => t.close());

describe('rate limits', () => {
  it('login: 10 a minute per address and username, then 429 with the Vietnamese message', async () => {
    const ip = freshIp();
    const attempt = async (username: string, remoteAddress = ip) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        payload: { username, password: 'sai12345', 'cf-turnstile-response': await solvedBotCheck(t.app) },
      });
    for (let i = 0; i < 10; i += 1) expect((await attempt('victim')).statusCode).toBe(401);

    const blocked = await attempt('VICTIM');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    expect((await attempt('someone_else')).statusCode).toBe(401);
    expect((await attempt('victim', freshIp())).statusCode).toBe(401);
  });

  it('login: 50 failed logins per 10 minutes from one address, whatever the usernames (password spraying)', async () => {
    const ip = freshIp();
    const victims = Array.from({ length: 50 }, (_, i) => `victim_${i}`);
    const attempt = async (username: string, password: string, remoteAddress = ip) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        payload: { username, password, 'cf-turnstile-response': await solvedBotCheck(t.app) },
      });
    // Successful logins and malformed bodies from the address are not failures: a carrier address
    // shared by many players is not locked by their logging in.
    const player = await signupUser(t.app);
    for (let i = 0; i < 3; i += 1) expect((await attempt(player.username, PASSWORD)).statusCode).toBe(200);
    expect((await attempt('', '')).statusCode).toBe(400);
    for (const victim of victims) expect((await attempt(victim, 'sai12345')).statusCode).toBe(401);

    const blocked = await attempt('victim_51', 'sai12345');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The right password is refused too until the window ends: the address is what is blocked.
    expect((await attempt(player.username, PASSWORD)).statusCode).toBe(429);
    // Another address is not.
    expect((await attempt(player.username, PASSWORD, freshIp())).statusCode).toBe(200);
  });

  it('login: a browser that signed in as a player before still can while its address is capped, for that player only', async () => {
    const ip = freshIp();
    const attempt = async (username: string, password: string, cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        payload: { username, password, 'cf-turnstile-response': await solvedBotCheck(t.app) },
        headers: cookie ? { cookie } : {},
      });
    const player = await signupUser(t.app);
    const other = await signupUser(t.app);
    const first = await attempt(player.username, PASSWORD);
    expect(first.statusCode).toBe(200);
    const device = first.cookies.find((c) => c.name === 'known_device')!;
    expect(device).toMatchObject({ path: '/api/auth/login', httpOnly: true, sameSite: 'Lax' });
    expect(device.maxAge).toBe(90 * 24 * 3600);
    const cookie = `known_device=${device.value}`;

    for (let i = 0; i < 50; i += 1) expect((await attempt(`spray_${i}`, 'sai12345')).statusCode).toBe(401);
    expect((await attempt(player.username, PASSWORD)).statusCode).toBe(429);
    const through = await attempt(player.username, PASSWORD, cookie);
    expect(through.statusCode).toBe(200);
    // The password is still checked.
    expect((await attempt(player.username, 'sai12345', cookie)).statusCode).toBe(401);
    // The note names one player; a changed, expired or malformed one is no note at all.
    expect((await attempt(other.username, PASSWORD, cookie)).statusCode).toBe(429);
    const [expiresAt, mac] = device.value.split('.');
    expect((await attempt(player.username, PASSWORD, `known_device=${Number(expiresAt) + 1}.${mac}`)).statusCode).toBe(429);
    expect((await attempt(player.username, PASSWORD, `known_device=1000.${mac}`)).statusCode).toBe(429);
    expect((await attempt(player.username, PASSWORD, 'known_device=garbage')).statusCode).toBe(429);
    // A password change ends the notes given before it (the newest login's session makes it: a login
    // ends the player's other sessions).
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/core/change-password',
      headers: bearer(through.json().data.token),
      payload: { currentPassword: PASSWORD, newPassword: 'moi12345' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await attempt(player.username, 'moi12345', cookie)).statusCode).toBe(429);
  });

  // A player's browser holding a known_device cookie from one good login, on an address that 50
  // failed logins (a password spray) have since capped.
  async function deviceCookieOnCappedAddress() {
    const ip = freshIp();
    const attempt = async (username: string, password: string, cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        payload: { username, password, 'cf-turnstile-response': await solvedBotCheck(t.app) },
        headers: cookie ? { cookie } : {},
      });
    const player = await signupUser(t.app);
    const cookie = `known_device=${(await attempt(player.username, PASSWORD)).cookies.find((c) => c.name === 'known_device')!.value}`;
    for (let i = 0; i < 50; i += 1) expect((await attempt(`spray_${i}`, 'sai12345')).statusCode).toBe(401);
    return { attempt, player, cookie };
  }

  it('login: a known_device cookie with 5 wrong passwords stops letting its browser through; the operator gets none', async () => {
    const { attempt, player, cookie } = await deviceCookieOnCappedAddress();
    // Wrong passwords through the cookie: at most 5 before the cookie counts for nothing.
    for (let i = 0; i < 5; i += 1) expect((await attempt(player.username, 'sai12345', cookie)).statusCode).toBe(401);
    expect((await attempt(player.username, PASSWORD, cookie)).statusCode).toBe(429);

    await forgetTotpStep(t.db, TEST_ADMIN.username);
    const admin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: freshIp(),
      payload: { ...TEST_ADMIN, totpCode: totpCodeFor(TEST_ADMIN.totpSecret) },
    });
    expect(admin.statusCode).toBe(200);
    expect(admin.cookies.map((c) => c.name)).not.toContain('known_device');
  });

  it('login: a burst of wrong passwords sent at once with one known_device cookie gets no more than its 5 checked', async () => {
    const { attempt, player, cookie } = await deviceCookieOnCappedAddress();

    const verify = jest.spyOn(t.app.passwords, 'verify');
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => attempt(player.username, 'sai12345', cookie)));
      const codes = answers.map((answer) => answer.statusCode);
      expect(codes.filter((code) => code !== 429).length).toBeLessThanOrEqual(5);
      expect(codes.filter((code) => code !== 401 && code !== 429)).toEqual([]);
      expect(verify.mock.calls.length).toBeLessThanOrEqual(5);
    } finally {
      verify.mockRestore();
    }
    // The cookie has had its failures: it no longer opens the capped address, even with the password.
    expect((await attempt(player.username, PASSWORD, cookie)).statusCode).toBe(429);
  });

  it('login: a burst of failed logins sent at once cannot get past the 50', async () => {
    const ip = freshIp();
    const botChecks = await Promise.all(Array.from({ length: 80 }, () => solvedBotCheck(t.app)));
    const answers = await Promise.all(
      botChecks.map((botCheck, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: ip,
          payload: { username: `burst_${i}`, password: 'sai12345', 'cf-turnstile-response': botCheck },
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 401).length).toBeLessThanOrEqual(50);
    expect(codes.filter((code) => code !== 401 && code !== 429)).toEqual([]);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: ip,
          payload: { username: 'burst_x', password: 'sai12345', 'cf-turnstile-response': await solvedBotCheck(t.app) },
        })
      ).statusCode,
    ).toBe(429);
  });

  it('signup: 10 per 10 minutes per address', async () => {
    const ip = freshIp();
    const attempt = async () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        remoteAddress: ip,
        payload: {
          username: uniqueUsername(),
          phone: uniquePhone(),
          password: PASSWORD,
          'cf-turnstile-response': await solvedBotCheck(t.app),
        },
      });
    for (let i = 0; i < 10; i += 1) expect((await attempt()).statusCode).toBe(201);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
  });

  it('refresh-token: 30 a minute per cookie, so players behind one carrier address do not share it', async () => {
    const ip = freshIp();
    const send = (cookie?: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/refresh-token', remoteAddress: ip, headers: cookie ? cookieHeader(cookie) : {} });
    for (let i = 0; i < 30; i += 1) expect((await send('x')).statusCode).toBe(401);
    const blocked = await send('x');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    // Another player's cookie from the same address is counted on its own.
    expect((await send('y')).statusCode).toBe(401);
    // Without a cookie the address is the key.
    for (let i = 0; i < 30; i += 1) expect((await send()).statusCode).toBe(401);
    expect((await send()).statusCode).toBe(429);
  });

  it('change-password: 5 per quarter hour per player, wherever they come from, like every check of the login password', async () => {
    const player = await signupUser(t.app);
    const other = await signupUser(t.app);
    const attempt = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/core/change-password',
        remoteAddress: freshIp(),
        headers: bearer(token),
        payload: { currentPassword: 'sai12345', newPassword: 'moi12345' },
      });
    for (let i = 0; i < 5; i += 1) expect((await attempt(player.token)).statusCode).toBe(400);
    const blocked = await attempt(player.token);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ success: false, error: 'TOO_MANY_REQUESTS', message: HTTP_MESSAGES.tooManyPasswordTries });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect((await attempt(other.token)).statusCode).toBe(400);
  });

  it('RATE_LIMIT_SCALE multiplies every budget', () => {
    const base = rateLimitPolicies(1);
    const scaled = rateLimitPolicies(50);
    expect([base.login.max, base.signup.max, base.refresh.max, base.passwordStepUp.max]).toEqual([10, 10, 30, 5]);
    expect([scaled.login.max, scaled.signup.max, scaled.refresh.max, scaled.passwordStepUp.max]).toEqual([500, 500, 1500, 250]);
    expect(rateLimitPolicies(0.01).login.max).toBe(1);
  });
});

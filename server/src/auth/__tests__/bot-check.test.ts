import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { AUTH_MESSAGES, CAPTCHA_FIELD, CAPTCHA_REQUIRED } from '@app/shared/contracts';
import { BOT_CHECK_ALGORITHM, botCheckKeys } from '../bot-check';
import {
  PASSWORD,
  createTestApp,
  signupUser,
  solveBotCheck,
  solvedBotCheck,
  uniquePhone,
  uniqueUsername,
  type TestApp,
} from '../../test-utils';

const REFUSED = { success: false, error: CAPTCHA_REQUIRED, field: CAPTCHA_FIELD, message: AUTH_MESSAGES.captchaRequired };

let t: TestApp;
let ipCounter = 0;
// Each test speaks from its own address: the login failures are counted per address.
const freshIp = () => `10.9.0.${++ipCounter}`;

beforeAll(async () => {
  // The budgets as in production (the bot check from the 4th login after 3 failures).
  t = await createTestApp({ rateLimitScale: 1 });
});
afterAll(() => t.close());

const usersNamed = async (username: string) =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE username = $1', [username])).rows[0].n;

const signup = (username: string, botCheck: string | undefined, remoteAddress = freshIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    remoteAddress,
    payload: { username, phone: uniquePhone(), password: PASSWORD, ...(botCheck === undefined ? {} : { [CAPTCHA_FIELD]: botCheck }) },
  });

// A payload made with our keys but changed after: the signature no longer matches.
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describe('GET /api/auth/challenge', () => {
  it('answers a signed, expiring ALTCHA challenge, never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/challenge' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = response.json();
    expect(challenge.parameters).toMatchObject({ algorithm: BOT_CHECK_ALGORITHM, cost: 1000 });
    expect(typeof challenge.signature).toBe('string');
    const expiresIn = challenge.parameters.expiresAt * 1000 - Date.now();
    expect(expiresIn).toBeGreaterThan(4 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(5 * 60_000);
  });
});

describe('signup asks for a solved bot check', () => {
  it('refuses none, garbage, a forged or a tampered one with the Vietnamese message, and creates nothing', async () => {
    const good = JSON.parse(Buffer.from(await solvedBotCheck(t.app), 'base64').toString());
    const forged = await createChallenge({
      algorithm: BOT_CHECK_ALGORITHM,
      cost: 1000,
      counter: 1,
      deriveKey,
      expiresAt: new Date(Date.now() + 60_000),
      hmacSignatureSecret: 'a'.repeat(64),
      hmacKeySignatureSecret: 'b'.repeat(64),
    });
    const bad = [
      undefined,
      '',
      'x',
      encode({ hello: 1 }),
      encode({ challenge: forged, solution: await solveChallenge({ challenge: forged, deriveKey }) }),
      // The derived key is the proof (the counter only says where it was found): a wrong one fails.
      encode({
        ...good,
        solution: { ...good.solution, derivedKey: good.solution.derivedKey.replace(/.$/, (c: string) => (c === '0' ? '1' : '0')) },
      }),
      // A cheaper challenge than ours: the parameters are under the signature.
      encode({ ...good, challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, cost: 1 } } }),
    ];
    for (const botCheck of bad) {
      const username = uniqueUsername('bot');
      const response = await signup(username, botCheck);
      expect({ botCheck, status: response.statusCode }).toEqual({ botCheck, status: 400 });
      expect(response.json()).toEqual(REFUSED);
      expect(await usersNamed(username)).toBe(0);
    }
  });

  it('refuses an expired one', async () => {
    const keys = botCheckKeys(t.config.jwtSecret);
    const challenge = await createChallenge({
      algorithm: BOT_CHECK_ALGORITHM,
      cost: 1000,
      counter: 2,
      deriveKey,
      expiresAt: new Date(Date.now() - 1000),
      hmacSignatureSecret: keys.signature,
      hmacKeySignatureSecret: keys.keySignature,
    });
    const username = uniqueUsername('late');
    const response = await signup(username, await solveBotCheck(challenge));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(REFUSED);
    expect(await usersNamed(username)).toBe(0);
  });

  it('accepts a good one once: a replay, even sent at the same time or to another address, is refused', async () => {
    const botCheck = await solvedBotCheck(t.app);
    const first = uniqueUsername('ok');
    expect((await signup(first, botCheck)).statusCode).toBe(201);
    expect(await usersNamed(first)).toBe(1);

    const again = uniqueUsername('again');
    const replay = await signup(again, botCheck);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual(REFUSED);
    expect(await usersNamed(again)).toBe(0);

    const shared = await solvedBotCheck(t.app);
    const names = Array.from({ length: 5 }, () => uniqueUsername('race'));
    const answers = await Promise.all(names.map((name) => signup(name, shared)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400, 400, 400, 400]);
  });

  it('a solution used by a refused signup (name taken) is spent: the page asks a new one', async () => {
    const player = await signupUser(t.app);
    const botCheck = await solvedBotCheck(t.app);
    expect((await signup(player.username, botCheck)).statusCode).toBe(409);
    expect((await signup(uniqueUsername('next'), botCheck)).json()).toEqual(REFUSED);
  });
});

describe('login asks for a bot check after 3 failures from an address', () => {
  const login = (remoteAddress: string, username: string, password: string, botCheck?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      payload: { username, password, ...(botCheck === undefined ? {} : { [CAPTCHA_FIELD]: botCheck }) },
    });

  it('not before: three wrong passwords are answered as such, and a good login needs none', async () => {
    const ip = freshIp();
    const player = await signupUser(t.app);
    expect((await login(ip, player.username, PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 2; i += 1) expect((await login(ip, player.username, 'sai12345')).statusCode).toBe(401);
    expect((await login(ip, player.username, PASSWORD)).statusCode).toBe(200);
    expect((await login(ip, player.username, 'sai12345')).statusCode).toBe(401);
  });

  it('from the 4th: without a solution 400 (not a failure), with one the password is checked, each solution once', async () => {
    const ip = freshIp();
    const player = await signupUser(t.app);
    for (let i = 0; i < 3; i += 1) expect((await login(ip, `ghost_${i}`, 'sai12345')).statusCode).toBe(401);

    // Right password, no bot check: refused, and the refusal is not counted as a failure.
    for (let i = 0; i < 4; i += 1) {
      const refused = await login(ip, player.username, PASSWORD);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual(REFUSED);
    }
    expect((await login(ip, player.username, PASSWORD, 'rac')).json()).toEqual(REFUSED);

    // A wrong password with a solution is a failure as before.
    expect((await login(ip, player.username, 'sai12345', await solvedBotCheck(t.app))).statusCode).toBe(401);
    const botCheck = await solvedBotCheck(t.app);
    const ok = await login(ip, player.username, PASSWORD, botCheck);
    expect(ok.statusCode).toBe(200);
    // The same solution again: refused.
    expect((await login(ip, player.username, PASSWORD, botCheck)).json()).toEqual(REFUSED);
    // Another address has had no failures: no bot check there.
    expect((await login(freshIp(), player.username, PASSWORD)).statusCode).toBe(200);
  });

  it('a burst of wrong passwords sent at once gets no more than 3 checked without a bot check', async () => {
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => login(ip, `burst_${i}`, 'sai12345')));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(3);
    expect(codes.filter((c) => c !== 401 && c !== 400)).toEqual([]);
  });

  it('a browser that signed in as the player before (known_device) is spared it', async () => {
    const ip = freshIp();
    const player = await signupUser(t.app);
    const first = await login(ip, player.username, PASSWORD);
    const cookie = `known_device=${first.cookies.find((c) => c.name === 'known_device')!.value}`;
    for (let i = 0; i < 3; i += 1) expect((await login(ip, `ghost_${i}`, 'sai12345')).statusCode).toBe(401);
    expect((await login(ip, player.username, PASSWORD)).statusCode).toBe(400);
    const through = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: ip,
      payload: { username: player.username, password: PASSWORD },
      headers: { cookie },
    });
    expect(through.statusCode).toBe(200);
  });
});

import {
  CAPTCHA_REQUIRED,
  OPERATOR_SESSION_COOKIE,
  TOTP_ENROLMENT_REQUIRED,
  TOTP_INVALID,
  TOTP_RECOVERY_CODE_COUNT,
  TOTP_REQUIRED,
} from '@app/shared/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { adminCli } from '../../test-utils/admin-cli-harness';
import {
  PASSWORD,
  TEST_ADMIN,
  createTestApp,
  loginUser,
  newTotpSecret,
  operatorHeadersOf,
  refreshCookieOf,
  signupUser,
  totpCodeFor,
  uniqueUsername,
  type TestApp,
} from '../../test-utils';
import { insertUserWithWallet } from '../../users/user-store';
import { totpSecretBox } from '../totp-secret-box';

let t: TestApp;
let apiUrl: string;
beforeAll(async () => {
  t = await createTestApp({ adminSecondPassword: TEST_ADMIN.secondPassword });
  apiUrl = `${await t.listen()}/api`;
});
afterAll(() => t.close());

const login = (app: TestApp, payload: Record<string, unknown>) => app.app.inject({ method: 'POST', url: '/api/auth/login', payload });
const enroll = (app: TestApp, payload: Record<string, unknown>) =>
  app.app.inject({ method: 'POST', url: '/api/auth/totp/enroll', payload });

// An operator as the host makes one, without an authenticator yet: their first login enrols.
async function bareOperator(app: TestApp): Promise<{ id: number; username: string }> {
  const username = uniqueUsername('op');
  const user = await insertUserWithWallet(app.db, {
    username,
    phone: null,
    passwordHash: await app.app.passwords.hash(PASSWORD),
    role: 'admin',
  });
  return { id: user.id, username };
}

async function enrolled(app: TestApp) {
  const operator = await bareOperator(app);
  const started = await login(app, { username: operator.username, password: PASSWORD });
  const { ticket, secret } = started.json().enrolment;
  const done = await enroll(app, { ticket, code: totpCodeFor(secret) });
  expect(done.statusCode).toBe(200);
  return { ...operator, secret, recoveryCodes: done.json().data.recoveryCodes as string[] };
}

const epochNow = () => Math.floor(Date.now() / 1000);

// The console session cookie an answer set, if any (an operator's session is only this cookie).
const operatorCookieOf = (response: LightMyRequestResponse) =>
  response.cookies.find((c) => c.name === OPERATOR_SESSION_COOKIE)?.value || null;

describe('operator login', () => {
  it('gives no session for the right password alone: TOTP_REQUIRED, with the Vietnamese ask', async () => {
    const response = await login(t, { username: TEST_ADMIN.username, password: TEST_ADMIN.password });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      error: TOTP_REQUIRED,
      field: 'totpCode',
      message: 'Nhập mã xác thực 6 số từ ứng dụng Authenticator',
    });
    expect(response.json().data).toBeUndefined();
    expect(refreshCookieOf(response)).toBeNull();
    expect(operatorCookieOf(response)).toBeNull();
  });

  it('signs in with the current code, and refuses the same code again (replay)', async () => {
    const operator = await enrolled(t);
    // The enrolment used this step's code: the next step's (accepted as within one step) opens the login.
    const next = totpCodeFor(operator.secret, epochNow() + 30);
    const first = await login(t, { username: operator.username, password: PASSWORD, totpCode: next });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.csrfToken).toEqual(expect.any(String));
    expect(operatorCookieOf(first)).toEqual(expect.any(String));
    const again = await login(t, { username: operator.username, password: PASSWORD, totpCode: next });
    expect(again.statusCode).toBe(401);
    expect(again.json().error).toBe(TOTP_INVALID);
    // An older step's code is refused too, though still within the tolerance.
    const older = await login(t, { username: operator.username, password: PASSWORD, totpCode: totpCodeFor(operator.secret) });
    expect(older.json().error).toBe(TOTP_INVALID);
  });

  it('refuses a wrong code, and a code from too far away', async () => {
    const operator = await enrolled(t);
    const wrong = await login(t, { username: operator.username, password: PASSWORD, totpCode: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe(TOTP_INVALID);
    const late = await login(t, {
      username: operator.username,
      password: PASSWORD,
      totpCode: totpCodeFor(operator.secret, epochNow() + 120),
    });
    expect(late.json().error).toBe(TOTP_INVALID);
  });

  it('counts a wrong code as a wrong password: after 3 from an address the bot check is asked', async () => {
    const strict = await createTestApp({ rateLimitScale: 1 });
    try {
      const operator = await enrolled(strict);
      for (let i = 0; i < 3; i += 1) {
        const wrong = await login(strict, { username: operator.username, password: PASSWORD, totpCode: '000000' });
        expect(wrong.json().error).toBe(TOTP_INVALID);
      }
      const fourth = await login(strict, { username: operator.username, password: PASSWORD, totpCode: '000000' });
      expect(fourth.json().error).toBe(CAPTCHA_REQUIRED);
    } finally {
      await strict.close();
    }
  });

  it('takes a recovery code once', async () => {
    const operator = await enrolled(t);
    expect(operator.recoveryCodes).toHaveLength(TOTP_RECOVERY_CODE_COUNT);
    expect(new Set(operator.recoveryCodes).size).toBe(TOTP_RECOVERY_CODE_COUNT);
    // As read off paper: upper case, the dash left out.
    const typed = operator.recoveryCodes[3].replace('-', '').toUpperCase();
    const first = await login(t, { username: operator.username, password: PASSWORD, totpCode: typed });
    expect(first.statusCode).toBe(200);
    const again = await login(t, { username: operator.username, password: PASSWORD, totpCode: operator.recoveryCodes[3] });
    expect(again.json().error).toBe(TOTP_INVALID);
    const other = await login(t, { username: operator.username, password: PASSWORD, totpCode: operator.recoveryCodes[4] });
    expect(other.statusCode).toBe(200);
    const { rows } = await t.db.query<{ code_hash: string }>('SELECT code_hash FROM operator_totp_recovery_codes WHERE user_id = $1', [
      operator.id,
    ]);
    expect(rows).toHaveLength(TOTP_RECOVERY_CODE_COUNT);
    for (const row of rows) expect(operator.recoveryCodes.map((c) => c.replace('-', ''))).not.toContain(row.code_hash);
  });

  it('leaves a player’s login as it was (a code sent is ignored)', async () => {
    const player = await signupUser(t.app);
    const plain = await login(t, { username: player.username, password: player.password });
    expect(plain.statusCode).toBe(200);
    const withCode = await login(t, { username: player.username, password: player.password, totpCode: '123456' });
    expect(withCode.statusCode).toBe(200);
  });
});

describe('enrolment', () => {
  it('answers a ticket, the otpauth URI and its QR instead of a session, then signs in with the first code', async () => {
    const operator = await bareOperator(t);
    const started = await login(t, { username: operator.username, password: PASSWORD });
    expect(started.statusCode).toBe(403);
    expect(refreshCookieOf(started)).toBeNull();
    expect(operatorCookieOf(started)).toBeNull();
    const body = started.json();
    expect(body.error).toBe(TOTP_ENROLMENT_REQUIRED);
    expect(body.data).toBeUndefined();
    expect(body.enrolment.otpauthUri).toMatch(new RegExp(`^otpauth://totp/.*${operator.username}\\?.*secret=${body.enrolment.secret}`));
    expect(body.enrolment.qrDataUrl).toMatch(/^data:image\/png;base64,/);

    const wrong = await enroll(t, { ticket: body.enrolment.ticket, code: '000000' });
    expect(wrong.json().error).toBe(TOTP_INVALID);
    const done = await enroll(t, { ticket: body.enrolment.ticket, code: totpCodeFor(body.enrolment.secret) });
    expect(done.statusCode).toBe(200);
    // The session an operator's login opens: the console's cookie and a CSRF token, no token to refresh.
    expect(refreshCookieOf(done)).toBeNull();
    expect(done.json().data.token).toBeUndefined();
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: operatorHeadersOf(done) });
    expect(me.json().data.user.username).toBe(operator.username);

    // Single use: the same ticket again (even with a fresh code) enrols nothing.
    const reused = await enroll(t, { ticket: body.enrolment.ticket, code: totpCodeFor(body.enrolment.secret, epochNow() + 30) });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toBe('TOTP_ENROLMENT_EXPIRED');
    // And the password alone no longer enrols: the code is asked.
    expect((await login(t, { username: operator.username, password: PASSWORD })).json().error).toBe(TOTP_REQUIRED);
  });

  it('keeps only the newest login’s ticket live', async () => {
    const operator = await bareOperator(t);
    const first = (await login(t, { username: operator.username, password: PASSWORD })).json().enrolment;
    const second = (await login(t, { username: operator.username, password: PASSWORD })).json().enrolment;
    const stale = await enroll(t, { ticket: first.ticket, code: totpCodeFor(first.secret) });
    expect(stale.json().error).toBe('TOTP_ENROLMENT_EXPIRED');
    expect((await enroll(t, { ticket: second.ticket, code: totpCodeFor(second.secret) })).statusCode).toBe(200);
  });

  it('refuses an expired ticket', async () => {
    const operator = await bareOperator(t);
    const { enrolment } = (await login(t, { username: operator.username, password: PASSWORD })).json();
    await t.db.query(`UPDATE operator_totp_enrolments SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [operator.id]);
    const late = await enroll(t, { ticket: enrolment.ticket, code: totpCodeFor(enrolment.secret) });
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toBe('TOTP_ENROLMENT_EXPIRED');
    expect((await t.db.query('SELECT 1 FROM operator_totp WHERE user_id = $1', [operator.id])).rows).toHaveLength(0);
  });

  it('keeps the secret encrypted: the row holds no base32 of it, and opens only with the server’s key', async () => {
    const operator = await enrolled(t);
    const { rows } = await t.db.query<{ secret_enc: string }>('SELECT secret_enc FROM operator_totp WHERE user_id = $1', [operator.id]);
    expect(rows[0].secret_enc).not.toContain(operator.secret);
    expect(rows[0].secret_enc.startsWith('v1.')).toBe(true);
    expect(totpSecretBox(t.config.jwtSecret).open(rows[0].secret_enc)).toBe(operator.secret);
    expect(() => totpSecretBox('another secret').open(rows[0].secret_enc)).toThrow();
  });

  it('says so, without a 500, when the stored secret does not open under this server’s key', async () => {
    const operator = await enrolled(t);
    await t.db.query('UPDATE operator_totp SET secret_enc = $2 WHERE user_id = $1', [
      operator.id,
      totpSecretBox('another secret').seal(operator.secret),
    ]);
    const response = await login(t, {
      username: operator.username,
      password: PASSWORD,
      totpCode: totpCodeFor(operator.secret, epochNow() + 30),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('TOTP_UNREADABLE');
  });
});

describe('ADMIN_TOTP_SECRET', () => {
  it('sets the boot operator’s secret at each boot, and a changed one replaces it', async () => {
    const { rows } = await t.db.query<{ secret_enc: string }>(
      'SELECT secret_enc FROM operator_totp WHERE user_id = (SELECT id FROM users WHERE username = $1)',
      [TEST_ADMIN.username],
    );
    expect(totpSecretBox(t.config.jwtSecret).open(rows[0].secret_enc)).toBe(TEST_ADMIN.totpSecret);

    const secret = newTotpSecret();
    const node = await createTestApp({ jwtSecret: t.config.jwtSecret, adminTotpSecret: secret }, { db: t.db });
    try {
      const old = await login(node, {
        username: TEST_ADMIN.username,
        password: TEST_ADMIN.password,
        totpCode: totpCodeFor(TEST_ADMIN.totpSecret),
      });
      expect(old.json().error).toBe(TOTP_INVALID);
      const fresh = await login(node, { username: TEST_ADMIN.username, password: TEST_ADMIN.password, totpCode: totpCodeFor(secret) });
      expect(fresh.statusCode).toBe(200);
    } finally {
      await node.close();
    }
    // Unset: left as it is (the other node's boot does not clear it).
    const unset = await createTestApp({ jwtSecret: t.config.jwtSecret, adminTotpSecret: undefined }, { db: t.db });
    await unset.close();
    const again = await createTestApp({ jwtSecret: t.config.jwtSecret }, { db: t.db });
    await again.close();
    expect((await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password)).headers.cookie).toMatch(
      new RegExp(`^${OPERATOR_SESSION_COOKIE}=`),
    );
  });
});

describe('the CLI', () => {
  const cli = adminCli(() => apiUrl);

  it('signs in with OPERATOR_TOTP_SECRET', async () => {
    const result = await cli(['house-balance']);
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
  });

  it('says what to set when neither OPERATOR_TOTP_SECRET nor OPERATOR_TOTP_CODE is', async () => {
    const result = await cli(['house-balance'], { OPERATOR_TOTP_SECRET: '' });
    expect(result.code).toBe(1);
    expect(result.err).toContain('OPERATOR_TOTP_CODE');
    expect(result.err).toContain('OPERATOR_TOTP_SECRET');
  });

  it('signs in with OPERATOR_TOTP_CODE', async () => {
    await t.db.query('UPDATE operator_totp SET last_step = NULL WHERE user_id = (SELECT id FROM users WHERE username = $1)', [
      TEST_ADMIN.username,
    ]);
    const result = await cli(['house-balance'], { OPERATOR_TOTP_SECRET: '', OPERATOR_TOTP_CODE: totpCodeFor(TEST_ADMIN.totpSecret) });
    expect(result.code).toBe(0);
  });
});

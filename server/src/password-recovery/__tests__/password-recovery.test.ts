import { HTTP_MESSAGES, RECOVERY_MESSAGES, RECOVERY_PATHS, SECURITY_EVENT_LABELS, SECURITY_MESSAGES } from '@app/shared/contracts';
import type { Socket } from 'socket.io-client';
import { lastPasswordChange } from '../../security-events/security-event-store';
import { isTestSms, type TestSms } from '../../sms/test-sms';
import {
  PASSWORD,
  TEST_ADMIN,
  addOperator,
  answerOnceRefused,
  auditOf,
  bearer,
  connectSocket,
  cookieHeader,
  createTestApp,
  loginUser,
  newOperator,
  nextEvent,
  signupUser,
  uniquePhone,
  uniqueUsername,
  type SignedIn,
  type TestApp,
} from '../../test-utils';
import { withdrawalCooldown } from '../../withdrawals/withdrawal-cooldown';

const NEW_PASSWORD = 'moiMatKhau42';
const SECOND_PASSWORD = 'capHai123';

let t: TestApp;
let baseUrl: string;
let sms: TestSms;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.listen();
  if (!isTestSms(t.app.sms)) throw new Error('the tests read codes from the test SMS driver');
  sms = t.app.sms;
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(() => t.close());

const api = (path: string) => `/api${path}`;
const start = (payload: object, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url: api(RECOVERY_PATHS.start), payload, ...(remoteAddress ? { remoteAddress } : {}) });
const reset = (payload: object, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url: api(RECOVERY_PATHS.reset), payload, ...(remoteAddress ? { remoteAddress } : {}) });
const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
const sentTo = (phone: string) => sms.sent.filter((message) => message.to === phone);

async function player(): Promise<SignedIn & { phone: string }> {
  const phone = uniquePhone();
  return { ...(await signupUser(t.app, { phone })), phone };
}

// A code sent for `p`, as the player reads it on their phone.
async function codeFor(p: { username: string; phone: string }): Promise<string> {
  const answer = await start({ username: p.username, phone: p.phone });
  expect(answer.statusCode).toBe(200);
  const code = sms.lastCodeTo(p.phone);
  if (!code) throw new Error('no code sent');
  return code;
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('starting a recovery', () => {
  it('answers the same whether or not the username and phone match, and sends only when they do', async () => {
    const p = await player();
    const stranger = uniquePhone();
    const matched = await start({ username: p.username, phone: p.phone });
    const wrongPhone = await start({ username: p.username, phone: stranger });
    const unknown = await start({ username: uniqueUsername('ghost'), phone: stranger });
    const operator = await start({ username: TEST_ADMIN.username, phone: stranger });
    for (const answer of [matched, wrongPhone, unknown, operator]) {
      expect([answer.statusCode, answer.json()]).toEqual([200, { success: true, message: RECOVERY_MESSAGES.codeSent }]);
    }
    expect(sentTo(p.phone)).toHaveLength(1);
    expect(sentTo(stranger)).toEqual([]);
    expect(sentTo(p.phone)[0].text).toMatch(/^Ma khoi phuc mat khau cua ban la \d{6}\. Ma co hieu luc 5 phut\./);
  });

  it('accepts the phone as +84 and with spaces', async () => {
    const p = await player();
    const answer = await start({ username: p.username.toUpperCase(), phone: `+84 ${p.phone.slice(1, 4)} ${p.phone.slice(4)}` });
    expect(answer.statusCode).toBe(200);
    expect(sentTo(p.phone)).toHaveLength(1);
  });

  it('keeps only a keyed hash of the code, and a new code stops the one before', async () => {
    const p = await player();
    const first = await codeFor(p);
    const second = await codeFor(p);
    const { rows } = await t.db.query<{ code_hash: string; used_at: Date | null }>(
      'SELECT code_hash, used_at FROM recovery_codes WHERE user_id = $1 ORDER BY id',
      [p.user.id],
    );
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows.map((row) => row.code_hash)).not.toContain(first);
    expect(rows[0].used_at).not.toBeNull();
    expect(rows[1].used_at).toBeNull();
    if (first !== second) {
      const stale = await reset({ username: p.username, phone: p.phone, code: first, newPassword: NEW_PASSWORD });
      expect(stale.json()).toMatchObject({ error: 'RECOVERY_CODE_INVALID', message: RECOVERY_MESSAGES.codeInvalid });
    }
  });

  it('refuses a malformed request with a Vietnamese sentence', async () => {
    const answer = await start({ username: 'abc', phone: '12345' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/Số điện thoại không hợp lệ/);
  });
});

describe('resetting the password with the code', () => {
  it('sets the password, ends every session, starts the cool-down and tells the player', async () => {
    const p = await player();
    const socket = await connectSocket(baseUrl, p.token);
    sockets.push(socket);
    const told = nextEvent<{ reason: string; message: string }>(socket, 'forceLogout');
    const notice = nextEvent<{ kind: string; message: string }>(socket, 'securityNotice');
    const code = await codeFor(p);

    const answer = await reset({
      username: p.username,
      phone: ` ${p.phone} `,
      code: ` ${code.slice(0, 3)} ${code.slice(3)}`,
      newPassword: NEW_PASSWORD,
    });
    expect([answer.statusCode, answer.json()]).toEqual([200, { success: true, message: RECOVERY_MESSAGES.passwordReset }]);

    // Every session ended, told why; the old token and refresh cookie open nothing.
    expect(await told).toMatchObject({ reason: 'PASSWORD_RESET' });
    expect((await notice).kind).toBe('password_reset');
    const me = await answerOnceRefused(() => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(p.token) }));
    expect(me.statusCode).toBe(401);
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/auth/refresh-token', headers: cookieHeader(p.refreshToken) });
    expect(refreshed.statusCode).toBe(401);

    // Only the new password opens the account, hashed as signup hashes it.
    expect((await login(p.username, PASSWORD)).statusCode).toBe(401);
    expect((await login(p.username, NEW_PASSWORD)).statusCode).toBe(200);
    const { rows } = await t.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [p.user.id]);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);

    // Recorded for the player's security activity, which the withdrawal cool-down reads.
    const events = await t.db.query<{ kind: string }>('SELECT kind FROM security_events WHERE user_id = $1', [p.user.id]);
    expect(events.rows.map((row) => row.kind)).toEqual(['password_reset']);
    const cooldown = withdrawalCooldown(new Date(0), await lastPasswordChange(t.db, p.user.id), 24);
    expect(cooldown?.reason).toBe('password');
    expect(SECURITY_EVENT_LABELS.password_reset).toBe('Đặt lại mật khẩu đăng nhập bằng mã SMS');
    expect(SECURITY_MESSAGES.cooldown('password', cooldown!.until)).toMatch(/^Mật khẩu của bạn vừa được thay đổi/);

    // And by SMS, where a thief's pages are not.
    expect(sentTo(p.phone).at(-1)!.text).toBe(
      `Mat khau dang nhap cua tai khoan ${p.username} vua duoc dat lai. Neu khong phai ban, hay lien he ho tro ngay.`,
    );

    // The code served once.
    const again = await reset({ username: p.username, phone: p.phone, code, newPassword: 'khacNua123' });
    expect(again.json()).toMatchObject({ error: 'RECOVERY_CODE_INVALID' });
  });

  it('applies signup password rules to the new password', async () => {
    const p = await player();
    const code = await codeFor(p);
    const weak = await reset({ username: p.username, phone: p.phone, code, newPassword: 'chiCoChu' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ field: 'newPassword', message: 'Mật khẩu phải có cả chữ cái và chữ số' });
    // A refused request is not a try: the code still works.
    expect((await reset({ username: p.username, phone: p.phone, code, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('answers a wrong username or phone as it answers a wrong code', async () => {
    const p = await player();
    const code = await codeFor(p);
    const wrong = [
      await reset({ username: p.username, phone: uniquePhone(), code, newPassword: NEW_PASSWORD }),
      await reset({ username: uniqueUsername('ghost'), phone: p.phone, code, newPassword: NEW_PASSWORD }),
      await reset({ username: p.username, phone: p.phone, code: otherCode(code), newPassword: NEW_PASSWORD }),
    ];
    for (const answer of wrong) {
      expect([answer.statusCode, answer.json()]).toEqual([
        400,
        { success: false, error: 'RECOVERY_CODE_INVALID', message: RECOVERY_MESSAGES.codeInvalid, field: 'code' },
      ]);
    }
    expect((await reset({ username: p.username, phone: p.phone, code, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('kills the code after 5 wrong tries', async () => {
    const p = await player();
    const code = await codeFor(p);
    for (let i = 0; i < 5; i += 1) {
      const answer = await reset({ username: p.username, phone: p.phone, code: otherCode(code), newPassword: NEW_PASSWORD });
      expect(answer.json().error).toBe('RECOVERY_CODE_INVALID');
    }
    const right = await reset({ username: p.username, phone: p.phone, code, newPassword: NEW_PASSWORD });
    expect(right.json()).toMatchObject({ error: 'RECOVERY_CODE_INVALID' });
    expect((await login(p.username, PASSWORD)).statusCode).toBe(200);
    // A new code works again.
    const fresh = await codeFor(p);
    expect((await reset({ username: p.username, phone: p.phone, code: fresh, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses a code past its 5 minutes', async () => {
    const p = await player();
    const code = await codeFor(p);
    const { rows } = await t.db.query<{ ttl: number }>(
      'SELECT extract(epoch FROM expires_at - created_at)::int AS ttl FROM recovery_codes WHERE user_id = $1',
      [p.user.id],
    );
    expect(Number(rows[0].ttl)).toBe(300);
    await t.db.query(`UPDATE recovery_codes SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [p.user.id]);
    const answer = await reset({ username: p.username, phone: p.phone, code, newPassword: NEW_PASSWORD });
    expect(answer.json()).toMatchObject({ error: 'RECOVERY_CODE_INVALID' });
  });
});

describe('rate limits', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({ rateLimitScale: 1 });
  });
  afterAll(() => strict.close());

  const startOn = (payload: object, remoteAddress: string) =>
    strict.app.inject({ method: 'POST', url: api(RECOVERY_PATHS.start), payload, remoteAddress });

  it('allows 3 starts per phone in a quarter hour, registered or not, whatever the address', async () => {
    const signed = await signupUser(strict.app, { phone: uniquePhone() });
    for (const phone of [signed.user.phone, uniquePhone()]) {
      for (let i = 0; i < 3; i += 1) expect((await startOn({ username: signed.username, phone }, `10.1.0.${i + 1}`)).statusCode).toBe(200);
      const refused = await startOn({ username: signed.username, phone }, '10.1.0.9');
      expect([refused.statusCode, refused.json().message]).toEqual([429, HTTP_MESSAGES.tooManyRequests]);
    }
  });

  it('allows 10 starts per address in a quarter hour', async () => {
    for (let i = 0; i < 10; i += 1) expect((await startOn({ username: 'ai_do', phone: uniquePhone() }, '10.2.0.1')).statusCode).toBe(200);
    expect((await startOn({ username: 'ai_do', phone: uniquePhone() }, '10.2.0.1')).statusCode).toBe(429);
    expect((await startOn({ username: 'ai_do', phone: uniquePhone() }, '10.2.0.2')).statusCode).toBe(200);
  });

  it('allows 10 code tries per phone in a quarter hour, whatever the address', async () => {
    const phone = uniquePhone();
    const tryCode = (i: number) =>
      strict.app.inject({
        method: 'POST',
        url: api(RECOVERY_PATHS.reset),
        payload: { username: 'ai_do', phone, code: '000000', newPassword: NEW_PASSWORD },
        remoteAddress: `10.3.0.${i + 1}`,
      });
    for (let i = 0; i < 10; i += 1) expect((await tryCode(i)).statusCode).toBe(400);
    expect((await tryCode(10)).statusCode).toBe(429);
  });
});

describe('the second-level password', () => {
  const core = (p: SignedIn, path: string, payload?: object) =>
    t.app.inject({ method: 'POST', url: api(path), headers: p.headers, ...(payload ? { payload } : {}) });

  it('is set anew with a code sent to the player’s phone; the other sessions end', async () => {
    const p = await player();
    expect((await core(p, '/core/setup-two-factor-password', { newPassword: SECOND_PASSWORD, loginPassword: PASSWORD })).statusCode).toBe(
      200,
    );
    const other = await loginUser(t.app, p.username);
    const here = await loginUser(t.app, p.username);

    const started = await core(here, RECOVERY_PATHS.secondStart);
    const hint = `${p.phone.slice(0, 3)}*****${p.phone.slice(-2)}`;
    expect([started.statusCode, started.json()]).toEqual([
      200,
      { success: true, data: { phoneHint: hint }, message: RECOVERY_MESSAGES.secondCodeSent(hint) },
    ]);
    const code = sms.lastCodeTo(p.phone)!;
    expect(sentTo(p.phone).at(-1)!.text).toMatch(/^Ma dat lai mat khau cap 2 cua ban la \d{6}\./);

    // A login password's code does not serve here, nor the other way round.
    const wrong = await core(here, RECOVERY_PATHS.secondReset, { code: otherCode(code), newPassword: 'Rut-Tien-2468' });
    expect(wrong.json()).toMatchObject({ error: 'RECOVERY_CODE_INVALID' });
    const weak = await core(here, RECOVERY_PATHS.secondReset, { code, newPassword: PASSWORD });
    expect(weak.statusCode).toBe(400);

    const done = await core(here, RECOVERY_PATHS.secondReset, { code, newPassword: 'Rut-Tien-2468' });
    expect([done.statusCode, done.json()]).toEqual([200, { success: true, message: RECOVERY_MESSAGES.secondPasswordReset }]);
    const validate = (password: string) =>
      core(here, '/core/users/2fa/validate', { secondaryPassword: password, userType: 'user', action: 'user_withdraw', userId: p.user.id });
    expect((await validate('Rut-Tien-2468')).statusCode).toBe(200);
    expect((await validate(SECOND_PASSWORD)).statusCode).toBe(400);

    const otherMe = await answerOnceRefused(() => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: other.headers }));
    expect(otherMe.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: here.headers })).statusCode).toBe(200);
    const cooldown = withdrawalCooldown(new Date(0), await lastPasswordChange(t.db, p.user.id), 24);
    expect(cooldown?.reason).toBe('password');
    const events = await t.db.query<{ kind: string }>('SELECT kind FROM security_events WHERE user_id = $1 ORDER BY id', [p.user.id]);
    expect(events.rows.map((row) => row.kind)).toEqual(['two_factor_set', 'two_factor_reset']);
  });

  it('is refused to a player without one', async () => {
    const p = await player();
    const answer = await core(p, RECOVERY_PATHS.secondStart);
    expect([answer.statusCode, answer.json().error]).toEqual([400, 'TWO_FACTOR_NOT_SET']);
    expect(sentTo(p.phone)).toEqual([]);
  });
});

describe('an operator starting a recovery for a caller', () => {
  it('sends the code to the player’s phone, audited, without showing it; support may, accounting may not', async () => {
    const p = await player();
    const cskh = await newOperator(t.app, 'cskh');
    const answer = await t.app.inject({ method: 'POST', url: api(RECOVERY_PATHS.operatorStart(p.user.id)), headers: cskh.headers });
    const hint = `${p.phone.slice(0, 3)}*****${p.phone.slice(-2)}`;
    expect([answer.statusCode, answer.json()]).toEqual([
      200,
      { success: true, data: { phoneHint: hint }, message: RECOVERY_MESSAGES.operatorSent(p.username, hint) },
    ]);
    const code = sms.lastCodeTo(p.phone)!;
    expect(answer.body).not.toContain(code);
    expect(answer.body).not.toContain(p.phone);
    expect(await auditOf(t.db, `user:${p.user.id}`)).toEqual([
      { actorId: cskh.user.id, action: 'user.recoveryStart', before: null, after: { purpose: 'password', phone: hint } },
    ]);

    // The player uses it on the "Quên mật khẩu" page; the record says support sent it.
    expect((await reset({ username: p.username, phone: p.phone, code, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    const events = await t.db.query<{ kind: string; detail: string }>('SELECT kind, detail FROM security_events WHERE user_id = $1', [
      p.user.id,
    ]);
    expect(events.rows).toEqual([{ kind: 'password_reset', detail: RECOVERY_MESSAGES.eventByOperator }]);

    const keToan = await newOperator(t.app, 'ke_toan');
    const refused = await t.app.inject({ method: 'POST', url: api(RECOVERY_PATHS.operatorStart(p.user.id)), headers: keToan.headers });
    expect(refused.statusCode).toBe(403);
    const asPlayer = await t.app.inject({ method: 'POST', url: api(RECOVERY_PATHS.operatorStart(p.user.id)), headers: p.headers });
    // The player's session ended with the reset (401), or is still cached on this node (403).
    expect([401, 403]).toContain(asPlayer.statusCode);
  });

  it('refuses an operator account as the target', async () => {
    const cskh = await newOperator(t.app, 'cskh');
    const target = await addOperator(t.app, 'ke_toan');
    const answer = await t.app.inject({ method: 'POST', url: api(RECOVERY_PATHS.operatorStart(target.id)), headers: cskh.headers });
    expect([answer.statusCode, answer.json().error]).toEqual([400, 'NOT_A_PLAYER']);
    expect(await auditOf(t.db, `user:${target.id}`)).toEqual([]);
  });
});

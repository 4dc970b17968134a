import { AUTH_MESSAGES, FORCE_LOGOUT_MESSAGES, HTTP_MESSAGES, STEP_UP_TARGETS, TWO_FACTOR_ACTIONS } from '@app/shared/contracts';
import type { Socket } from 'socket.io-client';
import { ADMIN_MESSAGES } from '../admin-messages';
import { ensureAdminAccount } from '../bootstrap-admin';
import {
  PASSWORD,
  TEST_ADMIN,
  answerOnceRefused,
  auditOf,
  bearer,
  connectSocket,
  createTestApp,
  loginUser,
  nextDisconnect,
  nextEvent,
  signupUser,
  stepUpFor,
  type SignedIn,
  type TestApp,
} from '../../test-utils';

let t: TestApp;
let baseUrl: string;
let admin: SignedIn;
let adminId: number;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.listen();
  admin = await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
  adminId = admin.user.id;
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(() => t.close());

// With the step-up each change needs (stepUpFor), as the console sends it.
const asAdmin = async (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...admin.headers, ...(await stepUpFor(t.db, adminId, method, url, payload)) },
    ...(payload ? { payload } : {}),
  });

describe('operator account bootstrap', () => {
  it('creates the ADMIN_USERNAME account with role admin and a wallet', async () => {
    const { rows } = await t.db.query<{ role: string; phone: string | null; wallets: number }>(
      `SELECT u.role, u.phone, (SELECT count(*)::int FROM accounts a WHERE a.user_id = u.id) AS wallets
       FROM users u WHERE u.username = $1`,
      [TEST_ADMIN.username],
    );
    expect(rows).toEqual([{ role: 'admin', phone: null, wallets: 1 }]);
  });

  it('puts back the password and ban that the environment says', async () => {
    const name = 'operator2';
    await ensureAdminAccount(t.db, t.app.passwords, { username: name, password: 'first1234' }, t.app.log);
    await t.db.query(`UPDATE users SET banned_at = now() WHERE username = $1`, [name]);
    await ensureAdminAccount(t.db, t.app.passwords, { username: name, password: 'second1234' }, t.app.log);
    const { rows } = await t.db.query<{ role: string; banned_at: Date | null }>('SELECT role, banned_at FROM users WHERE username = $1', [
      name,
    ]);
    expect(rows).toEqual([{ role: 'admin', banned_at: null }]);
    await loginUser(t.app, name, 'second1234');
    const old = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: name, password: 'first1234' } });
    expect(old.statusCode).toBe(401);
  });

  it('sets, keeps and replaces the second-level password ADMIN_SECOND_PASSWORD says; refuses a weak one', async () => {
    const name = 'operator3';
    const account = { username: name, password: 'first1234' };
    const secondHash = async () =>
      (
        await t.db.query<{ password_hash: string }>(
          'SELECT p.password_hash FROM two_factor_passwords p JOIN users u ON u.id = p.user_id WHERE u.username = $1',
          [name],
        )
      ).rows[0]?.password_hash;
    const validate = async (secondaryPassword: string) => {
      const operator = await loginUser(t.app, name, 'first1234');
      return t.app.inject({
        method: 'POST',
        url: '/api/core/users/2fa/validate',
        headers: operator.headers,
        payload: { secondaryPassword, action: TWO_FACTOR_ACTIONS.withdrawalReview, target: STEP_UP_TARGETS.withdrawal(1) },
      });
    };

    // Unset: none is made.
    await ensureAdminAccount(t.db, t.app.passwords, account, t.app.log);
    expect(await secondHash()).toBeUndefined();
    // Refused before anything is written: weak, the login password, too short.
    for (const [secondPassword, reason] of [
      ['123456', /quá dễ đoán/],
      ['first1234', /khác mật khẩu đăng nhập/],
      ['12345', /ít nhất 6 ký tự/],
    ] as const) {
      await expect(ensureAdminAccount(t.db, t.app.passwords, { ...account, secondPassword }, t.app.log)).rejects.toThrow(
        new RegExp(`^ADMIN_SECOND_PASSWORD is not accepted: .*${reason.source}`),
      );
    }
    expect(await secondHash()).toBeUndefined();

    await ensureAdminAccount(t.db, t.app.passwords, { ...account, secondPassword: 'Duyet-lenh-1111' }, t.app.log);
    const first = await secondHash();
    expect(first).toMatch(/^\$argon2id\$/);
    expect((await validate('Duyet-lenh-1111')).statusCode).toBe(200);
    expect((await validate('Duyet-lenh-1111')).statusCode).toBe(200);
    // The same again: left as it is, its tokens still good.
    await ensureAdminAccount(t.db, t.app.passwords, { ...account, secondPassword: 'Duyet-lenh-1111' }, t.app.log);
    expect(await secondHash()).toBe(first);
    const unused =
      'SELECT count(*)::int AS n FROM two_factor_tokens t JOIN users u ON u.id = t.user_id WHERE u.username = $1 AND used_at IS NULL';
    expect((await t.db.query<{ n: number }>(unused, [name])).rows[0].n).toBe(2);
    // Changed: the old one no longer verifies, and the tokens it gave are void.
    await ensureAdminAccount(t.db, t.app.passwords, { ...account, secondPassword: 'Duyet-lenh-2222' }, t.app.log);
    expect((await validate('Duyet-lenh-1111')).json().error).toBe('TWO_FACTOR_WRONG');
    expect((await t.db.query<{ n: number }>(unused, [name])).rows[0].n).toBe(0);
    expect((await validate('Duyet-lenh-2222')).statusCode).toBe(200);
    // A node booting with it sets it too (the test app's own operator here).
    const node = await createTestApp({ adminSecondPassword: 'Duyet-lenh-3333' }, { db: t.db });
    await node.close();
    const { rows } = await t.db.query('SELECT 1 FROM two_factor_passwords p JOIN users u ON u.id = p.user_id WHERE u.username = $1', [
      TEST_ADMIN.username,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('refuses to boot when ADMIN_USERNAME names a player, and leaves the player as they were', async () => {
    const player = await signupUser(t.app);
    const before = await t.db.query('SELECT role, password_hash, banned_at FROM users WHERE id = $1', [player.user.id]);
    await expect(
      ensureAdminAccount(t.db, t.app.passwords, { username: player.username, password: 'operator123' }, t.app.log),
    ).rejects.toThrow(`ADMIN_USERNAME "${player.username}" is the username of an existing player account; refusing to start.`);

    // A node booting with it stops before it listens.
    await expect(createTestApp({ adminUsername: player.username, adminPassword: 'operator123' }, { db: t.db })).rejects.toThrow(
      /ADMIN_USERNAME .* existing player account/,
    );
    const after = await t.db.query('SELECT role, password_hash, banned_at FROM users WHERE id = $1', [player.user.id]);
    expect(after.rows).toEqual(before.rows);
    expect((await loginUser(t.app, player.username)).user.role).toBe('user');
  });
});

describe('admin routes', () => {
  it('need an operator: 401 without a session, 403 for a player', async () => {
    const player = await signupUser(t.app);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/users' });
    expect(anonymous.statusCode).toBe(401);
    const asPlayer = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(player.token) });
    expect(asPlayer.statusCode).toBe(403);
    expect(asPlayer.json()).toEqual({ success: false, error: 'FORBIDDEN', message: HTTP_MESSAGES.forbidden });
    const ban = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${player.user.id}/ban`,
      headers: bearer(player.token),
      payload: {},
    });
    expect(ban.statusCode).toBe(403);
  });

  it('look users up by username prefix, exact match first', async () => {
    const a = await signupUser(t.app, { username: 'lookup_ab' });
    await signupUser(t.app, { username: 'lookup_a' });
    const response = await asAdmin('GET', '/api/admin/users?q=LOOKUP_A');
    expect(response.statusCode).toBe(200);
    const users = response.json().data.users;
    expect(users.map((u: { username: string }) => u.username)).toEqual(['lookup_a', 'lookup_ab']);
    expect(users[1]).toMatchObject({ id: a.user.id, role: 'user', bannedAt: null, banReason: null, balance: 0 });

    const escaped = await asAdmin('GET', '/api/admin/users?q=lookup%25');
    expect(escaped.json().data.users).toEqual([]);
    const all = await asAdmin('GET', '/api/admin/users');
    expect(all.json().data.users.length).toBeGreaterThanOrEqual(3);
  });

  it('ban: forceLogout USER_BANNED to open pages, 403 on API calls and on login; unban restores', async () => {
    const player = await signupUser(t.app);
    const socket = await connectSocket(baseUrl, player.token);
    sockets.push(socket);
    const notice = nextEvent(socket, 'forceLogout');
    const disconnected = nextDisconnect(socket);

    const ban = await asAdmin('POST', `/api/admin/users/${player.user.id}/ban`, { reason: 'gian lận' });
    expect(ban.statusCode).toBe(200);
    expect(ban.json()).toMatchObject({
      success: true,
      message: ADMIN_MESSAGES.banned(player.username),
      data: { user: { id: player.user.id, banReason: 'gian lận', bannedAt: expect.any(String) } },
    });
    expect(await notice).toEqual({ reason: 'USER_BANNED', message: FORCE_LOGOUT_MESSAGES.USER_BANNED });
    expect(await disconnected).toBe('io server disconnect');

    const bannedBody = { success: false, error: 'User is banned', message: HTTP_MESSAGES.bannedToast };
    const call = await t.app.inject({ method: 'GET', url: '/api/core/balance', headers: bearer(player.token) });
    expect(call.statusCode).toBe(403);
    expect(call.json()).toEqual(bannedBody);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: player.username, password: PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    // The right password: the player is told why, and whom to ask.
    expect(login.json()).toEqual({ ...bannedBody, message: HTTP_MESSAGES.bannedBecause('gian lận') });
    expect(login.json().message).toBe('Tài khoản của bạn đã bị khóa. Lý do: gian lận. Vui lòng liên hệ bộ phận hỗ trợ (CSKH).');
    // A wrong password still answers "wrong credentials": the ban is not told to whoever guesses.
    const guess = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: player.username, password: 'sai12345' },
    });
    expect(guess.statusCode).toBe(401);

    const unban = await asAdmin('POST', `/api/admin/users/${player.user.id}/unban`);
    expect(unban.statusCode).toBe(200);
    expect(unban.json()).toMatchObject({ message: ADMIN_MESSAGES.unbanned(player.username), data: { user: { bannedAt: null } } });
    await loginUser(t.app, player.username);
    expect(await auditOf(t.db, `user:${player.user.id}`)).toEqual([
      {
        actorId: adminId,
        action: 'user.ban',
        before: expect.objectContaining({ id: player.user.id, bannedAt: null }),
        after: expect.objectContaining({ bannedAt: expect.any(String), banReason: 'gian lận' }),
      },
      {
        actorId: adminId,
        action: 'user.unban',
        before: expect.objectContaining({ banReason: 'gian lận' }),
        after: expect.objectContaining({ bannedAt: null, banReason: null }),
      },
    ]);
  });

  it('an operator cannot ban themselves', async () => {
    const response = await asAdmin('POST', `/api/admin/users/${adminId}/ban`, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: ADMIN_MESSAGES.cannotBanSelf });
    expect(await auditOf(t.db, `user:${adminId}`)).toEqual([]);
  });

  it('answers 404 for an unknown user and 400 for a malformed id or body', async () => {
    const unknown = await asAdmin('POST', '/api/admin/users/999999/ban', {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(AUTH_MESSAGES.userNotFound);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
      const response = await asAdmin('POST', `/api/admin/users/${id}/unban`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'id', message: ADMIN_MESSAGES.invalidUserId });
    }
    const player = await signupUser(t.app);
    const badReason = await asAdmin('POST', `/api/admin/users/${player.user.id}/ban`, { reason: 42 });
    expect(badReason.json()).toMatchObject({ field: 'reason', message: ADMIN_MESSAGES.invalidBanReason });
    const badFlag = await asAdmin('POST', `/api/admin/users/${player.user.id}/dev-tools`, { enabled: 'yes' });
    expect(badFlag.json()).toMatchObject({ field: 'enabled', message: ADMIN_MESSAGES.invalidDevToolsFlag });
    // Refused before or inside its transaction: no entry either way.
    expect(await auditOf(t.db, 'user:999999')).toEqual([]);
    expect(await auditOf(t.db, `user:${player.user.id}`)).toEqual([]);
  });

  it('dev-tools switches the flag the player sees in /auth/me', async () => {
    const player = await signupUser(t.app);
    const on = await asAdmin('POST', `/api/admin/users/${player.user.id}/dev-tools`, { enabled: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().data.user.dev_tools_enabled).toBe(true);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(player.token) });
    expect(me.json().data.user.dev_tools_enabled).toBe(true);
    const off = await asAdmin('POST', `/api/admin/users/${player.user.id}/dev-tools`, { enabled: false });
    expect(off.json().data.user.dev_tools_enabled).toBe(false);
    expect((await auditOf(t.db, `user:${player.user.id}`)).map((entry) => [entry.action, entry.after?.dev_tools_enabled])).toEqual([
      ['user.devTools', true],
      ['user.devTools', false],
    ]);
  });
});

describe('operator sessions', () => {
  it('a second operator login (the CLI) ends the console session, as a player’s second login does', async () => {
    const consoleSocket = await connectSocket(baseUrl, admin);
    sockets.push(consoleSocket);
    const ended = nextEvent<{ reason: string }>(consoleSocket, 'forceLogout');
    const again = await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
    expect((await ended).reason).toBe('NEW_LOGIN');
    const old = await answerOnceRefused(() => asAdmin('GET', '/api/auth/me'));
    expect(old.statusCode).toBe(401);
    // The ended console session's cookie opens nothing, and says it was ended, as a player's would.
    expect(old.json()).toMatchObject({ error: 'SESSION_REVOKED', message: HTTP_MESSAGES.sessionRevoked });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: again.headers })).statusCode).toBe(200);
    admin = again;
  });
});

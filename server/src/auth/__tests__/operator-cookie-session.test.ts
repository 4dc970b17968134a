import { io } from 'socket.io-client';
import { CSRF_HEADER, OPERATOR_SESSION_COOKIE, REFRESH_COOKIE } from '@app/shared/contracts';
import { endLapsedOperatorSessions } from '../session-store';
import {
  connectSocket,
  createTestApp,
  loginUser,
  nextDisconnect,
  nextEvent,
  signupUser,
  TEST_ADMIN,
  type SignedIn,
  type TestApp,
} from '../../test-utils';
import { forgetTotpStep, totpCodeFor } from '../../test-utils/operator-totp-helpers';

// An operator's console session lives in an httpOnly cookie: the page never holds a credential a
// script could carry away, calls that change something need the CSRF token the sign-in gave, and the
// session ends after OPERATOR_IDLE_MINUTES without a call or OPERATOR_SESSION_HOURS after sign-in.

const JWT_SHAPED = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const loginSessionIdOf = async (operator: SignedIn) => {
  const { rows } = await t.db.query<{ id: string }>(
    'SELECT id FROM sessions WHERE user_id = $1 AND revoked_at IS NULL ORDER BY created_at DESC LIMIT 1',
    [operator.user.id],
  );
  return rows[0].id;
};

const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
const logoutWith = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });

describe('sign-in', () => {
  it('answers an operator no token, only a CSRF token, and sets an httpOnly SameSite=Strict cookie', async () => {
    await forgetTotpStep(t.db, TEST_ADMIN.username);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: TEST_ADMIN.username, password: TEST_ADMIN.password, totpCode: totpCodeFor(TEST_ADMIN.totpSecret) },
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.token).toBeUndefined();
    expect(typeof data.csrfToken).toBe('string');
    expect(response.body).not.toMatch(JWT_SHAPED);
    expect(response.cookies.find((c) => c.name === REFRESH_COOKIE)).toBeUndefined();
    const cookie = response.cookies.find((c) => c.name === OPERATOR_SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie.value).not.toMatch(JWT_SHAPED);
    // No expiry of its own: it goes with the browser; the server ends it sooner.
    expect(cookie.maxAge).toBeUndefined();
  });

  it('leaves a player exactly as before: an access token and the refresh cookie, no session cookie', async () => {
    const player = await signupUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: player.username, password: player.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.token).toMatch(JWT_SHAPED);
    expect(response.json().data.csrfToken).toBeUndefined();
    expect(response.cookies.find((c) => c.name === OPERATOR_SESSION_COOKIE)).toBeUndefined();
  });
});

describe('the cookie as the operator session', () => {
  it('opens reads, and /auth/me hands a reopened console its CSRF token', async () => {
    const admin = await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
    const answer = await me({ cookie: admin.headers.cookie });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.user.role).toBe('admin');
    expect(answer.json().data.csrfToken).toEqual(expect.any(String));
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie: admin.headers.cookie } })).statusCode).toBe(
      200,
    );
  });

  it('refuses a state-changing call without the CSRF token, or with another session’s, and changes nothing', async () => {
    const admin = await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
    const player = await signupUser(t.app);
    const ban = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: `/api/admin/users/${player.user.id}/ban`, headers, payload: { reason: 'thử' } });
    const missing = await ban({ cookie: admin.headers.cookie });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().error).toBe('CSRF_INVALID');
    // A token of the operator's earlier session does not open this one.
    const earlier = admin.headers[CSRF_HEADER];
    const again = await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
    const stale = await ban({ cookie: again.headers.cookie, [CSRF_HEADER]: earlier });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().error).toBe('CSRF_INVALID');
    const { rows } = await t.db.query('SELECT banned_at FROM users WHERE id = $1', [player.user.id]);
    expect(rows[0].banned_at).toBeNull();
    // With it, the call reaches the route (which then asks for the step-up, as before).
    const right = await ban(again.headers);
    expect(right.json().error).not.toBe('CSRF_INVALID');
  });

  it('refuses an access token minted for an operator session: the cookie is the only way in', async () => {
    const admin = await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
    const loginSessionId = await loginSessionIdOf(admin);
    const token = t.app.accessTokens.sign({ sid: loginSessionId, userId: admin.user.id, username: admin.username, role: 'admin' });
    const answer = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: { authorization: `Bearer ${token}` } });
    expect(answer.statusCode).toBe(401);
  });

  it('gives an operator nothing to refresh', async () => {
    const admin = await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
    const answer = await t.app.inject({ method: 'POST', url: '/api/auth/refresh-token', headers: { cookie: admin.headers.cookie } });
    expect(answer.statusCode).toBe(401);
    expect(answer.body).not.toMatch(JWT_SHAPED);
  });

  it('ends at logout: the cookie is cleared and opens nothing after', async () => {
    const admin = await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
    const out = await logoutWith(admin.headers);
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === OPERATOR_SESSION_COOKIE)?.value).toBe('');
    expect((await me(admin.headers)).statusCode).toBe(401);
  });
});

describe('idle timeout and lifetime', () => {
  it('ends a session idle for longer than OPERATOR_IDLE_MINUTES, and keeps one in use', async () => {
    const admin = await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
    const loginSessionId = await loginSessionIdOf(admin);
    await t.db.query(`UPDATE sessions SET last_seen_at = now() - interval '14 minutes' WHERE id = $1`, [loginSessionId]);
    expect((await me(admin.headers)).statusCode).toBe(200);
    // That call counted as use: the clock starts again.
    await t.db.query(`UPDATE sessions SET last_seen_at = last_seen_at - interval '14 minutes' WHERE id = $1`, [loginSessionId]);
    expect((await me(admin.headers)).statusCode).toBe(200);
    await t.db.query(`UPDATE sessions SET last_seen_at = now() - interval '16 minutes' WHERE id = $1`, [loginSessionId]);
    const late = await me(admin.headers);
    expect(late.statusCode).toBe(401);
    expect(late.json().error).toBe('SESSION_EXPIRED');
  });

  it('ends a session OPERATOR_SESSION_HOURS after sign-in, however busy', async () => {
    const admin = await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
    const loginSessionId = await loginSessionIdOf(admin);
    await t.db.query(`UPDATE sessions SET created_at = now() - interval '12 hours 1 minute' WHERE id = $1`, [loginSessionId]);
    expect((await me(admin.headers)).statusCode).toBe(401);
  });

  it('tells the console’s socket why it ended and closes it (the sweep)', async () => {
    const base = await t.listen();
    const admin = await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
    const socket = await connectSocket(base, admin);
    try {
      const loginSessionId = await loginSessionIdOf(admin);
      await t.db.query(`UPDATE sessions SET last_seen_at = now() - interval '20 minutes' WHERE id = $1`, [loginSessionId]);
      const told = nextEvent<{ reason: string; message: string }>(socket, 'forceLogout');
      const closed = nextDisconnect(socket);
      const ended = await endLapsedOperatorSessions(t.db, t.app.operatorSessionLimits);
      for (const { loginSessionId: endedSid, reason } of ended) t.app.realtime.endSession(endedSid, reason);
      expect(ended).toContainEqual({ loginSessionId, reason: 'OPERATOR_IDLE' });
      expect(await told).toMatchObject({ reason: 'OPERATOR_IDLE', message: expect.stringContaining('lâu không thao tác') });
      expect(await closed).toBe('io server disconnect');
    } finally {
      socket.close();
    }
  });
});

describe('the console’s socket', () => {
  it('opens with the cookie alone, and not from another site’s page', async () => {
    const base = await t.listen();
    const admin = await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
    const socket = await connectSocket(base, admin);
    socket.close();
    const refused = await new Promise<string>((resolve) => {
      const s = io(base, {
        path: '/socket.io',
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        extraHeaders: { cookie: admin.headers.cookie, origin: 'https://evil.example' },
      });
      s.once('connect', () => {
        s.close();
        resolve('connected');
      });
      s.once('connect_error', (error) => {
        s.close();
        resolve(error.message);
      });
    });
    expect(refused).toMatch(/401/);
  });
});

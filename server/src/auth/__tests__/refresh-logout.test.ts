import jwt from 'jsonwebtoken';
import { AUTH_MESSAGES, HTTP_MESSAGES, REFRESH_COOKIE } from '@app/shared/contracts';
import { hashRefreshToken } from '../refresh-token';
import { REFRESH_REUSED_MESSAGE } from '../auth-errors';
import { bearer, cookieHeader, createTestApp, loginUser, refreshCookieOf, signupUser, type TestApp } from '../../test-utils';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refresh = (refreshToken?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh-token',
    headers: { 'content-type': 'application/json', ...(refreshToken ? cookieHeader(refreshToken) : {}) },
  });

// The claims of a token, to sign variants of it.
const claimsOf = (token: string) => {
  const { sid: loginSessionId, userId, username, role } = jwt.decode(token) as Record<string, unknown>;
  return { sid: loginSessionId, userId, username, role };
};

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

describe('POST /api/auth/refresh-token', () => {
  it('answers a new access token and rotates the cookie', async () => {
    const player = await signupUser(t.app);
    const first = await refresh(player.refreshToken);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, data: { token: expect.any(String) } });
    const rotated = refreshCookieOf(first)!;
    expect(rotated).toBeTruthy();
    expect(rotated).not.toBe(player.refreshToken);
    expect(first.cookies.find((c) => c.name === REFRESH_COOKIE)).toMatchObject({ path: '/api/auth', httpOnly: true });

    expect((await me(first.json().data.token)).statusCode).toBe(200);
    const second = await refresh(rotated);
    expect(second.statusCode).toBe(200);
  });

  it('stores only hashes of refresh tokens', async () => {
    const player = await signupUser(t.app);
    const { rows } = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM refresh_tokens');
    const hashes = rows.map((r) => r.token_hash);
    expect(hashes).toContain(hashRefreshToken(player.refreshToken));
    expect(hashes).not.toContain(player.refreshToken);
  });

  it('lets a second tab that raced the first one (or a lost answer) through within the grace window', async () => {
    const player = await signupUser(t.app);
    const [a, b] = await Promise.all([refresh(player.refreshToken), refresh(player.refreshToken)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    // Whichever cookie the browser keeps last still works.
    const cookies = [a, b].map(refreshCookieOf);
    expect(cookies.every(Boolean)).toBe(true);
    expect((await me(b.json().data.token)).statusCode).toBe(200);
    expect((await refresh(cookies[0]!)).statusCode).toBe(200);
    expect((await refresh(cookies[1]!)).statusCode).toBe(200);
  });

  it('revokes the whole session when a used refresh token comes back after the grace window', async () => {
    const player = await signupUser(t.app);
    const rotated = refreshCookieOf(await refresh(player.refreshToken))!;
    await t.db.query(`UPDATE refresh_tokens SET used_at = now() - interval '1 minute' WHERE token_hash = $1`, [
      hashRefreshToken(player.refreshToken),
    ]);

    const replay = await refresh(player.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ success: false, error: 'TOKEN_REUSE', message: REFRESH_REUSED_MESSAGE });

    // The thief and the player are both out: the newest refresh token and the access token die too.
    const afterReplay = await refresh(rotated);
    expect(afterReplay.statusCode).toBe(401);
    expect(afterReplay.json().message).toBe(HTTP_MESSAGES.sessionRevoked);
    const meAfter = await me(player.token);
    expect(meAfter.statusCode).toBe(401);
    expect(meAfter.json()).toEqual({ success: false, error: 'SESSION_REVOKED', message: HTTP_MESSAGES.sessionRevoked });

    const { rows } = await t.db.query<{ revoke_reason: string }>('SELECT revoke_reason FROM sessions WHERE user_id = $1', [player.user.id]);
    expect(rows).toEqual([{ revoke_reason: 'TOKEN_REUSE' }]);
  });

  it('answers 401 for a missing, unknown or expired cookie and clears it', async () => {
    for (const response of [await refresh(), await refresh('not-a-real-token')]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, message: AUTH_MESSAGES.refreshMissing });
      const cleared = response.cookies.find((c) => c.name === REFRESH_COOKIE);
      expect(cleared?.value).toBe('');
    }

    const player = await signupUser(t.app);
    await t.db.query(`UPDATE refresh_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [
      hashRefreshToken(player.refreshToken),
    ]);
    const expired = await refresh(player.refreshToken);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(AUTH_MESSAGES.refreshMissing);
  });

  it('answers 401 "session revoked" for the cookie of a session ended by a newer login', async () => {
    const player = await signupUser(t.app);
    await loginUser(t.app, player.username);
    const response = await refresh(player.refreshToken);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(HTTP_MESSAGES.sessionRevoked);
  });

  // Behind a TLS-terminating proxy (TRUST_PROXY), x-forwarded-proto tells the request was https.
  it('sets a Secure cookie when the request came over https', async () => {
    const https = await createTestApp({ trustProxy: true });
    try {
      const other = await signupUser(https.app);
      const overTls = await https.app.inject({
        method: 'POST',
        url: '/api/auth/refresh-token',
        headers: { ...cookieHeader(other.refreshToken), 'x-forwarded-proto': 'https' },
      });
      expect(overTls.statusCode).toBe(200);
      expect(overTls.cookies.find((c) => c.name === REFRESH_COOKIE)?.secure).toBe(true);
    } finally {
      await https.close();
    }
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session of the access token and clears the cookie', async () => {
    const player = await signupUser(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(player.token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true });
    expect(response.cookies.find((c) => c.name === REFRESH_COOKIE)?.value).toBe('');

    expect((await me(player.token)).json().message).toBe(HTTP_MESSAGES.sessionRevoked);
    expect((await refresh(player.refreshToken)).statusCode).toBe(401);
  });

  it('revokes the session of the cookie when there is no access token', async () => {
    const player = await signupUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'content-type': 'application/json', ...cookieHeader(player.refreshToken) },
    });
    expect(response.statusCode).toBe(200);
    expect((await me(player.token)).statusCode).toBe(401);
  });

  it('accepts an expired access token to find the session', async () => {
    const player = await signupUser(t.app);
    const expired = jwt.sign({ ...claimsOf(player.token), exp: Math.floor(Date.now() / 1000) - 60 }, t.config.jwtSecret);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(expired) })).statusCode).toBe(200);
    expect((await refresh(player.refreshToken)).statusCode).toBe(401);
  });

  it('answers 200 when already logged out or never logged in', async () => {
    const player = await signupUser(t.app);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(player.token) });
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(player.token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer('garbage') })).statusCode).toBe(200);
  });
});

describe('access tokens', () => {
  it('tells an expired token from a tampered one', async () => {
    const player = await signupUser(t.app);
    const claims = claimsOf(player.token);
    const expired = jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 1 }, t.config.jwtSecret);
    const expiredAnswer = await me(expired);
    expect(expiredAnswer.statusCode).toBe(401);
    expect(expiredAnswer.json()).toMatchObject({ error: 'TOKEN_EXPIRED', message: AUTH_MESSAGES.tokenExpired });

    const [header, , signature] = player.token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
    const tampered = await me(`${header}.${forgedPayload}.${signature}`);
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json()).toMatchObject({ error: 'TOKEN_INVALID', message: AUTH_MESSAGES.tokenInvalid });

    const otherSecret = await me(jwt.sign(claims, 'another-secret-of-enough-length!', { expiresIn: 900 }));
    expect(otherSecret.json().message).toBe(AUTH_MESSAGES.tokenInvalid);

    const unsigned = await me(jwt.sign(claims, '', { algorithm: 'none' }));
    expect(unsigned.json().message).toBe(AUTH_MESSAGES.tokenInvalid);
  });
});

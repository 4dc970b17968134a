import jwt from 'jsonwebtoken';
import { HTTP_MESSAGES } from '@app/shared/contracts';
import { REFRESH_REUSED_MESSAGE } from '../auth-errors';
import { hashRefreshToken } from '../refresh-token';
import { bearer, cookieHeader, createTestApp, refreshCookieOf, signupUser, type TestApp } from '../../test-utils';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refresh = (refreshToken: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh-token',
    headers: { 'content-type': 'application/json', ...cookieHeader(refreshToken) },
  });

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

const loginSessionIdOf = (accessToken: string) => (jwt.decode(accessToken) as { sid: string }).sid;

// Unused and unexpired: the tokens that can still open the session.
async function liveTokens(loginSessionId: string): Promise<string[]> {
  const { rows } = await t.db.query<{ token_hash: string }>(
    'SELECT token_hash FROM refresh_tokens WHERE session_id = $1 AND used_at IS NULL AND expires_at > now()',
    [loginSessionId],
  );
  return rows.map((row) => row.token_hash);
}

// As if the token had been used this many seconds ago.
const agoUsed = (token: string, seconds: number) =>
  t.db.query(`UPDATE refresh_tokens SET used_at = now() - make_interval(secs => $2) WHERE token_hash = $1`, [
    hashRefreshToken(token),
    seconds,
  ]);

describe('refresh token replays within the grace window', () => {
  it('answer the successor already issued, however often and however concurrently, so the session never branches', async () => {
    const player = await signupUser(t.app);
    const loginSessionId = loginSessionIdOf(player.token);
    const browser = await refresh(player.refreshToken);
    expect(browser.statusCode).toBe(200);
    const browserCookie = refreshCookieOf(browser)!;

    // A stolen copy of the used token, replayed ten times in a row and ten times at once.
    const sequential = [];
    for (let i = 0; i < 10; i += 1) sequential.push(await refresh(player.refreshToken));
    const parallel = await Promise.all(Array.from({ length: 10 }, () => refresh(player.refreshToken)));
    for (const replay of [...sequential, ...parallel]) {
      expect(replay.statusCode).toBe(200);
      expect(refreshCookieOf(replay)).toBe(browserCookie);
    }
    expect(await liveTokens(loginSessionId)).toEqual([hashRefreshToken(browserCookie)]);

    // The replayer and the browser hold one branch: whoever rotates next makes the other a reuser,
    // which after the grace window ends the session for both.
    const rotated = await refresh(browserCookie);
    expect(rotated.statusCode).toBe(200);
    const newest = refreshCookieOf(rotated)!;
    expect(await liveTokens(loginSessionId)).toEqual([hashRefreshToken(newest)]);
    await agoUsed(browserCookie, 61);
    const late = await refresh(browserCookie);
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ error: 'TOKEN_REUSE', message: REFRESH_REUSED_MESSAGE });
    expect((await refresh(newest)).json().message).toBe(HTTP_MESSAGES.sessionRevoked);
  });

  it('follow a chain rotated since to its live end, and issue nothing', async () => {
    const player = await signupUser(t.app);
    const loginSessionId = loginSessionIdOf(player.token);
    const first = refreshCookieOf(await refresh(player.refreshToken))!;
    const second = refreshCookieOf(await refresh(first))!;
    const third = refreshCookieOf(await refresh(second))!;

    const replays = await Promise.all([refresh(player.refreshToken), refresh(first), refresh(second)]);
    expect(replays.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(replays.map(refreshCookieOf)).toEqual([third, third, third]);
    expect(await liveTokens(loginSessionId)).toEqual([hashRefreshToken(third)]);
    // The access token of a replay is a new one for the same session.
    const access = replays[0].json().data.token as string;
    expect(loginSessionIdOf(access)).toBe(loginSessionId);
    expect((await me(access)).statusCode).toBe(200);
  });

  it('keeps one live token through a burst of rotations and replays from several holders', async () => {
    const player = await signupUser(t.app);
    const loginSessionId = loginSessionIdOf(player.token);
    let holders = [player.refreshToken];
    for (let round = 0; round < 5; round += 1) {
      const answers = await Promise.all([...holders, ...holders].map((cookie) => refresh(cookie)));
      expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
      holders = [...new Set(answers.map((answer) => refreshCookieOf(answer)!))];
      expect(holders).toHaveLength(1);
      expect(await liveTokens(loginSessionId)).toEqual([hashRefreshToken(holders[0])]);
    }
  });

  it('after the grace window, a replay still revokes the session', async () => {
    const player = await signupUser(t.app);
    const browserCookie = refreshCookieOf(await refresh(player.refreshToken))!;
    await agoUsed(player.refreshToken, 61);
    const replay = await refresh(player.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ error: 'TOKEN_REUSE' });
    expect((await refresh(browserCookie)).statusCode).toBe(401);
    expect(await liveTokens(loginSessionIdOf(player.token))).toHaveLength(1); // left as it was, in a revoked session
  });

  it('a token whose successor is missing (issued under another secret) is refused without ending the session', async () => {
    const player = await signupUser(t.app);
    const loginSessionId = loginSessionIdOf(player.token);
    const live = refreshCookieOf(await refresh(player.refreshToken))!;
    // What a rotation under a previous JWT_SECRET left: a used token whose successor is not derived from it.
    await t.db.query(
      `INSERT INTO refresh_tokens (token_hash, session_id, used_at, expires_at)
       VALUES ($1, $2, now(), now() + interval '1 day')`,
      [hashRefreshToken('orphan-token'), loginSessionId],
    );
    const orphan = await refresh('orphan-token');
    expect(orphan.statusCode).toBe(401);
    expect(orphan.json().error).toBe('REFRESH_TOKEN_INVALID');
    expect((await refresh(live)).statusCode).toBe(200);
  });
});

describe('the legitimate two-tabs race', () => {
  it('leaves the browser with the live token whichever answer it applies last, and does not log it out later', async () => {
    const player = await signupUser(t.app);
    const loginSessionId = loginSessionIdOf(player.token);
    // Two tabs refresh at once with the shared cookie; a third answer is lost on a phone's network
    // and its request retried.
    const [tabA, tabB] = await Promise.all([refresh(player.refreshToken), refresh(player.refreshToken)]);
    const retried = await refresh(player.refreshToken);
    const cookies = [tabA, tabB, retried].map(refreshCookieOf);
    expect(new Set(cookies).size).toBe(1);
    const jar = cookies[0]!;
    expect(await liveTokens(loginSessionId)).toEqual([hashRefreshToken(jar)]);

    // Long after the grace window, the cookie the browser kept still refreshes, and again.
    await agoUsed(player.refreshToken, 15 * 60);
    const later = await refresh(jar);
    expect(later.statusCode).toBe(200);
    expect((await me(later.json().data.token)).statusCode).toBe(200);
    await agoUsed(jar, 15 * 60);
    expect((await refresh(refreshCookieOf(later)!)).statusCode).toBe(200);
    const { rows } = await t.db.query<{ revoked_at: Date | null }>('SELECT revoked_at FROM sessions WHERE id = $1', [loginSessionId]);
    expect(rows).toEqual([{ revoked_at: null }]);
  });
});

import { randomInt } from 'node:crypto';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CSRF_HEADER, OPERATOR_SESSION_COOKIE, REFRESH_COOKIE, TOTP_ENROLMENT_REQUIRED, type User } from '@app/shared/contracts';
import { SESSION_CACHE_MS } from '../auth/session-cache';
import { forgetTotpStep, rememberTotpSecret, totpCodeFor, totpSecretOf } from './operator-totp-helpers';

export const PASSWORD = 'matkhau123';

let counter = 0;
// Valid under the contract (lower case, starts with a letter, 4 to 20 characters) and unique per run.
export function uniqueUsername(prefix = 'u'): string {
  counter += 1;
  return `${prefix}${counter}_${randomInt(1e6).toString(36)}`.slice(0, 20);
}

export function uniquePhone(): string {
  return `09${String(randomInt(1e8)).padStart(8, '0')}`;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function refreshCookieOf(response: LightMyRequestResponse): string | null {
  const cookie = response.cookies.find((c) => c.name === REFRESH_COOKIE);
  return cookie && cookie.value ? cookie.value : null;
}

export const cookieHeader = (refreshToken: string) => ({ cookie: `${REFRESH_COOKIE}=${refreshToken}` });

// What an operator's console sends with every call after a sign-in answered `response`: its session
// cookie, and the CSRF token the answer carried (the server asks for it on calls that change things).
export function operatorHeadersOf(response: LightMyRequestResponse): Record<string, string> {
  const cookie = response.cookies.find((c) => c.name === OPERATOR_SESSION_COOKIE)?.value;
  const csrfToken = response.json().data?.csrfToken;
  if (!cookie || typeof csrfToken !== 'string') throw new Error(`no operator session in: ${response.statusCode} ${response.body}`);
  return { cookie: `${OPERATOR_SESSION_COOKIE}=${cookie}`, [CSRF_HEADER]: csrfToken };
}

// A revoked session's token is refused on a node once the revocation's notice (a PostgreSQL NOTIFY)
// has reached that node's session cache: a moment after the commit, which the forceLogout a socket
// hears may beat, and never later than the cache's bound. Asks again until refused or past the bound.
export async function answerOnceRefused(ask: () => Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> {
  let answer = await ask();
  for (const started = Date.now(); answer.statusCode !== 401 && Date.now() - started < SESSION_CACHE_MS;) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    answer = await ask();
  }
  return answer;
}

// A solved bot check, as the page's widget sends it (base64 of {challenge, solution}): a fresh
// challenge from the app, solved for real (the test config's ALTCHA_MAX_NUMBER keeps it to a few
// milliseconds). `remoteAddress` only matters to a test that counts requests per address.
export async function solvedBotCheck(app: FastifyInstance, remoteAddress?: string): Promise<string> {
  const answer = await app.inject({ method: 'GET', url: '/api/auth/challenge', ...(remoteAddress ? { remoteAddress } : {}) });
  if (answer.statusCode !== 200) throw new Error(`challenge failed: ${answer.statusCode} ${answer.body}`);
  return solveBotCheck(answer.json());
}

// The widget's payload for a challenge fetched by other means (a server in a child process).
export async function solveBotCheck(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export interface SignedIn {
  // A player's access token and refresh token; empty for an operator, who holds neither.
  token: string;
  refreshToken: string;
  // What each of the party's requests sends: a player's Bearer token, an operator's cookie and
  // CSRF token.
  headers: Record<string, string>;
  user: User;
  username: string;
  password: string;
}

export async function signupUser(
  app: FastifyInstance,
  fields: { username?: string; phone?: string; password?: string } = {},
): Promise<SignedIn> {
  const username = fields.username ?? uniqueUsername();
  const password = fields.password ?? PASSWORD;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { username, phone: fields.phone ?? uniquePhone(), password, 'cf-turnstile-response': await solvedBotCheck(app) },
  });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  return signedInBy(response, username, password);
}

// What a sign-in answered: a player's token and refresh cookie, or an operator's session cookie and
// CSRF token.
function signedInBy(response: LightMyRequestResponse, username: string, password: string): SignedIn {
  const { data } = response.json();
  if (data.csrfToken) return { token: '', refreshToken: '', headers: operatorHeadersOf(response), user: data.user, username, password };
  return { token: data.token, refreshToken: refreshCookieOf(response)!, headers: bearer(data.token), user: data.user, username, password };
}

// An operator whose authenticator secret the helpers know (TEST_ADMIN, newOperator's) sends its
// current code, as the console and the CLI do.
export async function loginUser(app: FastifyInstance, username: string, password: string = PASSWORD): Promise<SignedIn> {
  const secret = totpSecretOf(username);
  if (secret) await forgetTotpStep(app.db, username);
  const totp = secret ? { totpCode: totpCodeFor(secret) } : {};
  let response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password, ...totp } });
  // An operator made by the API or the CLI has no authenticator yet: the helper enrols as the
  // operator's phone would (the secret the answer shows), and keeps the secret for later logins.
  if (response.statusCode === 403 && response.json().error === TOTP_ENROLMENT_REQUIRED) {
    const { ticket, secret: shown } = response.json().enrolment as { ticket: string; secret: string };
    rememberTotpSecret(username, shown);
    response = await app.inject({ method: 'POST', url: '/api/auth/totp/enroll', payload: { ticket, code: totpCodeFor(shown) } });
  }
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return signedInBy(response, username, password);
}

// A player's login from `address`, carrying the browser's device cookie when given: answers the
// cookie's id, kept as it was, or the new one the server set (httpOnly, for /api) on a browser without.
export async function loginFrom(app: FastifyInstance, username: string, address: string, deviceCookie?: string): Promise<string> {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: address,
    payload: { username, password: PASSWORD },
    headers: deviceCookie ? { cookie: `device_id=${deviceCookie}` } : {},
  });
  expect(answer.statusCode).toBe(200);
  const set = answer.cookies.find((c) => c.name === 'device_id');
  if (deviceCookie) expect(set).toBeUndefined();
  else expect(set).toMatchObject({ httpOnly: true, path: '/api', sameSite: 'Lax' });
  return deviceCookie ?? set!.value;
}

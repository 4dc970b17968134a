import { FORCE_LOGOUT_MESSAGES, HTTP_MESSAGES } from '../../contracts/messages';
import { authEndpointOf, classifyHttpError } from '../error-catalogue';

describe('authEndpointOf', () => {
  it.each([
    ['http://localhost/api/auth/login', 'login'],
    ['http://localhost/api/auth/signup', 'signup'],
    ['http://localhost/api/auth/refresh-token', 'refresh'],
    ['http://localhost/api/auth/logout', 'logout'],
    ['http://localhost/api/auth/me', null],
    ['http://localhost/api/auth/login-history', null],
  ])('%s → %p', (url, expected) => {
    expect(authEndpointOf(url)).toBe(expected);
  });
});

describe('classifyHttpError', () => {
  it('revoked session: log out, told it was a login elsewhere', () => {
    expect(classifyHttpError(401, { error: 'SESSION_REVOKED', message: HTTP_MESSAGES.sessionRevoked }, null).effect).toEqual({
      kind: 'logout',
      notice: HTTP_MESSAGES.loggedInElsewhere,
      reason: 'NEW_LOGIN',
    });
  });

  it('the revoked message on another status is not a revocation', () => {
    expect(classifyHttpError(400, { message: HTTP_MESSAGES.sessionRevoked }, null).effect.kind).toBe('toast');
  });

  it('a banned address: a signed-in page ends with the IP_BANNED notice; the login form shows it', () => {
    const body = { success: false, error: 'IP_BANNED', message: FORCE_LOGOUT_MESSAGES.IP_BANNED };
    expect(classifyHttpError(403, body, null).effect).toEqual({
      kind: 'logout',
      notice: FORCE_LOGOUT_MESSAGES.IP_BANNED,
      reason: 'IP_BANNED',
    });
    expect(classifyHttpError(403, body, 'login')).toMatchObject({ message: FORCE_LOGOUT_MESSAGES.IP_BANNED, effect: { kind: 'none' } });
  });

  it('ban only on 403', () => {
    expect(classifyHttpError(403, { error: 'User is banned' }, null).effect).toEqual({ kind: 'logout', notice: HTTP_MESSAGES.bannedToast });
    expect(classifyHttpError(400, { error: 'User is banned' }, null).effect.kind).not.toBe('logout');
  });

  it('a 429 says how long to wait after too many login-password tries, the general sentence otherwise', () => {
    expect(classifyHttpError(429, { message: HTTP_MESSAGES.tooManyPasswordTries }, null).effect).toEqual({
      kind: 'toast',
      message: HTTP_MESSAGES.tooManyPasswordTries,
    });
    expect(classifyHttpError(429, null, null).effect).toEqual({ kind: 'toast', message: HTTP_MESSAGES.tooManyRequests });
    expect(classifyHttpError(429, { message: 'Too Many Requests' }, null).message).toBe(HTTP_MESSAGES.tooManyRequests);
  });

  it('a 401 is never toasted', () => {
    expect(classifyHttpError(401, { message: 'Sai mật khẩu' }, 'login')).toEqual({ message: 'Sai mật khẩu', effect: { kind: 'none' } });
  });

  it('5xx of login and signup falls back to the server message, without the system toast', () => {
    expect(classifyHttpError(500, { message: 'Máy chủ bận' }, 'signup').effect).toEqual({ kind: 'toast', message: 'Máy chủ bận' });
    expect(classifyHttpError(500, null, 'login')).toEqual({ message: HTTP_MESSAGES.serverError, effect: { kind: 'none' } });
    expect(classifyHttpError(502, null, null).effect).toEqual({ kind: 'toast', message: HTTP_MESSAGES.serverError });
  });

  it('a 503 (the database out of reach) says so in its own words, whatever the body; login and signup show it in the form', () => {
    const out = HTTP_MESSAGES.serviceUnavailable;
    expect(classifyHttpError(503, { error: 'SERVICE_UNAVAILABLE', message: 'x' }, null)).toEqual({
      error: 'SERVICE_UNAVAILABLE',
      field: undefined,
      message: out,
      effect: { kind: 'toast', message: out },
    });
    expect(classifyHttpError(503, null, 'login')).toMatchObject({ message: out, effect: { kind: 'none' } });
  });
});

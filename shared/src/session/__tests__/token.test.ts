import { decodeToken, isTokenExpired, isTokenFormatValid, tokenExpiresInMs } from '../token';
import { makeToken } from '../../test-utils/session-fixtures';

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
const header = b64({ alg: 'HS256', typ: 'JWT' });

describe('isTokenFormatValid', () => {
  it('accepts three decodable parts with exp, iat, userId and username', () => {
    expect(isTokenFormatValid(makeToken())).toBe(true);
    expect(isTokenFormatValid(makeToken({}, -60))).toBe(true); // expired is still well formed
  });

  it.each(['exp', 'iat', 'userId', 'username'])('rejects a payload without %s', (field) => {
    expect(isTokenFormatValid(makeToken({ [field]: undefined }))).toBe(false);
  });

  it('rejects wrong types for exp and iat and an empty username', () => {
    expect(isTokenFormatValid(makeToken({ exp: '123' }))).toBe(false);
    expect(isTokenFormatValid(makeToken({ iat: null }))).toBe(false);
    expect(isTokenFormatValid(makeToken({ username: '' }))).toBe(false);
  });

  it.each([
    ['not a string', 42],
    ['null', null],
    ['empty', ''],
    ['two parts', `${header}.${b64({ exp: 1, iat: 1, userId: 1, username: 'a' })}`],
    ['four parts', `${makeToken()}.x`],
    ['empty signature', `${makeToken().split('.').slice(0, 2).join('.')}.`],
    ['undecodable header', `%%%.${b64({ exp: 1, iat: 1, userId: 1, username: 'a' })}.sig`],
    ['header not JSON', `${btoa('nope')}.${b64({ exp: 1, iat: 1, userId: 1, username: 'a' })}.sig`],
    ['payload not JSON', `${header}.${btoa('nope')}.sig`],
    ['payload JSON null', `${header}.${btoa('null')}.sig`],
  ])('rejects %s', (_label, token) => {
    expect(isTokenFormatValid(token)).toBe(false);
  });
});

describe('expiry', () => {
  it('decodes the payload', () => {
    expect(decodeToken(makeToken({ userId: 99 }))).toMatchObject({ userId: 99, username: 'nguoichoi' });
    expect(decodeToken('garbage')).toBeNull();
  });

  it('is expired at and after exp, not before', () => {
    const token = makeToken({}, 60);
    const exp = decodeToken(token)!.exp * 1000;
    expect(isTokenExpired(token, exp - 1)).toBe(false);
    expect(isTokenExpired(token, exp)).toBe(true);
    expect(isTokenExpired(token, exp + 1)).toBe(true);
    expect(tokenExpiresInMs(token, exp - 5000)).toBe(5000);
  });

  it('treats an unreadable token as expired', () => {
    expect(isTokenExpired('a.b')).toBe(true);
    expect(isTokenExpired(null)).toBe(true);
    expect(tokenExpiresInMs(undefined)).toBe(-Infinity);
  });
});

import { ACCESS_TOKEN_TTL_SECONDS } from '@app/shared/contracts';
import { createAccessTokens } from '../access-token';

const claims = { sid: 'sid-1', userId: 7, username: 'nguoichoi', role: 'user' as const };

describe('access tokens', () => {
  afterEach(() => jest.useRealTimers());

  it('answers a token verified before from memory, and still as expired once its time has passed', () => {
    jest.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z') });
    const tokens = createAccessTokens('a-secret-of-at-least-thirty-two-characters');
    const token = tokens.sign(claims);
    expect(tokens.verify(token)).toEqual({ ok: true, claims: expect.objectContaining(claims) });
    expect(tokens.verify(token)).toEqual({ ok: true, claims: expect.objectContaining(claims) });

    jest.setSystemTime(Date.now() + ACCESS_TOKEN_TTL_SECONDS * 1000);
    expect(tokens.verify(token)).toEqual({ ok: false, reason: 'expired' });
    // Logout still learns the session of a genuine expired token.
    expect(tokens.verify(token, { ignoreExpiration: true })).toEqual({ ok: true, claims: expect.objectContaining(claims) });
  });

  it('refuses a token altered after one like it was verified, and one signed with another secret', () => {
    const tokens = createAccessTokens('a-secret-of-at-least-thirty-two-characters');
    const token = tokens.sign(claims);
    expect(tokens.verify(token).ok).toBe(true);
    const [head, body, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, userId: 8, exp: 4_102_444_800 })).toString('base64url');
    expect(tokens.verify(`${head}.${forged}.${signature}`)).toEqual({ ok: false, reason: 'invalid' });
    expect(tokens.verify(`${head}.${body}.${signature.slice(0, -2)}xx`)).toEqual({ ok: false, reason: 'invalid' });
    const other = createAccessTokens('another-secret-of-at-least-thirty-two-chars');
    expect(other.verify(token)).toEqual({ ok: false, reason: 'invalid' });
  });
});

// CSRF tokens bound to a session, sent back in x-csrf-token by state-changing calls. Two users:
// the game calls (GET /game-taixiu/csrf-token hands one out to a player), and every call of an
// operator's console, whose session rides in a cookie the browser would attach to a forged request
// too (login and /auth/me hand it out). Stateless (an HMAC of the session id and the expiry), so
// every node checks it and a restart keeps it valid.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { CSRF_LIFETIME_S, GAME_MESSAGES } from '@app/shared/contracts';
import { AppError } from '../http/app-error';

export interface CsrfTokens {
  issue(loginSessionId: string): { csrf_token: string; expires_in: number };
  // Throws a 403 with a Vietnamese message unless `token` was issued for `loginSessionId` and has not expired.
  verify(loginSessionId: string, token: unknown): void;
}

const csrfError = (message: string) => new AppError(403, 'CSRF_INVALID', message);

export function createCsrfTokens(
  secret: string,
  {
    purpose = 'game',
    lifetimeSeconds = CSRF_LIFETIME_S,
    now = Date.now,
  }: { purpose?: 'game' | 'operator'; lifetimeSeconds?: number; now?: () => number } = {},
): CsrfTokens {
  // A key of its own per purpose, so a CSRF token can never be mistaken for anything signed with the
  // JWT secret, nor a game's for a console's.
  const key = createHash('sha256').update(`${purpose}-csrf:${secret}`).digest();
  const mac = (loginSessionId: string, expires: number) =>
    createHmac('sha256', key).update(`${loginSessionId}:${expires}`).digest('base64url');

  return {
    issue(loginSessionId) {
      const expires = Math.floor(now() / 1000) + lifetimeSeconds;
      return { csrf_token: `${expires}.${mac(loginSessionId, expires)}`, expires_in: lifetimeSeconds };
    },
    verify(loginSessionId, token) {
      if (typeof token !== 'string' || token.trim() === '') throw csrfError(GAME_MESSAGES.csrfMissing);
      const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
      if (!match) throw csrfError(GAME_MESSAGES.csrfInvalid);
      const expires = Number(match[1]);
      const expected = Buffer.from(mac(loginSessionId, expires));
      const given = Buffer.from(match[2]);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw csrfError(GAME_MESSAGES.csrfInvalid);
      if (expires * 1000 <= now()) throw csrfError(GAME_MESSAGES.csrfInvalid);
    },
  };
}

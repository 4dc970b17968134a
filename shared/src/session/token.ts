import { jwtDecode } from 'jwt-decode';
import type { TokenPayload } from '../contracts/api';

// A JWT segment is base64url (padding tolerated); anything else cannot be one of our tokens.
const SEGMENT = /^[A-Za-z0-9_-]+={0,2}$/;

export function decodeToken(token: string | null | undefined): TokenPayload | null {
  if (typeof token !== 'string' || token === '') return null;
  try {
    const payload = jwtDecode<TokenPayload>(token);
    return payload && typeof payload === 'object' ? payload : null;
  } catch {
    return null;
  }
}

/** Three dot-separated decodable parts whose payload carries exp, iat, userId and username. */
export function isTokenFormatValid(token: unknown): token is string {
  if (typeof token !== 'string') return false;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => SEGMENT.test(part))) return false;
  try {
    jwtDecode(token, { header: true });
  } catch {
    return false;
  }
  const payload = decodeToken(token);
  return (
    !!payload &&
    typeof payload.exp === 'number' &&
    typeof payload.iat === 'number' &&
    payload.userId !== undefined &&
    payload.userId !== null &&
    typeof payload.username === 'string' &&
    payload.username !== ''
  );
}

// A phone whose clock is off by minutes would judge every fresh token expired (or about to be) and
// refuse it or refresh it forever. Each token the server just issued tells us its clock (iat), so
// expiry is judged on the server's time.
let clockSkewMs = 0;

/** Call with a token the server has just issued (login, signup, refresh). */
export function learnServerClock(token: string, receivedAt = Date.now()): void {
  const iat = decodeToken(token)?.iat;
  if (typeof iat !== 'number') return;
  const skew = iat * 1000 - receivedAt;
  // Under a minute is latency and rounding (iat is in whole seconds), not a wrong clock.
  clockSkewMs = Math.abs(skew) < 60_000 ? 0 : skew;
}

/** The server's time as best known: the device clock corrected by the last token's iat. */
export const serverNow = (): number => Date.now() + clockSkewMs;

/** Milliseconds until the token expires; negative when past; -Infinity when unreadable. */
export function tokenExpiresInMs(token: string | null | undefined, now = serverNow()): number {
  if (!isTokenFormatValid(token)) return -Infinity;
  return decodeToken(token)!.exp * 1000 - now;
}

/** An unreadable token counts as expired: nothing may be sent with it. */
export function isTokenExpired(token: string | null | undefined, now = serverNow()): boolean {
  return tokenExpiresInMs(token, now) <= 0;
}

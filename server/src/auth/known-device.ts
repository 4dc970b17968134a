import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

// A "device cookie" (OWASP's answer to password spraying without locking players out): a browser that
// has signed in as a player carries a signed note saying so. When an address has used up its failed
// logins (failedLoginLimit), a login for the player named in the note still goes through, so one
// attacker behind a carrier's shared address cannot lock out the players behind it. The note proves
// only that this browser once knew the password; the password is still checked, and the limit per
// address and username still holds, and a cookie with 5 wrong passwords in 10 minutes stops counting.
// Only players get one: the operator's account has no reason to be let through.
export const KNOWN_DEVICE_COOKIE = 'known_device';
const TTL_SECONDS = 90 * 24 * 3600;

// A key of its own, derived from the server's secret, so these notes can never pass for its tokens.
const signature = (secret: string, username: string, expiresAt: number) =>
  createHmac('sha256', createHmac('sha256', secret).update('known-device').digest())
    .update(`${username.toLowerCase()}:${expiresAt}`)
    .digest('base64url');

// Sent to the login route only.
const cookieOptions = (request: FastifyRequest) => ({
  path: '/api/auth/login',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: request.protocol === 'https',
});

export function setKnownDevice(request: FastifyRequest, reply: FastifyReply, secret: string, username: string, now = Date.now()): void {
  const expiresAt = Math.floor(now / 1000) + TTL_SECONDS;
  reply.setCookie(KNOWN_DEVICE_COOKIE, `${expiresAt}.${signature(secret, username, expiresAt)}`, { ...cookieOptions(request), maxAge: TTL_SECONDS });
}

// Names the cookie in the limit on its failures (rate-limits.ts): its signature, which is unique.
export function knownDeviceId(request: FastifyRequest): string {
  const cookie = request.cookies?.[KNOWN_DEVICE_COOKIE];
  return typeof cookie === 'string' ? cookie.slice(-43) : '';
}

// Whether the request's cookie was given to this browser for `username`, and has not expired.
export function isKnownDevice(request: FastifyRequest, secret: string, username: unknown, now = Date.now()): boolean {
  const cookie = request.cookies?.[KNOWN_DEVICE_COOKIE];
  if (typeof cookie !== 'string' || cookie.length > 100 || typeof username !== 'string' || !username) return false;
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(cookie);
  if (!match) return false;
  const expiresAt = Number(match[1]);
  if (expiresAt * 1000 <= now) return false;
  const expected = Buffer.from(signature(secret, username, expiresAt));
  const given = Buffer.from(match[2]);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

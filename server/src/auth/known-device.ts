import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE, AUTH_PATHS } from '@app/shared/contracts';

// A "device cookie" (OWASP's answer to password spraying without locking players out): a browser that
// has signed in as a player carries a signed note saying so. When an address has used up its failed
// logins (failedLoginLimit), a login for the player named in the note still goes through, so one
// attacker behind a carrier's shared address cannot lock out the players behind it. The note proves
// only that this browser knew the player's current password; the password is still checked, the limit
// per address and username still holds, a cookie with 5 wrong passwords in 10 minutes stops counting,
// and a password change ends every note given before it. The operator's account gets none.
const KNOWN_DEVICE_COOKIE = 'known_device';
const TTL_SECONDS = 90 * 24 * 3600;

// Who the note is for: the player and their password as stored (its hash, which never leaves the
// server; a new password, or the same one hashed afresh, is a new credential).
export interface DeviceHolder {
  username: string;
  password_hash: string;
}

export interface KnownDeviceNote {
  expiresAt: number;
  mac: string;
}

// A key of its own, derived from the server's secret, so these notes can never pass for its tokens.
const signature = (secret: string, holder: DeviceHolder, expiresAt: number) =>
  createHmac('sha256', createHmac('sha256', secret).update('known-device').digest())
    .update(`${holder.username.toLowerCase()}:${expiresAt}:${holder.password_hash}`)
    .digest('base64url');

// Sent to the login route only.
const cookieOptions = (request: FastifyRequest) => ({
  path: `${API_BASE}${AUTH_PATHS.login}`,
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: request.protocol === 'https',
});

export function setKnownDevice(request: FastifyRequest, reply: FastifyReply, secret: string, holder: DeviceHolder, now = Date.now()): void {
  const expiresAt = Math.floor(now / 1000) + TTL_SECONDS;
  reply.setCookie(KNOWN_DEVICE_COOKIE, `${expiresAt}.${signature(secret, holder, expiresAt)}`, {
    ...cookieOptions(request),
    maxAge: TTL_SECONDS,
  });
}

// Names the cookie in the limit on its failures (rate-limits.ts): its signature, which is unique.
export function knownDeviceId(request: FastifyRequest): string {
  const cookie = request.cookies?.[KNOWN_DEVICE_COOKIE];
  return typeof cookie === 'string' ? cookie.slice(-43) : '';
}

// The request's note if it is well formed and unexpired; whom it is for is checked by isKnownDevice.
export function readKnownDevice(request: FastifyRequest, now = Date.now()): KnownDeviceNote | null {
  const cookie = request.cookies?.[KNOWN_DEVICE_COOKIE];
  if (typeof cookie !== 'string' || cookie.length > 100) return null;
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(cookie);
  if (!match) return null;
  const expiresAt = Number(match[1]);
  return expiresAt * 1000 > now ? { expiresAt, mac: match[2] } : null;
}

// Whether the note was given to a browser signed in as `holder` with their current password.
export function isKnownDevice(note: KnownDeviceNote, secret: string, holder: DeviceHolder | null): boolean {
  if (!holder) return false;
  const expected = Buffer.from(signature(secret, holder, note.expiresAt));
  const given = Buffer.from(note.mac);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE } from '@app/shared/contracts';

// A random id a player's browser keeps from its first login, kept on each session row it opens: the
// console lists a player's devices, and players sharing one browser can be found. It proves nothing
// (a player can clear it), it only counts. Unlike the known-device note (known-device.ts), which is a
// MAC per player and password, one id serves every player who signs in on the browser.
const DEVICE_COOKIE = 'device_id';
const TTL_SECONDS = 2 * 365 * 24 * 3600;
const WELL_FORMED = /^[A-Za-z0-9_-]{22}$/;

export function readDeviceId(request: FastifyRequest): string | null {
  const cookie = request.cookies?.[DEVICE_COOKIE];
  return typeof cookie === 'string' && WELL_FORMED.test(cookie) ? cookie : null;
}

// The browser's id, or a new one for a browser that has none (then `keep` sets its cookie, once
// the login went through: a failed login leaves nothing behind).
export function deviceIdFor(request: FastifyRequest): { deviceId: string; keep: (reply: FastifyReply) => void } {
  const known = readDeviceId(request);
  const deviceId = known ?? randomBytes(16).toString('base64url');
  return {
    deviceId,
    keep(reply) {
      if (known) return;
      reply.setCookie(DEVICE_COOKIE, deviceId, {
        // Every API call carries it; no page script can read it.
        path: API_BASE,
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge: TTL_SECONDS,
      });
    },
  };
}

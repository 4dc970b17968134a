import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Which canary group a page belongs to: "u:<user id>" once a player has signed in on the browser,
// "d:<random id>" for a visitor's device before that. Kept in a cookie the server signs (a player
// cannot pick their group by editing it) and sent with every page and API request, so that the page
// the server draws, its preloads and the host's later reads of the registry agree.
const COOKIE = 'remote_group';
const TTL_SECONDS = 2 * 365 * 24 * 3600;
const KEY = /^(u:[0-9]{1,19}|d:[A-Za-z0-9_-]{22})$/;

export type CanaryGroups = ReturnType<typeof createCanaryGroups>;

export function createCanaryGroups(secret: string) {
  const mac = (key: string) => createHmac('sha256', `remote-group:${secret}`).update(key).digest('base64url').slice(0, 22);
  const set = (request: FastifyRequest, reply: FastifyReply, key: string) =>
    reply.setCookie(COOKIE, `${key}.${mac(key)}`, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: TTL_SECONDS,
    });

  const read = (request: FastifyRequest): string | null => {
    const value = request.cookies?.[COOKIE];
    if (typeof value !== 'string') return null;
    const at = value.lastIndexOf('.');
    const key = value.slice(0, at);
    const given = Buffer.from(value.slice(at + 1));
    const expected = Buffer.from(mac(key));
    return at > 0 && KEY.test(key) && given.length === expected.length && timingSafeEqual(given, expected) ? key : null;
  };

  return {
    read,
    /**
     * The page's group: the signed-in player's, else the cookie's, else a new device's (its cookie
     * set on `reply`).
     */
    forPage(request: FastifyRequest, reply: FastifyReply): string {
      if (request.auth) return `u:${request.auth.userId}`;
      const known = read(request);
      if (known) return known;
      const key = `d:${randomBytes(16).toString('base64url')}`;
      set(request, reply, key);
      return key;
    },
    /** A signed-in player's requests move the browser into their own group, for good. */
    follow(request: FastifyRequest, reply: FastifyReply, userId: number): void {
      const key = `u:${userId}`;
      if (read(request) !== key) set(request, reply, key);
    },
  };
}

import { createHash, createHmac, randomBytes } from 'node:crypto';
import { REFRESH_COOKIE, REFRESH_TOKEN_TTL_SECONDS } from '@app/shared/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

// 256 random bits; only its SHA-256 is stored.
export const newRefreshToken = () => randomBytes(32).toString('base64url');

export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');

// A key of its own, derived from the server's secret, for the successors below.
export const refreshSuccessorKey = (secret: string) => createHmac('sha256', secret).update('refresh-token-successor').digest();

// What rotating `token` hands out. Deriving it (rather than drawing it at random) lets a replay of a
// used token be answered with the successor already issued, found again by its hash, without
// keeping any token in plain text; without the key it is as unguessable as a random one.
export const successorOf = (key: Buffer, token: string) => createHmac('sha256', key).update(token).digest('base64url');

// The successors of `token` in rotation order: its rotation, that one's rotation, and so on.
export function successorChain(key: Buffer, token: string, length: number): string[] {
  const chain: string[] = [];
  let current = token;
  for (let i = 0; i < length; i += 1) {
    current = successorOf(key, current);
    chain.push(current);
  }
  return chain;
}

// Scoped to /api/auth: the browser sends it to refresh and logout only, never to the rest of the API.
const cookieOptions = (request: FastifyRequest) => ({
  path: '/api/auth',
  httpOnly: true,
  sameSite: 'lax' as const,
  // Secure only over https, so the cookie still works on http://localhost during development.
  secure: request.protocol === 'https',
});

export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(REFRESH_COOKIE, token, { ...cookieOptions(request), maxAge: REFRESH_TOKEN_TTL_SECONDS });
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, cookieOptions(request));
}

export function readRefreshCookie(request: FastifyRequest): string | null {
  const value = request.cookies?.[REFRESH_COOKIE];
  return typeof value === 'string' && value.length > 0 && value.length <= 256 ? value : null;
}

import { createHash, randomBytes } from 'node:crypto';
import { OPERATOR_SESSION_COOKIE } from '@app/shared/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

// An operator's session travels only in this cookie: httpOnly (no page script reads it),
// SameSite=Strict (no other site's page sends it), Secure over https, and no expiry of its own (it
// goes with the browser; the server ends it sooner, see OperatorSessionLimits). Path / because the
// API, the socket and the console's own files all need it.

// 256 random bits; only its SHA-256 is stored.
export const newSessionCookie = () => randomBytes(32).toString('base64url');

export const hashSessionCookie = (cookie: string) => createHash('sha256').update(`operator-session:${cookie}`).digest('hex');

const cookieOptions = (request: FastifyRequest) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'strict' as const,
  // Secure only over https, so the console still works on http://localhost during development.
  secure: request.protocol === 'https',
});

export function setOperatorCookie(request: FastifyRequest, reply: FastifyReply, cookie: string): void {
  reply.setCookie(OPERATOR_SESSION_COOKIE, cookie, cookieOptions(request));
}

export function clearOperatorCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(OPERATOR_SESSION_COOKIE, cookieOptions(request));
}

const wellFormed = (value: unknown): string | null => (typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null);

export function readOperatorCookie(request: FastifyRequest): string | null {
  return wellFormed(request.cookies?.[OPERATOR_SESSION_COOKIE]);
}

// The same from a raw Cookie header (a socket's handshake, which fastify's cookie parser never sees).
export function operatorCookieIn(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === OPERATOR_SESSION_COOKIE) return wellFormed(part.slice(at + 1).trim());
  }
  return null;
}

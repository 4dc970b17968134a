import { createSecretKey } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { ACCESS_TOKEN_TTL_SECONDS, isOperatorRole, type Role } from '@app/shared/contracts';

export interface AccessClaims {
  sid: string;
  userId: number;
  username: string;
  role: Role;
}

export type AccessTokenCheck = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

export interface AccessTokens {
  sign(claims: AccessClaims): string;
  // ignoreExpiration: logout accepts an expired (but genuine) token to know which session to end.
  verify(token: string, options?: { ignoreExpiration?: boolean }): AccessTokenCheck;
}

const MAX_TOKEN_LENGTH = 4096;
const VERIFIED_TOKENS_KEPT = 20_000;

// HS256 JWTs of 15 minutes. The algorithm is pinned on verify so a token cannot choose "none".
export function createAccessTokens(secret: string): AccessTokens {
  // A key object made once: given the text, jsonwebtoken first tries it as a public key on every
  // call, and that failed parse was a seventh of the server's CPU under a burst of bets.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  // Tokens already verified, with their claims: a player sends the same token with every request of
  // its 15 minutes (every bet), and its signature and claims cannot change, only the clock can pass
  // its expiry, which is checked on each use. The oldest are dropped past the bound.
  const verified = new Map<string, { claims: AccessClaims; exp: number }>();
  const remember = (token: string, entry: { claims: AccessClaims; exp: number }) => {
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
    verified.set(token, entry);
  };
  return {
    sign: (claims) =>
      jwt.sign({ sid: claims.sid, userId: claims.userId, username: claims.username, role: claims.role }, key, {
        algorithm: 'HS256',
        expiresIn: ACCESS_TOKEN_TTL_SECONDS,
      }),
    verify(token, options = {}) {
      if (!token || token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'invalid' };
      const known = verified.get(token);
      if (known) {
        if (options.ignoreExpiration || Math.floor(Date.now() / 1000) < known.exp) return { ok: true, claims: known.claims };
        verified.delete(token);
        return { ok: false, reason: 'expired' };
      }
      let payload: unknown;
      try {
        payload = jwt.verify(token, key, { algorithms: ['HS256'], ignoreExpiration: options.ignoreExpiration });
      } catch (error) {
        return { ok: false, reason: (error as Error).name === 'TokenExpiredError' ? 'expired' : 'invalid' };
      }
      const claims = payload as Partial<AccessClaims> | null;
      if (
        !claims ||
        typeof claims !== 'object' ||
        typeof claims.sid !== 'string' ||
        claims.sid.length > 64 ||
        !Number.isSafeInteger(claims.userId) ||
        typeof claims.username !== 'string' ||
        (claims.role !== 'user' && !isOperatorRole(claims.role))
      ) {
        return { ok: false, reason: 'invalid' };
      }
      const exp = (payload as { exp?: unknown }).exp;
      if (typeof exp === 'number') remember(token, { claims: claims as AccessClaims, exp });
      return { ok: true, claims: claims as AccessClaims };
    },
  };
}

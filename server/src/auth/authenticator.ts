import { isOperatorRole, type Role } from '@app/shared/contracts';
import type { Db } from '../db/db';
import { sessionRevoked, userBanned } from '../http/app-error';
import type { AccessTokens } from './access-token';
import { notSignedIn, operatorSessionOver, tokenExpired, tokenInvalid } from './auth-errors';
import type { SessionCache } from './session-cache';
import { endReasonOfCookie, findSessionState, touchOperatorSession, type OperatorSessionLimits } from './session-store';

const ENDED_BY_OTHERS = new Set(['NEW_LOGIN', 'OPERATOR_CHANGED', 'OPERATOR_DISABLED']);

// Who is calling, as established from their credentials and the live session row.
export interface AuthContext {
  userId: number;
  loginSessionId: string;
  username: string;
  role: Role;
  // How the session came: a player's access token, or an operator's httpOnly cookie (whose
  // state-changing calls must also prove they come from the console's own page: a CSRF token).
  via: 'token' | 'cookie';
}

// What a request or a socket handshake presents: the Bearer token, the operator session cookie.
export interface Credentials {
  bearer: string | null;
  cookie: string | null;
}

export type Authenticator = (credentials: Credentials) => Promise<AuthContext>;

// Shared by HTTP requests and socket handshakes.
//
// A token is checked first (no database), then the session row (as the session cache keeps it, see
// there for how a revocation still takes effect at once): a revoked session answers 401 before a
// ban answers 403. The role comes from the database, not the token, so a demotion takes effect at
// once. Operators never hold an access token: one naming an operator's session is refused, so the
// cookie is the only way an operator's session is used.
//
// A cookie is looked up by its hash and marked used in one statement, which also applies the idle
// timeout and the lifetime (operator sessions are few, and each of their calls a person's click).
export function createAuthenticator(
  db: Db,
  tokens: AccessTokens,
  sessions: SessionCache,
  operatorLimits: OperatorSessionLimits,
): Authenticator {
  return async ({ bearer, cookie }) => {
    if (bearer) {
      const checked = tokens.verify(bearer);
      if (!checked.ok) throw checked.reason === 'expired' ? tokenExpired() : tokenInvalid();
      const { claims } = checked;
      const state = await sessions.find(claims.sid, () => findSessionState(db, claims.sid));
      if (!state || state.userId !== claims.userId || state.revoked) throw sessionRevoked();
      if (isOperatorRole(state.role)) throw tokenInvalid();
      if (state.banned) throw userBanned();
      return { userId: state.userId, loginSessionId: claims.sid, username: state.username, role: state.role, via: 'token' };
    }
    if (cookie) {
      const state = await touchOperatorSession(db, cookie, operatorLimits);
      if (!state) {
        // Ended by someone else (a login elsewhere, the host's CLI changing the account) reads as
        // the player's revoked session does; anything else (idle, too old, signed out) as expired.
        const reason = await endReasonOfCookie(db, cookie);
        throw reason && ENDED_BY_OTHERS.has(reason) ? sessionRevoked() : operatorSessionOver();
      }
      if (!isOperatorRole(state.role)) throw operatorSessionOver();
      if (state.banned) throw userBanned();
      return { userId: state.userId, loginSessionId: state.loginSessionId, username: state.username, role: state.role, via: 'cookie' };
    }
    throw notSignedIn();
  };
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

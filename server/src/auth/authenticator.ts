import type { Role } from '@app/shared/contracts';
import type { Db } from '../db/db';
import { sessionRevoked, userBanned } from '../http/app-error';
import type { AccessTokens } from './access-token';
import { notSignedIn, tokenExpired, tokenInvalid } from './auth-errors';
import type { SessionCache } from './session-cache';
import { findSessionState } from './session-store';

// Who is calling, as established from an access token and the live session row.
export interface AuthContext {
  userId: number;
  sid: string;
  username: string;
  role: Role;
}

export type Authenticator = (token: string | null) => Promise<AuthContext>;

// Shared by HTTP requests and socket handshakes. The token is checked first (no database), then the
// session row (as the session cache keeps it, see there for how a revocation still takes effect at
// once): a revoked session answers 401 before a ban answers 403. The role comes from the database,
// not the token, so a demotion takes effect at once.
export function createAuthenticator(db: Db, tokens: AccessTokens, sessions: SessionCache): Authenticator {
  return async (token) => {
    if (!token) throw notSignedIn();
    const checked = tokens.verify(token);
    if (!checked.ok) throw checked.reason === 'expired' ? tokenExpired() : tokenInvalid();
    const { claims } = checked;
    const state = await sessions.find(claims.sid, () => findSessionState(db, claims.sid));
    if (!state || state.userId !== claims.userId || state.revoked) throw sessionRevoked();
    if (state.banned) throw userBanned();
    return { userId: state.userId, sid: claims.sid, username: state.username, role: state.role };
  };
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

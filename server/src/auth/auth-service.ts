import type { ChangePasswordBody, LoginBody, Role, SignupBody, TotpEnrolBody, User } from '@app/shared/contracts';
import type { Infer } from 'superstruct';
import type { Db, Queryable } from '../db/db';
import { uniqueViolation } from '../db/db';
import { sessionRevoked, userBanned } from '../http/app-error';
import type { OperatorTotp } from '../operator-totp/operator-totp';
import { TotpEnrolmentRequired, totpEnrolmentExpired, totpRequired } from '../operator-totp/totp-errors';
import type { Realtime } from '../realtime/realtime';
import { recordSecurityChange } from '../security-events/security-change';
import { announceSecurityEvent } from '../security-events/security-notice';
import {
  findReferrerByCode,
  findUserById,
  findUserByUsername,
  insertUserWithWallet,
  lockUser,
  toUserJson,
  updatePasswordHash,
  usernameOrPhoneTaken,
  type UserRow,
} from '../users/user-store';
import type { AccessTokens } from './access-token';
import type { AuthContext } from './authenticator';
import {
  newPasswordSame,
  phoneTaken,
  referralUnknown,
  refreshMissing,
  refreshReused,
  usernameTaken,
  wrongCredentials,
  wrongCurrentPassword,
} from './auth-errors';
import type { PasswordHasher } from './password-hasher';
import { successorChain, successorOf } from './refresh-token';
import {
  createOperatorSession,
  createSession,
  endLapsedOperatorSessions,
  findLiveSuccessor,
  findSessionIdByCookie,
  findRefreshTokenForUpdate,
  findSessionIdByRefreshToken,
  issueRefreshToken,
  markRefreshTokenUsed,
  revokeOtherSessions,
  revokeSession,
  type OperatorSessionLimits,
  type SessionMeta,
} from './session-store';

export type SignupInput = Infer<typeof SignupBody>;
export type LoginInput = Infer<typeof LoginBody>;
export type ChangePasswordInput = Infer<typeof ChangePasswordBody>;
export type TotpEnrolInput = Infer<typeof TotpEnrolBody>;

// A player's session: an access token for the page, a refresh token for its httpOnly cookie.
export interface IssuedSession {
  kind: 'player';
  loginSessionId: string;
  token: string;
  refreshToken: string;
  user: User;
}

// An operator's: only the value of its httpOnly cookie (operator-session-cookie.ts); the page gets
// a CSRF token for it and never a credential.
export interface OperatorSession {
  kind: 'operator';
  loginSessionId: string;
  cookie: string;
  user: User;
}

export type GrantedSession = IssuedSession | OperatorSession;

// A login also answers the password hash it leaves stored (upgraded or not), for the known_device
// cookie the route signs over it; it never leaves the server.
export type LoginSession = GrantedSession & { passwordHash: string };

export interface AuthServiceDeps {
  db: Db;
  passwords: PasswordHasher;
  tokens: AccessTokens;
  realtime: Realtime;
  // Derives each refresh token's successor (refreshSuccessorKey in refresh-token.ts).
  refreshKey: Buffer;
  // The operators' authenticator codes (operator-totp/).
  totp: OperatorTotp;
}

// Every account that is not a player's is an operator's, whatever its role's name, and signs in
// with a second factor.
const isOperator = (role: Role) => role !== 'user';

// How far a replayed token's chain is followed to its live end. Within one grace window a browser
// rotates once, twice at most; a chain that moved further is not followed, and nothing is issued.
const MAX_SUCCESSOR_LINKS = 8;

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService({ db, passwords, tokens, realtime, refreshKey, totp }: AuthServiceDeps) {
  const accessTokenFor = (loginSessionId: string, user: { id: number; username: string; role: Role }) =>
    tokens.sign({ sid: loginSessionId, userId: user.id, username: user.username, role: user.role });

  // A new session of the kind the account's role calls for.
  const grantSession = async (q: Queryable, user: UserRow, meta: SessionMeta): Promise<GrantedSession> => {
    if (isOperator(user.role)) {
      const { loginSessionId, cookie } = await createOperatorSession(q, user.id, meta);
      return { kind: 'operator', loginSessionId, cookie, user: toUserJson(user) };
    }
    const { loginSessionId, refreshToken } = await createSession(q, user.id, meta);
    return { kind: 'player', loginSessionId, token: accessTokenFor(loginSessionId, user), refreshToken, user: toUserJson(user) };
  };

  return {
    async signup(input: SignupInput, meta: SessionMeta): Promise<IssuedSession> {
      // A cheap early answer for the common case; the unique constraints below decide races.
      const taken = await usernameOrPhoneTaken(db, input.username, input.phone);
      if (taken.usernameTaken) throw usernameTaken();
      if (taken.phoneTaken) throw phoneTaken();

      const passwordHash = await passwords.hash(input.password);
      try {
        return await db.tx(async (q) => {
          // A code that is nobody's is refused on its field rather than dropped: the player meant
          // someone, and would otherwise never learn the link was not made. The new player has no
          // code yet, so the one typed is always another player's.
          const referredBy = input.referralCode ? await findReferrerByCode(q, input.referralCode) : null;
          if (input.referralCode && referredBy === null) throw referralUnknown();
          const user = await insertUserWithWallet(q, {
            username: input.username,
            phone: input.phone,
            passwordHash,
            role: 'user',
            referralCode: input.referralCode,
            referredBy,
          });
          const { loginSessionId, refreshToken } = await createSession(q, user.id, meta);
          return {
            kind: 'player' as const,
            loginSessionId,
            token: accessTokenFor(loginSessionId, user),
            refreshToken,
            user: toUserJson(user),
          };
        });
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint === 'users_username_key') throw usernameTaken();
        if (constraint === 'users_phone_key') throw phoneTaken();
        throw error;
      }
    },

    // One active session per account, operators' included: a successful login ends the others and
    // tells their sockets. An operator's CLI command signs in too, so it ends the operator's open
    // console (and the console's next login ends a command still running).
    async login(input: LoginInput, meta: SessionMeta): Promise<LoginSession> {
      const user = await findUserByUsername(db, input.username);
      if (!user) {
        await passwords.verifyAgainstDummy(input.password);
        throw wrongCredentials();
      }
      if (!(await passwords.verify(user.password_hash, input.password))) throw wrongCredentials();
      // Checked after the password, so the ban (and its reason) is not revealed to someone guessing.
      if (user.banned_at) throw userBanned(user.ban_reason);
      // An operator's right password alone opens nothing: without an authenticator yet, it starts the
      // enrolment (a ticket, not a session); with one, the login must carry its code.
      const operator = isOperator(user.role);
      if (operator) {
        if (!(await totp.hasTotp(db, user.id))) throw new TotpEnrolmentRequired(await totp.startEnrolment(db, user));
        if (!input.totpCode) throw totpRequired();
      }

      const upgradedHash = passwords.isOutdated(user.password_hash) ? await passwords.hash(input.password) : null;
      const { granted, endedSessions } = await db.tx(async (q) => {
        await lockUser(q, user.id);
        // In the session's transaction: a code is spent only by the login it opens.
        if (operator) await totp.spendLoginCode(q, user.id, input.totpCode!);
        if (upgradedHash) await updatePasswordHash(q, user.id, upgradedHash);
        const granted = await grantSession(q, user, meta);
        return { granted, endedSessions: await revokeOtherSessions(q, user.id, granted.loginSessionId, 'NEW_LOGIN') };
      });
      for (const ended of endedSessions) realtime.endSession(ended, 'NEW_LOGIN');
      return { ...granted, passwordHash: upgradedHash ?? user.password_hash };
    },

    // The operator's first code with the ticket their login answered: the authenticator is kept, the
    // recovery codes answered this once, and the session issued as a login issues it.
    async enrolTotp(input: TotpEnrolInput, meta: SessionMeta): Promise<GrantedSession & { recoveryCodes: string[] }> {
      const { granted, endedSessions, recoveryCodes } = await db.tx(async (q) => {
        const enrolled = await totp.completeEnrolment(q, input.ticket, input.code);
        const user = await findUserById(q, enrolled.userId);
        if (!user || !isOperator(user.role)) throw totpEnrolmentExpired();
        if (user.banned_at) throw userBanned();
        await lockUser(q, user.id);
        const granted = await grantSession(q, user, meta);
        const ended = await revokeOtherSessions(q, user.id, granted.loginSessionId, 'NEW_LOGIN');
        return { granted, endedSessions: ended, recoveryCodes: enrolled.recoveryCodes };
      });
      for (const ended of endedSessions) realtime.endSession(ended, 'NEW_LOGIN');
      return { ...granted, recoveryCodes };
    },

    // Rotates the refresh token. Presenting one that was already used, after the grace window,
    // means two parties hold it (a stolen copy): the session ends for both.
    //
    // Every token has exactly one successor, derived from it (successorOf), so a session's tokens
    // form a single chain whose unused end is its only live token. A token used within the grace
    // window is answered with that live end, found by following the chain; nothing new is issued, so
    // however often it is replayed no second branch appears, and the replayer ends up holding the very
    // token the browser holds (the next rotation by either one makes the other a reuser).
    // Answering the same token is what keeps the two-tabs race harmless: both tabs send the shared
    // cookie, both answers carry the same successor, and whichever Set-Cookie the browser applies
    // last, it keeps the live token; a phone that lost an answer gets it again on retry. Issuing a
    // fresh token per request and revoking the one before would instead leave the browser holding a
    // revoked token whenever the older answer arrived last, and log the player out at the next refresh.
    async refresh(refreshToken: string): Promise<{ token: string; refreshToken: string }> {
      const outcome = await db.tx(async (q) => {
        const state = await findRefreshTokenForUpdate(q, refreshToken);
        if (!state) return { kind: 'missing' as const };
        if (state.sessionRevoked) return { kind: 'revoked' as const };
        if (state.used && !state.usedRecently) {
          await revokeSession(q, state.loginSessionId, 'TOKEN_REUSE');
          return { kind: 'reused' as const, loginSessionId: state.loginSessionId };
        }
        if (state.expired) return { kind: 'missing' as const };
        if (state.banned) return { kind: 'banned' as const };
        let next: string | null;
        if (state.used) {
          next = await findLiveSuccessor(q, state.loginSessionId, successorChain(refreshKey, refreshToken, MAX_SUCCESSOR_LINKS));
        } else {
          // The row lock taken above makes this the only rotation of this token.
          await markRefreshTokenUsed(q, state.id);
          next = await issueRefreshToken(q, state.loginSessionId, successorOf(refreshKey, refreshToken));
        }
        // A broken or runaway chain: refused, but the session stays (its live token still works).
        if (!next) return { kind: 'missing' as const };
        const token = accessTokenFor(state.loginSessionId, { id: state.userId, username: state.username, role: state.role });
        return { kind: 'ok' as const, token, refreshToken: next };
      });
      switch (outcome.kind) {
        case 'ok':
          return { token: outcome.token, refreshToken: outcome.refreshToken };
        case 'reused':
          realtime.endSession(outcome.loginSessionId, 'TOKEN_REUSE');
          throw refreshReused();
        case 'revoked':
          throw sessionRevoked();
        case 'banned':
          throw userBanned();
        default:
          throw refreshMissing();
      }
    },

    // Ends the session named by the operator's cookie, or by the access token (even an expired one:
    // it is still genuine), or else by the refresh cookie. Logging out twice is not an error.
    async logout(credentials: { accessToken: string | null; refreshToken: string | null; operatorCookie: string | null }): Promise<void> {
      let loginSessionId: string | null = null;
      if (credentials.operatorCookie) loginSessionId = await findSessionIdByCookie(db, credentials.operatorCookie);
      if (!loginSessionId && credentials.accessToken) {
        const checked = tokens.verify(credentials.accessToken, { ignoreExpiration: true });
        if (checked.ok) loginSessionId = checked.claims.sid;
      }
      if (!loginSessionId && credentials.refreshToken) loginSessionId = await findSessionIdByRefreshToken(db, credentials.refreshToken);
      if (loginSessionId && (await revokeSession(db, loginSessionId, 'LOGOUT'))) realtime.endSession(loginSessionId, 'LOGOUT');
    },

    async currentUser(auth: AuthContext): Promise<User> {
      const user = await findUserById(db, auth.userId);
      if (!user) throw sessionRevoked();
      return toUserJson(user);
    },

    // Keeps the session that made the change; any other one is ended. The change is recorded (it
    // starts the withdrawal cool-down) and told to the player's pages.
    async changePassword(auth: AuthContext, input: ChangePasswordInput, origin: SessionMeta): Promise<void> {
      const user = await findUserById(db, auth.userId);
      if (!user) throw sessionRevoked();
      if (!(await passwords.verify(user.password_hash, input.currentPassword))) throw wrongCurrentPassword();
      if (input.newPassword === input.currentPassword) throw newPasswordSame();
      const passwordHash = await passwords.hash(input.newPassword);
      const { ended, event } = await db.tx(async (q) => {
        await lockUser(q, user.id);
        await updatePasswordHash(q, user.id, passwordHash);
        const event = await recordSecurityChange(q, user.id, 'password_changed', null, origin);
        return { ended: await revokeOtherSessions(q, user.id, auth.loginSessionId, 'PASSWORD_CHANGED'), event };
      });
      announceSecurityEvent(realtime, user.id, event);
      for (const loginSessionId of ended) realtime.endSession(loginSessionId, 'PASSWORD_CHANGED');
    },

    // A console left open keeps its socket, which never touches the session: the lapsed sessions
    // are ended, and their sockets told why and closed.
    async endLapsedOperatorSessions(limits: OperatorSessionLimits): Promise<void> {
      for (const { loginSessionId, reason } of await endLapsedOperatorSessions(db, limits)) realtime.endSession(loginSessionId, reason);
    },
  };
}

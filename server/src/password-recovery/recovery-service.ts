import type { FastifyBaseLogger } from 'fastify';
import { AUTH_MESSAGES, maskPhone, RECOVERY_CODE_TTL_SECONDS, RECOVERY_MESSAGES, type RecoveryPurpose } from '@app/shared/contracts';
import { ADMIN_MESSAGES } from '../admin/admin-messages';
import { recordAudit } from '../audit/audit-store';
import type { PasswordHasher } from '../auth/password-hasher';
import { revokeOtherSessions, type SessionMeta } from '../auth/session-store';
import type { Db, Queryable } from '../db/db';
import { AppError, badRequest, notFound, sessionRevoked } from '../http/app-error';
import type { Realtime } from '../realtime/realtime';
import { recordSecurityChange, type RecordedSecurityEvent } from '../security-events/security-change';
import { announceSecurityEvent } from '../security-events/security-notice';
import type { SmsProvider } from '../sms/sms-provider';
import { secondPasswordProblem } from '../two-factor/new-second-password';
import { notSet } from '../two-factor/two-factor-errors';
import { clearFailures, hasTwoFactor, replaceTwoFactorPassword, revokeTwoFactorTokens } from '../two-factor/two-factor-store';
import { findUserById, findUserByUsername, lockUser, updatePasswordHash, type UserRow } from '../users/user-store';
import { hashRecoveryCode, newRecoveryCode, sameCodeHash } from './recovery-code';
import { countWrongTry, lockLiveCode, markCodeUsed, replaceRecoveryCode } from './recovery-code-store';
import { RECOVERY_SMS } from './recovery-sms-texts';

export interface RecoveryServiceDeps {
  db: Db;
  passwords: PasswordHasher;
  realtime: Realtime;
  sms: SmsProvider;
  log: FastifyBaseLogger;
  // recoveryCodeKey(JWT_SECRET): the key of the codes' stored HMAC.
  codeKey: Buffer;
  // The least time a player's start or reset takes to answer, matched or not (ms).
  answerFloorMs?: number;
}

// Long enough to cover a start that writes its code (a transaction) and a reset's slow hash, so
// neither answer is faster for a name and number that do not match.
const ANSWER_FLOOR_MS = 400;

export const codeInvalid = () => new AppError(400, 'RECOVERY_CODE_INVALID', RECOVERY_MESSAGES.codeInvalid, 'code');
const noPhone = () => new AppError(400, 'RECOVERY_NO_PHONE', RECOVERY_MESSAGES.noPhone);

// Only a player's own account can be recovered this way: operators are managed on the host.
const recoverable = (user: UserRow | null, phone: string): user is UserRow & { phone: string } =>
  !!user && user.role === 'user' && !user.banned_at && !!user.phone && user.phone === phone;

export type RecoveryService = ReturnType<typeof createRecoveryService>;

// Recovery of the login password (and, for a signed-in player, the second-level password) by a
// one-time code sent to the phone registered with the account. The code is the app's own (6 digits,
// 5 minutes, 5 tries), kept only as a keyed hash; the SMS provider only carries it. Using it ends
// the player's sessions, records a security change (which starts the withdrawal cool-down) and tells
// the player, on their pages and by SMS.
export function createRecoveryService({
  db,
  passwords,
  realtime,
  sms,
  log,
  codeKey,
  answerFloorMs = ANSWER_FLOOR_MS,
}: RecoveryServiceDeps) {
  const waitFloor = async (started: number) => {
    const left = started + answerFloorMs - Date.now();
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  };

  // Sent after the commit and not awaited: the gateway's pace must not show in the answer (nor hold
  // the request). A refusal is logged for the operators; the player asks again.
  const deliver = (to: string, text: string) => {
    sms.send({ to, text }).catch((error: unknown) => log.error({ err: error, provider: sms.name }, 'recovery SMS not sent'));
  };

  const issueCode = async (q: Queryable, userId: number, purpose: RecoveryPurpose, startedBy: number | null) => {
    const code = newRecoveryCode();
    await replaceRecoveryCode(q, {
      userId,
      purpose,
      codeHash: hashRecoveryCode(codeKey, userId, purpose, code),
      ttlSeconds: RECOVERY_CODE_TTL_SECONDS,
      startedBy,
    });
    return code;
  };

  // In the change's transaction: the player's live code for `purpose`, checked; a wrong one counts a
  // try (committed with the transaction, which the caller does not roll back for it).
  const spendCode = async (q: Queryable, userId: number, purpose: RecoveryPurpose, code: string) => {
    const live = await lockLiveCode(q, userId, purpose);
    if (!live) return null;
    if (!sameCodeHash(live.code_hash, hashRecoveryCode(codeKey, userId, purpose, code))) {
      await countWrongTry(q, live.id);
      return null;
    }
    await markCodeUsed(q, live.id);
    return live;
  };

  const tell = (userId: number, event: RecordedSecurityEvent, ended: string[]) => {
    announceSecurityEvent(realtime, userId, event);
    for (const loginSessionId of ended) realtime.endSession(loginSessionId, 'PASSWORD_RESET');
  };

  return {
    // Always resolves the same way: a code is made and sent only when the username and phone name
    // one player's account, which the caller is never told.
    async startPassword(input: { username: string; phone: string }): Promise<void> {
      const started = Date.now();
      const user = await findUserByUsername(db, input.username);
      if (recoverable(user, input.phone)) {
        const code = await db.tx((q) => issueCode(q, user.id, 'password', null));
        deliver(user.phone, RECOVERY_SMS.code('password', code));
      }
      await waitFloor(started);
    },

    // A right code sets the new password (hashed as signup hashes it) and ends every session of
    // the player. Whatever is wrong (the name, the phone, the code, its age, its tries) is answered
    // with the one refusal.
    async resetPassword(input: { username: string; phone: string; code: string; newPassword: string }, origin: SessionMeta): Promise<void> {
      const started = Date.now();
      const user = await findUserByUsername(db, input.username);
      const passwordHash = await passwords.hash(input.newPassword);
      if (!recoverable(user, input.phone)) {
        await waitFloor(started);
        throw codeInvalid();
      }
      const outcome = await db.tx(async (q) => {
        await lockUser(q, user.id);
        const spent = await spendCode(q, user.id, 'password', input.code);
        if (!spent) return null;
        await updatePasswordHash(q, user.id, passwordHash);
        const event = await recordSecurityChange(
          q,
          user.id,
          'password_reset',
          spent.started_by ? RECOVERY_MESSAGES.eventByOperator : null,
          origin,
        );
        return { event, ended: await revokeOtherSessions(q, user.id, null, 'PASSWORD_RESET') };
      });
      if (!outcome) {
        await waitFloor(started);
        throw codeInvalid();
      }
      tell(user.id, outcome.event, outcome.ended);
      deliver(user.phone, RECOVERY_SMS.reset('password', user.username));
    },

    // A signed-in player who forgot the second-level password: a code to their own phone.
    async startSecondPassword(userId: number): Promise<{ phoneHint: string }> {
      const user = await findUserById(db, userId);
      if (!user) throw sessionRevoked();
      if (!user.phone) throw noPhone();
      if (!(await hasTwoFactor(db, userId))) throw notSet();
      const code = await db.tx((q) => issueCode(q, userId, 'second_password', null));
      deliver(user.phone, RECOVERY_SMS.code('second_password', code));
      return { phoneHint: maskPhone(user.phone) };
    },

    // The new second-level password under the same rules as a change; its lock and tokens are
    // cleared, and the player's other sessions end (the one that asked stays).
    async resetSecondPassword(
      auth: { userId: number; loginSessionId: string },
      input: { code: string; newPassword: string },
      origin: SessionMeta,
    ) {
      const user = await findUserById(db, auth.userId);
      if (!user) throw sessionRevoked();
      if (!(await hasTwoFactor(db, user.id))) throw notSet();
      const problem = secondPasswordProblem(input.newPassword, await passwords.verify(user.password_hash, input.newPassword), [
        user.username,
        user.phone ?? '',
      ]);
      if (problem) throw badRequest(problem, 'newPassword');
      const hash = await passwords.hash(input.newPassword);
      const outcome = await db.tx(async (q) => {
        await lockUser(q, user.id);
        const spent = await spendCode(q, user.id, 'second_password', input.code);
        if (!spent) return null;
        await replaceTwoFactorPassword(q, user.id, hash);
        await clearFailures(q, user.id);
        await revokeTwoFactorTokens(q, user.id);
        const event = await recordSecurityChange(q, user.id, 'two_factor_reset', null, origin);
        return { event, ended: await revokeOtherSessions(q, user.id, auth.loginSessionId, 'PASSWORD_RESET') };
      });
      if (!outcome) throw codeInvalid();
      tell(user.id, outcome.event, outcome.ended);
      if (user.phone) deliver(user.phone, RECOVERY_SMS.reset('second_password', user.username));
    },

    // Support, for a caller whose identity they checked: a code to the player's registered phone,
    // audited. The operator learns where it went, never the code; the player uses it on the
    // "Quên mật khẩu" page as if they had asked for it.
    async startForPlayer(operatorId: number, userId: number): Promise<{ username: string; phoneHint: string }> {
      const { user, code } = await db.tx(async (q) => {
        const user = await findUserById(q, userId);
        if (!user) throw notFound(AUTH_MESSAGES.userNotFound);
        if (user.role !== 'user') throw new AppError(400, 'NOT_A_PLAYER', ADMIN_MESSAGES.notAPlayer);
        if (!user.phone) throw noPhone();
        const code = await issueCode(q, user.id, 'password', operatorId);
        await recordAudit(q, {
          actorId: operatorId,
          action: 'user.recoveryStart',
          target: `user:${user.id}`,
          before: null,
          after: { purpose: 'password', phone: maskPhone(user.phone) },
        });
        return { user: user as UserRow & { phone: string }, code };
      });
      deliver(user.phone, RECOVERY_SMS.code('password', code));
      return { username: user.username, phoneHint: maskPhone(user.phone) };
    },
  };
}

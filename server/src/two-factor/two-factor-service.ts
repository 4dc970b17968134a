import {
  isBoundAction,
  SECURITY_MESSAGES,
  TWO_FACTOR_ACTIONS,
  isOperatorRole,
  TWO_FACTOR_MESSAGES,
  WITHDRAWAL_MESSAGES,
  type Role,
} from '@app/shared/contracts';
import type { PasswordHasher } from '../auth/password-hasher';
import type { SessionMeta } from '../auth/session-store';
import type { Db, Queryable } from '../db/db';
import { AppError, badRequest, forbidden, sessionRevoked } from '../http/app-error';
import type { Realtime } from '../realtime/realtime';
import { recordSecurityChange } from '../security-events/security-change';
import { announceSecurityEvent } from '../security-events/security-notice';
import { findUserById } from '../users/user-store';
import { secondPasswordProblem } from './new-second-password';
import { checkSecondPassword } from './second-password-check';
import { notSet, wrongPassword } from './two-factor-errors';
import {
  hasTwoFactor,
  insertTwoFactorPassword,
  issueTwoFactorToken,
  replaceTwoFactorPassword,
  revokeTwoFactorTokens,
} from './two-factor-store';

export interface TwoFactorServiceDeps {
  db: Db;
  passwords: PasswordHasher;
  realtime: Realtime;
}

const alreadySet = () => new AppError(409, 'TWO_FACTOR_ALREADY_SET', TWO_FACTOR_MESSAGES.alreadySet);
const loginWrong = () => new AppError(400, 'LOGIN_PASSWORD_WRONG', SECURITY_MESSAGES.loginPasswordWrong, 'loginPassword');

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;

// Setting and changing the second-level password. Both ask for something a stolen access token does
// not carry: the login password to set it up, and the current second-level password (or, when it is
// forgotten, the login password) to change it. A change starts the withdrawal cool-down (its
// security record is what the cool-down reads) and is told to the player's other pages.
export function createTwoFactorService({ db, passwords, realtime }: TwoFactorServiceDeps) {
  // The new password's hash, once it is known to be acceptable: not the login password, not weak.
  const acceptNewPassword = async (newPassword: string, loginHash: string, personal: string[]) => {
    const problem = secondPasswordProblem(newPassword, await passwords.verify(loginHash, newPassword), personal);
    if (problem) throw badRequest(problem, 'newPassword');
    return passwords.hash(newPassword);
  };

  const player = async (userId: number) => {
    const user = await findUserById(db, userId);
    if (!user) throw sessionRevoked();
    return user;
  };

  return {
    // A right password issues a single-use token for `action` (5 minutes), in the transaction that
    // cleared the failures. A withdrawal decision's token is an operator's only: a player asking is
    // refused before the password is looked at (nor counted toward its lock).
    // An operator's other actions take a token bound to one row (`target`, STEP_UP_TARGETS), asked for
    // in the dialog that shows that row; a player asking for one is refused the same way. Any
    // operator role may hold a token: what it may spend one on is the route's role guard, checked
    // before the token is.
    async validate(
      caller: { userId: number; role: Role },
      password: string,
      action: string,
      target?: string,
    ): Promise<{ stepUpToken: string; expiresAt: Date }> {
      const review = action === TWO_FACTOR_ACTIONS.withdrawalReview;
      const bound = isBoundAction(action);
      if (bound && !isOperatorRole(caller.role)) throw forbidden(TWO_FACTOR_MESSAGES.operatorOnly);
      if (bound && !target) throw badRequest(TWO_FACTOR_MESSAGES.targetRequired, 'target');
      return checkSecondPassword(db, passwords, caller.userId, password, {
        wrong: (failures) => wrongPassword(failures),
        onSuccess: (q) => issueTwoFactorToken(q, caller.userId, action, bound ? target! : null),
        // An operator is told what to do about it, not only that it is missing.
        notSet: review
          ? () => notSet(WITHDRAWAL_MESSAGES.reviewStepUpNotSet)
          : bound
            ? () => notSet(TWO_FACTOR_MESSAGES.operatorStepUpNotSet)
            : undefined,
      });
    },

    async setup(userId: number, input: { newPassword: string; loginPassword: string }, origin: SessionMeta): Promise<void> {
      if (await hasTwoFactor(db, userId)) throw alreadySet();
      const user = await player(userId);
      if (!(await passwords.verify(user.password_hash, input.loginPassword))) throw loginWrong();
      const hash = await acceptNewPassword(input.newPassword, user.password_hash, [user.username, user.phone ?? '']);
      const event = await db.tx(async (q) => {
        if (!(await insertTwoFactorPassword(q, userId, hash))) throw alreadySet();
        return recordSecurityChange(q, userId, 'two_factor_set', null, origin);
      });
      announceSecurityEvent(realtime, userId, event);
    },

    // With the current second-level password (counted toward its lock like a wrong one at
    // validation), or with the login password when it is forgotten. Tokens issued before are void.
    async change(
      userId: number,
      input: { currentPassword?: string; loginPassword?: string; newPassword: string },
      origin: SessionMeta,
    ): Promise<void> {
      if (!input.currentPassword && !input.loginPassword) throw badRequest(SECURITY_MESSAGES.changeNeedsProof, 'currentPassword');
      if (!(await hasTwoFactor(db, userId))) throw notSet();
      const user = await player(userId);
      const hash = await acceptNewPassword(input.newPassword, user.password_hash, [user.username, user.phone ?? '']);
      const apply = async (q: Queryable) => {
        await replaceTwoFactorPassword(q, userId, hash);
        await revokeTwoFactorTokens(q, userId);
        return recordSecurityChange(q, userId, 'two_factor_changed', null, origin);
      };
      const event = input.currentPassword
        ? await checkSecondPassword(db, passwords, userId, input.currentPassword, {
            wrong: (failures) => wrongPassword(failures, TWO_FACTOR_MESSAGES.currentWrong, 'currentPassword'),
            onSuccess: apply,
          })
        : await (async () => {
            if (!(await passwords.verify(user.password_hash, input.loginPassword!))) throw loginWrong();
            return db.tx(apply);
          })();
      announceSecurityEvent(realtime, userId, event);
    },
  };
}

import type { PasswordHasher } from '../auth/password-hasher';
import type { Db, Queryable } from '../db/db';
import { TWO_FACTOR_MESSAGES } from '@app/shared/contracts';
import type { AppError } from '../http/app-error';
import { changedMeanwhile, lockedError, notSet, stepUpNotSet, stepUpRequired, tokenInvalid } from './two-factor-errors';
import { clearFailures, hasTwoFactor, lockFailureState, readLockState, recordFailure, useTwoFactorToken } from './two-factor-store';

// Checks a second-level password and counts a failure. argon2 runs outside any transaction (no row
// lock or PGlite connection is held for its tens of milliseconds); the outcome is then applied under
// the row's lock, re-reading the lock state there. So ten wrong attempts racing each other count
// exactly five failures: the fifth locks the password and is answered with the lock, the rest find
// it locked and are not counted, and a right password answers "locked" too while the lock lasts.
// `wrong(failures)` is the refusal of the failures-th wrong password below the lock.
export async function checkSecondPassword<R>(
  db: Db,
  hasher: PasswordHasher,
  userId: number,
  password: string,
  options: { wrong: (failures: number) => AppError; onSuccess: (q: Queryable) => Promise<R>; notSet?: () => AppError },
): Promise<R> {
  const unset = options.notSet ?? (() => notSet());
  const state = await readLockState(db, userId);
  if (!state) throw unset();
  if (state.locked && state.locked_until) throw lockedError(state.locked_until);

  const right = await hasher.verify(state.password_hash, password);

  const outcome = await db.tx(async (q) => {
    const current = await lockFailureState(q, userId);
    if (!current) return { kind: 'notSet' as const };
    if (current.locked && current.locked_until) return { kind: 'locked' as const, until: current.locked_until };
    // Changed by a concurrent change-password: this check was against the old one; not counted.
    if (current.password_hash !== state.password_hash) return { kind: 'stale' as const };
    if (right) {
      await clearFailures(q, userId);
      return { kind: 'ok' as const, value: await options.onSuccess(q) };
    }
    const failures = current.in_window ? current.failed_attempts + 1 : 1;
    const lockedUntil = await recordFailure(q, userId, failures, current.in_window);
    return lockedUntil ? { kind: 'locked' as const, until: lockedUntil } : { kind: 'wrong' as const, failures };
  });

  switch (outcome.kind) {
    case 'ok':
      return outcome.value;
    case 'notSet':
      throw unset();
    case 'locked':
      throw lockedError(outcome.until);
    case 'stale':
      throw changedMeanwhile();
    default:
      throw options.wrong(outcome.failures);
  }
}

// Spends a token inside the caller's transaction (a withdrawal, a bank-account change, an operator's
// decision on a withdrawal): refused unless it is this account's, for this action, unused and
// unexpired. A transaction that rolls back leaves it unspent.
export async function consumeTwoFactorToken(
  q: Queryable,
  userId: number,
  stepUpToken: string,
  action: string,
  target: string | null = null,
): Promise<void> {
  if (!(await useTwoFactorToken(q, userId, stepUpToken, action, target))) throw tokenInvalid();
}

// A change behind the second-level password, inside its own transaction: without a token the answer
// says what to do (set a second-level password up first, or verify it), as the account stands;
// with one, it is spent as consumeTwoFactorToken says.
export async function spendStepUpToken(
  q: Queryable,
  userId: number,
  token: string | null | undefined,
  action: string,
  messages: { required: string; notSet: string },
  target: string | null = null,
): Promise<void> {
  if (!token) throw (await hasTwoFactor(q, userId)) ? stepUpRequired(messages.required) : stepUpNotSet(messages.notSet);
  await consumeTwoFactorToken(q, userId, token, action, target);
}

// An operator's action behind their own second-level password (TWO_FACTOR_ACTIONS.operator*), its
// token bound to the row it changes: spent first in the action's transaction, so a refusal after it
// (the row gone, already handled) rolls the spending back with everything else.
export interface OperatorStepUp {
  operatorId: number;
  token: string | null | undefined;
}
export function spendOperatorStepUp(q: Queryable, step: OperatorStepUp, action: string, target: string): Promise<void> {
  return spendStepUpToken(
    q,
    step.operatorId,
    step.token,
    action,
    { required: TWO_FACTOR_MESSAGES.operatorStepUpRequired, notSet: TWO_FACTOR_MESSAGES.operatorStepUpNotSet },
    target,
  );
}

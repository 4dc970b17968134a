import { AUTH_MESSAGES, STEP_UP_TARGETS, TWO_FACTOR_ACTIONS } from '@app/shared/contracts';
import { recordAudit } from '../audit/audit-store';
import type { Db } from '../db/db';
import { notFound } from '../http/app-error';
import { spendOperatorStepUp, type OperatorStepUp } from '../two-factor/second-password-check';
import { findUserByUsername } from '../users/user-store';
import { deleteTotp } from './totp-store';

// An operator who lost their phone and their recovery codes: another operator clears their
// authenticator (with a token of their own second-level password for `operator:<username>`, as making
// an operator takes), audited; the next login with the password enrols a new phone. The boot operator
// can also be given a new secret with ADMIN_TOTP_SECRET.
export async function resetOperatorTotp(db: Db, step: OperatorStepUp, username: string): Promise<{ username: string; userId: number }> {
  const name = username.trim().toLowerCase();
  return db.tx(async (q) => {
    await spendOperatorStepUp(q, step, TWO_FACTOR_ACTIONS.operatorAccess, STEP_UP_TARGETS.operator(name));
    const user = await findUserByUsername(q, name);
    // A player has no authenticator to reset; said the same way as no account at all.
    if (!user || user.role === 'user') throw notFound(AUTH_MESSAGES.totpResetNoOperator);
    const had = await deleteTotp(q, user.id);
    await recordAudit(q, {
      actorId: step.operatorId,
      action: 'operator.totpReset',
      target: `user:${user.id}`,
      before: { totp: had },
      after: { totp: false },
    });
    return { username: user.username, userId: Number(user.id) };
  });
}

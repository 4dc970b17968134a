import { ADJUSTMENT_MESSAGES, AUTH_MESSAGES, STEP_UP_TARGETS, TWO_FACTOR_ACTIONS, type PendingChangeDto } from '@app/shared/contracts';
import { ADMIN_MESSAGES } from '../admin/admin-messages';
import { recordAudit } from '../audit/audit-store';
import type { Db } from '../db/db';
import { AppError, badRequest, notFound } from '../http/app-error';
import { walletBalance } from '../ledger/balances';
import { systemAccountId, walletAccountId } from '../ledger/ledger-accounts';
import { moveMoney } from '../ledger/move-money';
import type { PendingChangeService } from '../pending-changes/pending-change-service';
import { announceBalance } from '../realtime/announce-balance';
import type { Realtime } from '../realtime/realtime';
import { spendOperatorStepUp, type OperatorStepUp } from '../two-factor/second-password-check';
import { findUserById } from '../users/user-store';

export type AdjustmentService = ReturnType<typeof createAdjustmentService>;

/**
 * Manual adjustments of a player's wallet: asked by one operator (their step-up, bound to the
 * player), applied only by a second one's approval (maker-checker, any amount, either way), as a
 * ledger movement between the wallet and the house's adjustments account, keyed by the change so it
 * is made once.
 */
export function createAdjustmentService(db: Db, realtime: Realtime, pendingChanges: PendingChangeService) {
  pendingChanges.register('wallet.adjust', {
    async apply(q, change, appliedBy) {
      const { userId, amount, reason } = change.payload as { userId: number; amount: number; reason: string };
      if (change.target !== STEP_UP_TARGETS.walletAdjust(Number(userId)))
        throw new AppError(409, 'CHANGE_MALFORMED', ADMIN_MESSAGES.notAPlayer);
      const wallet = await walletAccountId(q, Number(userId));
      const house = await systemAccountId(q, 'adjustments');
      const before = await walletBalance(q, Number(userId));
      // A debit the wallet no longer covers is refused here by the ledger, and the approval with it.
      await moveMoney(q, {
        debitAccountId: amount > 0 ? house : wallet,
        creditAccountId: amount > 0 ? wallet : house,
        amount: Math.abs(Number(amount)),
        kind: 'adjustment',
        reference: `pending_change:${change.id}`,
        idempotencyKey: `adjustment:${change.id}`,
      });
      await recordAudit(q, {
        actorId: appliedBy ?? Number(change.maker_id),
        action: 'wallet.adjust',
        target: `user:${userId}`,
        before: { balance: before },
        after: { balance: before + Number(amount), amount: Number(amount), reason, pendingChange: Number(change.id) },
      });
      return () => announceBalance(db, realtime, Number(userId));
    },
  });

  return {
    async request(step: OperatorStepUp, userId: number, amount: number, reason: string): Promise<PendingChangeDto> {
      const pending = await db.tx(async (q) => {
        await spendOperatorStepUp(q, step, TWO_FACTOR_ACTIONS.operatorMoney, STEP_UP_TARGETS.walletAdjust(userId));
        const user = await findUserById(q, userId);
        if (!user) throw notFound(AUTH_MESSAGES.userNotFound);
        if (user.role !== 'user') throw new AppError(400, 'NOT_A_PLAYER', ADMIN_MESSAGES.notAPlayer);
        const balance = await walletBalance(q, userId);
        if (amount < 0 && balance < -amount) throw badRequest(ADJUSTMENT_MESSAGES.notEnough(balance), 'amount');
        return pendingChanges.request(q, {
          kind: 'wallet.adjust',
          target: STEP_UP_TARGETS.walletAdjust(userId),
          summary: ADJUSTMENT_MESSAGES.summary(user.username, amount, reason),
          amount: Math.abs(amount),
          payload: { userId, amount, reason },
          before: { balance },
          after: { balance: balance + amount },
          makerId: step.operatorId,
        });
      });
      await pendingChanges.announce();
      return pending;
    },
  };
}

import { ADJUSTMENT_PATHS } from '@app/shared';
import { type PendingChangeDto } from '@app/shared/contracts';
import { consoleSend } from './console-request';

/** POST /admin/users/:id/adjust {amount, reason}: 202, a change waiting for a second operator. */
export const consoleAdjustWallet = (userId: number, amount: number, reason: string, stepUpToken: string) =>
  consoleSend<{ pendingChange: PendingChangeDto }>('post', ADJUSTMENT_PATHS.adjust(userId), { amount, reason }, stepUpToken);

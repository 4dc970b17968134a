import { WITHDRAWAL_PATHS } from '@app/shared';
import { type WithdrawalDto } from '@app/shared/contracts';
import { consoleSend } from './console-request';

/** POST /admin/withdrawals/:id/reject {reason}: the held money goes back to the player's wallet (step-up as an approval). */
export const consoleRejectWithdrawal = (id: number, reason: string, stepUpToken: string) =>
  consoleSend<WithdrawalDto>('post', WITHDRAWAL_PATHS.reject(id), { reason }, stepUpToken);

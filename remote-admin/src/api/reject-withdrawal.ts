import { WITHDRAWAL_PATHS, type WithdrawalDto } from '@app/shared';
import { adminSend } from './admin-request';

/** POST /admin/withdrawals/:id/reject {reason}: the held money goes back to the player's wallet (step-up as an approval). */
export const rejectWithdrawal = (id: number, reason: string, stepUpToken: string) =>
  adminSend<WithdrawalDto>('post', WITHDRAWAL_PATHS.reject(id), { reason }, stepUpToken);

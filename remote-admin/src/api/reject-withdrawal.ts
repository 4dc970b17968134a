import type { WithdrawalDto } from '@app/shared';
import { adminSend } from './admin-request';

/** POST /admin/withdrawals/:id/reject {reason, twoFactor: {sessionId}}: the held money goes back to the player's wallet. */
export const rejectWithdrawal = (id: number, reason: string, reviewToken: string) =>
  adminSend<WithdrawalDto>('post', `/admin/withdrawals/${id}/reject`, { reason, twoFactor: { sessionId: reviewToken } });

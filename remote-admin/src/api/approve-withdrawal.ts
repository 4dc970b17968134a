import type { WithdrawalDto } from '@app/shared';
import { adminSend } from './admin-request';

/**
 * POST /admin/withdrawals/:id/approve {transactionRef, note?, twoFactor: {sessionId}}: the money has
 * left by bank transfer. `reviewToken` comes from the operator's second-level password, spent here.
 */
export const approveWithdrawal = (id: number, body: { transactionRef: string; note?: string }, reviewToken: string) =>
  adminSend<WithdrawalDto>('post', `/admin/withdrawals/${id}/approve`, { ...body, twoFactor: { sessionId: reviewToken } });

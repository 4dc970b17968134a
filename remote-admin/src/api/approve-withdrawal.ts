import { WITHDRAWAL_PATHS, type WithdrawalDto } from '@app/shared';
import { adminSend } from './admin-request';

/**
 * POST /admin/withdrawals/:id/approve {transactionRef, note?}: the money has left by bank transfer.
 * `stepUpToken`: the operator's second-level password for this withdrawal, spent here.
 */
export const approveWithdrawal = (id: number, body: { transactionRef: string; note?: string }, stepUpToken: string) =>
  adminSend<WithdrawalDto>('post', WITHDRAWAL_PATHS.approve(id), body, stepUpToken);

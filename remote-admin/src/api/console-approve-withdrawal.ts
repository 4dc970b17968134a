import { WITHDRAWAL_PATHS } from '@app/shared';
import { type WithdrawalDto } from '@app/shared/contracts';
import { consoleSend } from './console-request';

/**
 * POST /admin/withdrawals/:id/approve {transactionRef, note?}: the money has left by bank transfer.
 * `stepUpToken`: the operator's second-level password for this withdrawal, spent here.
 */
export const consoleApproveWithdrawal = (id: number, body: { transactionRef: string; note?: string }, stepUpToken: string) =>
  consoleSend<WithdrawalDto>('post', WITHDRAWAL_PATHS.approve(id), body, stepUpToken);

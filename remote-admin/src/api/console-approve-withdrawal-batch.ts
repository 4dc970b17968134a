import { WITHDRAWAL_PATHS } from '@app/shared';
import { type WithdrawalDto } from '@app/shared/contracts';
import { consoleSend } from './console-request';

/** POST /admin/withdrawals/approve-batch {ids, transactionRef}: one token bound to exactly these ids. */
export const consoleApproveWithdrawalBatch = (ids: number[], transactionRef: string, stepUpToken: string) =>
  consoleSend<{ withdrawals: WithdrawalDto[]; total: number }>('post', WITHDRAWAL_PATHS.approveBatch, { ids, transactionRef }, stepUpToken);

import { DEPOSIT_PATHS } from '@app/shared';
import { type BankTransferDto } from '@app/shared/contracts';
import { consoleSend } from './console-request';

/** POST /admin/unmatched-transfers/:id/ignore {reason}, behind the operator's step-up. */
export const consoleIgnoreTransfer = (id: number, reason: string, stepUpToken: string) =>
  consoleSend<BankTransferDto>('post', DEPOSIT_PATHS.ignoreTransfer(id), { reason }, stepUpToken);

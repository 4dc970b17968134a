import { DEPOSIT_PATHS } from '@app/shared';
import { type BankTransferDto } from '@app/shared/contracts';
import { consoleSend } from './console-request';

/** POST /admin/unmatched-transfers/:id/return {reference, note?}, behind the operator's step-up. */
export const consoleReturnTransfer = (id: number, reference: string, note: string, stepUpToken: string) =>
  consoleSend<BankTransferDto>('post', DEPOSIT_PATHS.returnTransfer(id), { reference, ...(note ? { note } : {}) }, stepUpToken);

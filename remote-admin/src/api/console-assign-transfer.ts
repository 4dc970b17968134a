import { DEPOSIT_PATHS } from '@app/shared';
import { type BankTransferDto, type ChangeRequestedDto } from '@app/shared/contracts';
import { consoleSend } from './console-request';

export type TransferTarget = { userId: number } | { orderId: number };

/**
 * POST /admin/unmatched-transfers/:id/assign {userId} | {orderId}: credits the money to its owner
 * (step-up 'admin_money'); above the review threshold it waits for a second operator instead.
 */
export const consoleAssignTransfer = (id: number, target: TransferTarget, stepUpToken: string) =>
  consoleSend<BankTransferDto | ChangeRequestedDto>('post', DEPOSIT_PATHS.assignTransfer(id), target, stepUpToken);

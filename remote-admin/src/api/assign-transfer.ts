import { DEPOSIT_PATHS, type BankTransferDto, type ChangeRequestedDto } from '@app/shared';
import { adminSend } from './admin-request';

export type TransferTarget = { userId: number } | { orderId: number };

/**
 * POST /admin/unmatched-transfers/:id/assign {userId} | {orderId}: credits the money to its owner
 * (step-up 'admin_money'); above the review threshold it waits for a second operator instead.
 */
export const assignTransfer = (id: number, target: TransferTarget, stepUpToken: string) =>
  adminSend<BankTransferDto | ChangeRequestedDto>('post', DEPOSIT_PATHS.assignTransfer(id), target, stepUpToken);

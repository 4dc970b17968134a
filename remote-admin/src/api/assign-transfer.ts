import type { BankTransferDto } from '@app/shared';
import { adminSend } from './admin-request';

export type TransferTarget = { userId: number } | { orderId: number };

/** POST /admin/unmatched-transfers/:id/assign {userId} | {orderId}: credits the money to its owner. */
export const assignTransfer = (id: number, target: TransferTarget) =>
  adminSend<BankTransferDto>('post', `/admin/unmatched-transfers/${id}/assign`, target);

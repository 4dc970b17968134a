import type { BankTransferDto } from '@app/shared';
import { adminSend } from './admin-request';

export type TransferTarget = { userId: number } | { orderId: number };

/** POST /admin/unmatched-transfers/:id/assign {userId} | {orderId}: credits the money to its owner (step-up 'admin_money'). */
export const assignTransfer = (id: number, target: TransferTarget, stepUpToken: string) =>
  adminSend<BankTransferDto>('post', `/admin/unmatched-transfers/${id}/assign`, target, stepUpToken);

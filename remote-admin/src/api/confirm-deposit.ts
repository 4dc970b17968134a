import type { DepositDto } from '@app/shared';
import { adminSend } from './admin-request';

/** POST /admin/deposits/:id/confirm, step-up 'admin_money' for the order: credits money the feed never reported. */
export const confirmDeposit = (id: number, stepUpToken: string) =>
  adminSend<DepositDto>('post', `/admin/deposits/${id}/confirm`, {}, stepUpToken);

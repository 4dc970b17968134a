import { DEPOSIT_PATHS, type ChangeRequestedDto } from '@app/shared';
import { adminSend } from './admin-request';

/**
 * POST /admin/deposits/:id/confirm, step-up 'admin_money' for the order: asks to credit money the feed
 * never reported. It waits for a second operator (Chờ duyệt); the answer's message says so.
 */
export const confirmDeposit = (id: number, stepUpToken: string) =>
  adminSend<ChangeRequestedDto>('post', DEPOSIT_PATHS.confirm(id), {}, stepUpToken);

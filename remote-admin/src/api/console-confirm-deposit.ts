import { DEPOSIT_PATHS } from '@app/shared';
import { type ChangeRequestedDto } from '@app/shared/contracts';
import { consoleSend } from './console-request';

/**
 * POST /admin/deposits/:id/confirm, step-up 'admin_money' for the order: asks to credit money the feed
 * never reported. It waits for a second operator (Chờ duyệt); the answer's message says so.
 */
export const consoleConfirmDeposit = (id: number, stepUpToken: string) =>
  consoleSend<ChangeRequestedDto>('post', DEPOSIT_PATHS.confirm(id), {}, stepUpToken);

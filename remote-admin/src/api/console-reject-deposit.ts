import { DEPOSIT_PATHS } from '@app/shared';
import { type DepositDto } from '@app/shared/contracts';
import { consoleSend } from './console-request';

/** POST /admin/deposits/:id/reject {reason}. */
export const consoleRejectDeposit = (id: number, reason: string) => consoleSend<DepositDto>('post', DEPOSIT_PATHS.reject(id), { reason });

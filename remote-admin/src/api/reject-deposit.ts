import { DEPOSIT_PATHS, type DepositDto } from '@app/shared';
import { adminSend } from './admin-request';

/** POST /admin/deposits/:id/reject {reason}. */
export const rejectDeposit = (id: number, reason: string) => adminSend<DepositDto>('post', DEPOSIT_PATHS.reject(id), { reason });

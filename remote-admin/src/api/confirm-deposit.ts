import type { DepositDto } from '@app/shared';
import { adminSend } from './admin-request';

/** POST /admin/deposits/:id/confirm: credits an order whose money arrived without the feed seeing it. */
export const confirmDeposit = (id: number) => adminSend<DepositDto>('post', `/admin/deposits/${id}/confirm`, {});

import { WITHDRAWAL_PATHS, type AdminWithdrawalDto, type Page, type WithdrawalStatus } from '@app/shared';
import { adminGet } from './admin-request';

/** GET /admin/withdrawals?status&page&size. */
export const getWithdrawals = (status: WithdrawalStatus | 'ALL', page: number, size: number) =>
  adminGet<Page<AdminWithdrawalDto>>(WITHDRAWAL_PATHS.adminList, { status, page, size });

import type { AdminWithdrawalDto, Page, WithdrawalStatus } from '@app/shared';
import { adminGet } from './admin-request';

/** GET /admin/withdrawals?status&page&size. */
export const getWithdrawals = (status: WithdrawalStatus | 'ALL', page: number, size: number) =>
  adminGet<Page<AdminWithdrawalDto>>('/admin/withdrawals', { status, page, size });

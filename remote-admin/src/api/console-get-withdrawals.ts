import { WITHDRAWAL_PATHS } from '@app/shared';
import { type AdminWithdrawalDto, type Page, type WithdrawalStatus } from '@app/shared/contracts';
import { consoleGet } from './console-request';

/** GET /admin/withdrawals?status&page&size. */
export const consoleGetWithdrawals = (status: WithdrawalStatus | 'ALL', page: number, size: number) =>
  consoleGet<Page<AdminWithdrawalDto>>(WITHDRAWAL_PATHS.adminList, { status, page, size });

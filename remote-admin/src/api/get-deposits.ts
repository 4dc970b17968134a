import { DEPOSIT_PATHS, type AdminDepositDto, type DepositStatus, type Page } from '@app/shared';
import { adminGet } from './admin-request';

/** GET /admin/deposits?status&search&page&size, newest first; `search` is an order's code or the start of a username. */
export const getDeposits = (query: { status?: DepositStatus; search?: string; page: number; size: number }) =>
  adminGet<Page<AdminDepositDto>>(DEPOSIT_PATHS.adminList, query);

import { DEPOSIT_PATHS } from '@app/shared';
import { type AdminDepositDto, type DepositStatus, type Page } from '@app/shared/contracts';
import { consoleGet } from './console-request';

/** GET /admin/deposits?status&search&page&size, newest first; `search` is an order's code or the start of a username. */
export const consoleGetDeposits = (query: { status?: DepositStatus; search?: string; page: number; size: number }) =>
  consoleGet<Page<AdminDepositDto>>(DEPOSIT_PATHS.adminList, query);

import { DEPOSIT_PATHS } from '@app/shared';
import { type BankTransferDto, type BankTransferStatus, type Page } from '@app/shared/contracts';
import { consoleGet } from './console-request';

/** GET /admin/unmatched-transfers?status&page&size, newest first. */
export const consoleGetTransfers = (status: BankTransferStatus, page: number, size: number) =>
  consoleGet<Page<BankTransferDto>>(DEPOSIT_PATHS.unmatchedTransfers, { status, page, size });

import { DEPOSIT_PATHS, type BankTransferDto, type BankTransferStatus, type Page } from '@app/shared';
import { adminGet } from './admin-request';

/** GET /admin/unmatched-transfers?status&page&size, newest first. */
export const getTransfers = (status: BankTransferStatus, page: number, size: number) =>
  adminGet<Page<BankTransferDto>>(DEPOSIT_PATHS.unmatchedTransfers, { status, page, size });

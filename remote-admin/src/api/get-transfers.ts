import type { BankTransferDto, BankTransferStatus, Page } from '@app/shared';
import { adminGet } from './admin-request';

/** GET /admin/unmatched-transfers?status&page&size, newest first. */
export const getTransfers = (status: BankTransferStatus, page: number, size: number) =>
  adminGet<Page<BankTransferDto>>('/admin/unmatched-transfers', { status, page, size });

import { PAYMENT_MESSAGES, WITHDRAWAL_MESSAGES } from '@app/shared/contracts';
import { AppError, badRequest } from '../http/app-error';

// Path ids: digits only, below 2^53 and PostgreSQL's bigint, so no driver error. Anything else is
// answered like an id that does not exist.
export function parseId(raw: unknown, whenInvalid: () => AppError): number {
  if (typeof raw === 'string' && /^[1-9]\d{0,14}$/.test(raw)) return Number(raw);
  throw whenInvalid();
}

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

// ?page&size (1-based page, 10 per page by default).
export function parsePage(query: unknown): { page: number; size: number; offset: number } {
  const q = (query && typeof query === 'object' ? query : {}) as Record<string, unknown>;
  const read = (value: unknown, fallback: number, max: number) => {
    if (value === undefined || value === '') return fallback;
    if (typeof value !== 'string' || !/^\d{1,6}$/.test(value)) throw badRequest(WITHDRAWAL_MESSAGES.pageInvalid);
    const n = Number(value);
    if (n < 1 || n > max) throw badRequest(WITHDRAWAL_MESSAGES.pageInvalid);
    return n;
  };
  const page = read(q.page, 1, 100_000);
  const size = read(q.size, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  return { page, size, offset: (page - 1) * size };
}

export const iso = (value: Date | string | null): string | null =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

export const isoRequired = (value: Date | string): string => iso(value)!;

export const accountNotFound = () => new AppError(404, 'BANK_ACCOUNT_NOT_FOUND', PAYMENT_MESSAGES.accountNotFound);
export const withdrawalNotFound = () => new AppError(404, 'WITHDRAWAL_NOT_FOUND', PAYMENT_MESSAGES.withdrawalNotFound);

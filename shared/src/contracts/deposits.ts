// Deposits: the house's receiving accounts, the deposit settings, a VietQR order and the player's
// deposit history, with the amount rule the form and the server share.
import { object } from 'superstruct';
import { DEPOSIT_MAX_DEFAULT, DEPOSIT_MIN_DEFAULT, ORDER_PREFIX_DEFAULT } from './constants';
import { PAYMENT_MESSAGES } from './payment-messages';
import { amount, idempotencyKey, positiveId, type AmountLimits } from './payment-service';

export type DepositStatus = 'PENDING' | 'CONFIRMED' | 'REJECTED' | 'EXPIRED';
// GET u/vendor-cards: the house's receiving accounts.
export interface VendorCardDto {
  id: number;
  bankName: string;
  bankCode: string;
  bin: string;
  accountNumber: string;
  accountName: string;
  swiftCode: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface SystemConfigDto {
  id: string;
  value: string;
}

export const CONFIG_KEYS = {
  prefixOrder: 'prefix_order',
  depositMin: 'deposit_min_amount',
  depositMax: 'deposit_max_amount',
} as const;

// POST u/deposits/generate-qr-code answer.
export interface DepositOrderDto {
  orderId: number;
  amount: number;
  code: string;
  // prefix_order + code: what the player types as the transfer content.
  content: string;
  qrData: string;
  qrUrl: string;
  accountNumber: string;
  accountName: string;
  bankCode: string;
  bankName: string;
  bin: string;
  vendorId: number;
  status: DepositStatus;
  expiredAt: string;
  createdAt: string;
}

// What a row of the deposit history is. 'order': a QR order the player made (its id is the order's).
// 'transfer': money the player sent without a matching order (no content, a wrong amount, a late
// order) that the support desk found and recorded in their wallet (its id is the bank transfer's,
// its content the transfer's as the bank reported it; status CONFIRMED, created when recorded).
export type DepositSource = 'order' | 'transfer';

// Who put a deposit's money in the wallet: the bank feed ('bank'), or an operator of the support
// desk ('support'); null while nothing was credited.
export type DepositCreditedBy = 'bank' | 'support';

// GET u/deposits items: the player's orders and the transfers recorded for them, newest first.
export interface DepositDto {
  id: number;
  source: DepositSource;
  userId: number;
  // null for a recorded transfer: it went to whichever account the player paid.
  cardId: number | null;
  amount: number;
  code: string;
  content: string;
  status: DepositStatus;
  createdAt: string;
  confirmedAt: string | null;
  expiredAt: string;
  rejectReason: string | null;
  creditedBy: DepositCreditedBy | null;
}

// Realtime event to the player when money reaches their wallet that no order of theirs announces:
// a bank transfer the support desk recorded for them. `content` is the transfer's as the bank
// reported it (what the player typed), so they know which payment it was.
export const WALLET_CREDIT_EVENT = 'wallet_credit';
export interface WalletCreditNotice {
  kind: 'transfer';
  transferId: number;
  amount: number;
  content: string;
}

// ASCII, at most 25 characters with the prefix (bank apps cut or mangle longer or accented transfer
// content); no 0/O/1/I to misread.
export const ORDER_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const ORDER_CODE_LENGTH = 8;

// What the system configs say deposits and withdrawals obey (withdrawals use the deposit limits).
export interface PaymentSettings extends AmountLimits {
  // What the transfer content starts with: prefix + the order's code.
  prefix: string;
}

// Read the same way by the server, which enforces them, and by the page, which shows them: a missing
// or unreadable value falls back to its default rather than to no limit.
export function paymentSettings(configs: readonly SystemConfigDto[]): PaymentSettings {
  const value = (id: string) => configs.find((c) => c.id === id)?.value?.trim();
  const positive = (raw: string | undefined, fallback: number) =>
    raw !== undefined && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : fallback;
  const prefix = value(CONFIG_KEYS.prefixOrder);
  return {
    prefix: prefix !== undefined && /^[A-Z0-9]{1,6}$/.test(prefix) ? prefix : ORDER_PREFIX_DEFAULT,
    min: positive(value(CONFIG_KEYS.depositMin), DEPOSIT_MIN_DEFAULT),
    max: positive(value(CONFIG_KEYS.depositMax), DEPOSIT_MAX_DEFAULT),
  };
}

// Deposit amount against the configs. `limits` null: configs not loaded yet.
export function depositAmountError(value: unknown, limits: AmountLimits | null): string | undefined {
  if (!limits) return PAYMENT_MESSAGES.configsMissing;
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (n === undefined || n === null || n === '' || n === 0) return PAYMENT_MESSAGES.amountRequired;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) return PAYMENT_MESSAGES.amountInvalid;
  if (n < limits.min) return PAYMENT_MESSAGES.depositMin(limits.min);
  if (n > limits.max) return PAYMENT_MESSAGES.depositMax(limits.max);
  return undefined;
}

export const GenerateQrBody = object({
  vendorId: positiveId(PAYMENT_MESSAGES.bankRequired),
  amount,
  idempotencyKey,
});

export type GenerateQrInput = { vendorId: number; amount: number; idempotencyKey?: string };

// The player's own bank accounts (where withdrawals go) and the bank list they are chosen from, with
// the field rules the form and the server share.
import { boolean, coerce, define, object, optional, string } from 'superstruct';
import { ACCOUNT_NAME_MAX, ACCOUNT_NAME_MIN, ACCOUNT_NUMBER_MAX, ACCOUNT_NUMBER_MIN } from './constants';
import { PAYMENT_MESSAGES } from './payment-messages';
import type { WithdrawalCooldownReason } from './security';

// GET u/banks: banks a player can withdraw to (the directory, in the shape of a system bank list).
export interface BankDto {
  id: number;
  name: string;
  shortName: string;
  code: string;
  bin: string;
  swiftCode: string | null;
  logo: string | null;
  accountNumber: string;
  accountName: string;
  status: 'ACTIVE' | 'INACTIVE';
  createdAt: string;
  updatedAt: string;
}

export interface UserBankAccountDto {
  id: number;
  userId: number;
  bankCode: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
  isDefault: boolean;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  // Set while withdrawals to this account wait out the cool-down after it was added or changed, or
  // after the player's login or second-level password changed: from when, and why.
  withdrawableFrom: string | null;
  cooldownReason: WithdrawalCooldownReason | null;
}

// Removes Vietnamese accents (đ included), upper-cases, trims and squeezes spaces: bank systems
// hold owner names this way, so "Nguyễn Văn  An " and "NGUYEN VAN AN" are the same person.
export function normalizeAccountName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export const accountNumber = coerce(
  define<string>('accountNumber', (v) => {
    if (typeof v !== 'string' || v === '') return PAYMENT_MESSAGES.accountNumberRequired;
    if (!/^\d+$/.test(v)) return PAYMENT_MESSAGES.accountNumberDigits;
    if (v.length < ACCOUNT_NUMBER_MIN) return PAYMENT_MESSAGES.accountNumberShort;
    if (v.length > ACCOUNT_NUMBER_MAX) return PAYMENT_MESSAGES.accountNumberLong;
    return true;
  }),
  string(),
  (v) => v.replace(/\s+/g, ''),
);

export const accountName = coerce(
  define<string>('accountName', (v) => {
    if (typeof v !== 'string' || v.length < ACCOUNT_NAME_MIN) return PAYMENT_MESSAGES.accountNameShort;
    if (v.length > ACCOUNT_NAME_MAX) return PAYMENT_MESSAGES.accountNameLong;
    if (!/^[A-Z ]+$/.test(v)) return PAYMENT_MESSAGES.accountNameLetters;
    return true;
  }),
  string(),
  normalizeAccountName,
);

export const bankCode = define<string>('bankCode', (v) =>
  typeof v === 'string' && /^[A-Za-z0-9_-]{2,20}$/.test(v) ? true : PAYMENT_MESSAGES.bankRequired,
);

export const BankAccountBody = object({
  bankCode,
  accountNumber,
  accountName,
});

// PUT u/user-bank-accounts/{id}: the name cannot change; sending it is refused.
export const BankAccountUpdateBody = object({
  bankCode: optional(bankCode),
  accountNumber: optional(accountNumber),
  accountName: optional(accountName),
  isActive: optional(boolean()),
});

export type BankAccountInput = { bankCode: string; accountNumber: string; accountName: string };

export const BANK_ACCOUNT_MAX = 10;

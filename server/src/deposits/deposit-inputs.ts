import { coerce, define, enums, nullable, optional, string, type, union, number as numberStruct } from 'superstruct';
import { ADMIN_SEARCH_MAX, OPERATOR_TEXT_MAX, TRANSACTION_REF_MAX, accountName, accountNumber, bankCode } from '@app/shared/contracts';
import { pageFields } from '../http/route-inputs';
import { DEPOSIT_MESSAGES } from './deposit-messages';

const depositStatus = define<string>('status', (v) =>
  typeof v === 'string' && ['PENDING', 'CONFIRMED', 'REJECTED', 'EXPIRED'].includes(v) ? true : DEPOSIT_MESSAGES.statusInvalid,
);
// `search`: an order's code (with or without the prefix, any case) or the start of its player's username.
export const AdminDepositsQuery = type({
  ...pageFields,
  status: optional(coerce(depositStatus, string(), (v) => v.trim().toUpperCase())),
  search: optional(
    coerce(
      define<string>('search', (v) => (typeof v === 'string' && v.length <= ADMIN_SEARCH_MAX ? true : DEPOSIT_MESSAGES.searchInvalid)),
      string(),
      (v) => v.trim(),
    ),
  ),
});

const transferStatus = define<string>('status', (v) =>
  typeof v === 'string' && ['MATCHED', 'UNMATCHED', 'ASSIGNED', 'IGNORED', 'RETURNED'].includes(v) ? true : DEPOSIT_MESSAGES.statusInvalid,
);
export const UnmatchedQuery = type({
  ...pageFields,
  status: optional(coerce(transferStatus, string(), (v) => v.trim().toUpperCase())),
});

export const VendorCardsQuery = type({
  isActive: optional(
    coerce(
      define<boolean>('isActive', (v) => (typeof v === 'boolean' ? true : DEPOSIT_MESSAGES.isActiveInvalid)),
      string(),
      (v) => (v === 'true' ? true : v === 'false' ? false : v),
    ),
  ),
});

export const RejectBody = type({
  reason: coerce(
    define<string>('reason', (v) =>
      typeof v === 'string' && v.length > 0 && v.length <= OPERATOR_TEXT_MAX ? true : DEPOSIT_MESSAGES.rejectReasonRequired,
    ),
    string(),
    (v) => v.trim(),
  ),
});

const positiveId = (message: string) =>
  define<number>('id', (v) => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? true : message));

const operatorText = (name: string, max: number, message: string) =>
  coerce(
    define<string>(name, (v) => (typeof v === 'string' && v.length > 0 && v.length <= max ? true : message)),
    string(),
    (v) => v.trim(),
  );

// POST /api/admin/unmatched-transfers/:id/ignore {reason}
export const IgnoreTransferBody = type({ reason: operatorText('reason', OPERATOR_TEXT_MAX, DEPOSIT_MESSAGES.ignoreReasonRequired) });

// POST /api/admin/unmatched-transfers/:id/return {reference, note?}
export const ReturnTransferBody = type({
  reference: operatorText('reference', TRANSACTION_REF_MAX, DEPOSIT_MESSAGES.returnReferenceRequired),
  note: optional(operatorText('note', OPERATOR_TEXT_MAX, DEPOSIT_MESSAGES.returnNoteTooLong)),
});

export const AssignBody = type({
  userId: optional(positiveId(DEPOSIT_MESSAGES.assignTargetRequired)),
  orderId: optional(positiveId(DEPOSIT_MESSAGES.assignTargetRequired)),
});

const isActiveFlag = define<boolean>('isActive', (v) => (typeof v === 'boolean' ? true : DEPOSIT_MESSAGES.isActiveInvalid));

export const VendorCardCreateBody = type({
  bankCode,
  accountNumber,
  accountName,
  isActive: optional(isActiveFlag),
});

export const VendorCardUpdateBody = type({
  bankCode: optional(bankCode),
  accountNumber: optional(accountNumber),
  accountName: optional(accountName),
  isActive: optional(isActiveFlag),
});

export const ConfigIdParams = type({
  id: define<string>('configId', (v) => (typeof v === 'string' && v.length <= 64 ? true : DEPOSIT_MESSAGES.configNotFound)),
});

export const ConfigValueBody = type({
  value: coerce(
    define<string>('value', (v) => (typeof v === 'string' && v.length > 0 && v.length <= 64 ? true : DEPOSIT_MESSAGES.configValueRequired)),
    union([string(), numberStruct()]),
    (v) => String(v).trim(),
  ),
});

// The bank feed's notification (a SePay-compatible body). Extra fields are kept in `raw`.
const text = (max: number) =>
  define<string>('text', (v) => (typeof v === 'string' && v.length <= max ? true : DEPOSIT_MESSAGES.webhookBodyInvalid));
export const BankWebhookStruct = type({
  id: define<number | string>('id', (v) =>
    (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0) || (typeof v === 'string' && v.trim().length > 0 && v.length <= 100)
      ? true
      : DEPOSIT_MESSAGES.webhookBodyInvalid,
  ),
  gateway: optional(nullable(text(100))),
  transactionDate: optional(nullable(text(64))),
  accountNumber: optional(nullable(text(64))),
  code: optional(nullable(text(100))),
  content: define<string>('content', (v) => (typeof v === 'string' && v.length <= 2_000 ? true : DEPOSIT_MESSAGES.webhookBodyInvalid)),
  transferType: enums(['in', 'out']),
  transferAmount: define<number>('transferAmount', (v) =>
    typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? true : DEPOSIT_MESSAGES.webhookBodyInvalid,
  ),
  accumulated: optional(nullable(numberStruct())),
  subAccount: optional(nullable(text(100))),
  referenceCode: optional(nullable(text(200))),
  description: optional(nullable(text(2_000))),
});

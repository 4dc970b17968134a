// Withdrawals: the player's requests and their realtime status, the amount rules, and the operators'
// review (approve, reject) with the house balance they check.
import { coerce, define, number, object, optional, string, type } from 'superstruct';
import { OPERATOR_TEXT_MAX, TRANSACTION_REF_MAX } from './constants';
import { BANK_ACCOUNT_MAX } from './bank-accounts';
import { PAYMENT_MESSAGES } from './payment-messages';
import { amount, idempotencyKey, positiveId, type AmountLimits, type Page } from './payment-service';
import { TWO_FACTOR_ACTION, TWO_FACTOR_MESSAGES } from './two-factor';

// CANCELLED: the player took back a request still pending; its amount went back to the wallet.
export type WithdrawalStatus = 'PENDING' | 'APPROVED' | 'REJECTED' | 'CANCELLED';
export const WITHDRAWAL_STATUSES: readonly WithdrawalStatus[] = ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'];

export interface WithdrawalDto {
  id: number;
  userId: number;
  bankAccountId: number;
  bankCode: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
  amount: number;
  status: WithdrawalStatus;
  adminNote: string | null;
  rejectReason: string | null;
  processedAt: string | null;
  transactionRef: string | null;
  createdAt: string;
  updatedAt: string;
}

// GET /api/admin/withdrawals/:id/payout-qr: the transfer an operator makes to pay a withdrawal, as a
// VietQR their bank app scans (the player's account and the amount filled in) and as the fields to
// copy. `content`: what the transfer says, so the player knows it on their statement.
export interface WithdrawalPayoutQrDto {
  payload: string;
  image: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
  amount: number;
  content: string;
}

// GET u/withdrawals: a page of the player's withdrawals, with what all their pending ones hold
// (out of the wallet, not yet paid), whichever page this is.
export interface WithdrawalPage extends Page<WithdrawalDto> {
  heldAmount: number;
}

// Withdrawal amount against the configs and the balance.
export function withdrawalAmountError(
  value: unknown,
  limits: AmountLimits | null,
  balance: number,
  formatBalance: (n: number) => string,
): string | undefined {
  if (!limits) return PAYMENT_MESSAGES.configsMissing;
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (n === undefined || n === null || n === '' || n === 0) return PAYMENT_MESSAGES.amountRequired;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) return PAYMENT_MESSAGES.amountInvalid;
  if (!(balance > 0)) return PAYMENT_MESSAGES.balanceInvalid;
  return withdrawalLimitError(n, limits) ?? (n > balance ? PAYMENT_MESSAGES.aboveBalance(formatBalance(balance)) : undefined);
}

// The limits alone, for a whole-đồng amount: the server refuses on them before it locks anything.
export function withdrawalLimitError(amount: number, limits: AmountLimits): string | undefined {
  if (amount < limits.min) return PAYMENT_MESSAGES.withdrawMin(limits.min);
  if (amount > limits.max) return PAYMENT_MESSAGES.withdrawMax(limits.max);
  return undefined;
}

/** The withdrawal body's twoFactor block as the wire names it: its `sessionId` is the step-up token. */
export interface WithdrawalTwoFactor {
  userId: number;
  action: typeof TWO_FACTOR_ACTION;
  sessionId: string;
  userAgent: string;
  ipAddress: string;
}

export const TwoFactorContext = type({
  userId: optional(number()),
  action: optional(string()),
  sessionId: define<string>('sessionId', (v) =>
    typeof v === 'string' && v.length > 0 && v.length <= 200 ? true : TWO_FACTOR_MESSAGES.tokenMissing,
  ),
  userAgent: optional(string()),
  ipAddress: optional(string()),
});

export const WithdrawalBody = object({
  bankAccountId: positiveId(PAYMENT_MESSAGES.accountNotFound),
  amount,
  twoFactor: define<unknown>('twoFactor', (v) => (v && typeof v === 'object' ? true : TWO_FACTOR_MESSAGES.tokenMissing)),
  idempotencyKey,
});

/** The most withdrawals one batch approval takes. */
export const WITHDRAWAL_BATCH_MAX = 50;

export const WITHDRAWAL_MESSAGES = {
  batchInvalid: `Chọn từ 2 đến ${WITHDRAWAL_BATCH_MAX} yêu cầu rút tiền khác nhau để duyệt cùng lúc.`,
  batchNotPending: (ids: readonly number[]) =>
    `Các yêu cầu ${ids.map((id) => `#${id}`).join(', ')} không còn chờ duyệt: bỏ chúng khỏi danh sách rồi duyệt lại.`,
  batchApproved: (count: number, total: string) => `Đã duyệt ${count} yêu cầu rút tiền, tổng ${total}.`,
  bankAccountLimit: `Bạn chỉ có thể thêm tối đa ${BANK_ACCOUNT_MAX} tài khoản ngân hàng`,
  transactionRefRequired: 'Vui lòng nhập mã giao dịch ngân hàng',
  transactionRefTooLong: `Mã giao dịch ngân hàng không được quá ${TRANSACTION_REF_MAX} ký tự`,
  noteTooLong: `Ghi chú không được quá ${OPERATOR_TEXT_MAX} ký tự`,
  rejectReasonRequired: 'Vui lòng nhập lý do từ chối',
  rejectReasonTooLong: `Lý do từ chối không được quá ${OPERATOR_TEXT_MAX} ký tự`,
  statusInvalid: 'Trạng thái không hợp lệ',
  // An operator's decision carries a fresh token of the second-level password (action
  // admin_withdrawal_review); a wrong, used or expired one is TWO_FACTOR_MESSAGES.tokenInvalid.
  reviewStepUpRequired: 'Vui lòng xác minh mật khẩu cấp 2 trước khi duyệt hoặc từ chối yêu cầu rút tiền',
  reviewStepUpNotSet:
    'Tài khoản quản trị của bạn chưa có mật khẩu cấp 2. Vui lòng thiết lập mật khẩu cấp 2 trước khi duyệt hoặc từ chối yêu cầu rút tiền',
  approved: (id: number) => `Đã duyệt yêu cầu rút tiền #${id}`,
  rejected: (id: number) => `Đã từ chối yêu cầu rút tiền #${id}`,
  // Realtime `withdrawal_status_update` messages to the player, given the amount as the teller
  // writes money (vndText on the server, formatMoney in the page). An operator approves only after
  // paying the player's bank account: the money is already there, not on its way.
  playerApproved: (amount: string) => `Yêu cầu rút ${amount} đã được duyệt, tiền đã được chuyển vào tài khoản ngân hàng của bạn`,
  playerRejected: (amount: string, reason: string) => `Yêu cầu rút ${amount} bị từ chối: ${reason}. Số tiền đã được hoàn về ví của bạn`,
  playerCancelled: (amount: string) => `Bạn đã hủy yêu cầu rút ${amount}. Số tiền đã được hoàn về ví của bạn`,
  houseBalanceLoad: 'Không thể tải số dư hệ thống',
} as const;

// How long a pending request usually waits for an operator, as the player is told beside it. No
// setting holds this: it is what the operators' working hours allow, stated once here.
export const WITHDRAWAL_EXPECTED_WAIT = 'thường trong 15–30 phút';

// Realtime event to the player when an operator approves or rejects a withdrawal, or the player
// cancels one (heard by their other tabs and devices too).
export const WITHDRAWAL_STATUS_EVENT = 'withdrawal_status_update';
export interface WithdrawalStatusUpdate {
  withdrawalId: number;
  status: WithdrawalStatus;
  amount: number;
  message: string;
  // The operator's reason, with a rejection: lets the page word the notice itself.
  reason?: string | null;
}

// GET /api/admin/withdrawals items: the player's withdrawal with the username.
export interface AdminWithdrawalDto extends WithdrawalDto {
  username: string;
  processedBy: number | null;
}

// GET /v1/payment-service/admin/balance
export interface HouseBalanceDto {
  // What the house holds: the sum of the game house accounts.
  balance: number;
  accounts: {
    house_taixiu: number;
    house_xocdia: number;
    bank_in: number;
    withdrawal_hold: number;
    external: number;
  };
}

export const WithdrawalApproveBody = object({
  transactionRef: coerce(
    define<string>('transactionRef', (v) => {
      if (typeof v !== 'string' || v === '') return WITHDRAWAL_MESSAGES.transactionRefRequired;
      if (v.length > TRANSACTION_REF_MAX) return WITHDRAWAL_MESSAGES.transactionRefTooLong;
      return true;
    }),
    string(),
    (v) => v.trim(),
  ),
  note: optional(
    coerce(
      define<string>('note', (v) => (typeof v === 'string' && v.length <= OPERATOR_TEXT_MAX ? true : WITHDRAWAL_MESSAGES.noteTooLong)),
      string(),
      (v) => v.trim(),
    ),
  ),
});

// POST /api/admin/withdrawals/approve-batch {ids, transactionRef, note?}: the bank's reference of
// the batch payment covers every one of them.
export const WithdrawalBatchBody = object({
  ids: define<number[]>('ids', (v) =>
    Array.isArray(v) &&
    v.length >= 2 &&
    v.length <= WITHDRAWAL_BATCH_MAX &&
    v.every((id) => Number.isSafeInteger(id) && id > 0) &&
    new Set(v).size === v.length
      ? true
      : WITHDRAWAL_MESSAGES.batchInvalid,
  ),
  transactionRef: WithdrawalApproveBody.schema.transactionRef,
  note: WithdrawalApproveBody.schema.note,
});

export const WithdrawalRejectBody = object({
  reason: coerce(
    define<string>('reason', (v) => {
      if (typeof v !== 'string' || v === '') return WITHDRAWAL_MESSAGES.rejectReasonRequired;
      if (v.length > OPERATOR_TEXT_MAX) return WITHDRAWAL_MESSAGES.rejectReasonTooLong;
      return true;
    }),
    string(),
    (v) => v.trim(),
  ),
});

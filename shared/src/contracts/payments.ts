// The payment service contract: paths, answer shapes, Vietnamese messages and the validation rules
// that the forms and the server share.
import { boolean, coerce, define, literal, nullable, number, object, optional, string, type, union } from 'superstruct';
import {
  ACCOUNT_NAME_MAX,
  ACCOUNT_NAME_MIN,
  ACCOUNT_NUMBER_MAX,
  ACCOUNT_NUMBER_MIN,
  DEPOSIT_MAX_DEFAULT,
  DEPOSIT_MIN_DEFAULT,
  IDEMPOTENCY_KEY_PATTERN,
  OPERATOR_TEXT_MAX,
  ORDER_PREFIX_DEFAULT,
  TRANSACTION_REF_MAX,
  TWO_FACTOR_MAX,
  TWO_FACTOR_MIN,
} from './constants';
import { vndText } from './money-text';
import { formatVietnamDateTime, isTwoFactorAction, SECURITY_MESSAGES, type WithdrawalCooldownReason } from './security';

// Every payment-service answer: success is code 0 with statusCode 200 (201 for a created withdrawal).
export interface PaymentEnvelope<T> {
  code: number;
  statusCode: number;
  message: string;
  data: T;
}

export type DepositStatus = 'PENDING' | 'CONFIRMED' | 'REJECTED' | 'EXPIRED';
// CANCELLED: the player took back a request still pending; its amount went back to the wallet.
export type WithdrawalStatus = 'PENDING' | 'APPROVED' | 'REJECTED' | 'CANCELLED';
export const WITHDRAWAL_STATUSES: readonly WithdrawalStatus[] = ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'];

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

export interface Page<T> {
  items: T[];
  page: number;
  size: number;
  total: number;
}

// GET u/withdrawals: a page of the player's withdrawals, with what all their pending ones hold
// (out of the wallet, not yet paid), whichever page this is.
export interface WithdrawalPage extends Page<WithdrawalDto> {
  heldAmount: number;
}

export interface TwoFactorStatusDto {
  has_two_factor: boolean;
  // Set while five wrong passwords keep the second-level password locked.
  locked_until: string | null;
}

export interface TwoFactorTokenDto {
  sessionId: string;
  expiresAt: string;
}

// What a refused second-level password adds to the error body (TWO_FACTOR_WRONG, TWO_FACTOR_LOCKED),
// so a page can hold its button without parsing the sentence: the tries left before the lock (0 once
// locked) and, while locked, when the lock ends (ISO).
export interface TwoFactorRefusal {
  triesLeft?: number;
  lockedUntil?: string;
}

export interface ResponsibleGamingDto {
  // Whole đồng per Vietnam calendar day, null for none.
  dailyDepositLimit: number | null;
  // A raise or removal waits 24 hours (a limit is for the cooler moment); these say what and when.
  pendingDailyDepositLimit: number | null;
  pendingLimitAt: string | null;
  // What arrived today (Asia/Ho_Chi_Minh): paid orders and bank transfers an operator assigned.
  depositedToday: number;
  // QR orders still open (not paid, not expired): no money yet, but the daily limit counts them with
  // the above, so that orders asked for at once cannot outrun it.
  pendingDepositsToday: number;
  selfExcludedUntil: string | null;
}

export const SELF_EXCLUSION_DAYS = [1, 7, 30, 90, 180] as const;
// A self-exclusion this long or longer asks for the login password: a thief holding a stolen access
// token could otherwise lock the player out of their own money for months.
export const SELF_EXCLUSION_PASSWORD_DAYS = 7;
export const selfExclusionNeedsPassword = (days: number | undefined) => days !== undefined && days >= SELF_EXCLUSION_PASSWORD_DAYS;

export const SELF_EXCLUSION_LIFT_REASON_MAX = 500;

export const PAYMENT_MESSAGES = {
  ok: 'Thành công',
  connection: 'Lỗi kết nối server',
  banksLoad: 'Không thể tải danh sách ngân hàng',
  depositCreate: 'Không thể tạo giao dịch nạp tiền',
  depositsLoad: 'Không thể tải lịch sử giao dịch',
  withdrawalCreate: 'Không thể tạo yêu cầu rút tiền',
  withdrawalsLoad: 'Không thể tải lịch sử rút tiền',
  bankAccountCreate: 'Không thể tạo tài khoản ngân hàng',
  bankAccountsLoad: 'Không thể tải tài khoản ngân hàng',
  bankAccountUpdate: 'Không thể cập nhật tài khoản ngân hàng',
  bankAccountDelete: 'Không thể xóa tài khoản ngân hàng',
  bankAccountDefault: 'Không thể đặt tài khoản mặc định',
  bankAccountToggle: 'Không thể thay đổi trạng thái tài khoản',
  configsLoad: 'Không thể tải cấu hình hệ thống',
  configsMissing: 'Chưa tải được cấu hình hệ thống',
  // Validation.
  bankRequired: 'Vui lòng chọn ngân hàng',
  amountRequired: 'Vui lòng nhập số tiền',
  amountInvalid: 'Số tiền không hợp lệ',
  depositMin: (n: number) => `Số tiền nạp tối thiểu là ${vndText(n)}`,
  depositMax: (n: number) => `Số tiền nạp tối đa là ${vndText(n)}`,
  withdrawMin: (n: number) => `Số tiền rút tối thiểu là ${vndText(n)}`,
  withdrawMax: (n: number) => `Số tiền rút tối đa là ${vndText(n)}`,
  balanceInvalid: 'Số dư khả dụng không hợp lệ. Vui lòng thử lại sau.',
  aboveBalance: (formatted: string) => `Số tiền tối đa là ${formatted}`,
  accountNumberRequired: 'Vui lòng nhập số tài khoản',
  accountNumberShort: `Số tài khoản phải có ít nhất ${ACCOUNT_NUMBER_MIN} ký tự`,
  accountNumberDigits: 'Số tài khoản chỉ được chứa số',
  accountNumberLong: `Số tài khoản không được quá ${ACCOUNT_NUMBER_MAX} chữ số`,
  accountNameShort: `Tên chủ tài khoản phải có ít nhất ${ACCOUNT_NAME_MIN} ký tự`,
  accountNameLong: `Tên chủ tài khoản không được quá ${ACCOUNT_NAME_MAX} ký tự`,
  accountNameLetters: 'Tên chủ tài khoản chỉ gồm chữ cái và khoảng trắng',
  accountNameMismatch: 'Tên tài khoản phải khớp với tên đã đăng ký lần đầu',
  accountNameLocked: 'Không thể sửa tên chủ tài khoản',
  accountDuplicate: 'Tài khoản ngân hàng này đã được thêm',
  accountNotFound: 'Không tìm thấy tài khoản ngân hàng',
  accountInactive: 'Tài khoản ngân hàng đang tạm khóa, vui lòng chọn tài khoản khác',
  bankUnknown: 'Ngân hàng không được hỗ trợ',
  vendorNotFound: 'Ngân hàng nhận tiền không còn hoạt động, vui lòng chọn ngân hàng khác',
  orderNotFound: 'Không tìm thấy giao dịch',
  orderNotOpen: 'Lệnh nạp này không còn chờ thanh toán. Vui lòng tạo lệnh nạp mới.',
  withdrawalNotFound: 'Không tìm thấy yêu cầu rút tiền',
  alreadyProcessed: 'Giao dịch đã được xử lý trước đó',
  // The player's cancel of a request an operator has decided (or that was cancelled already).
  withdrawalNotCancellable:
    'Yêu cầu rút tiền này không còn chờ xử lý nên không thể hủy. Vui lòng xem lại trạng thái trong lịch sử rút tiền',
  withdrawalCancel: 'Không thể hủy yêu cầu rút tiền',
  withdrawalPending: 'Bạn đang có yêu cầu rút tiền chờ xử lý với tài khoản này',
  idempotencyKeyInvalid: 'Mã giao dịch không hợp lệ',
  withdrawalKeyReused: 'Mã giao dịch này đã được dùng cho một yêu cầu rút tiền khác',
  depositKeyReused: 'Mã giao dịch này đã được dùng cho một lệnh nạp tiền khác',
  // Shown while a request whose answer was lost (a deposit's QR order, a withdrawal) is sent again
  // with its key.
  requestRetrying: 'Mất kết nối, đang gửi lại...',
  // Success.
  depositCreated: 'Tạo giao dịch nạp tiền thành công!',
  withdrawalCreated: 'Yêu cầu rút tiền đã được gửi!',
  withdrawalCancelled: 'Đã hủy yêu cầu rút tiền. Số tiền đã được hoàn về ví của bạn',
  bankAccountCreated: 'Tài khoản ngân hàng đã được thêm thành công!',
  bankAccountUpdated: 'Cập nhật tài khoản ngân hàng thành công!',
  bankAccountDeleted: 'Đã xóa tài khoản ngân hàng',
  bankAccountDefaulted: 'Đã đặt làm tài khoản mặc định',
  bankAccountActivated: 'Đã kích hoạt tài khoản ngân hàng',
  bankAccountDeactivated: 'Đã tạm khóa tài khoản ngân hàng',
  depositConfirmed: 'Nạp tiền thành công! Số tiền đã được cộng vào tài khoản của bạn',
  depositRejected: 'Nạp tiền bị từ chối! Vui lòng liên hệ bộ phận hỗ trợ (CSKH) hoặc tạo lệnh mới',
  depositExpired: 'Mã QR đã hết hạn. Vui lòng tạo giao dịch mới',
  webhookKey: 'Khóa xác thực webhook không đúng',
  // Responsible gaming.
  dailyLimitReached: (limit: string) => `Bạn đã đạt hạn mức nạp trong ngày (${limit}). Vui lòng thử lại vào ngày mai`,
  selfExcluded: (until: string) => `Bạn đang trong thời gian tự loại trừ đến ${until}. Không thể nạp tiền hoặc đặt cược`,
  dailyLimitInvalid: 'Hạn mức nạp mỗi ngày phải là số tiền nguyên dương',
  selfExclusionInvalid: 'Thời gian tự loại trừ không hợp lệ',
  selfExclusionPasswordRequired: 'Tự loại trừ từ 7 ngày trở lên cần xác nhận: vui lòng nhập mật khẩu đăng nhập',
  responsibleSaved: 'Đã lưu giới hạn của bạn',
  // The operator's lift of a self-exclusion.
  liftReasonRequired: 'Vui lòng nhập lý do gỡ tự loại trừ (ví dụ: số phiếu hỗ trợ xác nhận tài khoản bị chiếm đoạt)',
  liftReasonTooLong: 'Lý do không được quá 500 ký tự, vui lòng viết ngắn lại',
  liftUserNotFound: 'Không tìm thấy người chơi này. Vui lòng kiểm tra lại mã người chơi',
  liftNotExcluded: 'Người chơi này hiện không trong thời gian tự loại trừ, không có gì để gỡ',
  selfExclusionLifted: (username: string) => `Đã gỡ tự loại trừ của ${username}`,
} as const;

export const TWO_FACTOR_MESSAGES = {
  required: 'Vui lòng nhập mật khẩu cấp 2',
  tooShort: `Mật khẩu cấp 2 phải có ít nhất ${TWO_FACTOR_MIN} ký tự`,
  tooLong: `Mật khẩu cấp 2 không được quá ${TWO_FACTOR_MAX} ký tự`,
  confirmRequired: 'Vui lòng xác nhận mật khẩu cấp 2',
  mismatch: 'Mật khẩu cấp 2 xác nhận không khớp',
  setupFailed: 'Có lỗi xảy ra khi thiết lập mật khẩu cấp 2',
  statusFailed: 'Không thể kiểm tra trạng thái 2FA',
  wrong: 'Mật khẩu cấp 2 không đúng',
  // From the TWO_FACTOR_WARN_FROM-th wrong password, `wrong` (or `currentWrong`) says what is left.
  triesLeft: (wrong: string, left: number) => `${wrong}. Bạn còn ${left} lần thử`,
  verifyFailed: 'Lỗi xác minh mật khẩu cấp 2',
  setupSuccess: 'Thiết lập mật khẩu cấp 2 thành công!',
  changeSuccess: 'Đổi mật khẩu cấp 2 thành công!',
  alreadySet: 'Bạn đã thiết lập mật khẩu cấp 2. Hãy dùng chức năng đổi mật khẩu cấp 2',
  notSet: 'Bạn chưa thiết lập mật khẩu cấp 2',
  currentWrong: 'Mật khẩu cấp 2 hiện tại không đúng',
  sameAsLogin: 'Mật khẩu cấp 2 phải khác mật khẩu đăng nhập',
  // Said from the wrong password that locks (the fifth), so "đủ", not "quá". The end is Vietnam's
  // time, whatever the server's or the phone's zone.
  locked: (until: Date | string) =>
    `Bạn đã nhập sai mật khẩu cấp 2 đủ ${TWO_FACTOR_MAX_FAILURES} lần. Vui lòng thử lại sau ${formatVietnamDateTime(until)}`,
  tokenMissing: 'Vui lòng xác minh mật khẩu cấp 2 trước khi rút tiền',
  tokenInvalid: 'Phiên xác minh mật khẩu cấp 2 không hợp lệ hoặc đã hết hạn. Vui lòng xác minh lại',
  actionInvalid: 'Thao tác xác minh không hợp lệ',
  targetInvalid: 'Đối tượng cần xác minh không hợp lệ',
  // An operator's action that needs a token bound to the row it changes (STEP_UP_TARGETS).
  targetRequired: 'Thiếu đối tượng của thao tác cần xác minh',
  operatorStepUpRequired: 'Vui lòng nhập mật khẩu cấp 2 của bạn để xác nhận thao tác này',
  operatorStepUpNotSet:
    'Tài khoản quản trị của bạn chưa có mật khẩu cấp 2. Vui lòng thiết lập ở trang Rút tiền của trang quản trị (hoặc nhờ quản trị viên trên máy chủ) trước khi thực hiện thao tác này',
  operatorOnly: 'Chỉ tài khoản quản trị mới được xác minh thao tác này',
} as const;

export const TWO_FACTOR_ACTION = 'user_withdraw';
export const TWO_FACTOR_TOKEN_TTL_MS = 5 * 60_000;
export const TWO_FACTOR_MAX_FAILURES = 5;
// The wrong password from which the answer counts the tries left (the last two before the lock).
export const TWO_FACTOR_WARN_FROM = 3;
export const TWO_FACTOR_LOCK_MS = 15 * 60_000;
// ASCII, at most 25 characters with the prefix (bank apps cut or mangle longer or accented transfer
// content); no 0/O/1/I to misread.
export const ORDER_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const ORDER_CODE_LENGTH = 8;

const M = PAYMENT_MESSAGES;
const T = TWO_FACTOR_MESSAGES;

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

// A whole, positive, safe number of đồng. Strings, floats, NaN and zero are refused.
export const amount = define<number>('amount', (v) => {
  if (v === undefined || v === null || v === '' || v === 0) return M.amountRequired;
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v <= 0) return M.amountInvalid;
  return true;
});

const positiveId = (message: string) =>
  define<number>('id', (v) => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? true : message));

export interface AmountLimits {
  min: number;
  max: number;
}

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
  if (!limits) return M.configsMissing;
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (n === undefined || n === null || n === '' || n === 0) return M.amountRequired;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) return M.amountInvalid;
  if (n < limits.min) return M.depositMin(limits.min);
  if (n > limits.max) return M.depositMax(limits.max);
  return undefined;
}

// Withdrawal amount against the configs and the balance.
export function withdrawalAmountError(
  value: unknown,
  limits: AmountLimits | null,
  balance: number,
  formatBalance: (n: number) => string,
): string | undefined {
  if (!limits) return M.configsMissing;
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (n === undefined || n === null || n === '' || n === 0) return M.amountRequired;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) return M.amountInvalid;
  if (!(balance > 0)) return M.balanceInvalid;
  return withdrawalLimitError(n, limits) ?? (n > balance ? M.aboveBalance(formatBalance(balance)) : undefined);
}

// The limits alone, for a whole-đồng amount: the server refuses on them before it locks anything.
export function withdrawalLimitError(amount: number, limits: AmountLimits): string | undefined {
  if (amount < limits.min) return M.withdrawMin(limits.min);
  if (amount > limits.max) return M.withdrawMax(limits.max);
  return undefined;
}

export const accountNumber = coerce(
  define<string>('accountNumber', (v) => {
    if (typeof v !== 'string' || v === '') return M.accountNumberRequired;
    if (!/^\d+$/.test(v)) return M.accountNumberDigits;
    if (v.length < ACCOUNT_NUMBER_MIN) return M.accountNumberShort;
    if (v.length > ACCOUNT_NUMBER_MAX) return M.accountNumberLong;
    return true;
  }),
  string(),
  (v) => v.replace(/\s+/g, ''),
);

export const accountName = coerce(
  define<string>('accountName', (v) => {
    if (typeof v !== 'string' || v.length < ACCOUNT_NAME_MIN) return M.accountNameShort;
    if (v.length > ACCOUNT_NAME_MAX) return M.accountNameLong;
    if (!/^[A-Z ]+$/.test(v)) return M.accountNameLetters;
    return true;
  }),
  string(),
  normalizeAccountName,
);

export const bankCode = define<string>('bankCode', (v) =>
  typeof v === 'string' && /^[A-Za-z0-9_-]{2,20}$/.test(v) ? true : M.bankRequired,
);

export const secondaryPassword = define<string>('secondaryPassword', (v) => {
  if (typeof v !== 'string' || v.trim() === '') return T.required;
  if (v.length < TWO_FACTOR_MIN) return T.tooShort;
  if (v.length > TWO_FACTOR_MAX) return T.tooLong;
  return true;
});

// Made by the page when the player confirms a request: a copy sent again after a lost answer is
// answered with what the first one did.
const idempotencyKey = optional(
  define<string>('idempotencyKey', (v) => (typeof v === 'string' && IDEMPOTENCY_KEY_PATTERN.test(v) ? true : M.idempotencyKeyInvalid)),
);

export const GenerateQrBody = object({
  vendorId: positiveId(M.bankRequired),
  amount,
  idempotencyKey,
});

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

export const TwoFactorContext = type({
  userId: optional(number()),
  action: optional(string()),
  sessionId: define<string>('sessionId', (v) => (typeof v === 'string' && v.length > 0 && v.length <= 200 ? true : T.tokenMissing)),
  userAgent: optional(string()),
  ipAddress: optional(string()),
});

export const WithdrawalBody = object({
  bankAccountId: positiveId(M.accountNotFound),
  amount,
  twoFactor: define<unknown>('twoFactor', (v) => (v && typeof v === 'object' ? true : T.tokenMissing)),
  idempotencyKey,
});

// The login password, asked again before anything that could redirect money (a stolen access token
// alone does not know it). Only its presence and size are checked here; the hash decides.
export const loginPasswordProof = define<string>('loginPassword', (v) => {
  if (typeof v !== 'string' || v === '') return SECURITY_MESSAGES.loginPasswordRequired;
  return v.length <= 128 ? true : SECURITY_MESSAGES.loginPasswordWrong;
});

export const TwoFactorSetupBody = type({ newPassword: secondaryPassword, loginPassword: loginPasswordProof });
// Either the current second-level password, or (forgotten) the login password; the service requires one.
export const TwoFactorChangeBody = type({
  currentPassword: optional(secondaryPassword),
  loginPassword: optional(loginPasswordProof),
  newPassword: secondaryPassword,
});
export const TwoFactorValidateBody = type({
  secondaryPassword,
  userType: optional(literal('user')),
  action: define<string>('action', (v) => (isTwoFactorAction(v) ? true : T.actionInvalid)),
  userId: optional(union([number(), string()])),
  // The row an operator's token is for (STEP_UP_TARGETS); required by the server for those actions.
  target: optional(define<string>('target', (v) => (typeof v === 'string' && v.length > 0 && v.length <= 120 ? true : T.targetInvalid))),
});

export const ResponsibleGamingBody = object({
  dailyDepositLimit: optional(
    nullable(
      define<number>('dailyDepositLimit', (v) => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? true : M.dailyLimitInvalid)),
    ),
  ),
  selfExclusionDays: optional(
    define<number>('selfExclusionDays', (v) => ((SELF_EXCLUSION_DAYS as readonly unknown[]).includes(v) ? true : M.selfExclusionInvalid)),
  ),
  // Required (by the service) with a self-exclusion of SELF_EXCLUSION_PASSWORD_DAYS or more.
  loginPassword: optional(loginPasswordProof),
});

export const SelfExclusionLiftBody = object({
  reason: define<string>('reason', (v) => {
    if (typeof v !== 'string' || v.trim() === '') return M.liftReasonRequired;
    return v.trim().length <= SELF_EXCLUSION_LIFT_REASON_MAX ? true : M.liftReasonTooLong;
  }),
});

export type GenerateQrInput = { vendorId: number; amount: number; idempotencyKey?: string };
export type BankAccountInput = { bankCode: string; accountNumber: string; accountName: string };

// ---- Withdrawal side additions (bank-account cap, operator review, realtime status) ----

export const BANK_ACCOUNT_MAX = 10;

export const WITHDRAWAL_MESSAGES = {
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

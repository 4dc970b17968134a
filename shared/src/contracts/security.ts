// Step-up and account-security contract: what a stolen access token alone can no longer do, the
// cool-down before money leaves after a sensitive change, and the record of those changes that the
// player sees on the profile screen and hears about on their other sessions.

// What a second-level-password token is for (POST /core/users/2fa/validate `action`): a token of one
// action never serves another.
//
// Every operator action that creates or moves money, changes where it goes or changes who can act
// carries a token of its kind, bound to the one row it acts on (`target`, below), in the
// `x-two-factor-session` header: a stolen console session without the operator's second-level
// password can do none of them, and a token typed for one order cannot confirm another. A player
// asking for an operator's kind is refused.
export const TWO_FACTOR_ACTIONS = {
  withdraw: 'user_withdraw',
  bankAccountChange: 'bank_account_change',
  // Approving or rejecting one withdrawal.
  withdrawalReview: 'admin_withdrawal_review',
  // Confirming a deposit order by hand, assigning a bank transfer to a player or an order.
  operatorMoney: 'admin_money',
  // Receiving accounts (add, edit, pause), deposit settings, bet limits, the referral reward (money
  // the house pays out every week).
  operatorSettings: 'admin_settings',
  // Who can act: a ban, an unban, a self-exclusion lifted (operators themselves are managed on the host).
  operatorAccess: 'admin_access',
} as const;
export type TwoFactorAction = (typeof TWO_FACTOR_ACTIONS)[keyof typeof TWO_FACTOR_ACTIONS];
const ACTIONS: readonly unknown[] = Object.values(TWO_FACTOR_ACTIONS);
export const isTwoFactorAction = (value: unknown): value is TwoFactorAction => ACTIONS.includes(value);

// The operator's actions that need `target` when their token is asked for.
const BOUND_ACTIONS: readonly string[] = [
  TWO_FACTOR_ACTIONS.withdrawalReview,
  TWO_FACTOR_ACTIONS.operatorMoney,
  TWO_FACTOR_ACTIONS.operatorSettings,
  TWO_FACTOR_ACTIONS.operatorAccess,
];
export const isBoundAction = (action: string): boolean => BOUND_ACTIONS.includes(action);

// What an operator's token is bound to, one row each. The console, the CLI and the server build the
// same string from the same id, so a token asked for one row is refused on any other.
export const STEP_UP_TARGETS = {
  depositOrder: (orderId: number) => `deposit-order:${orderId}`,
  bankTransfer: (transferId: number) => `bank-transfer:${transferId}`,
  // A receiving account not yet created has no id: its token is for 'a new one'.
  vendorCard: (cardId: number | null) => `vendor-card:${cardId ?? 'new'}`,
  config: (key: string) => `config:${key}`,
  gameConfig: (game: string) => `game-config:${game}`,
  jackpot: (game: string) => `jackpot:${game}`,
  user: (userId: number) => `user:${userId}`,
  // A second operator's approval of a maker-checker change.
  pendingChange: (changeId: number) => `pending-change:${changeId}`,
  withdrawal: (withdrawalId: number) => `withdrawal:${withdrawalId}`,
  // The referral reward's one setting (on or off, and its share).
  referralSettings: () => 'referral-settings',
  // A manual adjustment of a player's wallet (asked, and approved by a second operator).
  walletAdjust: (userId: number) => `wallet-adjust:${userId}`,
  // Several withdrawals approved at once: one token for exactly that set, named by the SHA-256 of
  // their ids in order (withdrawalBatchTarget), so it approves no other set.
  withdrawalBatch: (digestHex: string) => `withdrawals:${digestHex}`,
  // A remote front end's pointer (its live version, a rollback, its canary).
  remote: (remote: string) => `remote:${remote}`,
} as const;

// Adding, editing (number, bank), deleting or making default a bank account carries a fresh
// `bank_account_change` token in this header.
export const TWO_FACTOR_SESSION_HEADER = 'x-two-factor-session';

export type SecurityEventKind =
  | 'password_changed'
  // Set anew with a code sent by SMS to the registered phone (the password was not known).
  | 'password_reset'
  | 'two_factor_set'
  | 'two_factor_changed'
  | 'two_factor_reset'
  | 'bank_account_added'
  | 'bank_account_changed'
  | 'bank_account_deleted'
  | 'bank_account_default'
  | 'self_exclusion_set'
  | 'self_exclusion_lifted';

export const SECURITY_EVENT_LABELS: Record<SecurityEventKind, string> = {
  password_changed: 'Đổi mật khẩu đăng nhập',
  password_reset: 'Đặt lại mật khẩu đăng nhập bằng mã SMS',
  two_factor_set: 'Thiết lập mật khẩu cấp 2',
  two_factor_changed: 'Đổi mật khẩu cấp 2',
  two_factor_reset: 'Đặt lại mật khẩu cấp 2 bằng mã SMS',
  bank_account_added: 'Thêm tài khoản ngân hàng',
  bank_account_changed: 'Sửa tài khoản ngân hàng',
  bank_account_deleted: 'Xóa tài khoản ngân hàng',
  bank_account_default: 'Đặt tài khoản ngân hàng mặc định',
  self_exclusion_set: 'Tự loại trừ (tạm ngừng nạp tiền và đặt cược)',
  self_exclusion_lifted: 'Gỡ tự loại trừ bởi bộ phận hỗ trợ',
};

// GET /api/core/security-events → {success, data: SecurityEventDto[]}, newest first.
export interface SecurityEventDto {
  id: number;
  kind: SecurityEventKind;
  // The bank and the last digits of the account, when the change was about one.
  detail: string | null;
  ip: string | null;
  userAgent: string | null;
  createdAt: string;
}

// Realtime, to every socket of the player, after such a change is committed.
export const SECURITY_NOTICE_EVENT = 'securityNotice';
export interface SecurityNotice {
  kind: SecurityEventKind;
  detail: string | null;
  ip: string | null;
  createdAt: string;
  message: string;
}

// Times shown to players are Vietnam's (UTC+7, no daylight saving), whatever the device's zone.
// Made on first use: a date format with a time zone costs a phone tens of milliseconds to build,
// and every page loads this module, most never showing such a time.
let vietnamDateTime: Intl.DateTimeFormat | undefined;
export const formatVietnamDateTime = (date: Date | string) =>
  (vietnamDateTime ??= new Intl.DateTimeFormat('vi-VN', {
    timeZone: 'Asia/Ho_Chi_Minh',
    hour: '2-digit',
    minute: '2-digit',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  })).format(typeof date === 'string' ? new Date(date) : date);

// Why withdrawals wait: a new or changed destination, or a changed password (a thief's first moves).
export type WithdrawalCooldownReason = 'bank_account' | 'password';

export const SECURITY_MESSAGES = {
  notice: (label: string, ip: string | null) =>
    `${label} vừa được thực hiện trên tài khoản của bạn${ip ? ` từ địa chỉ ${ip}` : ''}. Nếu không phải bạn, hãy đổi mật khẩu ngay và liên hệ hỗ trợ`,
  cooldown: (reason: WithdrawalCooldownReason, until: Date | string) =>
    reason === 'bank_account'
      ? `Tài khoản ngân hàng này vừa được thêm hoặc thay đổi. Để bảo vệ bạn, có thể rút tiền về tài khoản này từ ${formatVietnamDateTime(until)}`
      : `Mật khẩu của bạn vừa được thay đổi. Để bảo vệ bạn, có thể rút tiền từ ${formatVietnamDateTime(until)}`,
  stepUpRequired: 'Vui lòng xác minh mật khẩu cấp 2 để thay đổi tài khoản ngân hàng',
  stepUpNotSet: 'Vui lòng thiết lập mật khẩu cấp 2 trước khi thay đổi tài khoản ngân hàng',
  loginPasswordRequired: 'Vui lòng nhập mật khẩu đăng nhập',
  loginPasswordWrong: 'Mật khẩu đăng nhập không đúng',
  changeNeedsProof: 'Vui lòng nhập mật khẩu cấp 2 hiện tại hoặc mật khẩu đăng nhập',
  weakSecondPassword: 'Mật khẩu cấp 2 quá dễ đoán (lặp lại, dãy liên tiếp hoặc mật khẩu phổ biến). Vui lòng chọn mật khẩu khác',
  phoneSecondPassword:
    'Mật khẩu cấp 2 không được là số điện thoại của bạn hay các số cuối của nó (người khác dễ biết). Vui lòng chọn mật khẩu khác',
  eventsLoad: 'Không thể tải hoạt động bảo mật',
} as const;

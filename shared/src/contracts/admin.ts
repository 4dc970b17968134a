// Shapes of the operator API (/api/admin/*): what the CLI and an operator's console read.
import type { OperatorAccess, User } from './api';
import type { BetSide, Coins, Dice, GameType } from './games';
import type { BetHistoryDto, BetStatus, RoundPhase, SideTotals } from './game-api';
import type { DepositDto } from './deposits';
import type { HouseBalanceDto, WithdrawalDto } from './withdrawals';
import type { ResponsibleGamingDto } from './responsible-gaming';
import type {
  PlayerAddressDto,
  PlayerBankAccountDto,
  PlayerDeviceDto,
  PlayerLifetimeDto,
  PlayerMatch,
  PlayerNoteDto,
  PlayerTagDto,
} from './players';
import { TWO_FACTOR_ACTIONS, type SecurityEventDto, type TwoFactorAction } from './security';

// A user as the operator sees it: the player view plus ban state and wallet balance.
export interface AdminUserDto extends User {
  bannedAt: string | null;
  banReason: string | null;
  balance: number;
}

export interface AdminPlayerRowDto extends AdminUserDto {
  lastLoginAt: string | null;
  lifetime: PlayerLifetimeDto;
  tags: string[];
  /** What the search text matched on this row; empty when there was no search text. */
  matchedBy: PlayerMatch[];
}

// GET /api/admin/users?q=&status=&tag=&sort=&order=&page=
export interface AdminPlayerSearchDto {
  users: AdminPlayerRowDto[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AccountOutOfBalance {
  accountId: number;
  kind: string;
  balance: number;
  entriesSum: number;
}

export interface MalformedTransfer {
  transferId: number;
  amount: number;
  entryCount: number;
  entriesSum: number;
}

export const LEDGER_CHECK_MESSAGES = {
  fullInvalid: 'Tham số full chỉ nhận 0 (kiểm tra từ mốc gần nhất) hoặc 1 (kiểm tra toàn bộ sổ cái).',
} as const;

// The last daily checkpoint of the ledger: every transfer up to `transferIdUpto` is vouched for.
export interface LedgerCheckpointDto {
  id: number;
  day: string;
  transferIdUpto: number;
  takenAt: string;
}

// GET /api/admin/ledger/check: the ledger's invariants. `incremental` verifies the chain of daily
// checkpoints and what was written after the last one; `full` (?full=1) reads every entry.
export interface LedgerCheckDto {
  ok: boolean;
  mode: 'incremental' | 'full';
  totalBalance: number;
  accountsOutOfBalance: AccountOutOfBalance[];
  transfersMalformed: MalformedTransfer[];
  checkpoint: LedgerCheckpointDto | null;
  // Checkpoints whose row no longer matches its hash or the chain (or, the last, the balances).
  checkpointsBroken: number[];
}

// GET /api/admin/deposits items: the player's deposit with who confirmed it and from which transfer.
export interface AdminDepositDto extends DepositDto {
  username: string;
  confirmedBy: string | null;
  rejectedAt: string | null;
  bankTransferId: number | null;
}

export type BankTransferStatus = 'MATCHED' | 'UNMATCHED' | 'ASSIGNED' | 'IGNORED' | 'RETURNED';

// GET /api/admin/bank-transfers items: one transfer as the bank feed reported it.
export interface BankTransferDto {
  id: number;
  providerTxId: string;
  gateway: string | null;
  accountNumber: string | null;
  content: string;
  amount: number;
  transferType: 'in' | 'out';
  referenceCode: string | null;
  transactionDate: string | null;
  status: BankTransferStatus;
  depositOrderId: number | null;
  assignedUserId: number | null;
  assignedAt: string | null;
  note: string | null;
  // A transfer sent back to its sender: the bank's reference of the return.
  returnReference: string | null;
  createdAt: string;
}

// What an operator did (the audit log): written in the same transaction as the change itself.
export const AUDIT_ACTIONS = [
  'user.ban',
  'user.unban',
  'user.devTools',
  'withdrawal.approve',
  'withdrawal.reject',
  'deposit.confirm',
  'deposit.reject',
  'bankTransfer.assign',
  'vendorCard.create',
  'vendorCard.update',
  'config.update',
  'gameConfig.update',
  'operator.create',
  // An operator's authenticator cleared from the host (a lost phone): their next login enrols again.
  'operator.totpReset',
  'user.selfExclusionLift',
  // Maker-checker: a change asked for, approved by a second operator, rejected, cancelled by its
  // maker, or applied at the end of the solo mode's delay; or, due in the solo mode when a second
  // operator who can approve it has been added meanwhile, left to wait for their approval instead.
  'change.request',
  'change.approve',
  'change.reject',
  'change.cancel',
  'change.applyAfterDelay',
  'change.awaitApproval',
  'operator.role',
  'operator.disable',
  'operator.enable',
  // A recovery code sent to a player's registered phone for a caller support has identified; the
  // operator never sees the code nor sets the password.
  'user.recoveryStart',
  // Every open session of a player ended by support (a shared phone, a suspected takeover).
  'user.sessionsEnd',
  // An address or a range shut out, or let back in.
  'ip.ban',
  'ip.lift',
  // An export of rows (CSV) holding players' personal data: which one, for which range and filters.
  'data.export',
  // A game stopped for maintenance (no round opens after the one under way), or started again.
  'game.pause',
  'game.resume',
  'player.note',
  'player.tag',
  'player.untag',
  'risk.clear',
  'bankTransfer.ignore',
  'bankTransfer.return',
  'wallet.adjust',
  // The announcement, the maintenance notice or the support links changed (one entry per save).
  'siteContent.update',
  'jackpot.update',
  // The referral reward turned on or off, or its share changed.
  'referralSettings.update',
  // The tables' chat: a message hidden, a player muted or let speak again, the word filter saved,
  // a table's chat turned on or off.
  'chat.hide',
  'chat.mute',
  'chat.unmute',
  'chat.words',
  'chat.toggle',
  // A remote front end's version made live, rolled back, or tried on a share of players (canary).
  'remote.use',
  'remote.rollback',
  'remote.canary',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

// The operators' words for each action: the console's log and the exported log print the same.
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'user.ban': 'Khóa tài khoản',
  'user.unban': 'Mở khóa tài khoản',
  'user.devTools': 'Đổi quyền công cụ nhà phát triển',
  'withdrawal.approve': 'Duyệt rút tiền',
  'withdrawal.reject': 'Từ chối rút tiền',
  'deposit.confirm': 'Xác nhận nạp tiền',
  'deposit.reject': 'Từ chối nạp tiền',
  'bankTransfer.assign': 'Gán giao dịch',
  'vendorCard.create': 'Thêm tài khoản nhận tiền',
  'vendorCard.update': 'Sửa tài khoản nhận tiền',
  'config.update': 'Sửa cấu hình nạp',
  'gameConfig.update': 'Sửa giới hạn cược',
  'operator.create': 'Tạo tài khoản quản trị',
  'operator.totpReset': 'Đặt lại xác thực hai lớp',
  'user.selfExclusionLift': 'Gỡ tự loại trừ',
  'change.request': 'Gửi yêu cầu chờ duyệt',
  'change.approve': 'Duyệt yêu cầu',
  'change.reject': 'Từ chối yêu cầu',
  'change.cancel': 'Hủy yêu cầu',
  'change.applyAfterDelay': 'Tự thực hiện sau thời gian chờ',
  'change.awaitApproval': 'Chuyển sang chờ người duyệt thứ hai',
  'operator.role': 'Đổi vai trò tài khoản quản trị',
  'operator.disable': 'Vô hiệu hóa tài khoản quản trị',
  'operator.enable': 'Bật lại tài khoản quản trị',
  'user.recoveryStart': 'Gửi mã khôi phục mật khẩu',
  'user.sessionsEnd': 'Kết thúc phiên đăng nhập',
  'ip.ban': 'Chặn địa chỉ IP',
  'ip.lift': 'Gỡ chặn địa chỉ IP',
  'data.export': 'Xuất dữ liệu (CSV)',
  'game.pause': 'Tạm dừng trò chơi (bảo trì)',
  'game.resume': 'Mở lại trò chơi',
  'player.note': 'Ghi chú về người chơi',
  'player.tag': 'Gắn nhãn người chơi',
  'player.untag': 'Gỡ nhãn người chơi',
  'risk.clear': 'Bỏ qua cảnh báo rủi ro',
  'bankTransfer.ignore': 'Bỏ qua giao dịch chưa khớp',
  'bankTransfer.return': 'Hoàn trả giao dịch chưa khớp',
  'wallet.adjust': 'Cộng/trừ tiền thủ công',
  'siteContent.update': 'Sửa nội dung trang (thông báo, bảo trì, liên hệ)',
  'jackpot.update': 'Sửa cài đặt hũ tài xỉu',
  'referralSettings.update': 'Sửa cài đặt thưởng giới thiệu',
  'chat.hide': 'Ẩn tin nhắn trò chuyện',
  'chat.mute': 'Cấm trò chuyện',
  'chat.unmute': 'Bỏ cấm trò chuyện',
  'chat.words': 'Sửa danh sách từ cấm trò chuyện',
  'chat.toggle': 'Bật/tắt trò chuyện ở bàn chơi',
  'remote.use': 'Đổi phiên bản giao diện',
  'remote.rollback': 'Quay lại phiên bản giao diện trước',
  'remote.canary': 'Thử phiên bản giao diện trên một phần người chơi',
};

// GET /api/admin/audit items, newest first. `target` names the row changed ('user:42',
// 'withdrawal:7', 'game_config:taixiu'); `before` and `after` are its state around the change
// (`before` null for a row the action made).
// `via`: 'console' for an operator's action (actorId, actorUsername: who); 'host' for a command run
// on the server's machine (the operator CLI over the host-only socket), which has no account:
// actorId null, actorUsername HOST_ACTOR_NAME.
export const HOST_ACTOR_NAME = 'Máy chủ (dòng lệnh)';
export interface AuditEntryDto {
  id: number;
  actorId: number | null;
  actorUsername: string;
  via: 'console' | 'host';
  action: AuditAction;
  target: string;
  /** Who the target is when it is an account ('user:42' → its username), else null. */
  targetName: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
}

// GET /api/admin/queues: what waits on the operators, as the adminQueues event counts it.
export interface OperatorQueuesDto {
  pendingWithdrawals: number;
  unmatchedTransfers: number;
  // Maker-checker changes waiting for a second operator (or for the solo mode's delay).
  pendingChanges: number;
}

// Maker-checker ("Chờ duyệt"): the changes that create money or change where it goes wait for a
// second operator's approval, given with that operator's own step-up. The maker cannot approve their
// own. Where no second operator exists, a change waits `soloDelayHours` instead and is applied then
// unless its maker cancels it.
export const PENDING_CHANGE_KINDS = [
  'deposit.confirm',
  'bankTransfer.assign',
  'vendorCard.create',
  'vendorCard.update',
  'wallet.adjust',
] as const;
export type PendingChangeKind = (typeof PENDING_CHANGE_KINDS)[number];
export const PENDING_CHANGE_LABELS: Record<PendingChangeKind, string> = {
  'deposit.confirm': 'Xác nhận nạp thủ công',
  'bankTransfer.assign': 'Gán giao dịch',
  'vendorCard.create': 'Thêm tài khoản nhận tiền',
  'vendorCard.update': 'Đổi tài khoản nhận tiền',
  'wallet.adjust': 'Cộng/trừ tiền thủ công',
};
// The approver's step-up kind for each (the kind the maker's own was of), and who may approve it.
export const PENDING_CHANGE_APPROVAL: Record<PendingChangeKind, { action: TwoFactorAction; access: OperatorAccess }> = {
  'deposit.confirm': { action: TWO_FACTOR_ACTIONS.operatorMoney, access: 'money' },
  'bankTransfer.assign': { action: TWO_FACTOR_ACTIONS.operatorMoney, access: 'money' },
  'vendorCard.create': { action: TWO_FACTOR_ACTIONS.operatorSettings, access: 'admin' },
  'vendorCard.update': { action: TWO_FACTOR_ACTIONS.operatorSettings, access: 'admin' },
  'wallet.adjust': { action: TWO_FACTOR_ACTIONS.operatorMoney, access: 'money' },
};
export type PendingChangeStatus = 'PENDING' | 'APPLIED' | 'REJECTED' | 'CANCELLED';
export const PENDING_CHANGE_STATUS_LABELS: Record<PendingChangeStatus, string> = {
  PENDING: 'Chờ duyệt',
  APPLIED: 'Đã thực hiện',
  REJECTED: 'Bị từ chối',
  CANCELLED: 'Đã hủy',
};
// 'two' when at least one other operator can approve; 'solo' when the change waits out the delay.
export type MakerCheckerMode = 'two' | 'solo';

export interface PendingChangeDto {
  id: number;
  kind: PendingChangeKind;
  // The row it changes, as STEP_UP_TARGETS names it ('deposit-order:12', 'vendor-card:3').
  target: string;
  // What it does, in the operator's words ("Cộng 12.000.000 đ vào ví của an_nguyen (lệnh #12)").
  summary: string;
  amount: number | null;
  // The fields it sets, and what they were (for a receiving account): shown side by side.
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  makerId: number;
  makerUsername: string;
  status: PendingChangeStatus;
  // Solo mode: applied then unless cancelled; null when a second operator must approve.
  executeAfter: string | null;
  createdAt: string;
  decidedById: number | null;
  decidedByUsername: string | null;
  decidedAt: string | null;
  reason: string | null;
}

// GET /api/admin/pending-changes?status: the list (PENDING oldest first, others newest first), with
// the mode in force for the caller's next change.
export interface PendingChangesDto {
  // Per kind of change, the mode the caller's own request would be in: a team of one admin and one
  // accountant has a second approver for a credit, but none for a receiving account (admins only).
  modes: Record<PendingChangeKind, MakerCheckerMode>;
  soloDelayHours: number;
  manualCreditReviewAbove: number;
  items: PendingChangeDto[];
}

// What an operator's request answers when its change now waits (HTTP 202).
export interface ChangeRequestedDto {
  pendingChange: PendingChangeDto;
}

// GET /api/admin/overview: the console's first screen.
export interface AdminOverviewDto {
  house: HouseBalanceDto;
  // Since midnight, Vietnam time (UTC+7, no daylight saving).
  today: {
    since: string;
    depositsConfirmed: { count: number; amount: number };
    withdrawalsApproved: { count: number; amount: number };
  };
  // changes: maker-checker requests waiting for a second operator.
  pending: { withdrawals: number; deposits: number; unmatchedTransfers: number; changes: number };
  // The ledger's invariants, checked as the overview was made (full scans: an operator's screen).
  ledger: { ok: boolean; checkedAt: string };
  // Distinct players with a socket in each game's room, over every node; null when a node did not
  // answer in time.
  livePlayers: Record<GameType, number | null>;
}

// A row of the profile's deposits: an order or a transfer recorded for the player (`source`), with who
// credited it: 'webhook' (the bank feed), the operator's username, or null while nothing was credited.
export interface AdminPlayerDepositDto extends DepositDto {
  creditedByName: string | null;
}

// A row of the profile's withdrawals, with who decided it: the operator's username for one approved
// or refused, null while it waits or when the player cancelled it themselves.
export interface AdminPlayerWithdrawalDto extends WithdrawalDto {
  decidedByName: string | null;
}

// GET /api/admin/users/:id/profile: one player as the console shows them, each list newest first
// (the latest ADMIN_PROFILE_ROWS of each).
export const ADMIN_PROFILE_ROWS = 20;
export interface AdminPlayerProfileDto {
  user: AdminUserDto;
  lastLoginAt: string | null;
  lifetime: PlayerLifetimeDto;
  bankAccounts: PlayerBankAccountDto[];
  devices: PlayerDeviceDto[];
  addresses: PlayerAddressDto[];
  notes: PlayerNoteDto[];
  tags: PlayerTagDto[];
  deposits: AdminPlayerDepositDto[];
  withdrawals: AdminPlayerWithdrawalDto[];
  bets: BetHistoryDto[];
  securityEvents: SecurityEventDto[];
  limits: ResponsibleGamingDto;
}

// GET /api/admin/games/:game/rounds?limit=&before=: the console's "Trò chơi" screen. A game's rounds
// newest first, the one being played among them; `limit` 1 to 100 (20 when left out), `before` a
// round id: the next page is before = nextBefore.
export type AdminRoundStatus = 'betting' | 'settled' | 'void';

// A round's provably fair commitment (the recipe is the page's `recipe`). The seed stays null until
// the round is settled: revealed earlier, it would tell its result, and every later seed of the
// chain hashes down to it.
export interface AdminRoundFairnessDto {
  chainId: number;
  chainIndex: number;
  // seed_0 of the round's chain, published when the chain was committed.
  chainCommitment: string;
  // seed_{k-1} = SHA256(seed_k): this round's commitment, published before it took a bet.
  previousSeed: string;
  // seed_k, revealed at settlement; null before, and for good in a round called off.
  seed: string | null;
  // The recipe's HMAC message, "<game>:<sessionId>".
  hmacMessage: string;
}

// GET /api/admin/games/:game/rounds/:id/bets items: one bet of the round, as placed and as it ended.
export interface AdminRoundBetDto {
  id: number;
  userId: number;
  username: string;
  side: BetSide;
  amount: number;
  status: BetStatus;
  /** What went back to the player for it (stake included); 0 for a lost or a still open bet. */
  payout: number;
  createdAt: string;
}

export interface AdminRoundDto {
  gameType: GameType;
  sessionId: number;
  // 'void': called off without a draw, every stake refunded.
  status: AdminRoundStatus;
  // What the table shows of the round now being played (its result phase included); null for a
  // round that is over.
  phase: RoundPhase | null;
  // Epoch ms, server clock.
  openedAt: number;
  bettingEndsAt: number;
  resultEndsAt: number;
  // When it was settled or called off; null while open.
  settledAt: number | null;
  // The draw as the game keeps it: dice (tài xỉu) or coins (xóc đĩa), the other null; all null and
  // no winning side until settled.
  dice: Dice | null;
  coins: Coins | null;
  outcome: BetSide | null;
  winningSides: BetSide[];
  // The bets that stand (a cancelled bet is no bet); counted when the round closes, so null while
  // it takes bets (`sides` counts its players meanwhile).
  betCount: number | null;
  // Đồng staked by the bets that stand, in all and per side (every side of the game listed); the
  // running totals while the round takes bets.
  totalStaked: number;
  sides: SideTotals;
  // What went back to the players: the winners' payouts (stake included) or, in a round called
  // off, every stake refunded; null while open.
  totalPaid: number | null;
  // totalStaked − totalPaid: the house's gain in the round (negative, its loss); null while open.
  houseResult: number | null;
  fairness: AdminRoundFairnessDto;
}

export interface AdminRoundsPageDto {
  gameType: GameType;
  items: AdminRoundDto[];
  // The `before` of the next (older) page; null when this page holds the oldest round.
  nextBefore: number | null;
  // When the page was read (epoch ms, server clock): `phase` is as of then.
  serverNow: number;
  // How a revealed seed gives the round's result (FAIRNESS_RECIPE).
  recipe: string;
}

// Risk flags: what the server finds worth an operator's look about a player, each saying why and
// listing the rows it came from. Computed when asked, from the sessions, bank accounts, bets and
// withdrawals as they are; an operator clears one with a note, and the same finding (same kind, same
// key) stays cleared until something new raises it under another key.
import { OPERATOR_TEXT_MAX } from './constants';

export const RISK_FLAG_KINDS = [
  'sharedBankAccount',
  'sharedHolderName',
  'sharedDevice',
  'sharedAddress',
  'lowPlayWithdrawal',
  'bothSides',
  'bigWin',
  'manyWithdrawals',
] as const;
export type RiskFlagKind = (typeof RISK_FLAG_KINDS)[number];

export const RISK_FLAG_LABELS: Record<RiskFlagKind, string> = {
  sharedBankAccount: 'Dùng chung tài khoản ngân hàng',
  sharedHolderName: 'Trùng tên chủ tài khoản',
  sharedDevice: 'Dùng chung thiết bị',
  sharedAddress: 'Dùng chung địa chỉ IP',
  lowPlayWithdrawal: 'Rút tiền khi chơi ít',
  bothSides: 'Cược hai cửa đối nhau',
  bigWin: 'Thắng lớn',
  manyWithdrawals: 'Rút tiền nhiều lần',
};

export interface RiskFlagDto {
  kind: RiskFlagKind;
  /** What the finding is about (an account number, a device, a round): with the kind, its identity. */
  key: string;
  /** Why, in a sentence. */
  reason: string;
  /** The rows it came from: a heading per column, then the rows. */
  evidence: { head: string[]; rows: string[][] };
  /** Other players it ties this one to. */
  related: Array<{ id: number; username: string }>;
  cleared: { by: string; note: string; at: string } | null;
}

export interface PlayerRiskDto {
  user: { id: number; username: string; bannedAt: string | null };
  /** In the list, the first RISK_LIST_FLAGS_SHOWN of the player's flags not cleared; the profile has them all. */
  flags: RiskFlagDto[];
  /** How many flags not cleared the player has in all. */
  flagCount: number;
}

// A player with hundreds of flags (a round bet on both sides is one each) would fill the list alone.
export const RISK_LIST_FLAGS_SHOWN = 5;

// GET /api/admin/risk: the players with a flag not cleared, most flags first.
export interface RiskListDto {
  players: PlayerRiskDto[];
}

/** The thresholds the flags use (the server's configuration). */
export interface RiskRulesDto {
  /** A withdrawal is "after little play" when the bets since the last paid one are under this many times the deposits since. */
  turnoverMultiple: number;
  /** A round's win (payout less stake) at least this, in đồng. */
  bigWin: number;
  /** This many withdrawal requests within `manyWithdrawalsHours`. */
  manyWithdrawals: number;
  manyWithdrawalsHours: number;
  /** How far back the bets are read for the betting flags, in days. */
  lookbackDays: number;
}

export const RISK_MESSAGES = {
  noteRequired: `Vui lòng ghi lý do bỏ qua cảnh báo (tối đa ${OPERATOR_TEXT_MAX} ký tự).`,
  kindInvalid: 'Loại cảnh báo không hợp lệ.',
  keyInvalid: 'Cảnh báo không hợp lệ.',
  notRaised: 'Cảnh báo này không còn (hoặc chưa từng có) trên người chơi.',
  alreadyCleared: 'Cảnh báo này đã được bỏ qua trước đó.',
  cleared: (label: string) => `Đã bỏ qua cảnh báo "${label}" và lưu ghi chú.`,
} as const;

// Shapes of the operator API (/api/admin/*): what the CLI and an operator's console read.
import type { User } from './api';
import type { GameType } from './games';
import type { BetHistoryDto } from './game-api';
import type { DepositDto, HouseBalanceDto, ResponsibleGamingDto, WithdrawalDto } from './payments';
import type { SecurityEventDto } from './security';

// A user as the operator sees it: the player view plus ban state and wallet balance.
export interface AdminUserDto extends User {
  bannedAt: string | null;
  banReason: string | null;
  balance: number;
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

// GET /api/admin/ledger/check: the ledger's invariants, read straight from the tables.
export interface LedgerCheckDto {
  ok: boolean;
  totalBalance: number;
  accountsOutOfBalance: AccountOutOfBalance[];
  transfersMalformed: MalformedTransfer[];
}

// GET /api/admin/deposits items: the player's deposit with who confirmed it and from which transfer.
export interface AdminDepositDto extends DepositDto {
  username: string;
  confirmedBy: string | null;
  rejectedAt: string | null;
  bankTransferId: number | null;
}

export type BankTransferStatus = 'MATCHED' | 'UNMATCHED' | 'ASSIGNED' | 'IGNORED';

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
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

// GET /api/admin/audit items, newest first. `target` names the row changed ('user:42',
// 'withdrawal:7', 'game_config:taixiu'); `before` and `after` are its state around the change
// (`before` null for a row the action made).
export interface AuditEntryDto {
  id: number;
  actorId: number;
  actorUsername: string;
  action: AuditAction;
  target: string;
  before: unknown;
  after: unknown;
  createdAt: string;
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
  pending: { withdrawals: number; deposits: number; unmatchedTransfers: number };
  // The ledger's invariants, checked as the overview was made (full scans: an operator's screen).
  ledger: { ok: boolean; checkedAt: string };
  // Distinct players with a socket in each game's room, over every node; null when a node did not
  // answer in time.
  livePlayers: Record<GameType, number | null>;
}

// GET /api/admin/users/:id/profile: one player as the console shows them, each list newest first
// (the latest ADMIN_PROFILE_ROWS of each).
export const ADMIN_PROFILE_ROWS = 20;
export interface AdminPlayerProfileDto {
  user: AdminUserDto;
  deposits: DepositDto[];
  withdrawals: WithdrawalDto[];
  bets: BetHistoryDto[];
  securityEvents: SecurityEventDto[];
  limits: ResponsibleGamingDto;
}

import {
  paymentSettings,
  type AdminDepositDto,
  type AdminPlayerDepositDto,
  type BankTransferDto,
  type BankTransferStatus,
  type DepositCreditedBy,
  type DepositDto,
  type DepositSource,
  type DepositStatus,
  type PaymentSettings,
  type SystemConfigDto,
  type VendorCardDto,
} from '@app/shared/contracts';
import type { Queryable } from '../db/db';
import { iso, isoOrNull, type DbTime } from '../db/iso-time';

export interface VendorCardRow {
  id: number;
  bank_name: string;
  bank_code: string;
  bin: string;
  account_number: string;
  account_name: string;
  swift_code: string | null;
  is_active: boolean;
  created_at: DbTime;
  updated_at: DbTime;
}

export const VENDOR_CARD_COLUMNS =
  'id, bank_name, bank_code, bin, account_number, account_name, swift_code, is_active, created_at, updated_at';

export const toVendorCardDto = (row: VendorCardRow): VendorCardDto => ({
  id: row.id,
  bankName: row.bank_name,
  bankCode: row.bank_code,
  bin: row.bin,
  accountNumber: row.account_number,
  accountName: row.account_name,
  swiftCode: row.swift_code,
  isActive: row.is_active,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

export async function listVendorCards(q: Queryable, isActive?: boolean): Promise<VendorCardDto[]> {
  const { rows } = await q.query<VendorCardRow>(
    `SELECT ${VENDOR_CARD_COLUMNS} FROM vendor_cards WHERE ($1::boolean IS NULL OR is_active = $1::boolean) ORDER BY id`,
    [isActive ?? null],
  );
  return rows.map(toVendorCardDto);
}

export async function listConfigs(q: Queryable): Promise<SystemConfigDto[]> {
  const { rows } = await q.query<SystemConfigDto>('SELECT id, value FROM system_configs ORDER BY id');
  return rows;
}

// The configs the order rules need, each missing or broken row read as its default.
export async function depositSettings(q: Queryable): Promise<PaymentSettings> {
  return paymentSettings(await listConfigs(q));
}

export interface DepositOrderRow {
  id: number;
  user_id: number;
  vendor_card_id: number;
  amount: number;
  code: string;
  content: string;
  // Already EXPIRED when a pending order is past its time and the sweep has not run yet.
  status: DepositStatus;
  qr_data: string;
  expires_at: DbTime;
  created_at: DbTime;
  confirmed_at: DbTime | null;
  confirmed_by: string | null;
  rejected_at: DbTime | null;
  reject_reason: string | null;
  bank_transfer_id: number | null;
}

// An order's columns as stored (locked for update, or just written). Named, never `*`: each
// statement is prepared once per connection, and a column added by a migration while a node runs
// would change the row a `*` statement returns, which PostgreSQL refuses for a prepared statement.
export const ORDER_COLUMNS =
  'id, user_id, vendor_card_id, amount, code, content, status, qr_data, expires_at, created_at, confirmed_at, confirmed_by, rejected_at, reject_reason, bank_transfer_id';

// An order as read (not for update): a pending order past its expiry reads as EXPIRED. `alias`
// names the table when the query joins another ('d' gives d.id, d.status, ...).
export function orderColumnsAsRead(alias = ''): string {
  const c = (column: string) => (alias ? `${alias}.${column}` : column);
  return (
    ['id', 'user_id', 'vendor_card_id', 'amount', 'code', 'content'].map(c).join(', ') +
    `, CASE WHEN ${c('status')} = 'PENDING' AND ${c('expires_at')} <= now() THEN 'EXPIRED' ELSE ${c('status')} END AS status, ` +
    ['qr_data', 'expires_at', 'created_at', 'confirmed_at', 'confirmed_by', 'rejected_at', 'reject_reason', 'bank_transfer_id']
      .map(c)
      .join(', ')
  );
}

// A row of a player's deposit history: an order, or a transfer an operator recorded for them, read
// in the order's columns (see depositsOfPlayer), with the name of who credited it.
export type DepositHistoryRow = Omit<DepositOrderRow, 'vendor_card_id'> & {
  vendor_card_id: number | null;
  source: DepositSource;
  // 'webhook', the operator's username, or null while nothing was credited.
  credited_by_name: string | null;
};

// `confirmed_by` is 'webhook' or 'admin:<operator id>'.
const creditedBy = (confirmedBy: string | null): DepositCreditedBy | null =>
  confirmedBy === null ? null : confirmedBy === 'webhook' ? 'bank' : 'support';

export const toDepositDto = (row: DepositOrderRow | DepositHistoryRow): DepositDto => ({
  id: row.id,
  source: 'source' in row ? row.source : 'order',
  userId: row.user_id,
  cardId: row.vendor_card_id,
  amount: row.amount,
  code: row.code,
  content: row.content,
  status: row.status,
  createdAt: iso(row.created_at),
  confirmedAt: isoOrNull(row.confirmed_at),
  expiredAt: iso(row.expires_at),
  rejectReason: row.reject_reason,
  creditedBy: creditedBy(row.confirmed_by),
});

export const toAdminPlayerDepositDto = (row: DepositHistoryRow): AdminPlayerDepositDto => ({
  ...toDepositDto(row),
  creditedByName: row.credited_by_name,
});

export const toAdminDepositDto = (row: DepositOrderRow & { username: string }): AdminDepositDto => ({
  ...toDepositDto(row),
  username: row.username,
  confirmedBy: row.confirmed_by,
  rejectedAt: isoOrNull(row.rejected_at),
  bankTransferId: row.bank_transfer_id,
});

export interface BankTransferRow {
  id: number;
  provider_tx_id: string;
  gateway: string | null;
  account_number: string | null;
  content: string;
  amount: number;
  transfer_type: 'in' | 'out';
  reference_code: string | null;
  transaction_date: string | null;
  status: BankTransferStatus;
  deposit_order_id: number | null;
  assigned_user_id: number | null;
  assigned_at: DbTime | null;
  note: string | null;
  return_reference: string | null;
  created_at: DbTime;
}

export const BANK_TRANSFER_COLUMNS = `id, provider_tx_id, gateway, account_number, content, amount, transfer_type,
  reference_code, transaction_date, status, deposit_order_id, assigned_user_id, assigned_at, note, return_reference, created_at`;

export const toBankTransferDto = (row: BankTransferRow): BankTransferDto => ({
  id: row.id,
  providerTxId: row.provider_tx_id,
  gateway: row.gateway,
  accountNumber: row.account_number,
  content: row.content,
  amount: row.amount,
  transferType: row.transfer_type,
  referenceCode: row.reference_code,
  transactionDate: row.transaction_date,
  status: row.status,
  depositOrderId: row.deposit_order_id,
  assignedUserId: row.assigned_user_id,
  assignedAt: isoOrNull(row.assigned_at),
  note: row.note,
  returnReference: row.return_reference,
  createdAt: iso(row.created_at),
});

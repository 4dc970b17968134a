// Client shapes of the deposit side, mapped from the server DTOs of the contract.
import type { DepositDto, DepositStatus, SystemConfigDto } from '../../contracts/deposits';

/** A bank account of record, as the deposit screens show one: the house's, or a bank of the list. */
interface BankAccountOfRecord {
  id: number;
  name: string;
  accountNumber: string;
  accountName: string;
  bankCode: string;
  swiftCode: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  bin: string;
}

/** A bank of the system list (GET u/banks): bankCode from `code`, isActive from status ACTIVE. */
export interface Bank extends BankAccountOfRecord {
  shortName: string;
  logo: string | null;
}

/** A receiving account of the house (GET u/vendor-cards): name from bankName. */
export type VendorCard = BankAccountOfRecord;

export type SystemConfig = SystemConfigDto;

/** The bank shown with a created deposit: the house's receiving account. */
export type DepositBank = Omit<VendorCard, 'bin'>;

export type DepositClientStatus = 'pending' | 'confirmed' | 'rejected' | 'expired';

/**
 * A deposit in the history (GET u/deposits): an order, or a transfer the support desk recorded
 * (`source`; ids are unique within a source only), as the server sends it, its status lower-cased.
 */
export type DepositHistoryItem = Pick<
  DepositDto,
  'id' | 'source' | 'amount' | 'code' | 'content' | 'createdAt' | 'confirmedAt' | 'rejectReason' | 'creditedBy'
> & {
  status: DepositClientStatus;
};

/** A history row's key: an order and a recorded transfer may have the same id. */
export const depositHistoryKey = (item: Pick<DepositHistoryItem, 'id' | 'source'>): string => `${item.source ?? 'order'}-${item.id}`;

export interface DepositPage {
  items: DepositHistoryItem[];
  page: number;
  size: number;
  /** The server's total is not trusted: a full page implies one more. */
  hasMore: boolean;
}

/**
 * A created deposit: the app's one shape for it. generateQrCode answers it (converted from the wire's
 * DepositOrderDto in its endpoint file), the current-deposit store keeps it across reloads, and the
 * deposit screens show it.
 */
export interface CurrentDeposit {
  orderId: number;
  amount: number;
  code: string;
  /** prefix + code. */
  content: string;
  qrData: string;
  qrUrl: string;
  bank: DepositBank;
  /** Epoch milliseconds (server clock). */
  expiryTime: number;
  status: DepositClientStatus;
  createdAt: number;
}

export const toClientStatus = (status: DepositStatus | string): DepositClientStatus => {
  const s = String(status).toLowerCase();
  return s === 'confirmed' || s === 'rejected' || s === 'expired' ? s : 'pending';
};

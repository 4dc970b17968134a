// Client shapes of the deposit side, mapped from the server DTOs of the contract.
import type { DepositDto, DepositStatus, SystemConfigDto } from '../contracts/payments';

/** A bank of the system list (GET u/banks). */
export interface Bank {
  id: number;
  name: string;
  accountNumber: string;
  accountName: string;
  /** Source field `code`. */
  bankCode: string;
  swiftCode: string | null;
  /** True when the source status is ACTIVE. */
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  shortName: string;
  bin: string;
  logo: string | null;
}

/** A receiving account of the house (GET u/vendor-cards). */
export interface VendorCard {
  id: number;
  /** From bankName. */
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

export type SystemConfig = SystemConfigDto;

/** The bank shown with a created deposit: the house's receiving account. */
export type DepositBank = Omit<VendorCard, 'bin'>;

export type DepositClientStatus = 'pending' | 'confirmed' | 'rejected' | 'expired';

/** A deposit in the history (GET u/deposits): the order as the server sends it, its status lower-cased. */
export type DepositHistoryItem = Pick<DepositDto, 'id' | 'amount' | 'code' | 'content' | 'createdAt' | 'confirmedAt' | 'rejectReason'> & {
  status: DepositClientStatus;
};

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

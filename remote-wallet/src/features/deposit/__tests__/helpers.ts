import { act } from '@testing-library/react';
import { realtimeStore } from '@app/shared';
import { paymentCache, type CurrentDeposit } from '@app/shared/signed-in';

export const vendor = (id: number, name: string, bankCode: string) => ({
  id,
  name,
  accountNumber: '0123456789',
  accountName: 'CONG TY TNHH XUC XAC',
  bankCode,
  swiftCode: null,
  isActive: true,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
  bin: '970422',
});

/** Fresh lists in the payment cache, so the form does not ask the server. */
export function primeCache(options: { configs?: boolean; min?: number; max?: number } = {}) {
  const { configs = true, min = 10_000, max = 100_000_000 } = options;
  paymentCache.vendorCards = [vendor(3, 'MB Bank', 'MB'), vendor(4, 'Vietcombank', 'VCB')];
  paymentCache.vendorCardsFetchedAt = Date.now();
  paymentCache.configs = configs
    ? [
        { id: 'deposit_min_amount', value: String(min) },
        { id: 'deposit_max_amount', value: String(max) },
        { id: 'prefix_order', value: 'HD' },
      ]
    : null;
  paymentCache.configsFetchedAt = configs ? Date.now() : null;
}

export function deposit(overrides: Partial<CurrentDeposit> = {}): CurrentDeposit {
  return {
    orderId: 42,
    amount: 500_000,
    code: 'ABCD2345',
    content: 'HDABCD2345',
    qrData: '000201',
    qrUrl: 'data:image/png;base64,iVBORw0KGgo=',
    bank: {
      id: 3,
      name: 'MB Bank',
      accountNumber: '0123456789',
      accountName: 'CONG TY TNHH XUC XAC',
      bankCode: 'MB',
      swiftCode: null,
      isActive: true,
      createdAt: '',
      updatedAt: '',
    },
    expiryTime: Date.now() + 30 * 60_000,
    status: 'pending',
    createdAt: Date.now(),
    ...overrides,
  };
}

type Handler = (...args: unknown[]) => void;

/** A stand-in for the page's socket: records emits, lets the test deliver server events. */
export function fakeSocket() {
  const handlers = new Map<string, Set<Handler>>();
  const socket: {
    connected: boolean;
    active: boolean;
    emit: jest.Mock;
    on: jest.Mock;
    off: jest.Mock;
    deliver: (event: string, payload: unknown) => Promise<void>;
  } = {
    connected: true,
    active: true,
    emit: jest.fn(),
    on: jest.fn((event: string, h: Handler): unknown => {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)!.add(h);
      return socket;
    }),
    off: jest.fn((event: string, h: Handler): unknown => {
      handlers.get(event)?.delete(h);
      return socket;
    }),
    /** Async: valtio tells React about store changes in a microtask. */
    async deliver(event: string, payload: unknown) {
      await act(async () => {
        for (const h of handlers.get(event) ?? []) h(payload);
      });
    },
  };
  realtimeStore.socket = socket as never;
  return socket;
}

import { gate } from '../../../test-utils/fake-server';
import { getBanks } from '../../../api/deposits/get-banks';
import { getConfigs } from '../../../api/deposits/get-configs';
import { getDeposits } from '../../../api/deposits/get-deposits';
import { getVendorCards } from '../../../api/deposits/get-vendor-cards';
import {
  BANKS_STALE_MS,
  CONFIGS_STALE_MS,
  PAYMENT_CACHE_KEY,
  loadBanks,
  loadConfigs,
  loadDeposits,
  loadVendorCards,
  paymentCache,
  paymentClock,
  refreshAllPayments,
  resetPaymentCache,
} from '../payment-cache';

jest.mock('../../../api/deposits/get-banks');
jest.mock('../../../api/deposits/get-vendor-cards');
jest.mock('../../../api/deposits/get-configs', () => ({
  ...jest.requireActual('../../../api/deposits/get-configs'),
  getConfigs: jest.fn(),
}));
jest.mock('../../../api/deposits/get-deposits');

const banks = jest.mocked(getBanks);
const cards = jest.mocked(getVendorCards);
const configs = jest.mocked(getConfigs);
const deposits = jest.mocked(getDeposits);

let now = 1_000_000;
const bank = { id: 1, name: 'Vietcombank', bankCode: 'VCB' } as never;
const card = { id: 7, name: 'MB Bank', bankCode: 'MB' } as never;
const deposit = (id: number) => ({ id, amount: 100_000, status: 'pending' }) as never;

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
  now = 1_000_000;
  paymentClock.now = () => now;
  resetPaymentCache();
  banks.mockResolvedValue([bank]);
  cards.mockResolvedValue([card]);
  configs.mockResolvedValue([{ id: 'deposit_min_amount', value: '10000' }]);
  deposits.mockResolvedValue({ items: [deposit(1)], page: 1, size: 10, hasMore: false });
});

describe('banks and vendor cards: empty or older than 5 minutes', () => {
  it('fetches once, then serves the cache until 5 minutes have passed', async () => {
    await loadBanks();
    now += BANKS_STALE_MS - 1;
    await loadBanks();
    expect(banks).toHaveBeenCalledTimes(1);
    now += 1;
    await loadBanks();
    expect(banks).toHaveBeenCalledTimes(2);
  });

  it('refetches an empty list at once', async () => {
    cards.mockResolvedValueOnce([]);
    await loadVendorCards();
    await loadVendorCards();
    expect(cards).toHaveBeenCalledTimes(2);
    expect(paymentCache.vendorCards).toEqual([card]);
  });

  it('force reloads a fresh list', async () => {
    await loadVendorCards();
    await loadVendorCards(true);
    expect(cards).toHaveBeenCalledTimes(2);
  });
});

it('configs: absent or older than 10 minutes', async () => {
  expect(paymentCache.configs).toBeNull();
  await loadConfigs();
  now += CONFIGS_STALE_MS - 1;
  await loadConfigs();
  expect(configs).toHaveBeenCalledTimes(1);
  now += 1;
  await loadConfigs();
  expect(configs).toHaveBeenCalledTimes(2);
});

it('deposits are fetched on every request; a later page is appended', async () => {
  await loadDeposits();
  await loadDeposits();
  expect(deposits).toHaveBeenCalledTimes(2);
  deposits.mockResolvedValueOnce({ items: [deposit(2)], page: 2, size: 10, hasMore: false });
  await loadDeposits(2);
  expect(deposits).toHaveBeenLastCalledWith(2, 10);
  expect(paymentCache.deposits?.items.map((d) => d.id)).toEqual([1, 2]);
});

it('identical requests in flight share one call', async () => {
  const held = gate<never[]>();
  banks.mockReturnValueOnce(held.promise as never);
  const a = loadBanks();
  const b = loadBanks(true);
  held.open([bank] as never);
  await Promise.all([a, b]);
  expect(banks).toHaveBeenCalledTimes(1);
});

it('keeps the message of a failed load and throws it', async () => {
  configs.mockRejectedValueOnce(new Error('Không thể tải cấu hình hệ thống'));
  await expect(loadConfigs()).rejects.toThrow('Không thể tải cấu hình hệ thống');
  expect(paymentCache.errors.configs).toBe('Không thể tải cấu hình hệ thống');
  expect(paymentCache.loading.configs).toBe(false);
});

it('persists the lists with their fetch times', async () => {
  await loadBanks();
  const saved = JSON.parse(localStorage.getItem(PAYMENT_CACHE_KEY)!);
  expect(saved.banks).toEqual([bank]);
  expect(saved.banksFetchedAt).toBe(now);
  expect(saved).not.toHaveProperty('loading');
});

it('refresh-all clears everything and reloads every list', async () => {
  await loadBanks();
  await loadConfigs();
  await refreshAllPayments();
  expect(banks).toHaveBeenCalledTimes(2);
  expect(configs).toHaveBeenCalledTimes(2);
  expect(cards).toHaveBeenCalledTimes(1);
  expect(deposits).toHaveBeenCalledTimes(1);
});

it('an answer that arrives after a reset is dropped', async () => {
  const held = gate<never[]>();
  banks.mockReturnValueOnce(held.promise as never);
  const pending = loadBanks();
  resetPaymentCache();
  held.open([bank] as never);
  await pending;
  expect(paymentCache.banks).toEqual([]);
});

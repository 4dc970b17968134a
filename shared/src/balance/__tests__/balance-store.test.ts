import { getBalance } from '../../api/core/get-balance';
import { ApiError } from '../../http/api-error';
import { sessionStore } from '../../session/session-store';
import { clearAuthState } from '../../session/auth-state';
import {
  applyAnsweredBalance,
  balanceMark,
  balanceStore,
  initializeBalance,
  listenBalanceEvents,
  refreshBalance,
  resetBalance,
  setBalance,
} from '../balance-store';

jest.mock('../../api/core/get-balance');

const fetchBalance = jest.mocked(getBalance);

function events() {
  const seen: { type: string; detail: unknown }[] = [];
  const record = (e: Event) => seen.push({ type: e.type, detail: (e as CustomEvent).detail });
  window.addEventListener('balance-update', record);
  window.addEventListener('xocdia-balance-update', record);
  return {
    seen,
    stop: () => {
      window.removeEventListener('balance-update', record);
      window.removeEventListener('xocdia-balance-update', record);
    },
  };
}

beforeEach(() => {
  fetchBalance.mockReset();
  resetBalance();
  sessionStore.token = 'any-token';
});

describe('setBalance', () => {
  it('applies a new value, stamps it and broadcasts both window events', () => {
    const log = events();
    expect(setBalance(150_000, 'socket')).toBe(true);
    log.stop();
    expect(balanceStore).toMatchObject({ balance: 150_000, isInitialized: true });
    expect(balanceStore.lastUpdated).toEqual(expect.any(Number));
    expect(log.seen).toEqual([
      { type: 'xocdia-balance-update', detail: { balance: 150_000, source: 'socket' } },
      { type: 'balance-update', detail: { balance: 150_000, source: 'socket' } },
    ]);
  });

  it('ignores an unchanged value: no new stamp, no event', () => {
    setBalance(10_000, 'api');
    const stamp = balanceStore.lastUpdated;
    const log = events();
    expect(setBalance(10_000, 'socket')).toBe(false);
    log.stop();
    expect(log.seen).toHaveLength(0);
    expect(balanceStore.lastUpdated).toBe(stamp);
  });

  it('accepts numeric strings and ignores garbage', () => {
    expect(setBalance('42000', 'api')).toBe(true);
    expect(balanceStore.balance).toBe(42_000);
    expect(setBalance('abc' as never, 'api')).toBe(false);
    expect(setBalance(NaN, 'api')).toBe(false);
    expect(balanceStore.balance).toBe(42_000);
  });
});

describe('window events', () => {
  let stop: () => void;
  beforeEach(() => {
    stop = listenBalanceEvents();
  });
  afterEach(() => stop());

  it.each([
    ['balance-update', { balance: 90_000 }, 90_000],
    ['balance-update', { newBalance: 80_000 }, 80_000],
    ['xocdia-balance-update', { newBalance: '70000' }, 70_000],
    ['xocdia-balance-update', { balance: '65000', source: 'xocdia' }, 65_000],
  ])('%s with %p sets %p', (type, detail, expected) => {
    window.dispatchEvent(new CustomEvent(type, { detail }));
    expect(balanceStore.balance).toBe(expected);
  });

  it('ignores events without a usable amount', () => {
    setBalance(5_000, 'api');
    window.dispatchEvent(new CustomEvent('balance-update', { detail: { balance: 'nhiều' } }));
    window.dispatchEvent(new CustomEvent('balance-update', { detail: null }));
    window.dispatchEvent(new CustomEvent('balance-update', { detail: { amount: 1 } }));
    expect(balanceStore.balance).toBe(5_000);
  });

  it('re-broadcasts an external update once, without echoing its own broadcast', () => {
    const log = events();
    const spy = jest.fn();
    window.addEventListener('xocdia-balance-update', spy);
    window.dispatchEvent(new CustomEvent('balance-update', { detail: { newBalance: 33_000, source: 'taixiu' } }));
    window.removeEventListener('xocdia-balance-update', spy);
    log.stop();
    // the external event itself, then our broadcast of both names, and nothing more
    expect(log.seen.map((e) => e.type)).toEqual(['xocdia-balance-update', 'balance-update', 'balance-update']);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0][0].detail).toEqual({ balance: 33_000, source: 'taixiu' });
  });

  it('installing twice listens once, until the last uninstall', () => {
    const log = events();
    const again = listenBalanceEvents();
    window.dispatchEvent(new CustomEvent('balance-update', { detail: { balance: 1 } }));
    expect(log.seen).toHaveLength(3); // the event + one broadcast of two events, not two
    again();
    again();
    window.dispatchEvent(new CustomEvent('balance-update', { detail: { balance: 2 } }));
    expect(balanceStore.balance).toBe(2);
    stop();
    window.dispatchEvent(new CustomEvent('balance-update', { detail: { balance: 3 } }));
    expect(balanceStore.balance).toBe(2);
    log.stop();
  });
});

describe('loading', () => {
  it('initializeBalance loads when not initialised', async () => {
    fetchBalance.mockResolvedValue(200_000);
    await initializeBalance();
    expect(fetchBalance).toHaveBeenCalledWith({ silent: true });
    expect(balanceStore).toMatchObject({ balance: 200_000, isLoading: false, isInitialized: true });
  });

  it('initializeBalance skips when already initialised with a balance above 0', async () => {
    setBalance(1_000, 'socket');
    await initializeBalance();
    expect(fetchBalance).not.toHaveBeenCalled();
  });

  it('initializeBalance loads again when initialised at 0', async () => {
    setBalance(0, 'api');
    expect(balanceStore.isInitialized).toBe(true);
    fetchBalance.mockResolvedValue(0);
    await initializeBalance();
    expect(fetchBalance).toHaveBeenCalledTimes(1);
  });

  it('initializeBalance skips while loading; refreshBalance joins the running load', async () => {
    let answer!: (n: number) => void;
    fetchBalance.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const first = refreshBalance();
    expect(balanceStore.isLoading).toBe(true);
    const second = initializeBalance();
    const third = refreshBalance();
    answer(7_000);
    await Promise.all([first, second, third]);
    expect(fetchBalance).toHaveBeenCalledTimes(1);
    expect(balanceStore.balance).toBe(7_000);
  });

  it('refreshBalance always reloads', async () => {
    setBalance(1_000, 'socket');
    fetchBalance.mockResolvedValue(2_000);
    await refreshBalance();
    await refreshBalance();
    expect(fetchBalance).toHaveBeenCalledTimes(2);
    expect(balanceStore.balance).toBe(2_000);
  });

  it('a failed load is only logged and loading ends', async () => {
    setBalance(3_000, 'socket');
    fetchBalance.mockRejectedValue(new ApiError({ status: 500, message: 'x' }));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(refreshBalance()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
    expect(balanceStore).toMatchObject({ balance: 3_000, isLoading: false });
    warn.mockRestore();
  });

  it('asks nothing without a session', async () => {
    sessionStore.token = null;
    await refreshBalance();
    expect(fetchBalance).not.toHaveBeenCalled();
  });
});

describe('end of session', () => {
  it('resets when the session ends (isAuthenticated becomes false)', () => {
    setBalance(500_000, 'socket');
    clearAuthState();
    expect(balanceStore).toEqual({ balance: 0, isLoading: false, lastUpdated: null, isInitialized: false });
  });

  it('a load answering after the reset does not write the old balance', async () => {
    let answer!: (n: number) => void;
    fetchBalance.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const load = refreshBalance();
    resetBalance();
    answer(999_000);
    await load;
    expect(balanceStore.balance).toBe(0);
    expect(balanceStore.isInitialized).toBe(false);
  });
});

describe('applyAnsweredBalance', () => {
  it("applies an answer's balance when no other balance arrived since the request went out", () => {
    setBalance(100_000, 'api');
    const mark = balanceMark();
    expect(applyAnsweredBalance(80_000, mark)).toBe(true);
    expect(balanceStore.balance).toBe(80_000);
  });

  it('leaves it aside when a balance arrived meanwhile, even one equal to the shown one', () => {
    setBalance(100_000, 'api');
    const mark = balanceMark();
    setBalance(100_000, 'socket');
    expect(applyAnsweredBalance(80_000, mark)).toBe(false);
    expect(balanceStore.balance).toBe(100_000);
  });
});

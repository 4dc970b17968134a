import { act, renderHook } from '@testing-library/react';
import { holdBalance, releaseBalance, useShownBalance } from '../balance-hold';
import { resetBalance, setBalance } from '../balance-store';

afterEach(() => {
  releaseBalance();
  resetBalance();
  jest.useRealTimers();
});

it('while held, the balance shown stays; the store moves on, and the shown one follows on release', async () => {
  setBalance(500_000);
  const { result } = renderHook(() => useShownBalance());
  expect(result.current).toBe(500_000);
  await act(async () => {
    holdBalance();
    setBalance(698_000);
  });
  expect(result.current).toBe(500_000);
  await act(async () => releaseBalance());
  expect(result.current).toBe(698_000);
});

it('a hold nobody lets go of ends by itself', async () => {
  jest.useFakeTimers();
  setBalance(500_000);
  holdBalance();
  setBalance(600_000);
  const { result } = renderHook(() => useShownBalance());
  expect(result.current).toBe(500_000);
  await act(async () => {
    jest.advanceTimersByTime(10_000);
  });
  expect(result.current).toBe(600_000);
});

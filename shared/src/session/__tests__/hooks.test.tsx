import { act, renderHook } from '@testing-library/react';
import { setBalance, resetBalance } from '../../balance/balance-store';
import { useBalance } from '../../balance/use-balance';
import { realtimeStore } from '../../realtime/realtime-store';
import { useRealtimeStatus } from '../../realtime/use-realtime-status';
import { sessionStore } from '../session-store';
import { useSession } from '../use-session';
import { makeUser } from '../../test-utils/session-fixtures';

jest.mock('../../realtime/connection');

afterEach(() => {
  resetBalance();
  Object.assign(sessionStore, { token: null, user: null, isAuthenticated: false });
  realtimeStore.status = 'idle';
});

it('useSession, useBalance and useRealtimeStatus re-render on store changes', async () => {
  const session = renderHook(() => useSession());
  const balance = renderHook(() => useBalance());
  const status = renderHook(() => useRealtimeStatus());
  expect(session.result.current.isAuthenticated).toBe(false);
  expect(balance.result.current.balance).toBe(0);
  expect(status.result.current).toBe('idle');

  await act(async () => {
    Object.assign(sessionStore, { user: makeUser({ username: 'an' }), isAuthenticated: true });
    setBalance(75_000, 'socket');
    realtimeStore.status = 'connected';
  });

  expect(session.result.current.user?.username).toBe('an');
  expect(balance.result.current.balance).toBe(75_000);
  expect(status.result.current).toBe('connected');
});

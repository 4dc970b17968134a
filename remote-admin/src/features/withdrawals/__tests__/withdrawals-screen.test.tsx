import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { ref } from 'valtio';
import { realtimeStore, type AppSocket } from '@app/shared';
import { type AdminWithdrawalDto } from '@app/shared/contracts';
import { json } from '@app/shared/test-utils';
import { watchQueues } from '../../queues/queue-store';
import { WithdrawalsScreen } from '../withdrawals-screen';
import { type FakeServer, startFakeServer, signInAs, page, aWithdrawal } from '../../../test-utils/test-kit';

const pending = aWithdrawal();
const cancelled: AdminWithdrawalDto = { ...pending, status: 'CANCELLED', processedAt: '2026-11-26T01:05:00.000Z' };

// A socket whose events the test fires, as the server's adminQueues would arrive.
function fakeSocket() {
  const handlers = new Map<string, ((payload: unknown) => void)[]>();
  const socket = {
    connected: true,
    on: (event: string, h: (payload: unknown) => void) => handlers.set(event, [...(handlers.get(event) ?? []), h]),
    off: (event: string, h: (payload: unknown) => void) =>
      handlers.set(
        event,
        (handlers.get(event) ?? []).filter((x) => x !== h),
      ),
  };
  realtimeStore.socket = ref(socket) as unknown as AppSocket;
  return { emit: (event: string, payload: unknown) => (handlers.get(event) ?? []).forEach((h) => h(payload)) };
}

let server: FakeServer;
let queue: AdminWithdrawalDto[];
beforeEach(() => {
  server = startFakeServer();
  signInAs('ke_toan', 'ketoan', { token: null, isAuthenticated: true });
  queue = [pending];
  server.on('GET', '/admin/withdrawals', (seen) =>
    json(200, { success: true, data: page(seen.path.includes('status=CANCELLED') ? [cancelled] : queue) }),
  );
  server.on('GET', '/admin/queues', () => json(200, { success: true, data: { pendingWithdrawals: queue.length, unmatchedTransfers: 0 } }));
});
afterEach(() => {
  realtimeStore.socket = null;
});

test("a player's cancel takes the request off every console's queue live, and the selected one says it is no longer waiting", async () => {
  const socket = fakeSocket();
  const stop = watchQueues();
  render(
    <MemoryRouter>
      <WithdrawalsScreen />
    </MemoryRouter>,
  );
  // A busy machine draws the first screen slowly.
  await userEvent.click(await screen.findByRole('button', { name: 'Xem yêu cầu #41' }, { timeout: 5_000 }));
  expect(screen.getByRole('button', { name: 'Duyệt' })).toBeInTheDocument();
  // The status filter's 'Từ chối' and the decision's.
  expect(screen.getAllByRole('button', { name: 'Từ chối' })).toHaveLength(2);
  const reads = server.calls('GET', '/admin/withdrawals?status=PENDING&page=1&size=20').length;

  // The player cancels: the server announces the queue changed.
  queue = [];
  act(() => socket.emit('adminQueues', { changed: 'withdrawals', pendingWithdrawals: 0, unmatchedTransfers: 0, pendingChanges: 0 }));

  await waitFor(() => expect(screen.queryByRole('button', { name: 'Xem yêu cầu #41' })).not.toBeInTheDocument());
  expect(server.calls('GET', '/admin/withdrawals?status=PENDING&page=1&size=20')).toHaveLength(reads + 1);
  expect(screen.getByTestId('withdrawal-decided-elsewhere')).toHaveTextContent('người chơi đã hủy');
  expect(screen.queryByRole('button', { name: 'Duyệt' })).not.toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: 'Từ chối' })).toHaveLength(1);

  // Listed under its own filter, with what happened to it.
  await userEvent.click(screen.getByRole('button', { name: 'Đã hủy' }));
  const row = (await screen.findByRole('button', { name: 'Xem yêu cầu #41' })).closest('tr')!;
  expect(within(row).getByText('Người chơi đã hủy')).toBeInTheDocument();
  stop();
});

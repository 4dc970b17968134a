import { type PendingChangesDto } from '@app/shared/contracts';
import { act, render, screen, waitFor } from '@testing-library/react';
import { gate, json } from '@app/shared/test-utils';
import { PendingChangesScreen } from '../../pending-changes/pending-changes-screen';
import { TransfersScreen } from '../../transfers/transfers-screen';
import { applyQueues, queueStore, refreshQueues } from '../queue-store';
import { type FakeServer, startFakeServer, signInAs, aTransfer } from '../../../test-utils/test-kit';

const noChanges: PendingChangesDto = {
  modes: {
    'deposit.confirm': 'two',
    'bankTransfer.assign': 'two',
    'vendorCard.create': 'two',
    'vendorCard.update': 'two',
    'wallet.adjust': 'two',
  },
  soloDelayHours: 24,
  manualCreditReviewAbove: 10_000_000,
  items: [],
};
const transfer = aTransfer();

let server: FakeServer;
beforeEach(() => {
  server = startFakeServer();
  signInAs('admin', 'vanhanh');
  Object.assign(queueStore, { pendingWithdrawals: null, unmatchedTransfers: null, pendingChanges: null });
});

const announce = (
  changed: 'withdrawals' | 'transfers' | 'changes',
  counts = { pendingWithdrawals: 2, unmatchedTransfers: 1, pendingChanges: 4 },
) => act(() => applyQueues({ ...counts, changed }));

test('an announcement sets every count', () => {
  announce('withdrawals', { pendingWithdrawals: 5, unmatchedTransfers: 0, pendingChanges: 1 });
  expect(queueStore).toMatchObject({ pendingWithdrawals: 5, unmatchedTransfers: 0, pendingChanges: 1 });
});

test('the counts are read from GET /admin/queues', async () => {
  server.on('GET', '/admin/queues', () =>
    json(200, { success: true, data: { pendingWithdrawals: 3, unmatchedTransfers: 2, pendingChanges: 1 } }),
  );
  await refreshQueues();
  expect(queueStore).toMatchObject({ pendingWithdrawals: 3, unmatchedTransfers: 2, pendingChanges: 1 });
  expect(server.calls('GET', '/admin/queues')).toHaveLength(1);
});

test('a count read before an announcement does not overwrite it when it arrives after', async () => {
  const held = gate();
  server.on('GET', '/admin/queues', async () => {
    await held.promise;
    return json(200, { success: true, data: { pendingWithdrawals: 9, unmatchedTransfers: 9, pendingChanges: 9 } });
  });
  const reading = refreshQueues();
  await waitFor(() => expect(server.calls('GET', '/admin/queues')).toHaveLength(1));
  announce('withdrawals', { pendingWithdrawals: 1, unmatchedTransfers: 0, pendingChanges: 0 });
  held.open();
  await reading;
  expect(queueStore).toMatchObject({ pendingWithdrawals: 1, unmatchedTransfers: 0, pendingChanges: 0 });
});

test('a failed read leaves the counts as they were', async () => {
  announce('changes', { pendingWithdrawals: 2, unmatchedTransfers: 1, pendingChanges: 4 });
  server.on('GET', '/admin/queues', () => json(500, { success: false, message: 'Lỗi máy chủ' }));
  await refreshQueues();
  expect(queueStore).toMatchObject({ pendingWithdrawals: 2, unmatchedTransfers: 1, pendingChanges: 4 });
});

test('the pending changes list reads itself again on an announcement of its own list only', async () => {
  server.on('GET', '/admin/pending-changes', () => json(200, { success: true, data: noChanges }));
  render(<PendingChangesScreen />);
  expect(await screen.findByText('Không có yêu cầu nào ở trạng thái này.')).toBeInTheDocument();
  expect(server.calls('GET', '/admin/pending-changes?status=PENDING')).toHaveLength(1);
  announce('withdrawals');
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(server.calls('GET', '/admin/pending-changes?status=PENDING')).toHaveLength(1);
  announce('changes');
  await waitFor(() => expect(server.calls('GET', '/admin/pending-changes?status=PENDING')).toHaveLength(2));
});

test('the unmatched transfers list reads itself again when a transfer is announced', async () => {
  server.on('GET', '/admin/unmatched-transfers', () =>
    json(200, { success: true, data: { items: [transfer], page: 1, size: 20, total: 1 } }),
  );
  render(<TransfersScreen />);
  expect(await screen.findByText('chuyen nham')).toBeInTheDocument();
  const reads = () => server.seen.filter((s) => s.path.startsWith('/api/admin/unmatched-transfers')).length;
  expect(reads()).toBe(1);
  announce('transfers');
  await waitFor(() => expect(reads()).toBe(2));
});

import { proxy } from 'valtio';
import { subscribeRealtime, type AdminQueuesEvent } from '@app/shared';
import { consoleGetQueues } from '../../api/console-get-queues';

// What waits on the operators, as the navigation counts it. The server announces every change to
// every operator's socket (adminQueues); `changes` counts them per list, so a screen showing that list
// reads it again without a reload.
export interface QueueState {
  pendingWithdrawals: number | null;
  unmatchedTransfers: number | null;
  pendingChanges: number | null;
  changes: { withdrawals: number; transfers: number; changes: number };
}

export const queueStore = proxy<QueueState>({
  pendingWithdrawals: null,
  unmatchedTransfers: null,
  pendingChanges: null,
  changes: { withdrawals: 0, transfers: 0, changes: 0 },
});

// Announcements heard so far: a count read over HTTP is older than any announcement heard after it
// was asked for, and must not overwrite it.
let heard = 0;

export function applyQueues(event: AdminQueuesEvent): void {
  heard += 1;
  queueStore.pendingWithdrawals = event.pendingWithdrawals;
  queueStore.unmatchedTransfers = event.unmatchedTransfers;
  queueStore.pendingChanges = event.pendingChanges;
  queueStore.changes[event.changed] += 1;
}

export async function refreshQueues(): Promise<void> {
  const asked = heard;
  try {
    const counts = await consoleGetQueues();
    if (heard !== asked) return;
    queueStore.pendingWithdrawals = counts.pendingWithdrawals;
    queueStore.unmatchedTransfers = counts.unmatchedTransfers;
    queueStore.pendingChanges = counts.pendingChanges;
  } catch {
    // The counts stay as they were; the next announcement brings them.
  }
}

/** Counts now, and every change after; returns the unsubscribe. */
export function watchQueues(): () => void {
  const stops = [
    subscribeRealtime<AdminQueuesEvent>('adminQueues', applyQueues),
    // Announcements sent while the socket was away are lost: a reconnect reads the counts afresh,
    // and the lists on screen read themselves again.
    subscribeRealtime('connect', () => {
      queueStore.changes.withdrawals += 1;
      queueStore.changes.transfers += 1;
      queueStore.changes.changes += 1;
      void refreshQueues();
    }),
  ];
  void refreshQueues();
  return () => stops.forEach((stop) => stop());
}

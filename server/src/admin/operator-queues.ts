import { OPERATOR_ACCESS, type AdminQueuesEvent } from '@app/shared/contracts';
import type { Queryable } from '../db/db';
import type { Realtime } from '../realtime/realtime';
import { operatorQueueCounts } from './admin-store';

// Tells the connected operators who act on these queues (OPERATOR_ACCESS.money: withdrawals and
// transfers are decided by admin and ke_toan; support sees neither queue), on every node, that what
// waits on them changed (after the change committed), with the counts the console's navigation shows; the console re-reads the list named.
// A failure here is logged, never the caller's: the change itself is done.
export async function announceOperatorQueues(
  q: Queryable,
  realtime: Realtime,
  changed: AdminQueuesEvent['changed'],
  log: { warn(obj: unknown, msg?: string): void },
): Promise<void> {
  try {
    realtime.toOperators('adminQueues', { ...(await operatorQueueCounts(q)), changed }, OPERATOR_ACCESS.money);
  } catch (error) {
    log.warn({ err: error }, 'operator queue announcement failed');
  }
}

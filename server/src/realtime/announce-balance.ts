import type { Queryable } from '../db/db';
import { walletBalance } from '../ledger/balances';
import type { Realtime } from './realtime';

// Sends `balanceUpdate {balance}` to the player's sockets. Call it after the transaction that moved
// the money has committed. It reads the balance afresh rather than trusting the value a transfer
// returned: two moves committing close together could otherwise announce in the wrong order and
// leave the older figure on screen.
export async function announceBalance(q: Queryable, realtime: Realtime, userId: number): Promise<void> {
  realtime.toUser(userId, 'balanceUpdate', { balance: await walletBalance(q, userId) });
}

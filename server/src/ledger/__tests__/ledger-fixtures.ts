import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/db';
import { insertUserWithWallet } from '../../users/user-store';
import { walletAccountId } from '../ledger-accounts';

// A player row and its wallet, written directly: these tests are about the ledger, not signup.
export async function newWallet(q: Queryable): Promise<number> {
  const user = await insertUserWithWallet(q, {
    username: `l${randomBytes(6).toString('hex')}`,
    phone: null,
    passwordHash: 'not-a-real-hash',
    role: 'user',
  });
  return walletAccountId(q, user.id);
}

export const uniqueKey = (prefix = 'test') => `${prefix}:${randomBytes(8).toString('hex')}`;

export async function balanceOf(q: Queryable, accountId: number): Promise<number> {
  const { rows } = await q.query<{ balance: number }>('SELECT balance FROM accounts WHERE id = $1', [accountId]);
  return rows[0].balance;
}

export async function countRows(q: Queryable, table: 'transfers' | 'entries'): Promise<number> {
  const { rows } = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return rows[0].n;
}

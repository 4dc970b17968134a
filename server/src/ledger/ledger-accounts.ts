import type { Queryable } from '../db/db';
import { AppError } from '../http/app-error';
import { LEDGER_MESSAGES } from './ledger-messages';

// The accounts that belong to no player; migration 002 creates one row of each (the game houses have
// more rows since 006: house-shards.ts; shard 0 is the one named here).
export const SYSTEM_ACCOUNT_KINDS = [
  'house_taixiu',
  'house_xocdia',
  'bank_in',
  'withdrawal_hold',
  'external',
  'adjustments',
  'jackpot_taixiu',
] as const;
export type SystemAccountKind = (typeof SYSTEM_ACCOUNT_KINDS)[number];

const accountNotFound = () => new AppError(404, 'ACCOUNT_NOT_FOUND', LEDGER_MESSAGES.accountNotFound);

// A game's house is 16 rows, found through house-shards.ts: naming one here would pick shard 0 for
// money that belongs to another.
export type SingleSystemAccountKind = Exclude<SystemAccountKind, 'house_taixiu' | 'house_xocdia'>;

export async function systemAccountId(q: Queryable, kind: SingleSystemAccountKind): Promise<number> {
  const { rows } = await q.query<{ id: number }>('SELECT id FROM accounts WHERE kind = $1 AND user_id IS NULL AND shard = 0', [kind]);
  if (!rows[0]) throw accountNotFound();
  return rows[0].id;
}

// Every user gets a wallet at signup (users/user-store), so a missing one means no such user.
export async function walletAccountId(q: Queryable, userId: number): Promise<number> {
  const { rows } = await q.query<{ id: number }>(`SELECT id FROM accounts WHERE kind = 'player_wallet' AND user_id = $1`, [userId]);
  if (!rows[0]) throw accountNotFound();
  return rows[0].id;
}

import type { GameType } from '@app/shared/contracts';
import type { Queryable } from '../db/db';
import { AppError } from '../http/app-error';
import { LEDGER_MESSAGES } from './ledger-messages';

// Rows each game's house account is split into (migration 006, which writes 16 out). Changing it
// needs a migration that adds or merges rows.
export const HOUSE_SHARDS = 16;

export const houseAccount = (game: GameType) => (game === 'taixiu' ? 'house_taixiu' : 'house_xocdia');

// The shard a player's money goes through: the same for all their bets, so a bet, its refund and its
// payout touch the same row.
export const houseShardOf = (userId: number) => userId % HOUSE_SHARDS;

export async function houseShardAccountId(q: Queryable, game: GameType, shard: number): Promise<number> {
  const { rows } = await q.query<{ id: number }>('SELECT id FROM accounts WHERE kind = $1 AND user_id IS NULL AND shard = $2', [
    houseAccount(game),
    shard,
  ]);
  if (!rows[0]) throw new AppError(404, 'ACCOUNT_NOT_FOUND', LEDGER_MESSAGES.accountNotFound);
  return rows[0].id;
}

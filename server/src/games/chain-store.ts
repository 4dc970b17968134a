// SQL of the games' hash chains (migrations 005 and 007): a chain row holds its commitment, never a
// seed to come.
import { type GameType } from '@app/shared/contracts';
import type { Queryable } from '../db/db';

export interface ChainRow {
  id: number;
  game: GameType;
  length: number;
  commitment: string;
  // null for the chains made before migration 007 (all closed).
  salt: string | null;
  // Set when no more rounds may use the chain although seeds remain.
  closed_at: Date | string | null;
}

export const CHAIN_COLUMNS = 'id, game, length, commitment, salt, closed_at';

export async function findChain(q: Queryable, chainId: number): Promise<ChainRow | null> {
  const { rows } = await q.query<ChainRow>(`SELECT ${CHAIN_COLUMNS} FROM game_chains WHERE id = $1`, [chainId]);
  return rows[0] ?? null;
}

export async function previousChain(q: Queryable, game: GameType, chainId: number): Promise<ChainRow | null> {
  const { rows } = await q.query<ChainRow>(
    `SELECT ${CHAIN_COLUMNS} FROM game_chains WHERE game = $1 AND id < $2 ORDER BY id DESC LIMIT 1`,
    [game, chainId],
  );
  return rows[0] ?? null;
}

// The id a new chain will have: its seeds are derived from the id, so it is needed before the row.
export async function nextChainId(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ id: number }>(`SELECT nextval(pg_get_serial_sequence('game_chains', 'id'))::bigint AS id`);
  return rows[0].id;
}

export async function insertChain(
  q: Queryable,
  chain: { id: number; game: GameType; length: number; salt: string; commitment: string },
): Promise<ChainRow> {
  const { rows } = await q.query<ChainRow>(
    `INSERT INTO game_chains (id, game, length, salt, commitment) VALUES ($1, $2, $3, $4, $5) RETURNING ${CHAIN_COLUMNS}`,
    [chain.id, chain.game, chain.length, chain.salt, chain.commitment],
  );
  return rows[0];
}

export async function closeChain(q: Queryable, chainId: number): Promise<void> {
  await q.query('UPDATE game_chains SET closed_at = now() WHERE id = $1 AND closed_at IS NULL', [chainId]);
}

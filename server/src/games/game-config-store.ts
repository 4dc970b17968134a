// SQL of the games' limits (the operator's bet limits per game).
import { type GameConfigDto, type GameType } from '@app/shared/contracts';
import type { Queryable } from '../db/db';

interface ConfigRow {
  game: GameType;
  min_bet: number;
  max_bet: number;
  max_round_total: number;
  updated_at: Date | string;
}

const toConfig = (row: ConfigRow): GameConfigDto => ({
  gameType: row.game,
  minBet: Number(row.min_bet),
  maxBet: Number(row.max_bet),
  maxRoundTotal: Number(row.max_round_total),
  updatedAt: new Date(row.updated_at).toISOString(),
});

// `lock`: held until the caller's transaction ends (an operator's change reads, checks and writes).
export async function gameConfig(q: Queryable, game: GameType, lock = false): Promise<GameConfigDto> {
  const { rows } = await q.query<ConfigRow>(
    `SELECT game, min_bet, max_bet, max_round_total, updated_at FROM game_configs WHERE game = $1${lock ? ' FOR UPDATE' : ''}`,
    [game],
  );
  if (!rows[0]) throw new Error(`no game_configs row for ${game}`);
  return toConfig(rows[0]);
}

export async function allGameConfigs(q: Queryable): Promise<GameConfigDto[]> {
  const { rows } = await q.query<ConfigRow>('SELECT game, min_bet, max_bet, max_round_total, updated_at FROM game_configs ORDER BY game');
  return rows.map(toConfig);
}

export async function saveGameConfig(
  q: Queryable,
  game: GameType,
  c: { minBet: number; maxBet: number; maxRoundTotal: number },
): Promise<GameConfigDto> {
  const { rows } = await q.query<ConfigRow>(
    `UPDATE game_configs SET min_bet = $2, max_bet = $3, max_round_total = $4, updated_at = now()
     WHERE game = $1 RETURNING game, min_bet, max_bet, max_round_total, updated_at`,
    [game, c.minBet, c.maxBet, c.maxRoundTotal],
  );
  return toConfig(rows[0]);
}

// SQL of the games' settings: the operator's bet limits per game, the house's exposure cap, the
// both-sides rule, and the maintenance pause (migrations 005, 032).
import { type GameConfigDto, type GameType } from '@app/shared/contracts';
import type { Queryable } from '../db/db';

interface ConfigRow {
  game: GameType;
  min_bet: number;
  max_bet: number;
  max_round_total: number;
  max_house_exposure: number;
  refuse_both_sides: boolean;
  paused_at: Date | string | null;
  updated_at: Date | string;
}

const CONFIG_COLUMNS = 'game, min_bet, max_bet, max_round_total, max_house_exposure, refuse_both_sides, paused_at, updated_at';

const toConfig = (row: ConfigRow): GameConfigDto => ({
  gameType: row.game,
  minBet: Number(row.min_bet),
  maxBet: Number(row.max_bet),
  maxRoundTotal: Number(row.max_round_total),
  maxHouseExposure: Number(row.max_house_exposure),
  refuseBothSides: row.refuse_both_sides,
  pausedAt: row.paused_at === null ? null : new Date(row.paused_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

// `lock`: held until the caller's transaction ends (an operator's change reads, checks and writes).
export async function gameConfig(q: Queryable, game: GameType, lock = false): Promise<GameConfigDto> {
  const { rows } = await q.query<ConfigRow>(`SELECT ${CONFIG_COLUMNS} FROM game_configs WHERE game = $1${lock ? ' FOR UPDATE' : ''}`, [
    game,
  ]);
  if (!rows[0]) throw new Error(`no game_configs row for ${game}`);
  return toConfig(rows[0]);
}

export async function allGameConfigs(q: Queryable): Promise<GameConfigDto[]> {
  const { rows } = await q.query<ConfigRow>(`SELECT ${CONFIG_COLUMNS} FROM game_configs ORDER BY game`);
  return rows.map(toConfig);
}

export async function saveGameConfig(
  q: Queryable,
  game: GameType,
  c: { minBet: number; maxBet: number; maxRoundTotal: number; maxHouseExposure: number; refuseBothSides: boolean },
): Promise<GameConfigDto> {
  const { rows } = await q.query<ConfigRow>(
    `UPDATE game_configs SET min_bet = $2, max_bet = $3, max_round_total = $4, max_house_exposure = $5, refuse_both_sides = $6,
       updated_at = now()
     WHERE game = $1 RETURNING ${CONFIG_COLUMNS}`,
    [game, c.minBet, c.maxBet, c.maxRoundTotal, c.maxHouseExposure, c.refuseBothSides],
  );
  return toConfig(rows[0]);
}

// The game paused by `operatorId` (null for the host's CLI), or resumed (`operatorId` undefined).
export async function setGamePaused(q: Queryable, game: GameType, paused: { by: number | null } | null): Promise<GameConfigDto> {
  const { rows } = await q.query<ConfigRow>(
    `UPDATE game_configs SET paused_at = CASE WHEN $2 THEN now() END, paused_by = $3, updated_at = now()
     WHERE game = $1 RETURNING ${CONFIG_COLUMNS}`,
    [game, paused !== null, paused?.by ?? null],
  );
  return toConfig(rows[0]);
}

// When the game was paused, or null. Read by the round engine in the transaction that opens a
// round, share-locked: a pause committing meanwhile waits for the opening, or the opening sees it.
export async function gamePausedAt(q: Queryable, game: GameType, lock: '' | 'FOR SHARE' = ''): Promise<string | null> {
  const { rows } = await q.query<{ paused_at: Date | string | null }>(`SELECT paused_at FROM game_configs WHERE game = $1 ${lock}`, [game]);
  const at = rows[0]?.paused_at ?? null;
  return at === null ? null : new Date(at).toISOString();
}

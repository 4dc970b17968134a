// SQL of the hũ: the operator's setting (migration 042) and what a jackpot round's winning bets got.
import type { BetSide, GameType, JackpotSettingsDto } from '@app/shared/contracts';
import type { Queryable } from '../db/db';

interface SettingsRow {
  share_bp: number;
  seed_amount: number;
  cap_per_bet: number;
}

const toSettings = (row: SettingsRow): JackpotSettingsDto => ({
  shareBasisPoints: Number(row.share_bp),
  seedAmount: Number(row.seed_amount),
  capPerBet: Number(row.cap_per_bet),
});

// null for a game without a hũ.
export async function jackpotSettings(q: Queryable, game: GameType, lock = false): Promise<JackpotSettingsDto | null> {
  const { rows } = await q.query<SettingsRow>(
    `SELECT share_bp, seed_amount, cap_per_bet FROM jackpot_settings WHERE game = $1${lock ? ' FOR UPDATE' : ''}`,
    [game],
  );
  return rows[0] ? toSettings(rows[0]) : null;
}

export async function updateJackpotSettings(q: Queryable, game: GameType, s: JackpotSettingsDto): Promise<JackpotSettingsDto> {
  const { rows } = await q.query<SettingsRow>(
    `UPDATE jackpot_settings SET share_bp = $2, seed_amount = $3, cap_per_bet = $4, updated_at = now() WHERE game = $1
     RETURNING share_bp, seed_amount, cap_per_bet`,
    [game, s.shareBasisPoints, s.seedAmount, s.capPerBet],
  );
  return toSettings(rows[0]);
}

// Each winning bet's share of the hũ, by stake (equal stakes get equal shares); answers the count marked.
export async function markJackpotShares(
  q: Queryable,
  game: GameType,
  roundId: number,
  sides: readonly BetSide[],
  shares: ReadonlyArray<{ amount: number; share: number }>,
): Promise<number> {
  if (!shares.length) return 0;
  const { rows } = await q.query<{ marked: number }>(
    `WITH marked AS (
       UPDATE game_bets b SET jackpot_won = s.share
       FROM unnest($4::bigint[], $5::bigint[]) AS s(amount, share)
       WHERE b.game = $1 AND b.session_id = $2 AND b.status = 'won' AND b.side = ANY($3::text[]) AND b.amount = s.amount
       RETURNING 1
     )
     SELECT count(*)::int AS marked FROM marked`,
    [game, roundId, sides, shares.map((s) => s.amount), shares.map((s) => s.share)],
  );
  return rows[0].marked;
}

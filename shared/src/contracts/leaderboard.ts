// The tables' leaderboards: each game's biggest net winners of the Vietnam day or week (Monday to
// Sunday), from the ledger: net = payouts − (stakes − refunds). Masked names (maskUsername); a player
// who chose to stay off the public lists is left out.
import { define, optional, type } from 'superstruct';
import type { GameType } from './games';

export const LEADERBOARD_PERIODS = ['day', 'week'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];
export const LEADERBOARD_TOP = 10;

export interface LeaderboardEntryDto {
  rank: number;
  name: string;
  net: number;
}

// GET /api/game-<g>/leaderboard?period=day|week.
export interface LeaderboardDto {
  gameType: GameType;
  period: LeaderboardPeriod;
  // The Vietnam dates the period spans, both included ('YYYY-MM-DD').
  from: string;
  to: string;
  entries: LeaderboardEntryDto[];
  // When the server worked it out (epoch ms): it is kept for a little while, not read for each page.
  computedAt: number;
}

export const LEADERBOARD_MESSAGES = {
  periodInvalid: 'Khoảng thời gian không hợp lệ (chỉ "day" hoặc "week")',
} as const;

export const LeaderboardQuery = type({
  period: optional(
    define<LeaderboardPeriod>('period', (v) =>
      LEADERBOARD_PERIODS.includes(v as LeaderboardPeriod) ? true : LEADERBOARD_MESSAGES.periodInvalid,
    ),
  ),
});

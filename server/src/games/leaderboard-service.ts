// The tables' leaderboards (the day's and the week's biggest net winners of each game, in Vietnam
// time), worked out from the ledger and kept for CACHE_MS: every page of a busy table asks for them,
// and one read of the period's transfers answers them all. A player's opt-out counts from the next
// reading on.
import {
  addDays,
  LEADERBOARD_TOP,
  maskUsername,
  vietnamDateOf,
  vietnamDayStartOf,
  weekStartOf,
  type GameType,
  type LeaderboardDto,
  type LeaderboardPeriod,
} from '@app/shared/contracts';
import type { Db } from '../db/db';
import { leaderboardBetween } from '../ledger/ledger-leaderboard';

export const LEADERBOARD_CACHE_MS = 45_000;

export interface LeaderboardService {
  board(game: GameType, period: LeaderboardPeriod): Promise<LeaderboardDto>;
}

// The Vietnam dates a period spans on the day `now` falls in, both included.
export function periodDates(period: LeaderboardPeriod, now: Date): { from: string; to: string } {
  const today = vietnamDateOf(now);
  if (period === 'day') return { from: today, to: today };
  const monday = weekStartOf(today);
  return { from: monday, to: addDays(monday, 6) };
}

export function createLeaderboardService(db: Db, now: () => number = Date.now, cacheMs = LEADERBOARD_CACHE_MS): LeaderboardService {
  // By game, period and first date: a new day or week is never answered with the last one's board.
  const cache = new Map<string, { at: number; answer: Promise<LeaderboardDto> }>();
  return {
    board(game, period) {
      const at = now();
      const { from, to } = periodDates(period, new Date(at));
      const key = `${game}:${period}:${from}`;
      const cached = cache.get(key);
      if (cached && at - cached.at < cacheMs) return cached.answer;
      const answer = leaderboardBetween(db, game, vietnamDayStartOf(from), vietnamDayStartOf(addDays(to, 1)), LEADERBOARD_TOP).then(
        (rows): LeaderboardDto => ({
          gameType: game,
          period,
          from,
          to,
          entries: rows.map((row, i) => ({ rank: i + 1, name: maskUsername(row.username), net: Number(row.net) })),
          computedAt: at,
        }),
      );
      // Only the current boards stay (an old day's key is dropped when its period is over).
      for (const [old, entry] of cache) if (at - entry.at >= cacheMs) cache.delete(old);
      cache.set(key, { at, answer });
      // A failed read is not kept: the next page asks again.
      answer.catch(() => cache.get(key)?.answer === answer && cache.delete(key));
      return answer;
    },
  };
}

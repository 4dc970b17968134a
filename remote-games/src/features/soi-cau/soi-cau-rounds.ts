import { isVoidRound, type RoundHistoryEntryDto, type RoundResultDto } from '@app/shared/signed-in';
// Which rounds the soi cầu views read: the settled rounds of the public history, newest first. A
// round called off was never played, so it takes no place in a road, a chart or a count, even once
// its would-be draw is published (the history list shows that draw beside the reason).

// The window every soi cầu view counts over: the bead plate's 100 (trend-board.ts, TREND_LIMIT) and
// the history the table reads when it opens (GAME_HISTORY_LIMIT_MAX), so nothing waits on a page more.
export const SOI_CAU_ROUNDS = 100;

/** The newest `limit` settled rounds of `history` (newest first, as the session keeps it). */
export function settledRounds(history: readonly RoundHistoryEntryDto[], limit: number = SOI_CAU_ROUNDS): RoundResultDto[] {
  const settled: RoundResultDto[] = [];
  for (const entry of history) {
    if (settled.length >= limit) break;
    if (!isVoidRound(entry)) settled.push(entry);
  }
  return settled;
}

import { type BetSide, type RoundResultDto } from '@app/shared/signed-in';
// What the soi cầu counts read over a window of settled rounds (newest first: soi-cau-rounds.ts).
import { diceSum } from '../game-table/game-table-format';

/** How often each face came up, faces 1 to 6 at index 0 to 5 (three dice a round). */
export function diceFaceCounts(rounds: readonly RoundResultDto[]): number[] {
  const counts = [0, 0, 0, 0, 0, 0];
  for (const round of rounds) for (const die of round.dice ?? []) if (die >= 1 && die <= 6) counts[die - 1] += 1;
  return counts;
}

/** The red and white coins of the rounds, four a round. */
export function coinColourCounts(rounds: readonly RoundResultDto[]): { red: number; white: number } {
  let red = 0;
  let white = 0;
  for (const round of rounds) {
    for (const coin of round.coins ?? []) {
      if (coin === 'red') red += 1;
      else white += 1;
    }
  }
  return { red, white };
}

/** How many rounds came with 0, 1, 2, 3 and 4 red coins (index = red coins). */
export function redCountFrequencies(rounds: readonly RoundResultDto[]): number[] {
  const counts = [0, 0, 0, 0, 0];
  for (const round of rounds) {
    if (!round.coins) continue;
    counts[round.coins.filter((c) => c === 'red').length] += 1;
  }
  return counts;
}

export interface SumPoint {
  roundId: number;
  sum: number;
  side: BetSide;
}

/** The dice sum of each round, oldest first (a chart reads left to right). */
export function sumSeries(rounds: readonly RoundResultDto[]): SumPoint[] {
  const points: SumPoint[] = [];
  for (let i = rounds.length - 1; i >= 0; i--) {
    const round = rounds[i];
    if (round.dice) points.push({ roundId: round.sessionId, sum: diceSum(round.dice), side: round.outcome });
  }
  return points;
}

/** A share of a whole as a rounded percentage, 0 for an empty whole. */
export function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}

import {
  BET_SIDE_LABELS,
  GAME_SIDES,
  PAYOUT_MULTIPLIERS,
  type BetSide,
  type Coin,
  type Fraction,
  type GameType,
  type RoundResultDto,
} from '@app/shared/signed-in';
// Pure helpers the table parts share: labels and numbers derived from the game contract, so every
// part prints a side, a multiplier or an outcome the same way.
import type { MyRoundBet } from '../game-session/game-session-types';

export const CHIP_VALUES = [10_000, 50_000, 100_000, 500_000, 1_000_000, 5_000_000] as const;

// Vietnamese decimal comma; two places cover every pay table entry (1,98).
const multiplierFormat = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 2 });

export function sidesOf(game: GameType): readonly BetSide[] {
  return GAME_SIDES[game] as readonly BetSide[];
}

function multiplierOf(game: GameType, side: BetSide): Fraction | undefined {
  const table = PAYOUT_MULTIPLIERS[game] as Readonly<Record<string, Fraction>>;
  return Object.hasOwn(table, side) ? table[side] : undefined;
}

/** 198/100 → 'x1,98', 15/1 → 'x15', 38/10 → 'x3,8'. */
export function multiplierLabel(game: GameType, side: BetSide): string {
  const m = multiplierOf(game, side);
  return m ? `x${multiplierFormat.format(m.numerator / m.denominator)}` : '';
}

/** 10_000 → '10K', 1_000_000 → '1M'. Chips are round numbers, so no decimals are needed. */
export function chipLabel(value: number): string {
  if (value >= 1_000_000) return `${value / 1_000_000}M`;
  if (value >= 1_000) return `${value / 1_000}K`;
  return String(value);
}

export const sideLabel = (side: BetSide): string => BET_SIDE_LABELS[side] ?? side;

export function diceSum(dice: readonly number[]): number {
  return dice.reduce((a, b) => a + b, 0);
}

export function coinCounts(coins: readonly Coin[]): { red: number; white: number } {
  const red = coins.filter((c) => c === 'red').length;
  return { red, white: coins.length - red };
}

/**
 * What a round reads as in a sentence. Tài xỉu: the outcome; xóc đĩa: every winning side, chẵn/lẻ
 * first, because a round can win on two sides at once ('Chẵn · 4 Đỏ').
 */
export function outcomeLabel(result: Pick<RoundResultDto, 'gameType' | 'outcome' | 'winningSides'>): string {
  if (result.gameType === 'taixiu') return sideLabel(result.outcome);
  const order = sidesOf('xocdia');
  const sides = result.winningSides.length > 0 ? [...result.winningSides] : [result.outcome];
  sides.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return sides.map(sideLabel).join(' · ');
}

/** The player's stake per side in this round; a bet being cancelled still counts until it is gone. */
export function stakesBySide(bets: readonly MyRoundBet[]): Partial<Record<BetSide, number>> {
  const stakes: Partial<Record<BetSide, number>> = {};
  for (const bet of bets) stakes[bet.side] = (stakes[bet.side] ?? 0) + bet.amount;
  return stakes;
}

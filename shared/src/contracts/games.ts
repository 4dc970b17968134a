// The game contract: the two games, their bet sides, the pay table and the rule
// that turns a round's dice or coins into winning sides. Server and pages share it so that what the
// page shows as a win is exactly what the ledger credits.

export const GAME_TYPES = ['taixiu', 'xocdia'] as const;
export type GameType = (typeof GAME_TYPES)[number];

const TAIXIU_SIDES = ['tai', 'xiu'] as const;
export type TaixiuSide = (typeof TAIXIU_SIDES)[number];

const XOCDIA_SIDES = ['chan', 'le', 'four_red', 'four_white', 'three_red', 'three_white'] as const;
export type XocdiaSide = (typeof XOCDIA_SIDES)[number];

export type BetSide = TaixiuSide | XocdiaSide;
export type SideOf<G extends GameType> = G extends 'taixiu' ? TaixiuSide : XocdiaSide;

export const GAME_SIDES: { readonly [G in GameType]: readonly SideOf<G>[] } = {
  taixiu: TAIXIU_SIDES,
  xocdia: XOCDIA_SIDES,
};

export type Coin = 'red' | 'white';
// Three dice, each 1 to 6, in the order the fairness recipe draws them.
export type Dice = [number, number, number];
// Four coins, coin i being bit 0 of byte i of the round's HMAC.
export type Coins = [Coin, Coin, Coin, Coin];

export const GAME_LABELS: Readonly<Record<GameType, string>> = { taixiu: 'Tài xỉu', xocdia: 'Xóc đĩa' };

export const BET_SIDE_LABELS: Readonly<Record<BetSide, string>> = {
  tai: 'Tài',
  xiu: 'Xỉu',
  chan: 'Chẵn',
  le: 'Lẻ',
  four_red: '4 Đỏ',
  four_white: '4 Trắng',
  three_red: '3 Đỏ 1 Trắng',
  three_white: '3 Trắng 1 Đỏ',
};

// The sides of which exactly one wins every round: a bet on both is a hedge, not a guess, which an
// operator may refuse (game_configs.refuse_both_sides). 4 đỏ and 4 trắng both lose most rounds: not
// opposite in this sense.
export const OPPOSITE_SIDES: Readonly<Partial<Record<BetSide, BetSide>>> = { tai: 'xiu', xiu: 'tai', chan: 'le', le: 'chan' };

// Multipliers are fractions, not floats: money is integer đồng and 1.98 has no exact binary form.
export interface Fraction {
  readonly numerator: number;
  readonly denominator: number;
}

const x198: Fraction = { numerator: 198, denominator: 100 };
const x15: Fraction = { numerator: 15, denominator: 1 };
const x38: Fraction = { numerator: 38, denominator: 10 };

// What a winning bet returns, stake included; a losing bet returns nothing.
export const PAYOUT_MULTIPLIERS: { readonly [G in GameType]: Readonly<Record<SideOf<G>, Fraction>> } = {
  taixiu: { tai: x198, xiu: x198 },
  xocdia: { chan: x198, le: x198, four_red: x15, four_white: x15, three_red: x38, three_white: x38 },
};

// The amount credited when a bet of `stake` đồng on `side` wins: floor(stake * multiplier), exact.
// Throws on a stake that is not a non-negative safe integer or a product past 2^53, where a float
// product could already be rounded.
export function payoutFor<G extends GameType>(game: G, side: SideOf<G>, stake: number): number {
  const table = PAYOUT_MULTIPLIERS[game] as Readonly<Record<string, Fraction>>;
  const multiplier = Object.hasOwn(table, side) ? table[side] : undefined;
  if (!multiplier) throw new RangeError(`unknown side ${String(side)} for ${game}`);
  if (!Number.isSafeInteger(stake) || stake < 0) throw new RangeError(`stake must be a whole number of đồng: ${stake}`);
  const product = stake * multiplier.numerator;
  if (!Number.isSafeInteger(product)) throw new RangeError(`stake too large: ${stake}`);
  // Subtracting the remainder first makes the division exact, so no float rounding can creep in.
  return (product - (product % multiplier.denominator)) / multiplier.denominator;
}

function assertDice(dice: readonly number[]): void {
  if (dice.length !== 3 || !dice.every((d) => Number.isInteger(d) && d >= 1 && d <= 6)) {
    throw new RangeError(`three dice from 1 to 6 expected: ${JSON.stringify(dice)}`);
  }
}

// No triple rule: 11 to 17 is tài even on a triple, so each side wins half the time and 1.98x leaves a 1% edge.
export function taixiuOutcome(dice: readonly number[]): TaixiuSide {
  assertDice(dice);
  const sum = dice[0] + dice[1] + dice[2];
  return sum >= 11 ? 'tai' : 'xiu';
}

export function taixiuWinningSides(dice: readonly number[]): TaixiuSide[] {
  return [taixiuOutcome(dice)];
}

// A round can win on two sides at once (4 red is also chẵn; 3 red is also lẻ), so bets are settled
// by membership in this set, never by comparing with a single outcome.
export function xocdiaWinningSides(coins: readonly Coin[]): XocdiaSide[] {
  if (coins.length !== 4 || !coins.every((c) => c === 'red' || c === 'white')) {
    throw new RangeError(`four red or white coins expected: ${JSON.stringify(coins)}`);
  }
  const red = coins.filter((c) => c === 'red').length;
  const sides: XocdiaSide[] = [red % 2 === 0 ? 'chan' : 'le'];
  if (red === 4) sides.push('four_red');
  if (red === 0) sides.push('four_white');
  if (red === 3) sides.push('three_red');
  if (red === 1) sides.push('three_white');
  return sides;
}

import {
  GAME_SIDES,
  PAYOUT_MULTIPLIERS,
  payoutFor,
  taixiuWinningSides,
  xocdiaWinningSides,
  type BetSide,
  type Coin,
  type Fraction,
  type GameType,
  type SideOf,
} from '@app/shared/signed-in';
// The pay table the rules screen prints, worked out from the very constants and functions the
// server settles with (PAYOUT_MULTIPLIERS, payoutFor, taixiuWinningSides, xocdiaWinningSides): the
// chance of each side by counting every equally likely draw, and what the house keeps on average.

export interface PayTableRow {
  side: BetSide;
  multiplier: Fraction;
  // Of every draw, how many make this side win, and how many draws there are.
  wins: number;
  draws: number;
  // What a winning bet of EXAMPLE_STAKE returns, stake included.
  examplePayout: number;
  // The share of the stakes the house keeps in the long run: 1 - chance × multiplier.
  houseEdge: number;
}

export const EXAMPLE_STAKE = 100_000;

// Every draw, each as likely as the others: 6 × 6 × 6 dice, 2 × 2 × 2 × 2 coins.
function winningSidesOfEveryDraw(game: GameType): BetSide[][] {
  if (game === 'taixiu') {
    const faces = [1, 2, 3, 4, 5, 6];
    return faces.flatMap((a) => faces.flatMap((b) => faces.map((c) => taixiuWinningSides([a, b, c]))));
  }
  const coins: Coin[] = ['red', 'white'];
  return coins.flatMap((a) => coins.flatMap((b) => coins.flatMap((c) => coins.map((d) => xocdiaWinningSides([a, b, c, d])))));
}

export function payTable(game: GameType): PayTableRow[] {
  const draws = winningSidesOfEveryDraw(game);
  const table = PAYOUT_MULTIPLIERS[game] as Readonly<Record<string, Fraction>>;
  return (GAME_SIDES[game] as readonly BetSide[]).map((side) => {
    const multiplier = table[side];
    const wins = draws.filter((sides) => sides.includes(side)).length;
    return {
      side,
      multiplier,
      wins,
      draws: draws.length,
      examplePayout: payoutFor(game, side as SideOf<typeof game>, EXAMPLE_STAKE),
      houseEdge: 1 - (wins / draws.length) * (multiplier.numerator / multiplier.denominator),
    };
  });
}

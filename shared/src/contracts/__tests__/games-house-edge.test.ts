// The house edge of every bet, exactly: win chances by enumerating every equally likely outcome,
// multipliers as the pay table's own fractions, compared as integers so no rounding can hide a
// side that pays the player more than it takes.
import {
  type Coin,
  GAME_SIDES,
  type GameType,
  PAYOUT_MULTIPLIERS,
  payoutFor,
  type SideOf,
  taixiuOutcome,
  taixiuWinningSides,
  xocdiaWinningSides,
} from '../games';

interface Rational {
  numerator: number;
  denominator: number;
}

function winCounts(game: GameType): { outcomes: number; wins: Map<string, number> } {
  const wins = new Map<string, number>(GAME_SIDES[game].map((side) => [side, 0]));
  const tally = (sides: readonly string[]) => sides.forEach((side) => wins.set(side, wins.get(side)! + 1));
  if (game === 'taixiu') {
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) tally(taixiuWinningSides([a, b, c]));
    return { outcomes: 6 ** 3, wins };
  }
  for (let mask = 0; mask < 2 ** 4; mask++) {
    tally(xocdiaWinningSides([0, 1, 2, 3].map((i): Coin => ((mask >> i) & 1 ? 'red' : 'white'))));
  }
  return { outcomes: 2 ** 4, wins };
}

// edge = 1 - P(win) * multiplier = (outcomes * den - wins * num) / (outcomes * den); a losing bet
// returns nothing, so this is all the player gets back per đồng.
function houseEdge(game: GameType, side: string): Rational {
  const { outcomes, wins } = winCounts(game);
  const { numerator, denominator } = (PAYOUT_MULTIPLIERS[game] as Record<string, Rational>)[side];
  const total = outcomes * denominator;
  return { numerator: total - wins.get(side)! * numerator, denominator: total };
}

const sameRational = (a: Rational, b: Rational) => a.numerator * b.denominator === b.numerator * a.denominator;

// The intended house edges: 1% on the even-money bets, 6.25% on four of a colour, 5% on three of one.
const EXPECTED: { [G in GameType]: Record<SideOf<G>, { winChance: Rational; edge: Rational }> } = {
  taixiu: {
    tai: { winChance: { numerator: 108, denominator: 216 }, edge: { numerator: 1, denominator: 100 } },
    xiu: { winChance: { numerator: 108, denominator: 216 }, edge: { numerator: 1, denominator: 100 } },
  },
  xocdia: {
    chan: { winChance: { numerator: 8, denominator: 16 }, edge: { numerator: 1, denominator: 100 } },
    le: { winChance: { numerator: 8, denominator: 16 }, edge: { numerator: 1, denominator: 100 } },
    four_red: { winChance: { numerator: 1, denominator: 16 }, edge: { numerator: 625, denominator: 10_000 } },
    four_white: { winChance: { numerator: 1, denominator: 16 }, edge: { numerator: 625, denominator: 10_000 } },
    three_red: { winChance: { numerator: 4, denominator: 16 }, edge: { numerator: 5, denominator: 100 } },
    three_white: { winChance: { numerator: 4, denominator: 16 }, edge: { numerator: 5, denominator: 100 } },
  },
};

const cases = (Object.keys(EXPECTED) as GameType[]).flatMap((game) =>
  Object.entries<{ winChance: Rational; edge: Rational }>(EXPECTED[game]).map(([side, expected]) => ({ game, side, ...expected })),
);

describe('house edge per bet side', () => {
  it('covers every side of both games', () => {
    expect(cases.map(({ game, side }) => `${game}:${side}`).sort()).toEqual(
      (Object.keys(GAME_SIDES) as GameType[]).flatMap((game) => GAME_SIDES[game].map((side) => `${game}:${side}`)).sort(),
    );
  });

  it.each(cases)('$game $side wins $winChance.numerator in $winChance.denominator', ({ game, side, winChance }) => {
    const { outcomes, wins } = winCounts(game);
    expect({ numerator: wins.get(side), denominator: outcomes }).toEqual(winChance);
  });

  it.each(cases)('$game $side keeps exactly $edge.numerator/$edge.denominator for the house', ({ game, side, edge }) => {
    const actual = houseEdge(game, side);
    expect(sameRational(actual, edge)).toBe(true);
    expect(actual.numerator).toBeGreaterThan(0);
  });
});

describe('outcome rules', () => {
  it('makes 11 to 17 tài and 4 to 10 xỉu, triples included', () => {
    expect(taixiuOutcome([6, 6, 6])).toBe('tai');
    expect(taixiuOutcome([1, 1, 1])).toBe('xiu');
    expect(taixiuOutcome([5, 5, 1])).toBe('tai');
    expect(taixiuOutcome([4, 4, 2])).toBe('xiu');
    expect(() => taixiuOutcome([0, 3, 4])).toThrow(RangeError);
    expect(() => taixiuOutcome([1, 2])).toThrow(RangeError);
  });

  it('lets an even or odd bet win together with the three or four of a colour', () => {
    expect(xocdiaWinningSides(['red', 'red', 'red', 'red'])).toEqual(['chan', 'four_red']);
    expect(xocdiaWinningSides(['white', 'white', 'white', 'white'])).toEqual(['chan', 'four_white']);
    expect(xocdiaWinningSides(['red', 'white', 'red', 'red'])).toEqual(['le', 'three_red']);
    expect(xocdiaWinningSides(['white', 'white', 'red', 'white'])).toEqual(['le', 'three_white']);
    expect(xocdiaWinningSides(['red', 'white', 'white', 'red'])).toEqual(['chan']);
    expect(() => xocdiaWinningSides(['red', 'red', 'red'])).toThrow(RangeError);
  });
});

// The edge above only holds if the ledger pays the same fraction: floor(stake * num / den), exact.
describe('payoutFor', () => {
  it('floors the exact product, stake included', () => {
    expect(payoutFor('taixiu', 'tai', 10_000)).toBe(19_800);
    expect(payoutFor('taixiu', 'xiu', 10_001)).toBe(19_801);
    expect(payoutFor('xocdia', 'chan', 1)).toBe(1);
    expect(payoutFor('xocdia', 'le', 50)).toBe(99);
    expect(payoutFor('xocdia', 'four_red', 7)).toBe(105);
    expect(payoutFor('xocdia', 'four_white', 1_000_000)).toBe(15_000_000);
    expect(payoutFor('xocdia', 'three_red', 12_345)).toBe(46_911);
    expect(payoutFor('xocdia', 'three_white', 3)).toBe(11);
    expect(payoutFor('taixiu', 'tai', 0)).toBe(0);
  });

  it('agrees with the same fraction in BigInt, up to the largest stake it accepts', () => {
    const stakes = [1, 99, 101, 333_333, 300_000_000, 45_000_000_000_000, Math.floor(Number.MAX_SAFE_INTEGER / 198)];
    for (const game of ['taixiu', 'xocdia'] as const) {
      for (const side of GAME_SIDES[game]) {
        const { numerator, denominator } = (PAYOUT_MULTIPLIERS[game] as Record<string, Rational>)[side];
        for (const stake of stakes) {
          if (stake * numerator > Number.MAX_SAFE_INTEGER) continue;
          const exact = Number((BigInt(stake) * BigInt(numerator)) / BigInt(denominator));
          expect(payoutFor(game, side, stake)).toBe(exact);
        }
      }
    }
  });

  it('refuses stakes that are not whole đồng, unknown sides and products past 2^53', () => {
    expect(() => payoutFor('taixiu', 'tai', 100.5)).toThrow(RangeError);
    expect(() => payoutFor('taixiu', 'tai', -100)).toThrow(RangeError);
    expect(() => payoutFor('taixiu', 'tai', Number.NaN)).toThrow(RangeError);
    expect(() => payoutFor('taixiu', 'chan' as 'tai', 100)).toThrow(RangeError);
    expect(() => payoutFor('xocdia', 'toString' as 'chan', 100)).toThrow(RangeError);
    expect(() => payoutFor('xocdia', 'four_red', Number.MAX_SAFE_INTEGER)).toThrow(RangeError);
  });
});

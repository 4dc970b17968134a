// A million seeded rounds per game through the production draw, checking that what each side pays
// back agrees with the exact expectation. It catches what exact arithmetic on the pay table cannot:
// a biased draw (a wrong byte cut-off, a wrong coin bit) in round-result.
//
// Speed: an HMAC costs a few microseconds, so one HMAC per round is shared by both games (dice from
// the whole digest, coins from its first four bytes). HMAC output is uniform whatever the message, so
// each game's counts are as good as from its own HMAC; the first rounds are checked against
// diceFor/coinsFor to keep the shortcut tied to the real entry points.
import { createHash } from 'node:crypto';
import {
  type Coin,
  GAME_SIDES,
  type GameType,
  payoutFor,
  type SideOf,
  taixiuWinningSides,
  xocdiaWinningSides,
} from '@app/shared/contracts';
import { generateHashChain } from '../hash-chain';
import { coinsFor, coinsFromDigest, diceFor, diceFromDigests, roundDigest } from '../round-result';

const ROUNDS = 1_000_000;
// Round ids 1 to ROUNDS; each seed of a fixed chain serves this many consecutive rounds.
const ROUNDS_PER_SEED = 1_000;
const CROSS_CHECKED_ROUNDS = 2_000;
const STAKE = 10_000;
const SIGMAS = 5;

type Counts = Record<string, number>;
const zeroCounts = (keys: readonly (string | number)[]): Counts => Object.fromEntries(keys.map((k) => [k, 0]));

// Exact win chance per side as wins / outcomes, over every equally likely dice or coin outcome.
function exactWins(game: GameType): { outcomes: number; wins: Counts } {
  const wins = zeroCounts(GAME_SIDES[game]);
  const tally = (sides: readonly string[]) => sides.forEach((side) => wins[side]++);
  if (game === 'taixiu') {
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) tally(taixiuWinningSides([a, b, c]));
    return { outcomes: 216, wins };
  }
  for (let mask = 0; mask < 16; mask++) {
    tally(xocdiaWinningSides([0, 1, 2, 3].map((i): Coin => ((mask >> i) & 1 ? 'red' : 'white'))));
  }
  return { outcomes: 16, wins };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

interface Simulation {
  wins: Record<GameType, Counts>;
  faces: Counts;
  redCoins: number;
  mismatches: number;
  ms: number;
}

function simulate(): Simulation {
  const wins = { taixiu: zeroCounts(GAME_SIDES.taixiu), xocdia: zeroCounts(GAME_SIDES.xocdia) };
  const faces = zeroCounts([1, 2, 3, 4, 5, 6]);
  let redCoins = 0;
  let mismatches = 0;
  const started = performance.now();
  const terminal = createHash('sha256').update('simulation.test').digest();
  const { seeds } = generateHashChain(ROUNDS / ROUNDS_PER_SEED, terminal);
  const seedBytes = seeds.map((hex) => Buffer.from(hex, 'hex'));
  for (let roundId = 1; roundId <= ROUNDS; roundId++) {
    const k = Math.ceil(roundId / ROUNDS_PER_SEED);
    const seed = seedBytes[k];
    const digest = roundDigest(seed, 'taixiu', roundId);
    const dice = diceFromDigests((block) => (block === 0 ? digest : roundDigest(seed, 'taixiu', roundId, block)));
    const coins = coinsFromDigest(digest);
    if (roundId <= CROSS_CHECKED_ROUNDS) {
      // Coins can only be compared from their own HMAC: this ties coinsFromDigest to coinsFor.
      const coinsByOwnHmac = coinsFromDigest(roundDigest(seed, 'xocdia', roundId));
      if (!same(diceFor(seeds[k], roundId), dice) || !same(coinsFor(seeds[k], roundId), coinsByOwnHmac)) mismatches++;
    }
    for (const side of taixiuWinningSides(dice)) wins.taixiu[side]++;
    for (const side of xocdiaWinningSides(coins)) wins.xocdia[side]++;
    for (const face of dice) faces[face]++;
    for (const coin of coins) if (coin === 'red') redCoins++;
  }
  return { wins, faces, redCoins, mismatches, ms: performance.now() - started };
}

// |observed - expected| within SIGMAS standard errors, for a count of hits in `trials` at chance p.
function expectBinomial(hits: number, trials: number, p: number): void {
  expect(Math.abs(hits - trials * p)).toBeLessThan(SIGMAS * Math.sqrt(trials * p * (1 - p)));
}

describe(`${ROUNDS.toLocaleString('en')} seeded rounds per game`, () => {
  let run: Simulation;
  beforeAll(() => {
    run = simulate();
    // In the output so that a slowdown is noticed before it becomes a timeout.
    console.log(`simulation: ${ROUNDS} rounds of each game in ${Math.round(run.ms)} ms`);
  });

  it('draws exactly what diceFor and coinsFor draw', () => {
    expect(run.mismatches).toBe(0);
  });

  const cases = (['taixiu', 'xocdia'] as const).flatMap((game) => GAME_SIDES[game].map((side) => [game, side] as const));
  it.each(cases)(`%s %s returns its exact expectation within ${SIGMAS} standard errors`, (game, side) => {
    const { outcomes, wins } = exactWins(game);
    const p = wins[side] / outcomes;
    // Return per đồng staked: a win pays payoutFor (stake included), a loss nothing.
    const multiple = payoutFor(game, side as SideOf<typeof game>, STAKE) / STAKE;
    const measured = (run.wins[game][side] * multiple) / ROUNDS;
    const standardError = multiple * Math.sqrt((p * (1 - p)) / ROUNDS);
    expect(Math.abs(measured - p * multiple)).toBeLessThan(SIGMAS * standardError);
  });

  it('rolls every face of every die equally often and turns every coin red half the time', () => {
    for (let face = 1; face <= 6; face++) expectBinomial(run.faces[face], 3 * ROUNDS, 1 / 6);
    expectBinomial(run.redCoins, 4 * ROUNDS, 1 / 2);
  });

  it('settles every round of both games on exactly one of the even-money sides', () => {
    expect(run.wins.taixiu.tai + run.wins.taixiu.xiu).toBe(ROUNDS);
    expect(run.wins.xocdia.chan + run.wins.xocdia.le).toBe(ROUNDS);
  });
});

// What the house stands to lose on a round, whatever it draws: for each result the round can
// produce, the payouts of the sides that win under it (stake included) less every stake of the
// round. Counted over results, not sides: in xóc đĩa one draw wins two sides at once (4 đỏ is also
// chẵn, 3 đỏ also lẻ), so the loss of a draw is the sum of both. The results are made with the very
// functions settlement draws with (taixiuWinningSides, xocdiaWinningSides), so the check and the
// payouts cannot disagree on what wins together.
import {
  GAME_SIDES,
  payoutFor,
  taixiuWinningSides,
  xocdiaWinningSides,
  type BetSide,
  type Coin,
  type GameType,
} from '@app/shared/contracts';

// What every player together has staked on each side of a round (sides without a bet may be absent).
export type SideStakes = Partial<Record<BetSide, number>>;

// Every distinct set of winning sides a round can end with: tài xỉu by each total of three dice
// (3 to 18), xóc đĩa by each count of red coins (0 to 4).
function outcomesOf(game: GameType): ReadonlyArray<readonly BetSide[]> {
  const sets: BetSide[][] = [];
  if (game === 'taixiu') {
    for (let total = 3; total <= 18; total++) {
      const a = Math.min(6, total - 2);
      const b = Math.min(6, total - a - 1);
      sets.push(taixiuWinningSides([a, b, total - a - b]));
    }
  } else {
    for (let red = 0; red <= 4; red++) {
      const coins = [0, 1, 2, 3].map((i): Coin => (i < red ? 'red' : 'white'));
      sets.push(xocdiaWinningSides(coins));
    }
  }
  const seen = new Map<string, BetSide[]>();
  for (const set of sets) seen.set([...set].sort().join(','), set);
  return [...seen.values()];
}

const OUTCOMES: Readonly<Record<GameType, ReadonlyArray<readonly BetSide[]>>> = {
  taixiu: outcomesOf('taixiu'),
  xocdia: outcomesOf('xocdia'),
};

export const roundOutcomes = (game: GameType) => OUTCOMES[game];

// The house's net loss under each outcome (negative: it wins), in the order of roundOutcomes. A
// side's payout is worked out on its total: never less than the sum of its bets' payouts, each
// rounded down on its own, so the figure can only overstate the loss, never understate it.
export function outcomeLosses(game: GameType, stakes: SideStakes): number[] {
  let staked = 0;
  for (const side of GAME_SIDES[game]) staked += stakes[side] ?? 0;
  return OUTCOMES[game].map(
    (winners) => winners.reduce((paid, side) => paid + payoutFor(game, side as never, stakes[side] ?? 0), 0) - staked,
  );
}

/** The worst of outcomeLosses: the most the round can cost the house. */
export const worstLoss = (game: GameType, stakes: SideStakes): number => Math.max(...outcomeLosses(game, stakes));

// Whether a bet of `amount` on `side` may join a round that holds `stakes`, under `cap`: refused
// when it takes the loss of some outcome past the cap. A bet raises the loss of the outcomes its
// side wins and lowers every other's, so an outcome already past the cap (the cap lowered during
// the round) refuses only what would make that outcome worse: a bet on the other side, which
// lowers the loss there, is still taken.
export function exceedsCap(game: GameType, stakes: SideStakes, side: BetSide, amount: number, cap: number): boolean {
  const before = outcomeLosses(game, stakes);
  const after = outcomeLosses(game, { ...stakes, [side]: (stakes[side] ?? 0) + amount });
  return after.some((loss, i) => loss > cap && loss > before[i]);
}

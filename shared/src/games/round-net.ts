// What one round did for a player, all their bets in it together: what the bets paid back (a
// winner's payout includes its stake, a loser pays nothing) minus what they staked. This is the one
// meaning of the '+' or '−' beside a round, on the table's banner and on the home screen alike;
// a gross payout shown with a '+' reads as a gain the player never made.
export type RoundNetOutcome = 'won' | 'lost' | 'even';

export interface RoundNet {
  staked: number;
  paid: number;
  /** paid − staked: positive when the round left the player richer. */
  net: number;
  outcome: RoundNetOutcome;
}

export function roundNet(bets: ReadonlyArray<{ amount: number; payout: number }>): RoundNet {
  let staked = 0;
  let paid = 0;
  for (const bet of bets) {
    staked += bet.amount;
    paid += bet.payout;
  }
  const net = paid - staked;
  return { staked, paid, net, outcome: net > 0 ? 'won' : net < 0 ? 'lost' : 'even' };
}

/** The word beside a round's net, which always agrees with its sign. */
export const ROUND_NET_LABELS: Readonly<Record<RoundNetOutcome, string>> = {
  won: 'Thắng',
  lost: 'Thua',
  even: 'Hòa vốn',
};

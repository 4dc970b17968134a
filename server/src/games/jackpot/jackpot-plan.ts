// The hũ's arithmetic, apart from the ledger so that a simulation can run it over many rounds:
// what a round's stakes put in, and how a pool is split among a jackpot round's winning bets.
import { isJackpotDraw, jackpotContribution, type BetSide, type JackpotSettingsDto } from '@app/shared/contracts';

export interface JackpotBet {
  userId: number;
  side: BetSide;
  amount: number;
}

// Each bettor's contribution: the share of each of their stakes, each rounded down on its own (a
// bet's share does not depend on who else bet).
export function contributionsOf(bets: readonly JackpotBet[], settings: JackpotSettingsDto): Array<{ userId: number; amount: number }> {
  const byPlayer = new Map<number, number>();
  for (const bet of bets) {
    const share = jackpotContribution(bet.amount, settings.shareBasisPoints);
    if (share > 0) byPlayer.set(bet.userId, (byPlayer.get(bet.userId) ?? 0) + share);
  }
  return [...byPlayer].map(([userId, amount]) => ({ userId, amount }));
}

// The bets a round's draw pays the hũ to: every bet on a winning side, when the dice are a jackpot
// triple (1-1-1 pays xỉu, 6-6-6 pays tài: the side each sum already wins).
export function jackpotWinners<B extends JackpotBet>(
  bets: readonly B[],
  dice: readonly number[] | null,
  winningSides: readonly BetSide[],
): B[] {
  return isJackpotDraw(dice) ? bets.filter((bet) => winningSides.includes(bet.side)) : [];
}

// A bet's share of `pool`: pool × its stake / all the winning stakes, rounded down, at most `cap`.
// A function of the stake alone, so equal stakes get equal shares; together they never pass the
// pool (each is rounded down), and what rounding and the cap hold back stays in it. BigInt: a pool
// of 10^12 đồng times a stake of 10^9 is past 2^53.
export function shareOf(pool: number, stake: number, winningStakes: number, cap: number): number {
  if (winningStakes <= 0 || pool <= 0) return 0;
  return Math.min(cap, Number((BigInt(pool) * BigInt(stake)) / BigInt(winningStakes)));
}

// Each winning player's total, from their bets' shares.
export function payoutsOf(
  pool: number,
  winners: readonly JackpotBet[],
  cap: number,
): { perPlayer: Array<{ userId: number; amount: number }>; shareOfStake: (stake: number) => number } {
  const winningStakes = winners.reduce((sum, bet) => sum + bet.amount, 0);
  const shareOfStake = (stake: number) => shareOf(pool, stake, winningStakes, cap);
  const perPlayer = new Map<number, number>();
  for (const bet of winners) perPlayer.set(bet.userId, (perPlayer.get(bet.userId) ?? 0) + shareOfStake(bet.amount));
  return { perPlayer: [...perPlayer].map(([userId, amount]) => ({ userId, amount })), shareOfStake };
}

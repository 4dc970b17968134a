import { betAmountError, GAME_MESSAGES, type BetSide } from '@app/shared/signed-in';
// The amount being prepared as chips, 'x2' and 'Cược lại' change it: what the server would refuse is
// stopped here first, and the player is told why in the server's own words.
import type { BetLimits } from '../game-session/game-session-types';

export interface AmountCap {
  value: number;
  /** Why an amount stops there. */
  message: string;
}

/**
 * The most one more bet may be now, and why: the table's limit per bet, what the round total leaves
 * after the player's bets of this round, the balance. Null when none is known yet.
 */
export function amountCap(limits: BetLimits | null, staked: number, balance: number | null): AmountCap | null {
  const caps: AmountCap[] = [];
  if (limits) {
    caps.push({ value: limits.maxBet, message: GAME_MESSAGES.betMax(limits.maxBet) });
    caps.push({ value: Math.max(0, limits.maxRoundTotal - staked), message: GAME_MESSAGES.roundTotalMax(limits.maxRoundTotal) });
  }
  if (balance !== null) caps.push({ value: Math.max(0, balance), message: GAME_MESSAGES.insufficientBalance });
  return caps.reduce<AmountCap | null>((low, cap) => (low === null || cap.value < low.value ? cap : low), null);
}

export interface StackedAmount {
  /** The amount after the tap; 0 when there is none. */
  amount: number;
  /** Set when the cap stopped it: the reason to show. */
  notice: string | null;
}

/**
 * `current + added` (a chip, or the amount itself for 'x2'), no further than the cap: past it the
 * amount stops at the cap. An amount the cap would leave under the table's minimum could not be bet
 * at all, so then it stays as it was.
 */
export function stackAmount(current: number, added: number, cap: AmountCap | null, minBet = 0): StackedAmount {
  const wanted = current + added;
  if (cap === null || wanted <= cap.value) return { amount: wanted, notice: null };
  const amount = cap.value > current && cap.value >= minBet ? cap.value : current;
  return { amount, notice: cap.message };
}

/**
 * Why the bets of the last round cannot all be placed again now, or null: each one against the
 * table's limits per bet (they may have changed since), all of them against the round total and
 * the balance.
 */
export function repeatRefusal(
  bets: ReadonlyArray<{ side: BetSide; amount: number }>,
  limits: BetLimits | null,
  staked: number,
  balance: number | null,
): string | null {
  for (const bet of bets) {
    const error = betAmountError(bet.amount, limits);
    if (error) return error;
  }
  const total = bets.reduce((sum, b) => sum + b.amount, 0);
  if (limits && staked + total > limits.maxRoundTotal) return GAME_MESSAGES.roundTotalMax(limits.maxRoundTotal);
  if (balance !== null && total > balance) return GAME_MESSAGES.insufficientBalance;
  return null;
}

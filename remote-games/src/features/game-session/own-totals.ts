import { type BetSide, type SideTotals } from '@app/shared/signed-in';
// The sides' totals the table shows. The server sends them coalesced (sessionTotals, at most one
// every 100 ms, read after the bets commit), so a bet the player just had accepted is missing from
// the last totals for a moment: the side would read less than the player's own stake on it.
import type { MyRoundBet } from './game-session-types';

/** A bet of the player's accepted after the last totals the server sent: those did not count it. */
export interface UncountedBet {
  betId: number;
  side: BetSide;
  amount: number;
}

/**
 * The server's last totals with the player's bets they could not count added (and the player among
 * a side's players, if none of their counted bets was on it), never under the player's own stake.
 * The next totals count every committed bet, so they replace the additions rather than add to them:
 * nothing is counted twice, and a total that left the server before a bet committed and arrives
 * after it still shows at least the player's stake.
 */
export function totalsWithOwn(sent: SideTotals, uncounted: readonly UncountedBet[], mine: readonly MyRoundBet[]): SideTotals {
  const stake = new Map<string, number>();
  for (const bet of mine) stake.set(bet.side, (stake.get(bet.side) ?? 0) + bet.amount);
  const added = new Map<string, number>();
  for (const bet of uncounted) added.set(bet.side, (added.get(bet.side) ?? 0) + bet.amount);
  if (added.size === 0 && [...stake].every(([side, own]) => (sent[side]?.amount ?? 0) >= own)) return sent;

  const shown: SideTotals = { ...sent };
  for (const side of new Set([...stake.keys(), ...added.keys()])) {
    const own = stake.get(side) ?? 0;
    const extra = added.get(side) ?? 0;
    const base = sent[side] ?? { amount: 0, players: 0 };
    // The player's counted stake on the side (what is left of it once the uncounted is taken out)
    // already makes them one of its players.
    const newPlayer = extra > 0 && own - extra <= 0 ? 1 : 0;
    shown[side] = {
      amount: Math.max(base.amount + extra, own),
      players: Math.max(base.players + newPlayer, own > 0 ? 1 : 0),
    };
  }
  return shown;
}

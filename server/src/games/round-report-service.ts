// The operators' list of a game's rounds: what each took, paid and left the house, and its fairness
// commitment. A closed round's totals were written on its row when it closed (migration 016); the
// round still taking bets reads its running stakes per side, one row per player and side. No bet is
// read: a busy round holds 50,000.
import {
  FAIRNESS_RECIPE,
  GAME_SIDES,
  type AdminRoundDto,
  type AdminRoundsPageDto,
  type BetSide,
  type Coins,
  type Dice,
  type GameType,
  type SideTotals,
} from '@app/shared/contracts';
import type { Queryable } from '../db/db';
import { roundReports, roundTotals, type RoundReportRow } from './round-store';
import { phaseOf } from './clock/round-engine';

export async function roundReport(
  q: Queryable,
  game: GameType,
  { limit, before }: { limit: number; before: number | null },
  now: number,
): Promise<AdminRoundsPageDto> {
  // One row more than the page says whether an older page exists.
  const rows = await roundReports(q, game, limit + 1, before);
  const page = rows.slice(0, limit);
  // Every round but the newest has a newer one after it: over, whatever the clock says (the nodes'
  // clocks may differ a little). An older page (`before`) holds no round in play.
  const items = await Promise.all(page.map((row, i) => roundDto(q, row, i === 0 && before === null ? now : null)));
  return {
    gameType: game,
    items,
    nextBefore: rows.length > limit ? items[items.length - 1].sessionId : null,
    serverNow: now,
    recipe: FAIRNESS_RECIPE,
  };
}

// `now`: null for a round known to be over.
async function roundDto(q: Queryable, row: RoundReportRow, now: number | null): Promise<AdminRoundDto> {
  const roundId = Number(row.session_id);
  const open = row.status === 'betting';
  // Only a settled round shows its seed, and a void one once published (void-reveal-service.ts: its chain is
  // closed), decided here rather than left to the column being empty before: a seed shown early
  // would give the result away. A void round's would-be draw is in the public history.
  const settled = row.status === 'settled';
  const published = settled || (row.status === 'void' && row.revealed_at !== null);
  const sides = open ? await roundTotals(q, row.game, roundId) : closedSides(row.game, row.side_totals);
  const totalStaked = open ? Object.values(sides).reduce((sum, side) => sum + side.amount, 0) : Number(row.total_staked);
  const totalPaid = open ? null : Number(row.total_paid);
  return {
    gameType: row.game,
    sessionId: roundId,
    status: row.status,
    phase: now !== null && (open || now < Number(row.ends_at)) ? phaseOf(row, now) : null,
    openedAt: Number(row.started_at),
    bettingEndsAt: Number(row.betting_ends_at),
    resultEndsAt: Number(row.ends_at),
    settledAt: row.settled_at === null ? null : Number(row.settled_at),
    dice: settled && row.dice ? (row.dice.map(Number) as Dice) : null,
    coins: settled && row.coins ? ([...row.coins] as Coins) : null,
    outcome: settled && row.outcome ? (row.outcome as BetSide) : null,
    winningSides: settled ? ((row.winning_sides ?? []) as BetSide[]) : [],
    betCount: open ? null : Number(row.bet_count),
    totalStaked,
    sides,
    totalPaid,
    houseResult: totalPaid === null ? null : totalStaked - totalPaid,
    fairness: {
      chainId: Number(row.chain_id),
      chainIndex: Number(row.chain_index),
      chainCommitment: row.commitment,
      previousSeed: row.previous_seed,
      seed: published ? row.seed : null,
      hmacMessage: `${row.game}:${roundId}`,
    },
  };
}

// Every side of the game, those without a bet at 0 (the row keeps only the sides that had one).
function closedSides(game: GameType, stored: SideTotals | null): SideTotals {
  const sides: SideTotals = {};
  for (const side of GAME_SIDES[game]) sides[side] = { amount: 0, players: 0 };
  for (const [side, total] of Object.entries(stored ?? {})) sides[side] = { amount: Number(total.amount), players: Number(total.players) };
  return sides;
}

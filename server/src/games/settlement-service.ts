// The end of a round's betting: the draw from the revealed seed, and every bet paid in ONE
// transaction. Run twice (two nodes, a restart), the second run finds the round settled and does
// nothing: the round's row, held FOR UPDATE and moved to settled in the same transaction, is what
// pays each round once (the ledger keeps no index of game money's keys, roundPayoutKey included).
// A round whose seed this node cannot reveal honestly is not drawn at all: voidRound calls it off
// and gives every stake back (refund:<betId>, the key a cancelled bet's refund uses), with each
// player's inbox item of it.
import {
  payoutFor,
  taixiuOutcome,
  taixiuWinningSides,
  xocdiaWinningSides,
  type BetSide,
  type GameType,
  type InboxItemDto,
  type RoundResultDto,
  type RoundVoidReason,
} from '@app/shared/contracts';
import type { Db, Queryable } from '../db/db';
import { insertInboxItems } from '../inbox/inbox-store';
import { payFromHouse } from '../ledger/pay-from-house';
import type { ChainSeeds } from './fairness/chain-seeds';
import { coinsFor, diceFor } from './fairness/round-result';
import { closeChain } from './chain-store';
import { findRound, markRoundSettled, markRoundVoid, resultOf, type ClosedRoundTotals } from './round-store';
import { forgetOpenBetKeys, markBetsRefunded, markBetsSettled, placedBetsOfRound, type PlacedBet } from './bet-store';
import { seedToReveal } from './chain-service';
import { settleJackpot } from './jackpot-service';

export interface SettledBet {
  betId: number;
  userId: number;
  side: BetSide;
  amount: number;
  payout: number;
  status: 'won' | 'lost';
}

export interface Settlement {
  result: RoundResultDto;
  // Empty when the round had been settled before (nothing moved this time).
  bets: SettledBet[];
  settledNow: boolean;
  // The hũ's winners' inbox items, written with the payouts; sent once the round's reveal is over.
  jackpotInboxItems: Array<{ userId: number; item: InboxItemDto }>;
  // What each of them got of it (told with their betSettled).
  jackpotPayouts: ReadonlyArray<{ userId: number; amount: number }>;
}

export interface RefundedBet {
  betId: number;
  userId: number;
  amount: number;
  // The player's wallet right after this refund.
  newBalance: number;
}

export interface VoidedRound {
  game: GameType;
  roundId: number;
  chainId: number;
  // Empty when the round had been voided before (nothing moved this time).
  refunds: RefundedBet[];
  // One per refunded player, written with the refunds; sent once the transaction has committed.
  inboxItems: Array<{ userId: number; item: InboxItemDto }>;
  voidedNow: boolean;
}

// The ledger key of what a player won in a round (all their winning bets of it together).
export const roundPayoutKey = (game: GameType, roundId: number, userId: number) => `payout:${game}:${roundId}:${userId}`;

// settleRound found no seed it may reveal for the round (nothing was written).
export class SeedUnavailable extends Error {
  constructor(
    readonly game: GameType,
    readonly roundId: number,
    readonly chainId: number,
    readonly reason: RoundVoidReason,
  ) {
    super(`the seed of ${game} round ${roundId} (chain ${chainId}) cannot be revealed with this FAIRNESS_SECRET: ${reason}`);
    this.name = 'SeedUnavailable';
  }
}

export function drawRound(game: GameType, seed: string, roundId: number) {
  if (game === 'taixiu') {
    const dice = diceFor(seed, roundId);
    return { dice, coins: null, outcome: taixiuOutcome(dice) as BetSide, winningSides: taixiuWinningSides(dice) as BetSide[] };
  }
  const coins = coinsFor(seed, roundId);
  const winningSides = xocdiaWinningSides(coins);
  return { dice: null, coins, outcome: winningSides[0] as BetSide, winningSides: winningSides as BetSide[] };
}

// Throws SeedUnavailable (having changed nothing) when the seed cannot be revealed, and refuses a
// round that was voided.
export async function settleRound(
  db: Db,
  seeds: ChainSeeds,
  game: GameType,
  roundId: number,
  now: () => number = Date.now,
): Promise<Settlement | null> {
  return db.tx(async (q) => {
    const round = await findRound(q, game, roundId, 'FOR UPDATE');
    if (!round) return null;
    if (round.status === 'settled')
      return { result: resultOf(round)!, bets: [], settledNow: false, jackpotInboxItems: [], jackpotPayouts: [] };
    if (round.status === 'void') throw new Error(`${game} round ${roundId} was called off; it has no result`);

    const revealed = await seedToReveal(q, seeds, round);
    if (revealed.seed === null) throw new SeedUnavailable(game, roundId, round.chain_id, revealed.reason);
    const { seed } = revealed;
    const draw = drawRound(game, seed, roundId);
    const bets = await placedBetsOfRound(q, game, roundId);
    await forgetOpenBetKeys(q, game, roundId);
    const settled = await payBets(q, game, roundId, bets, draw.winningSides);
    // After the payouts: the hũ's share comes out of what the house kept, and its payout is on top
    // of a winning bet's 1.98x.
    const jackpot = await settleJackpot(q, game, roundId, draw, settled);
    const settledAt = now();
    const totals = closedRoundTotals(settled.map((bet) => ({ userId: bet.userId, side: bet.side, amount: bet.amount, paid: bet.payout })));
    await markRoundSettled(q, game, roundId, { seed, ...draw, at: settledAt, totals, jackpot });
    const after = await findRound(q, game, roundId);
    return {
      result: resultOf(after!)!,
      bets: settled,
      settledNow: true,
      jackpotInboxItems: jackpot?.inboxItems ?? [],
      jackpotPayouts: jackpot?.payouts ?? [],
    };
  });
}

// Calls the round off without a draw: every placed bet refunded, the round 'void' with its reason,
// its chain closed (the seed it should have revealed is unknown here, so none of the chain's later
// seeds can follow; closed, the seed may be published later by a node that can derive it:
// void-reveal-service.ts). A round that was settled meanwhile (by a node that could reveal its seed) is left
// as it is: null.
export async function voidRound(
  db: Db,
  game: GameType,
  roundId: number,
  reason: RoundVoidReason,
  now: () => number = Date.now,
): Promise<VoidedRound | null> {
  return db.tx(async (q) => {
    const round = await findRound(q, game, roundId, 'FOR UPDATE');
    if (!round || round.status === 'settled') return null;
    const voided = { game, roundId, chainId: round.chain_id };
    if (round.status === 'void') return { ...voided, refunds: [], inboxItems: [], voidedNow: false };

    const bets = await placedBetsOfRound(q, game, roundId);
    await forgetOpenBetKeys(q, game, roundId);
    await markBetsRefunded(
      q,
      bets.map((bet) => bet.id),
    );
    const reference = `${game}:${roundId}`;
    const moved = await payFromHouse(
      q,
      game,
      bets.map((bet) => ({
        userId: bet.user_id,
        amount: Number(bet.amount),
        kind: 'bet_refund',
        reference,
        idempotencyKey: `refund:${bet.id}`,
      })),
    );
    const refunds: RefundedBet[] = bets.map((bet, i) => ({
      betId: bet.id,
      userId: bet.user_id,
      amount: Number(bet.amount),
      newBalance: moved[i].creditBalance,
    }));
    const totals = closedRoundTotals(
      refunds.map((refund, i) => ({ userId: refund.userId, side: bets[i].side, amount: refund.amount, paid: refund.amount })),
    );
    await markRoundVoid(q, game, roundId, now(), totals, reason);
    await closeChain(q, round.chain_id);
    // The money came back without the player asking: they are told in the inbox too (the table's
    // notice is gone with the page), one item per player and round with all their stakes of it,
    // in this transaction so that the item exists exactly when the refund does.
    const refundedTo = new Map<number, number>();
    for (const refund of refunds) refundedTo.set(refund.userId, (refundedTo.get(refund.userId) ?? 0) + refund.amount);
    const inboxItems = await insertInboxItems(
      q,
      [...refundedTo].map(([userId, amount]) => ({ userId, kind: 'round_refunded', payload: { amount, game, sessionId: roundId } })),
    );
    return { ...voided, refunds, inboxItems, voidedNow: true };
  });
}

// A closed round's totals, from the bets its settlement (or its calling off) has just paid, in
// memory: the round's row carries them so that the operators' list never sums a round's bets.
function closedRoundTotals(bets: ReadonlyArray<{ userId: number; side: BetSide; amount: number; paid: number }>): ClosedRoundTotals {
  let staked = 0;
  let paid = 0;
  const sides = new Map<BetSide, { amount: number; players: Set<number> }>();
  for (const bet of bets) {
    staked += bet.amount;
    paid += bet.paid;
    const side = sides.get(bet.side) ?? { amount: 0, players: new Set<number>() };
    side.amount += bet.amount;
    side.players.add(bet.userId);
    sides.set(bet.side, side);
  }
  return {
    betCount: bets.length,
    staked,
    paid,
    sides: Object.fromEntries([...sides].map(([side, { amount, players }]) => [side, { amount, players: players.size }])),
  };
}

async function payBets(q: Queryable, game: GameType, roundId: number, bets: PlacedBet[], winningSides: BetSide[]): Promise<SettledBet[]> {
  if (!bets.length) return [];
  const settled: SettledBet[] = bets.map((bet) => {
    const won = winningSides.includes(bet.side);
    return {
      betId: bet.id,
      userId: bet.user_id,
      side: bet.side,
      amount: Number(bet.amount),
      payout: won ? payoutFor(game, bet.side as never, Number(bet.amount)) : 0,
      status: won ? 'won' : 'lost',
    };
  });
  // One outcome per side and stake; every placed bet of the round is one of those read above (the
  // round is locked: no bet comes or goes meanwhile), which the count marked confirms.
  const outcomes = new Map<string, { side: BetSide; amount: number; status: 'won' | 'lost'; payout: number }>();
  for (const { side, amount, status, payout } of settled) outcomes.set(`${side}:${amount}`, { side, amount, status, payout });
  const marked = await markBetsSettled(q, game, roundId, [...outcomes.values()]);
  if (marked !== settled.length) throw new Error(`${game} round ${roundId}: ${marked} bets marked settled, ${settled.length} read`);
  // One payout per winning player and round, whatever the number of their winning bets (each bet
  // keeps its own payout in game_bets): a round's ledger rows grow with its winners, not its bets,
  // and the player's statement reads one win per round.
  const winnings = new Map<number, number>();
  for (const bet of settled) if (bet.payout > 0) winnings.set(bet.userId, (winnings.get(bet.userId) ?? 0) + bet.payout);
  await payFromHouse(
    q,
    game,
    [...winnings].map(([userId, amount]) => ({
      userId,
      amount,
      kind: 'payout',
      reference: `${game}:${roundId}`,
      idempotencyKey: roundPayoutKey(game, roundId, userId),
    })),
  );
  return settled;
}

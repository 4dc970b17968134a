// The end of a round's betting: the draw from the revealed seed, and every bet paid in ONE
// transaction. Run twice (two nodes, a restart), the second run finds the round settled and does
// nothing; the ledger's idempotency keys (payout:<betId>) are a second lock on the same door.
import {
  payoutFor,
  taixiuOutcome,
  taixiuWinningSides,
  xocdiaWinningSides,
  type BetSide,
  type GameType,
  type RoundResultDto,
} from '@app/shared/contracts';
import type { Db, Queryable } from '../db/db';
import { houseAccount, houseShardOf } from '../ledger/house-shards';
import { walletAccountId } from '../ledger/ledger-accounts';
import { moveMoney } from '../ledger/move-money';
import { coinsFor, diceFor } from './fairness/round-result';
import { chainSeed, findRound, placedBetsOfRound, resultOf, type BetRow } from './game-store';

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
}

export function drawRound(game: GameType, seed: string, sessionId: number) {
  if (game === 'taixiu') {
    const dice = diceFor(seed, sessionId);
    return { dice, coins: null, outcome: taixiuOutcome(dice) as BetSide, winningSides: taixiuWinningSides(dice) as BetSide[] };
  }
  const coins = coinsFor(seed, sessionId);
  const winningSides = xocdiaWinningSides(coins);
  return { dice: null, coins, outcome: winningSides[0] as BetSide, winningSides: winningSides as BetSide[] };
}

export async function settleRound(db: Db, game: GameType, sessionId: number, now: () => number = Date.now): Promise<Settlement | null> {
  return db.tx(async (q) => {
    const round = await findRound(q, game, sessionId, 'FOR UPDATE');
    if (!round) return null;
    if (round.status === 'settled') return { result: resultOf(round)!, bets: [], settledNow: false };

    const seed = await chainSeed(q, round.chain_id, round.chain_index);
    const draw = drawRound(game, seed, sessionId);
    const bets = await placedBetsOfRound(q, game, sessionId);
    const settled = await payBets(q, game, sessionId, bets, draw.winningSides);
    const settledAt = now();
    await q.query(
      `UPDATE game_rounds SET status = 'settled', seed = $3, dice = $4::int[], coins = $5::text[], outcome = $6,
         winning_sides = $7::text[], settled_at = $8
       WHERE game = $1 AND session_id = $2`,
      [game, sessionId, seed, draw.dice, draw.coins, draw.outcome, draw.winningSides, settledAt],
    );
    const after = await findRound(q, game, sessionId);
    return { result: resultOf(after!)!, bets: settled, settledNow: true };
  });
}

async function payBets(
  q: Queryable,
  game: GameType,
  sessionId: number,
  bets: BetRow[],
  winningSides: BetSide[],
): Promise<SettledBet[]> {
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
  await q.query(
    `UPDATE game_bets b SET status = s.status, payout = s.payout, settled_at = now()
     FROM unnest($1::bigint[], $2::text[], $3::bigint[]) AS s(id, status, payout)
     WHERE b.id = s.id`,
    [settled.map((s) => s.betId), settled.map((s) => s.status), settled.map((s) => s.payout)],
  );
  const winners = [...new Set(settled.filter((s) => s.payout > 0).map((s) => s.userId))];
  if (!winners.length) return settled;
  // Every account the payouts touch (the winners' house shards and wallets), locked at once in
  // ascending id order, the order moveMoney takes its own two in. Paying wallet by wallet in bet
  // order instead, tài xỉu and xóc đĩa settling at the same moment with the same winners would each
  // hold wallets the other waits for (a deadlock); in one global order they only queue. The locks
  // moveMoney then asks for are already held.
  const { rows } = await q.query<{ id: number; user_id: number | null; shard: number }>(
    `SELECT id, user_id, shard FROM accounts
     WHERE (kind = $1 AND user_id IS NULL AND shard = ANY($2::smallint[]))
        OR (kind = 'player_wallet' AND user_id = ANY($3::bigint[]))
     ORDER BY id FOR UPDATE`,
    [houseAccount(game), [...new Set(winners.map(houseShardOf))], winners],
  );
  const wallets = new Map<number, number>();
  const shards = new Map<number, number>();
  for (const row of rows) {
    if (row.user_id === null) shards.set(Number(row.shard), Number(row.id));
    else wallets.set(Number(row.user_id), Number(row.id));
  }
  for (const bet of settled) {
    if (bet.payout <= 0) continue;
    // A winner without a wallet cannot be (every user gets one at signup): walletAccountId throws.
    const wallet = wallets.get(bet.userId) ?? (await walletAccountId(q, bet.userId));
    const house = shards.get(houseShardOf(bet.userId));
    if (house === undefined) throw new Error(`no ${houseAccount(game)} shard ${houseShardOf(bet.userId)}`);
    await moveMoney(q, {
      debitAccountId: house,
      creditAccountId: wallet,
      amount: bet.payout,
      kind: 'payout',
      reference: `${game}:${sessionId}`,
      idempotencyKey: `payout:${bet.betId}`,
    });
  }
  return settled;
}

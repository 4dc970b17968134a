import type { GameType } from '@app/shared/contracts';
import type { Queryable } from '../db/db';
import { openMoneyBatch } from './move-money-batch';

export interface HousePayment {
  userId: number;
  amount: number;
  kind: string;
  reference: string;
  idempotencyKey: string;
}

export interface HousePaid {
  transferId: number;
  // The player's wallet right after this payment.
  creditBalance: number;
}

// Payments per statement: a round of 50,000 winners is written in bounded pieces, each one
// statement of a few MB of parameters.
const PAYMENTS_PER_WRITE = 5_000;

/**
 * A round's payments from a game's house to its players (payouts, refunds), in the caller's
 * transaction, through the batch form of moveMoney: every account they touch (the players' wallets
 * and their house rows) locked at once in the ledger's lock order, then written a few thousand
 * movements per statement. Their keys (a player's winnings of the round, refund:<betId>) are game
 * money's, which the ledger keeps no index of: they are paid once because the caller holds the round
 * FOR UPDATE, pays only bets still placed and closes the round in the same transaction.
 */
export async function payFromHouse(q: Queryable, game: GameType, payments: readonly HousePayment[]): Promise<HousePaid[]> {
  if (payments.length === 0) return [];
  const players = [...new Set(payments.map((payment) => payment.userId))];
  const batch = await openMoneyBatch(q, [
    ...players.map((player) => ({ wallet: player })),
    ...players.map((player) => ({ houseOf: { game, player } })),
  ]);
  const paid: HousePaid[] = [];
  for (let start = 0; start < payments.length; start += PAYMENTS_PER_WRITE) {
    for (const payment of payments.slice(start, start + PAYMENTS_PER_WRITE)) {
      batch.book({
        debitAccountId: { houseOf: { game, player: payment.userId } },
        creditAccountId: { wallet: payment.userId },
        amount: payment.amount,
        kind: payment.kind,
        reference: payment.reference,
        idempotencyKey: payment.idempotencyKey,
      });
    }
    for (const { transferId, creditBalance } of await batch.write()) paid.push({ transferId, creditBalance });
  }
  return paid;
}

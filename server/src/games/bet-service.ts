// Placing and cancelling bets. Each is one transaction: the bet row and its ledger transfer
// (wallet to house, key bet:<betId>; back again on cancel, key refund:<betId>) commit together or
// not at all. The round row is read FOR SHARE, so settlement (FOR UPDATE) waits for a bet that is
// being placed, and a bet that comes after the settlement sees the round closed.
import { GAME_MESSAGES, type BetSide, type CancelledBetDto, type GameType, type PlacedBetDto } from '@app/shared/contracts';
import type { Db, Queryable } from '../db/db';
import { walletBalance } from '../ledger/balances';
import { AppError } from '../http/app-error';
import { moveMoney } from '../ledger/move-money';
import { assertNotSelfExcluded } from '../responsible-gaming';
import type { GameConfigService } from './game-config-service';
import {
  findBet,
  findBetByKey,
  findRound,
  insertBet,
  latestRound,
  lockPlayerBets,
  markBetCancelled,
  roundForBet,
  type BetRow,
} from './game-store';

const M = GAME_MESSAGES;

const closed = (message: string) => new AppError(409, 'BETTING_CLOSED', message);
const conflict = (error: string, message: string) => new AppError(409, error, message);
const invalid = (message: string, field?: string) => new AppError(400, 'VALIDATION_ERROR', message, field);

export interface PlaceBetInput {
  userId: number;
  game: GameType;
  sessionId: number;
  side: BetSide;
  amount: number;
  idempotencyKey: string | null;
}

export interface BetService {
  place(input: PlaceBetInput): Promise<PlacedBetDto>;
  cancel(userId: number, game: GameType, betId: number): Promise<CancelledBetDto>;
}

export function createBetService(db: Db, configs: GameConfigService, now: () => number = Date.now): BetService {
  async function stakeTransfer(q: Queryable, bet: BetRow) {
    return moveMoney(q, {
      debitAccountId: { wallet: bet.user_id },
      creditAccountId: { houseOf: { game: bet.game, player: bet.user_id } },
      amount: Number(bet.amount),
      kind: 'bet',
      reference: `${bet.game}:${bet.session_id}`,
      idempotencyKey: `bet:${bet.id}`,
    });
  }

  const placed = (bet: BetRow, newBalance: number, replayed: boolean): PlacedBetDto => ({
    betId: bet.id,
    gameType: bet.game,
    sessionId: bet.session_id,
    side: bet.side,
    amount: Number(bet.amount),
    newBalance,
    replayed,
  });

  return {
    async place(input) {
      const { userId, game, sessionId, side, amount, idempotencyKey } = input;
      // Limits first: they need no lock and most mistakes stop here.
      const config = await configs.current(game);
      if (amount < config.minBet) throw invalid(M.betMin(config.minBet), 'amount');
      if (amount > config.maxBet) throw invalid(M.betMax(config.maxBet), 'amount');

      try {
        return await db.tx(async (q) => {
          await lockPlayerBets(q, userId);
          // The same key again (a retry): nothing moves, and the answer carries the wallet's balance
          // now, read without locking anything (the house row is the hottest there is). A key used
          // for another bet is refused. A retry is answered so even after its round closed.
          const replay = async (earlier: BetRow | null) => {
            if (!earlier) return null;
            if (earlier.session_id !== sessionId || earlier.side !== side || Number(earlier.amount) !== amount) {
              throw conflict('IDEMPOTENCY_CONFLICT', M.idempotencyKeyReused);
            }
            return placed(earlier, await walletBalance(q, userId), true);
          };

          const found = await roundForBet(q, { game, sessionId, userId, idempotencyKey });
          if (!found) {
            const earlier = idempotencyKey ? await replay(await findBetByKey(q, userId, game, idempotencyKey)) : null;
            if (earlier) return earlier;
            const latest = await latestRound(q, game);
            if (!latest || sessionId > latest.session_id) throw closed(M.sessionNotStarted);
            throw new AppError(404, 'SESSION_NOT_FOUND', M.sessionNotFound);
          }
          if (found.earlierBetId !== null) return (await replay(await findBet(q, found.earlierBetId)))!;

          await assertNotSelfExcluded(q, userId);
          const { round, stake } = found;
          if (round.status !== 'betting' || now() >= round.betting_ends_at) throw closed(M.bettingClosed);
          if (stake + amount > config.maxRoundTotal) {
            throw invalid(M.roundTotalMax(config.maxRoundTotal), 'amount');
          }

          const bet = await insertBet(q, { game, sessionId, userId, side, amount, idempotencyKey });
          const moved = await stakeTransfer(q, bet);
          return placed(bet, moved.debitBalance, false);
        });
      } catch (error) {
        if (error instanceof AppError && error.error === 'INSUFFICIENT_FUNDS') {
          throw new AppError(400, 'INSUFFICIENT_FUNDS', M.insufficientBalance, 'amount');
        }
        throw error;
      }
    },

    async cancel(userId, game, betId) {
      return db.tx(async (q) => {
        await lockPlayerBets(q, userId);
        const seen = await findBet(q, betId);
        // Someone else's bet answers as no bet at all.
        if (!seen || seen.user_id !== userId || seen.game !== game) throw new AppError(404, 'BET_NOT_FOUND', M.betNotFound);
        // Round first, then the bet: the order settlement takes them in, so the two cannot deadlock.
        const round = await findRound(q, game, seen.session_id, 'FOR SHARE');
        const bet = (await findBet(q, betId, 'FOR UPDATE'))!;
        if (bet.status === 'cancelled') throw conflict('BET_CANCELLED', M.betAlreadyCancelled);
        if (!round || round.status !== 'betting' || now() >= round.betting_ends_at) throw closed(M.cancelClosed);
        if (bet.status !== 'placed') throw conflict('BET_SETTLED', M.betAlreadySettled);

        await markBetCancelled(q, bet.id);
        const moved = await moveMoney(q, {
          debitAccountId: { houseOf: { game, player: userId } },
          creditAccountId: { wallet: userId },
          amount: Number(bet.amount),
          kind: 'bet_refund',
          reference: `${game}:${bet.session_id}`,
          idempotencyKey: `refund:${bet.id}`,
        });
        return { betId: bet.id, gameType: game, sessionId: bet.session_id, newBalance: moved.creditBalance };
      });
    },
  };
}

// Placing and cancelling bets. A bet's row and its ledger transfer (wallet to house, key
// bet:<betId>; back again on cancel, key refund:<betId>) commit together or not at all. Bets are
// written by group commit: those that arrive while a batch of the same game is being written go
// together in the next one (bet-batch-service.ts), and each is answered only after its batch committed.
// What the player's sockets are told of it (betPlaced, betCancelled, betError) leaves from here too,
// once committed, through the game notifier: the routes only parse and answer.
import { GAME_MESSAGES, GAME_TYPES, type BetSide, type CancelledBetDto, type GameType, type PlacedBetDto } from '@app/shared/contracts';
import type { Db } from '../db/db';
import { createGroupCommit, type GroupCommit } from '../db/group-commit';
import { AppError } from '../http/app-error';
import type { GameNotifier } from './live/game-notifier';
import { openMoneyBatch } from '../ledger/move-money-batch';
import type { GameConfigService } from './game-config-service';
import { findBet, markBetCancelled } from './bet-store';
import { findRound } from './round-store';
import { placeBets, type BetRequest } from './bet-batch-service';

// Bets per batch at most: past a few hundred the round trips saved are already most of them, and a
// bounded batch keeps each transaction (and the locks it holds) short.
const MAX_BETS_PER_BATCH = 500;

const closed = (message: string) => new AppError(409, 'BETTING_CLOSED', message);
const conflict = (error: string, message: string) => new AppError(409, error, message);
const invalid = (message: string, field?: string) => new AppError(400, 'VALIDATION_ERROR', message, field);

export interface PlaceBetInput {
  userId: number;
  game: GameType;
  roundId: number;
  side: BetSide;
  amount: number;
  idempotencyKey: string | null;
}

export interface BetService {
  place(input: PlaceBetInput): Promise<PlacedBetDto>;
  cancel(userId: number, game: GameType, betId: number): Promise<CancelledBetDto>;
  // A bet refused, here or by the route (its input, its CSRF token): the player's sockets are told
  // (betError) of every refusal the page shows. Not of a CSRF refusal: the page then fetches a fresh
  // token and retries by itself, and a red toast beside the retry's success would only confuse.
  refused(userId: number, game: GameType, roundId: number | null, error: unknown): void;
}

export function createBetService(db: Db, configs: GameConfigService, notify: GameNotifier, now: () => number = Date.now): BetService {
  const queues = new Map<GameType, GroupCommit<BetRequest, PlacedBetDto>>(
    GAME_TYPES.map((game) => [
      game,
      createGroupCommit((requests) => db.tx((q) => placeBets(q, game, requests, { now })), MAX_BETS_PER_BATCH),
    ]),
  );

  const committed: Omit<BetService, 'refused'> = {
    async place(input) {
      const { game, amount } = input;
      // Limits first: they need no lock and most mistakes stop here.
      const config = await configs.current(game);
      if (amount < config.minBet) throw invalid(GAME_MESSAGES.betMin(config.minBet), 'amount');
      if (amount > config.maxBet) throw invalid(GAME_MESSAGES.betMax(config.maxBet), 'amount');
      return queues.get(game)!.submit({ ...input, config });
    },

    async cancel(userId, game, betId) {
      return db.tx(async (q) => {
        const seen = await findBet(q, betId);
        // Someone else's bet answers as no bet at all.
        if (!seen || seen.user_id !== userId || seen.game !== game) throw new AppError(404, 'BET_NOT_FOUND', GAME_MESSAGES.betNotFound);
        // Round, bet, then the accounts: the order settlement takes them in, and the accounts before
        // the player's round stake, as a batch of bets does; so none of them can deadlock. The round
        // for update, as a batch locks it: the cancel takes the stake out of the round's totals per
        // side (the house's exposure) that the batches decide against.
        const round = await findRound(q, game, seen.session_id, 'FOR NO KEY UPDATE');
        const bet = (await findBet(q, betId, 'FOR UPDATE'))!;
        if (bet.status === 'cancelled') throw conflict('BET_CANCELLED', GAME_MESSAGES.betAlreadyCancelled);
        if (!round || round.status !== 'betting' || now() >= round.betting_ends_at) throw closed(GAME_MESSAGES.cancelClosed);
        if (bet.status !== 'placed') throw conflict('BET_SETTLED', GAME_MESSAGES.betAlreadySettled);

        const house = { houseOf: { game, player: userId } };
        const money = await openMoneyBatch(q, [house, { wallet: userId }]);
        await markBetCancelled(q, bet.id);
        const { creditBalance } = money.book({
          debitAccountId: house,
          creditAccountId: { wallet: userId },
          amount: Number(bet.amount),
          kind: 'bet_refund',
          reference: `${game}:${bet.session_id}`,
          idempotencyKey: `refund:${bet.id}`,
        });
        await money.write();
        return { betId: bet.id, gameType: game, sessionId: bet.session_id, newBalance: creditBalance };
      });
    },
  };

  return {
    async place(input) {
      const placed = await committed.place(input);
      if (placed.replayed) notify.betReplayed(input.userId);
      else notify.betPlaced(input.userId, placed);
      return placed;
    },
    async cancel(userId, game, betId) {
      const cancelled = await committed.cancel(userId, game, betId);
      notify.betCancelled(userId, cancelled);
      return cancelled;
    },
    refused(userId, game, roundId, error) {
      if (error instanceof AppError && error.statusCode < 500 && error.error !== 'CSRF_INVALID')
        notify.betError(userId, game, roundId, error.message);
    },
  };
}

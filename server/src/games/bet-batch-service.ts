// A batch of one game's bets, decided and written in the caller's transaction (bet-service.ts
// gathers them; why: docs/decisions/group-commit-of-bets.md). Every rule of a single bet holds for
// each bet of the batch, in arrival order: the round's betting phase, the player's self-exclusion,
// the round total, the opposite side where the game refuses both, the house's exposure cap, the
// wallet, the idempotency key (a retry answered as the bet it repeats, even one earlier in the same
// batch), the game not paused. A bet refused moves nothing and does not hold up the others.
//
// Locks, in this order: the rounds FOR NO KEY UPDATE (settlement's FOR UPDATE waits for the batch; a
// batch after the settlement sees the round closed; another node's batch of the round waits, so the
// round's stakes per side the exposure cap is checked against are the ones this batch writes back),
// then the players' wallets and their house rows, all at once in the ledger's lock order. A player's
// bets are serialized by their wallet's lock: every bet is placed under it, so the reads that follow
// see each earlier bet of the player's (the sides they already hold included).
import {
  BET_SIDE_LABELS,
  GAME_MESSAGES,
  OPPOSITE_SIDES,
  type BetSide,
  type GameConfigDto,
  type GameType,
  type PlacedBetDto,
} from '@app/shared/contracts';
import type { TxQueryable } from '../db/db';
import type { Outcome } from '../db/group-commit';
import { AppError } from '../http/app-error';
import { openMoneyBatch } from '../ledger/move-money-batch';
import { selfExclusionRefusals } from '../responsible-gaming/responsible-gaming-service';
import { betBatchState, insertBets, type BetRow, type NewBet } from './bet-store';
import { latestRound, lockRoundsForBets } from './round-store';
import { exceedsCap, type SideStakes } from './exposure/house-exposure';

export interface BetRequest {
  userId: number;
  roundId: number;
  side: BetSide;
  amount: number;
  idempotencyKey: string | null;
  // The limits the request was checked against on arrival.
  config: GameConfigDto;
}

const closed = (message: string) => new AppError(409, 'BETTING_CLOSED', message);
const invalid = (message: string, field?: string) => new AppError(400, 'VALIDATION_ERROR', message, field);
const keyReused = () => new AppError(409, 'IDEMPOTENCY_CONFLICT', GAME_MESSAGES.idempotencyKeyReused);
const exposureFull = () => new AppError(409, 'HOUSE_EXPOSURE_FULL', GAME_MESSAGES.houseExposureFull, 'side');
const bothSides = (placed: BetSide, asked: BetSide) =>
  new AppError(409, 'BOTH_SIDES_REFUSED', GAME_MESSAGES.bothSidesRefused(BET_SIDE_LABELS[placed], BET_SIDE_LABELS[asked]), 'side');

type EarlierBet = Pick<BetRow, 'id' | 'session_id' | 'side' | 'amount'>;

export async function placeBets(
  q: TxQueryable,
  game: GameType,
  requests: readonly BetRequest[],
  { now }: { now: () => number },
): Promise<Array<Outcome<PlacedBetDto>>> {
  const roundIds = [...new Set(requests.map((r) => r.roundId))];
  const userIds = [...new Set(requests.map((r) => r.userId))];
  const stakes = [...new Map(requests.map((r) => [`${r.userId}:${r.roundId}`, { userId: r.userId, roundId: r.roundId }])).values()];
  const keyed = requests.filter((r) => r.idempotencyKey !== null).map((r) => ({ userId: r.userId, key: r.idempotencyKey! }));
  // Where the game refuses both sides: whether the player already holds the opposite side.
  const opposites = requests
    .filter((r) => r.config.refuseBothSides && OPPOSITE_SIDES[r.side])
    .map((r) => ({ userId: r.userId, roundId: r.roundId, side: OPPOSITE_SIDES[r.side]! }));
  // The reads go out together, in one round trip (each function sends its statement before its first
  // await); PostgreSQL runs them in the order sent: the rounds locked, then the accounts, then the
  // state read with a snapshot taken after both locks were granted. Self-exclusions last: a choice
  // made for the bets that come after it, they need no lock.
  const [roundRows, money, state, excluded] = await Promise.all([
    lockRoundsForBets(q, game, roundIds),
    openMoneyBatch(q, [...userIds.map((player) => ({ wallet: player })), ...userIds.map((player) => ({ houseOf: { game, player } }))]),
    betBatchState(q, { game, stakes, keys: keyed, count: requests.length, sides: opposites }),
    selfExclusionRefusals(q, userIds),
  ]);
  const rounds = new Map(roundRows.map((round) => [Number(round.session_id), round]));
  // Each round's stakes per side, all players, as the batch's bets add to them.
  const sideStakes = new Map<number, SideStakes>(
    roundRows.map((round) => [
      Number(round.session_id),
      Object.fromEntries(Object.entries(round.side_stakes ?? {}).map(([side, stake]) => [side, Number(stake)])),
    ]),
  );
  const touched = new Set<number>();
  const latest = requests.some((r) => !rounds.has(r.roundId)) ? await latestRound(q, game) : null;

  const earlier = new Map<string, EarlierBet>(state.earlier);
  const newBets: NewBet[] = [];
  const at = now();

  const placed = (bet: EarlierBet, userId: number, replayed: boolean): PlacedBetDto => ({
    betId: Number(bet.id),
    gameType: game,
    sessionId: Number(bet.session_id),
    side: bet.side,
    amount: Number(bet.amount),
    newBalance: money.balanceOf({ wallet: userId }),
    replayed,
  });

  const decide = (request: BetRequest): PlacedBetDto => {
    const { userId, roundId, side, amount, idempotencyKey } = request;
    const keyOf = idempotencyKey === null ? null : `${userId}:${idempotencyKey}`;
    // The same key again (a retry): nothing moves, and the answer is the bet it repeats, even after
    // its round closed. A key used for another bet is refused.
    const repeated = keyOf === null ? undefined : earlier.get(keyOf);
    if (repeated) {
      if (Number(repeated.session_id) !== roundId || repeated.side !== side || Number(repeated.amount) !== amount) throw keyReused();
      return placed(repeated, userId, true);
    }
    // Paused for maintenance (read with the limits, so a pause reaches every node's bets within the
    // limits' cache time): no new bet, though a retry above still gets the bet it placed before.
    if (request.config.pausedAt !== null) throw new AppError(409, 'GAME_PAUSED', GAME_MESSAGES.gamePaused);
    const round = rounds.get(roundId);
    if (!round) {
      if (!latest || roundId > Number(latest.session_id)) throw closed(GAME_MESSAGES.roundNotStarted);
      throw new AppError(404, 'SESSION_NOT_FOUND', GAME_MESSAGES.roundNotFound);
    }
    const refusal = excluded.get(userId);
    if (refusal) throw refusal;
    if (round.status !== 'betting' || at >= Number(round.betting_ends_at)) throw closed(GAME_MESSAGES.bettingClosed);
    const stakeKey = `${userId}:${roundId}`;
    const stake = state.stakes.get(stakeKey) ?? 0;
    if (stake + amount > request.config.maxRoundTotal) throw invalid(GAME_MESSAGES.roundTotalMax(request.config.maxRoundTotal), 'amount');
    const opposite = OPPOSITE_SIDES[side];
    if (request.config.refuseBothSides && opposite && state.heldSides.has(`${userId}:${roundId}:${opposite}`))
      throw bothSides(opposite, side);
    const roundStakes = sideStakes.get(roundId)!;
    if (exceedsCap(game, roundStakes, side, amount, request.config.maxHouseExposure)) throw exposureFull();

    const id = state.newIds[newBets.length];
    try {
      money.book({
        debitAccountId: { wallet: userId },
        creditAccountId: { houseOf: { game, player: userId } },
        amount,
        kind: 'bet',
        reference: `${game}:${roundId}`,
        idempotencyKey: `bet:${id}`,
      });
    } catch (error) {
      if (error instanceof AppError && error.error === 'INSUFFICIENT_FUNDS') {
        throw new AppError(400, 'INSUFFICIENT_FUNDS', GAME_MESSAGES.insufficientBalance, 'amount');
      }
      throw error;
    }
    const bet = { id, game, roundId, userId, side, amount, idempotencyKey };
    newBets.push(bet);
    state.stakes.set(stakeKey, stake + amount);
    state.heldSides.add(`${userId}:${roundId}:${side}`);
    roundStakes[side] = (roundStakes[side] ?? 0) + amount;
    touched.add(roundId);
    const row = { id, session_id: roundId, side, amount };
    if (keyOf !== null) earlier.set(keyOf, row);
    return placed(row, userId, false);
  };

  const outcomes = requests.map((request): Outcome<PlacedBetDto> => {
    try {
      return { ok: true, value: decide(request) };
    } catch (error) {
      if (error instanceof AppError) return { ok: false, error };
      throw error;
    }
  });
  // Both writes in one round trip too, and COMMIT with them.
  const roundsAfter = [...touched].map((roundId) => ({ roundId, sideStakes: sideStakes.get(roundId)! }));
  await q.commitWith(Promise.all([insertBets(q, newBets, roundsAfter), money.write()]));
  return outcomes;
}

import type { BetHistoryDto } from '@app/shared/contracts';
import type { Queryable } from '../db/db';
import { betHistory } from './bet-store';
import { resultOf, roundsOf, voidRoundOf } from './round-store';

// A player's bets in both games, newest first, each with its round's result once settled (or, for a
// round called off, the void round as the public history shows it); `before`
// (a bet id) pages back. The player's own history and the operator's view of a player read it.
export async function betHistoryOf(q: Queryable, userId: number, limit: number, before: number | null): Promise<BetHistoryDto[]> {
  const bets = await betHistory(q, userId, limit, before);
  const rounds = await roundsOf(
    q,
    bets.map((bet) => ({ game: bet.game, roundId: Number(bet.session_id) })),
  );
  const roundOf = new Map(rounds.map((round) => [`${round.game}:${round.session_id}`, round]));
  return bets.map((bet): BetHistoryDto => {
    const round = roundOf.get(`${bet.game}:${bet.session_id}`);
    return {
      betId: Number(bet.id),
      gameType: bet.game,
      sessionId: Number(bet.session_id),
      side: bet.side,
      amount: Number(bet.amount),
      status: bet.status,
      payout: Number(bet.payout),
      jackpotWon: Number(bet.jackpot_won),
      createdAt: new Date(bet.created_at).getTime(),
      result: round ? resultOf(round) : null,
      voided: round?.status === 'void' ? voidRoundOf(round) : null,
    };
  });
}

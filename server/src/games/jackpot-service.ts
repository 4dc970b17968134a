// The hũ's rules at settlement, in the round's own transaction (settlement-service.ts): the round's
// stakes put their share in, a 1-1-1 or 6-6-6 pays the pool to the bets on the winning side by
// stake (jackpot/jackpot-plan.ts), and the pool is refilled to its seed amount, all through the
// ledger (ledger/jackpot-pool.ts). The winners' inbox items are written here too, and sent by the
// caller once the round's reveal is over.
import {
  STEP_UP_TARGETS,
  TWO_FACTOR_ACTIONS,
  type BetSide,
  type GameType,
  type InboxItemDto,
  type JackpotDto,
  type JackpotSettingsDto,
  type RoundJackpotDto,
} from '@app/shared/contracts';
import { recordAudit } from '../audit/audit-store';
import type { Db, Queryable } from '../db/db';
import { spendOperatorStepUp, type OperatorStepUp } from '../two-factor/second-password-check';
import { insertInboxItems } from '../inbox/inbox-store';
import { bookJackpotRound, jackpotPool } from '../ledger/jackpot-pool';
import { contributionsOf, jackpotWinners, payoutsOf, type JackpotBet } from './jackpot/jackpot-plan';
import { jackpotSettings, markJackpotShares, updateJackpotSettings } from './jackpot-store';

export interface RoundJackpot extends RoundJackpotDto {
  // What each player was paid of it.
  payouts: ReadonlyArray<{ userId: number; amount: number }>;
  // One per player paid, written with the payouts.
  inboxItems: Array<{ userId: number; item: InboxItemDto }>;
}

// null when the game has no hũ or it is off (a share of 0): nothing moves, the round row says nothing.
export async function settleJackpot(
  q: Queryable,
  game: GameType,
  roundId: number,
  draw: { dice: readonly number[] | null; winningSides: readonly BetSide[] },
  bets: readonly JackpotBet[],
): Promise<RoundJackpot | null> {
  const settings = await jackpotSettings(q, game);
  if (!settings || settings.shareBasisPoints === 0) return null;
  const winners = jackpotWinners(bets, draw.dice, draw.winningSides);
  let shareOfStake: (stake: number) => number = () => 0;
  const booked = await bookJackpotRound(q, {
    game,
    roundId,
    contributions: contributionsOf(bets, settings),
    candidates: [...new Set(winners.map((bet) => bet.userId))],
    payouts: (pool) => {
      const plan = payoutsOf(pool, winners, settings.capPerBet);
      shareOfStake = plan.shareOfStake;
      return plan.perPlayer;
    },
    seedAmount: settings.seedAmount,
  });
  if (winners.length) {
    const stakes = [...new Set(winners.map((bet) => bet.amount))];
    const marked = await markJackpotShares(
      q,
      game,
      roundId,
      [...new Set(winners.map((bet) => bet.side))],
      stakes.map((amount) => ({ amount, share: shareOfStake(amount) })),
    );
    if (marked !== winners.length)
      throw new Error(`${game} round ${roundId}: ${marked} jackpot shares marked, ${winners.length} winning bets`);
  }
  const inboxItems = await insertInboxItems(
    q,
    booked.payouts.map(({ userId, amount }) => ({ userId, kind: 'jackpot_won', payload: { amount, game, sessionId: roundId } })),
  );
  return { contributed: booked.contributed, paid: booked.paid, pool: booked.pool, payouts: booked.payouts, inboxItems };
}

// The pool and its rules, for the table and the home card; null for a game without a hũ.
export async function jackpotOf(q: Queryable, game: GameType): Promise<JackpotDto | null> {
  const settings = await jackpotSettings(q, game);
  if (!settings) return null;
  return { gameType: game, pool: await jackpotPool(q, game), ...settings };
}

// An admin's change of the setting, behind their second-level password (a token for
// 'admin_settings' bound to 'jackpot:<game>'), audited. It applies from the next round settled.
export async function changeJackpotSettings(db: Db, step: OperatorStepUp, game: GameType, next: JackpotSettingsDto): Promise<JackpotDto> {
  return db.tx(async (q) => {
    await spendOperatorStepUp(q, step, TWO_FACTOR_ACTIONS.operatorSettings, STEP_UP_TARGETS.jackpot(game));
    const before = await jackpotSettings(q, game, true);
    if (!before) throw new Error(`${game} has no jackpot`);
    const after = await updateJackpotSettings(q, game, next);
    await recordAudit(q, { actorId: step.operatorId, action: 'jackpot.update', target: `jackpot:${game}`, before, after });
    return { gameType: game, pool: await jackpotPool(q, game), ...after };
  });
}

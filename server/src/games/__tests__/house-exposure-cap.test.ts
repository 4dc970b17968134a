import { randomBytes } from 'node:crypto';
import { GAME_MESSAGES, payoutFor, type BetSide, type GameType, type PlacedBetDto } from '@app/shared/contracts';
import type { TestApp } from '../../test-utils';
import { insertUserWithWallet } from '../../users/user-store';
import { createBetService, type BetService } from '../bet-service';
import { roundOutcomes } from '../exposure/house-exposure';
import { createChainSeeds } from '../fairness/chain-seeds';
import { createGameConfigService } from '../game-config-service';
import { createGameNotifier } from '../live/game-notifier';
import { settleRound } from '../settlement-service';
import { bettingRound, fund, ledgerCheck, startGameApp, walletBalance } from './game-helpers';

// 256 bets at once on one round of each game, from many players, through four bet services (four
// nodes: on PostgreSQL their batches are written side by side, each in its own transaction), under a
// cap on the house's loss that a good part of them hit. Whatever order the database takes them in,
// the loss of the round's worst draw, worked out from the bets stored, stays under the cap; every
// refused bet says why in Vietnamese and moved nothing; the ledger adds up. A cancelled bet gives its
// share of the cap back.
const BETS = 256;
const PLAYERS = 64;
const FUNDS = 10_000_000;
const NODES = 4;
const CAPS: Record<GameType, number> = { taixiu: 1_000_000, xocdia: 2_000_000 };
// Mostly one side, so that the cap is reached; xóc đĩa spreads over every side, overlapping ones
// included (4 đỏ wins with chẵn, 3 đỏ with lẻ).
const SIDES: Record<GameType, BetSide[]> = {
  taixiu: ['tai', 'tai', 'tai', 'tai', 'xiu'],
  xocdia: ['chan', 'chan', 'chan', 'le', 'le', 'four_red', 'four_red', 'four_white', 'three_red', 'three_white'],
};

type Outcome = { ok: true; bet: PlacedBetDto } | { ok: false; error: string; message: string };

describe("the cap on the house's loss per round, under concurrent bets", () => {
  let t: TestApp;
  let services: BetService[];
  const players: number[] = [];

  beforeAll(async () => {
    // A long betting phase: the test settles the rounds itself.
    t = await startGameApp({ gameBettingSeconds: 120, gameResultSeconds: 1 });
    for (const [game, cap] of Object.entries(CAPS)) {
      await t.db.query('UPDATE game_configs SET max_house_exposure = $2 WHERE game = $1', [game, cap]);
    }
    const notify = createGameNotifier({ realtime: t.app.realtime, db: t.db, onError: (error) => t.app.log.warn({ err: error }) });
    // Each node its own limits cache and its own queue of bets.
    services = Array.from({ length: NODES }, () => createBetService(t.db, createGameConfigService(t.db), notify));
    const tag = randomBytes(3).toString('hex');
    for (let i = 0; i < PLAYERS; i++) {
      const user = await insertUserWithWallet(t.db, { username: `cap${tag}${i}`, phone: null, passwordHash: 'x', role: 'user' });
      await fund(t.app, user.id, FUNDS);
      players.push(user.id);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const attempt = async (service: BetService, input: Parameters<BetService['place']>[0]): Promise<Outcome> => {
    try {
      return { ok: true, bet: await service.place(input) };
    } catch (error) {
      const e = error as { error?: string; message: string };
      return { ok: false, error: e.error ?? 'UNKNOWN', message: e.message };
    }
  };

  // The loss of each draw from the bets stored, each paid as settlement pays it (rounded down bet by bet).
  async function storedWorstLoss(game: GameType, roundId: number) {
    const { rows } = await t.db.query<{ side: BetSide; amount: number }>(
      `SELECT side, amount FROM game_bets WHERE game = $1 AND session_id = $2 AND status = 'placed'`,
      [game, roundId],
    );
    const staked = rows.reduce((sum, bet) => sum + Number(bet.amount), 0);
    const losses = roundOutcomes(game).map(
      (winners) =>
        rows
          .filter((bet) => winners.includes(bet.side))
          .reduce((paid, bet) => paid + payoutFor(game, bet.side as never, Number(bet.amount)), 0) - staked,
    );
    return { worst: Math.max(...losses), bets: rows };
  }

  it.each(['taixiu', 'xocdia'] as const)(
    `${BETS} bets at once on one %s round: the worst draw never costs more than the cap`,
    async (game) => {
      const round = await bettingRound(t.app, game, 60_000);
      const before = new Map<number, number>();
      for (const userId of players) before.set(userId, await walletBalance(t.app, userId));

      const sent = Array.from({ length: BETS }, (_, i) => ({
        userId: players[i % PLAYERS],
        game,
        roundId: round.sessionId,
        side: SIDES[game][(i * 7) % SIDES[game].length],
        amount: 10_000 * (1 + ((i * 13) % 5)),
        idempotencyKey: null,
      }));
      const outcomes = await Promise.all(sent.map((input, i) => attempt(services[i % NODES], input)));

      const refused = outcomes.filter((o): o is Extract<Outcome, { ok: false }> => !o.ok);
      // The cap was reached (by a good part of the bets), and nothing else refused a bet.
      expect(refused.length).toBeGreaterThan(BETS / 8);
      expect(refused.length).toBeLessThan(BETS);
      for (const refusal of refused)
        expect(refusal).toEqual({ ok: false, error: 'HOUSE_EXPOSURE_FULL', message: GAME_MESSAGES.houseExposureFull });

      const { worst, bets } = await storedWorstLoss(game, round.sessionId);
      expect(worst).toBeLessThanOrEqual(CAPS[game]);
      // Close to it: the cap, not something else, held the bets back.
      expect(worst).toBeGreaterThan(CAPS[game] - 15 * 50_000);
      expect(bets).toHaveLength(BETS - refused.length);

      // The round's stakes per side that the check reads are the sums of its bets.
      const { rows } = await t.db.query<{ side_stakes: Record<string, number> }>(
        'SELECT side_stakes FROM game_rounds WHERE game = $1 AND session_id = $2',
        [game, round.sessionId],
      );
      const sums: Record<string, number> = {};
      for (const bet of bets) sums[bet.side] = (sums[bet.side] ?? 0) + Number(bet.amount);
      expect(Object.fromEntries(Object.entries(rows[0].side_stakes).map(([side, stake]) => [side, Number(stake)]))).toEqual(sums);

      // A refused bet moved nothing: each wallet is down by exactly its accepted bets.
      for (const userId of players) {
        const staked = outcomes.reduce((sum, o, i) => (o.ok && sent[i].userId === userId ? sum + sent[i].amount : sum), 0);
        expect(await walletBalance(t.app, userId)).toBe(before.get(userId)! - staked);
      }
      expect((await ledgerCheck(t.app)).ok).toBe(true);

      if (game === 'taixiu') {
        // A cancelled bet gives its share back: a bet on tài refused now is taken once enough of the
        // bets on tài are cancelled.
        const headroom = CAPS.taixiu - worst;
        const amount = (Math.floor(headroom / 0.98 / 1_000) + 2) * 1_000;
        const probe = { userId: players[0], game, roundId: round.sessionId, side: 'tai' as const, amount, idempotencyKey: null };
        expect(await attempt(services[0], probe)).toMatchObject({ ok: false, error: 'HOUSE_EXPOSURE_FULL' });
        let released = 0;
        for (const [i, outcome] of outcomes.entries()) {
          if (released >= amount + 1_000) break;
          if (!outcome.ok || outcome.bet.side !== 'tai') continue;
          await services[1].cancel(sent[i].userId, game, outcome.bet.betId);
          released += outcome.bet.amount;
        }
        expect(await attempt(services[2], probe)).toMatchObject({ ok: true });
        expect((await storedWorstLoss(game, round.sessionId)).worst).toBeLessThanOrEqual(CAPS.taixiu);
      }

      // Settled: what the house paid out less what it took is within the cap, whatever was drawn.
      const settled = await settleRound(t.db, createChainSeeds(t.config.fairnessSecret), game, round.sessionId);
      expect(settled?.settledNow).toBe(true);
      const paid = settled!.bets.reduce((sum, bet) => sum + bet.payout, 0);
      const staked = settled!.bets.reduce((sum, bet) => sum + bet.amount, 0);
      expect(paid - staked).toBeLessThanOrEqual(CAPS[game]);
      expect((await ledgerCheck(t.app)).ok).toBe(true);
    },
    120_000,
  );
});

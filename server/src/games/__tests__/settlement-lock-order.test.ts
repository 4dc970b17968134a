import { payoutFor, type BetSide, type GameType } from '@app/shared/contracts';
import { signupUser, type SignedIn, type TestApp } from '../../test-utils';
import { createChainSeeds } from '../fairness/chain-seeds';
import { settleRound } from '../settlement-service';
import { bettingRound, fund, ledgerCheck, startGameApp, walletBalance } from './game-helpers';

// Tài xỉu and xóc đĩa settle at the same moment. With the same winners paid in opposite orders,
// two settlements each holding some wallets and waiting for the others' would deadlock (40P01) on
// PostgreSQL; every settlement takes its accounts in ascending id order, as moveMoney does, so they
// queue instead. On PGlite (one connection: the two run one after the other) this only checks the
// payouts.
const PLAYERS = 30;
const STAKE = 10_000;
const FUNDS = 1_000_000;

describe('settling both games at once', () => {
  let t: TestApp;

  beforeAll(async () => {
    // Long rounds: the engines leave the open rounds alone while the test settles them itself.
    t = await startGameApp({ gameBettingSeconds: 120, gameResultSeconds: 1 });
  });
  afterAll(async () => {
    await t.close();
  });

  it(`pays ${PLAYERS} players winning in both games, bets placed in opposite orders, without a deadlock`, async () => {
    const players: SignedIn[] = [];
    for (let i = 0; i < PLAYERS; i++) players.push(await signupUser(t.app));
    for (const p of players) await fund(t.app, p.user.id, FUNDS);
    const taixiu = await bettingRound(t.app, 'taixiu', 30_000);
    const xocdia = await bettingRound(t.app, 'xocdia', 30_000);

    // Both sides of each game, so every player wins once in each: tài xỉu in player order, xóc đĩa
    // in reverse, so the winners' bet ids run in opposite orders in the two games.
    const place = (p: SignedIn, game: GameType, roundId: number, side: BetSide) =>
      t.app.games.bets.place({ userId: p.user.id, game, roundId, side, amount: STAKE, idempotencyKey: null });
    for (const p of players) {
      await place(p, 'taixiu', taixiu.sessionId, 'tai');
      await place(p, 'taixiu', taixiu.sessionId, 'xiu');
    }
    for (const p of [...players].reverse()) {
      await place(p, 'xocdia', xocdia.sessionId, 'chan');
      await place(p, 'xocdia', xocdia.sessionId, 'le');
    }

    // Neither may fail (PostgreSQL would abort one with 40P01 "deadlock detected").
    const seeds = createChainSeeds(t.config.fairnessSecret);
    const [a, b] = await Promise.all([
      settleRound(t.db, seeds, 'taixiu', taixiu.sessionId),
      settleRound(t.db, seeds, 'xocdia', xocdia.sessionId),
    ]);
    expect(a?.settledNow).toBe(true);
    expect(b?.settledNow).toBe(true);

    // Each player's winning bet of each game: the one side of tài xỉu, chẵn or lẻ of xóc đĩa.
    const paid = (game: GameType, sides: readonly string[]) => sides.reduce((sum, side) => sum + payoutFor(game, side as never, STAKE), 0);
    const taixiuPaid = paid('taixiu', a!.result.winningSides);
    const xocdiaPaid = paid(
      'xocdia',
      b!.result.winningSides.filter((s) => s === 'chan' || s === 'le'),
    );
    for (const p of players) {
      // A triple of tài xỉu also pays the hũ to the winning side's bets, from the pool, not the house.
      const { rows } = await t.db.query<{ hu: number }>(
        'SELECT coalesce(sum(jackpot_won), 0)::bigint AS hu FROM game_bets WHERE user_id = $1',
        [p.user.id],
      );
      expect(await walletBalance(t.app, p.user.id)).toBe(FUNDS - 4 * STAKE + taixiuPaid + xocdiaPaid + Number(rows[0].hu));
    }
    expect(a!.bets.filter((s) => s.status === 'won')).toHaveLength(PLAYERS);
    expect(b!.bets.filter((s) => s.status === 'won')).toHaveLength(PLAYERS);
    expect((await ledgerCheck(t.app)).ok).toBe(true);
  }, 60_000);
});

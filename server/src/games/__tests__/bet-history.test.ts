import { GAME_MESSAGES, GAME_PATHS, type BetHistoryDto, type GameType } from '@app/shared/contracts';
import { bearer, signupUser, type SignedIn, type TestApp } from '../../test-utils';
import { bettingRound, cancelBet, csrfOf, fund, placeBet, settledResult, startGameApp, url } from './game-helpers';

interface Player extends SignedIn {
  csrf: string;
}

// GET /api/games/my-bets: one history for both games, newest first, paged by bet id.
describe('bet history', () => {
  let t: TestApp;
  let p: Player;
  const placed: Array<{ betId: number; game: GameType; roundId: number }> = [];

  const history = (token: string, query = '') =>
    t.app.inject({ method: 'GET', url: url(`${GAME_PATHS.betHistory}${query}`), headers: bearer(token) });

  beforeAll(async () => {
    t = await startGameApp();
    const signed = await signupUser(t.app);
    await fund(t.app, signed.user.id, 1_000_000);
    p = { ...signed, csrf: await csrfOf(t.app, signed.token) };
    // Two rounds of tài xỉu and one of xóc đĩa, then a bet cancelled: five bets in all.
    for (const game of ['taixiu', 'xocdia', 'taixiu'] as const) {
      const round = await bettingRound(t.app, game, 400);
      const side = game === 'taixiu' ? 'tai' : 'chan';
      const response = await placeBet(t.app, p, game, { sessionId: round.sessionId, side, amount: 10_000 });
      expect(response.statusCode).toBe(200);
      placed.push({ betId: response.json().data.betId, game, roundId: round.sessionId });
      await settledResult(t.app, game, round.sessionId);
    }
    const round = await bettingRound(t.app, 'xocdia', 500);
    const kept = await placeBet(t.app, p, 'xocdia', { sessionId: round.sessionId, side: 'le', amount: 20_000 });
    const cancelled = await placeBet(t.app, p, 'xocdia', { sessionId: round.sessionId, side: 'chan', amount: 30_000 });
    expect((await cancelBet(t.app, p, 'xocdia', cancelled.json().data.betId)).statusCode).toBe(200);
    placed.push({ betId: kept.json().data.betId, game: 'xocdia', roundId: round.sessionId });
    placed.push({ betId: cancelled.json().data.betId, game: 'xocdia', roundId: round.sessionId });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists both games newest first, each settled bet with its round result and payout', async () => {
    const response = await history(p.token);
    expect(response.statusCode).toBe(200);
    const bets: BetHistoryDto[] = response.json().data;
    expect(bets.map((b) => b.betId)).toEqual([...placed].reverse().map((b) => b.betId));
    for (const bet of bets.slice(2)) {
      const { game, roundId } = placed.find((b) => b.betId === bet.betId)!;
      expect(bet).toMatchObject({ gameType: game, sessionId: roundId, amount: 10_000 });
      expect(bet.result).toMatchObject({ gameType: game, sessionId: roundId });
      const won = bet.result!.winningSides.includes(bet.side);
      expect(bet.status).toBe(won ? 'won' : 'lost');
      expect(bet.payout).toBe(won ? 19_800 : 0);
    }
    // The cancelled bet stays listed as cancelled.
    expect(bets[0]).toMatchObject({ status: 'cancelled', amount: 30_000, gameType: 'xocdia' });
  });

  it('pages back with before = the last bet id of a page, to the end', async () => {
    const seen: number[] = [];
    let before = '';
    for (;;) {
      const page: BetHistoryDto[] = (await history(p.token, `?limit=2${before}`)).json().data;
      if (page.length === 0) break;
      expect(page.length).toBeLessThanOrEqual(2);
      seen.push(...page.map((b) => b.betId));
      before = `&before=${page[page.length - 1].betId}`;
    }
    expect(seen).toEqual([...placed].reverse().map((b) => b.betId));
  });

  it('shows a player only their own bets, none to a stranger, nothing without a session', async () => {
    const stranger = await signupUser(t.app);
    expect((await history(stranger.token)).json().data).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: url(GAME_PATHS.betHistory) })).statusCode).toBe(401);
  });

  it.each(['?before=0', '?before=abc', '?before=-3', '?limit=0', '?limit=101', '?before=99999999999999999'])(
    'refuses %s with a Vietnamese message and no 500',
    async (query) => {
      const response = await history(p.token, query);
      expect(response.statusCode).toBe(400);
      expect([GAME_MESSAGES.beforeBetInvalid, GAME_MESSAGES.limitInvalid]).toContain(response.json().message);
    },
  );
});

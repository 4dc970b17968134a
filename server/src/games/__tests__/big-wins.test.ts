import type { Socket } from 'socket.io-client';
import {
  BIG_WINS_TOP,
  CORE_PATHS,
  GAME_PATHS,
  PUBLIC_LISTS_MESSAGES,
  maskUsername,
  type FairnessDto,
  type RoundBigWinsDto,
  type RoundResultDto,
} from '@app/shared/contracts';
import { bearer, connectSocket, nextEvent, signupUser, sleep, type SignedIn, type TestApp } from '../../test-utils';
import { createBigWinsService } from '../big-wins-service';
import { createGameNotifier } from '../live/game-notifier';
import { roundResultBroadcast } from '../live/round-result-broadcast';
import type { IdleTracker } from '../live/idle-tracker';
import { csrfOf, fund, manualEngine, placeBet, startGameApp, stopAppEngines, url } from './game-helpers';

// The tables' big-wins ticker: after a round is settled, its players' net gains (paid − staked in the
// round) from its settled bets, the top five, under masked names, without the players who chose to
// stay off the public lists; sent to the room right after the result, and answered for the last
// rounds to a page that opens mid-round.
describe('big wins of a round', () => {
  let t: TestApp;
  let baseUrl: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await startGameApp({ gameChainLength: 100 });
    await stopAppEngines(t);
    baseUrl = await t.listen();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t?.close();
  });

  const setHidden = (player: SignedIn, hidden: unknown) =>
    t.app.inject({ method: 'PUT', url: url(CORE_PATHS.publicLists), headers: bearer(player.token), payload: { hidden } as object });
  const getHidden = async (player: SignedIn) =>
    (await t.app.inject({ method: 'GET', url: url(CORE_PATHS.publicLists), headers: bearer(player.token) })).json().data.hidden;

  it('the opt-out is read and set by the player, and a bad value is a Vietnamese 400', async () => {
    const player = await signupUser(t.app);
    expect(await getHidden(player)).toBe(false);
    for (const bad of ['yes', 1, null]) {
      const refused = await setHidden(player, bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(PUBLIC_LISTS_MESSAGES.hiddenInvalid);
    }
    expect((await t.app.inject({ method: 'PUT', url: url(CORE_PATHS.publicLists), payload: { hidden: true } })).statusCode).toBe(401);
    expect((await setHidden(player, true)).statusCode).toBe(200);
    expect(await getHidden(player)).toBe(true);
    expect((await setHidden(player, false)).statusCode).toBe(200);
    expect(await getHidden(player)).toBe(false);
  });

  it('sends the settled round’s top five net wins, masked, leaving out opted-out players, after its result', async () => {
    const players: SignedIn[] = [];
    for (let i = 0; i < 9; i++) {
      const player = await signupUser(t.app);
      await fund(t.app, player.user.id, 10_000_000);
      players.push(player);
    }
    // Two players opt out: whatever they win, they are not named.
    expect((await setHidden(players[0], true)).statusCode).toBe(200);
    expect((await setHidden(players[1], true)).statusCode).toBe(200);
    const watcher = await connectSocket(baseUrl, players[2].token);
    sockets.push(watcher);
    watcher.emit('join_game', { gameType: 'taixiu' });
    await sleep(100);

    const errors: unknown[] = [];
    const notify = createGameNotifier({ realtime: t.app.realtime, db: t.db, onError: (e) => errors.push(e) });
    const idle = { roundSettled: () => undefined } as unknown as IdleTracker;
    const bigWins = createBigWinsService(t.db);
    const engine = manualEngine(t, 'taixiu', {
      ...roundResultBroadcast({
        db: t.db,
        game: 'taixiu',
        notify,
        idle,
        realtime: t.app.realtime,
        roundsChanged: () => undefined,
        bigWins,
      }),
    });
    await engine.settle(1);
    await engine.step();
    t.app.games.board.forget();
    const open = (await t.app.inject({ method: 'GET', url: url(GAME_PATHS.fairness('taixiu')) })).json().data as FairnessDto;
    const roundId = open.currentSessionId;

    // Both sides, several bets each, amounts that differ so that the order is not a tie.
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (const [i, player] of players.entries()) {
      const csrf = await csrfOf(t.app, player.token);
      for (let k = 0; k < 1 + (i % 3); k++) {
        const side = random() < 0.5 ? 'tai' : 'xiu';
        const amount = 1_000 * (1 + Math.floor(random() * 500)) + i;
        const placed = await placeBet(t.app, { token: player.token, csrf }, 'taixiu', { sessionId: roundId, side, amount });
        expect(placed.statusCode).toBe(200);
      }
    }

    const result = nextEvent<RoundResultDto>(watcher, 'roundResult');
    const sent = nextEvent<RoundBigWinsDto>(watcher, 'bigWins');
    const order: string[] = [];
    watcher.onAny((event: string) => order.push(event));
    await engine.settle(1);
    expect((await result).sessionId).toBe(roundId);
    const ticker = await sent;
    expect(order.indexOf('roundResult')).toBeLessThan(order.indexOf('bigWins'));

    // What the test works out from the round's settled bets itself.
    const { rows } = await t.db.query<{ user_id: number; amount: string; payout: string; status: string }>(
      `SELECT user_id::int AS user_id, amount, payout, status FROM game_bets WHERE game = 'taixiu' AND session_id = $1`,
      [roundId],
    );
    expect(rows.every((r) => r.status === 'won' || r.status === 'lost')).toBe(true);
    const net = new Map<number, number>();
    for (const r of rows) net.set(r.user_id, (net.get(r.user_id) ?? 0) + Number(r.payout) - Number(r.amount));
    const hidden = new Set([players[0].user.id, players[1].user.id]);
    const nameOf = new Map(players.map((p) => [p.user.id, p.username]));
    const expectedWithout = (left: Set<number>) =>
      [...net]
        .filter(([userId, n]) => n > 0 && !left.has(userId))
        .sort((a, b) => b[1] - a[1] || a[0] - b[0])
        .slice(0, BIG_WINS_TOP)
        .map(([userId, n]) => ({ name: maskUsername(nameOf.get(userId)!), net: n }));
    const expected = expectedWithout(hidden);
    expect(expected.length).toBeGreaterThan(0);
    expect(ticker).toEqual({ gameType: 'taixiu', sessionId: roundId, wins: expected });
    for (const win of ticker.wins) expect(win.name).toMatch(/\*\*\*/);
    // The opted-out players did take part (and may have won): left out, not only masked.
    expect([...net.keys()]).toEqual(expect.arrayContaining([...hidden]));

    // A page that opens now reads the same ticker first among the last rounds'.
    const answer = await t.app.inject({ method: 'GET', url: url(GAME_PATHS.bigWins('taixiu')) });
    expect(answer.statusCode).toBe(200);
    const latest = answer.json().data as RoundBigWinsDto[];
    expect(latest[0]).toEqual(ticker);
    expect(latest.map((r) => r.sessionId)).toEqual([...latest.map((r) => r.sessionId)].sort((a, b) => b - a));

    // Opting out takes effect on the next computation; opting back in, likewise.
    expect((await setHidden(players[0], false)).statusCode).toBe(200);
    const again = await bigWins.ofSettledRound('taixiu', roundId);
    expect(again.wins).toEqual(expectedWithout(new Set([players[1].user.id])));
    expect(errors).toEqual([]);
  });
});

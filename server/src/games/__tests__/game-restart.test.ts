import type { DatabaseConfig } from '../../config/app-config';
import { createDb } from '../../db/create-db';
import type { Db } from '../../db/db';
import { signupUser, sleep, suiteDatabase, type TestApp } from '../../test-utils';
import { createChainSeeds } from '../fairness/chain-seeds';
import { roundPayoutKey, settleRound } from '../settlement-service';
import {
  afterBetting,
  bettingRound,
  csrfOf,
  currentStatus,
  fund,
  ledgerCheck,
  placeBet,
  settledResult,
  startGameApp,
  transferCount,
  walletBalance,
} from './game-helpers';

// Two apps on one database, as two deployments of the server (or one restarted) would be: on
// PostgreSQL each opens its own pool and takes the leader lock on its own connection.
describe('games across restarts and nodes', () => {
  let database: DatabaseConfig;
  let db: Db;
  let suite: Awaited<ReturnType<typeof suiteDatabase>> | undefined;
  const apps: TestApp[] = [];

  const node = async () => {
    const t = await startGameApp({ database }, { db });
    apps.push(t);
    return t;
  };

  beforeAll(async () => {
    suite = await suiteDatabase();
    database = suite.database;
    db = await createDb(database);
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
    await db.close();
    await suite?.drop();
  });

  it('resumes a round cut short by a restart and pays it exactly once', async () => {
    const first = await node();
    const players = await Promise.all([signupUser(first.app), signupUser(first.app), signupUser(first.app)]);
    for (const p of players) await fund(first.app, p.user.id, 100_000);
    // The tokens first and the bets together: one after another, on a loaded machine, they outlasted
    // the 0.8 s betting phase (a 409).
    const csrfs = await Promise.all(players.map((p) => csrfOf(first.app, p.token)));
    const round = await bettingRound(first.app, 'taixiu', 500);
    const placed = await Promise.all(
      players.map((p, i) =>
        placeBet(first.app, { token: p.token, csrf: csrfs[i] }, 'taixiu', {
          sessionId: round.sessionId,
          side: i % 2 ? 'xiu' : 'tai',
          amount: 10_000 * (i + 1),
        }),
      ),
    );
    for (const r of placed) expect(r.statusCode).toBe(200);
    const betIds: number[] = placed.map((r) => r.json().data.betId);
    // The node goes away mid-betting; nobody drives the clock past the end of betting.
    await first.close();
    await sleep(Math.max(0, round.bettingEndsAt - Date.now()) + 300);

    const second = await node();
    const result = await settledResult(second.app, 'taixiu', round.sessionId);
    const next = await bettingRound(second.app, 'taixiu', 0);
    expect(next.sessionId).toBeGreaterThan(round.sessionId);
    for (const [i, p] of players.entries()) {
      const won = result.winningSides.includes(i % 2 ? 'xiu' : 'tai');
      const stake = 10_000 * (i + 1);
      // A triple also pays the bet its share of the hũ, apart from the table's payout.
      const { rows } = await second.db.query<{ jackpot_won: number }>('SELECT jackpot_won FROM game_bets WHERE id = $1', [betIds[i]]);
      const hu = Number(rows[0].jackpot_won);
      expect(await walletBalance(second.app, p.user.id)).toBe(100_000 - stake + (won ? (stake * 198) / 100 : 0) + hu);
      expect(await transferCount(second.app, roundPayoutKey('taixiu', round.sessionId, p.user.id))).toBe(won ? 1 : 0);
      expect(await transferCount(second.app, `bet:${betIds[i]}`)).toBe(1);
    }
    // Settling again (another node, a retry) moves nothing.
    const transfers = await transferCount(second.app);
    const again = await settleRound(second.app.db, createChainSeeds(second.config.fairnessSecret), 'taixiu', round.sessionId);
    expect(again?.settledNow).toBe(false);
    expect(again?.result.seed).toBe(result.seed);
    expect(await transferCount(second.app)).toBe(transfers);
    expect((await ledgerCheck(second.app)).ok).toBe(true);
  });

  it('lets exactly one node drive each game, and another take over when it stops', async () => {
    const a = apps[apps.length - 1];
    const b = await node();
    await sleep(300);
    for (const game of ['taixiu', 'xocdia'] as const) {
      expect([a.app.games.engines[game].isLeader(), b.app.games.engines[game].isLeader()]).toEqual([true, false]);
    }
    // A bet placed through the node that does not drive the clock is settled by the one that does.
    const p = await signupUser(b.app);
    await fund(b.app, p.user.id, 50_000);
    const round = await bettingRound(b.app, 'xocdia', 400);
    const csrf = await csrfOf(b.app, p.token);
    const placed = await placeBet(b.app, { token: p.token, csrf }, 'xocdia', { sessionId: round.sessionId, side: 'chan', amount: 10_000 });
    expect(placed.statusCode).toBe(200);
    const result = await settledResult(b.app, 'xocdia', round.sessionId);
    expect(await walletBalance(b.app, p.user.id)).toBe(40_000 + (result.winningSides.includes('chan') ? 19_800 : 0));

    await a.close();
    const deadline = Date.now() + 5_000;
    while (!(b.app.games.engines.taixiu.isLeader() && b.app.games.engines.xocdia.isLeader()) && Date.now() < deadline) await sleep(50);
    expect(b.app.games.engines.taixiu.isLeader()).toBe(true);
    const before = (await currentStatus(b.app, 'taixiu'))!.sessionId;
    await afterBetting(b.app, 'taixiu', before + 1, 5_000);
    expect((await currentStatus(b.app, 'taixiu'))!.sessionId).toBeGreaterThan(before);
    expect((await ledgerCheck(b.app)).ok).toBe(true);
  });
});

import { createHash } from 'node:crypto';
import {
  FAIRNESS_RECIPE,
  GAME_MESSAGES,
  GAME_PATHS,
  GAME_SIDES,
  HTTP_MESSAGES,
  payoutFor,
  type AdminRoundDto,
  type AdminRoundsPageDto,
  type BetSide,
  type GameType,
} from '@app/shared/contracts';
import { runMigrations } from '../../db/migrate';
import { signupUser, type SignedIn, type TestApp } from '../../test-utils';
import { createChainSeeds } from '../fairness/chain-seeds';
import { findChain } from '../chain-store';
import { latestRound } from '../round-store';
import { voidRound } from '../settlement-service';
import { adminHeaders, fund, ledgerCheck, manualEngine, startGameApp, stopAppEngines, url, type ManualEngine } from './game-helpers';

const sha256 = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');

// The operators' list of rounds, on rounds the test plays itself (a manual engine on its own clock,
// the app's engines stopped): tài xỉu rounds 1 to 6 are a settled round with bets (one of them
// cancelled), a settled round without a bet, a round called off, two more settled rounds (the
// calling off closed the chain: they start a new one) and the round taking bets; xóc đĩa has one
// settled round.
describe('GET /api/admin/games/:game/rounds', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let players: SignedIn[];
  const engines = {} as Record<GameType, ManualEngine>;
  // Tài xỉu's round ids by what the test made of them.
  const r = { withBets: 0, empty: 0, voided: 0, later: 0, lastSettled: 0, live: 0 };
  const liveBets = { tai: 4_000, xiu: 6_000 + 1_000 };

  const list = (query = '', headers: Record<string, string> = admin, game = 'taixiu') =>
    t.app.inject({ method: 'GET', url: url(`${GAME_PATHS.adminRounds(game as GameType)}${query}`), headers });
  const page = async (query = '', game: GameType = 'taixiu'): Promise<AdminRoundsPageDto> => {
    const response = await list(query, admin, game);
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };
  const roundOf = async (roundId: number, game: GameType = 'taixiu'): Promise<AdminRoundDto> => {
    const found = (await page('?limit=100', game)).items.find((item) => item.sessionId === roundId);
    if (!found) throw new Error(`round ${roundId} of ${game} is not listed`);
    return found;
  };

  const place = (p: SignedIn, game: GameType, roundId: number, side: BetSide, amount: number) =>
    t.app.games.bets.place({ userId: p.user.id, game, roundId, side, amount, idempotencyKey: null });

  // The round taking bets, after stepping the engine until one is open.
  async function openRound(game: GameType): Promise<number> {
    for (let steps = 0; steps < 5; steps++) {
      const round = await latestRound(t.db, game);
      if (round?.status === 'betting') return Number(round.session_id);
      await engines[game].step();
    }
    throw new Error(`no ${game} round opened`);
  }

  beforeAll(async () => {
    t = await startGameApp({ gameBettingSeconds: 120, gameResultSeconds: 1 });
    await stopAppEngines(t);
    engines.taixiu = manualEngine(t, 'taixiu');
    engines.xocdia = manualEngine(t, 'xocdia');
    admin = await adminHeaders(t.app);
    players = [await signupUser(t.app), await signupUser(t.app), await signupUser(t.app)];
    for (const p of players) await fund(t.app, p.user.id, 10_000_000);
    const [p0, p1, p2] = players;

    r.withBets = await openRound('taixiu');
    await place(p0, 'taixiu', r.withBets, 'tai', 10_000);
    await place(p0, 'taixiu', r.withBets, 'tai', 5_000);
    await place(p1, 'taixiu', r.withBets, 'xiu', 20_000);
    await place(p2, 'taixiu', r.withBets, 'tai', 7_000);
    const cancelled = await place(p2, 'taixiu', r.withBets, 'xiu', 3_000);
    await t.app.games.bets.cancel(p2.user.id, 'taixiu', cancelled.betId);
    await place(p1, 'taixiu', r.withBets, 'tai', 1_000);
    await engines.taixiu.settle(1);

    r.empty = await openRound('taixiu');
    await engines.taixiu.settle(1);

    r.voided = await openRound('taixiu');
    await place(p0, 'taixiu', r.voided, 'xiu', 50_000);
    await place(p1, 'taixiu', r.voided, 'tai', 2_000);
    expect((await voidRound(t.db, 'taixiu', r.voided, 'secret_mismatch'))?.voidedNow).toBe(true);

    r.later = await openRound('taixiu');
    await place(p2, 'taixiu', r.later, 'xiu', 30_000);
    await place(p0, 'taixiu', r.later, 'tai', 30_000);
    await engines.taixiu.settle(1);
    r.lastSettled = await openRound('taixiu');
    await engines.taixiu.settle(1);

    r.live = await openRound('taixiu');
    await place(p0, 'taixiu', r.live, 'tai', liveBets.tai);
    await place(p1, 'taixiu', r.live, 'xiu', 6_000);
    await place(p1, 'taixiu', r.live, 'xiu', 1_000);
    const withdrawn = await place(p2, 'taixiu', r.live, 'tai', 2_000);
    await t.app.games.bets.cancel(p2.user.id, 'taixiu', withdrawn.betId);

    const xocdia = await openRound('xocdia');
    await place(p0, 'xocdia', xocdia, 'chan', 10_000);
    await place(p1, 'xocdia', xocdia, 'four_red', 1_000);
    await place(p2, 'xocdia', xocdia, 'le', 5_000);
    await engines.xocdia.settle(1);
  });
  afterAll(async () => {
    await t.close();
  });

  it('needs an operator: 401 without a session, 403 for a player', async () => {
    expect((await list('', {})).statusCode).toBe(401);
    const player = await list('', players[0].headers);
    expect(player.statusCode).toBe(403);
    expect(player.json().success).toBe(false);
  });

  it.each([
    ['/poker', '', GAME_MESSAGES.gameUnknown],
    ['/TAIXIU', '', GAME_MESSAGES.gameUnknown],
    ['/taixiu', '?limit=0', GAME_MESSAGES.limitInvalid],
    ['/taixiu', '?limit=abc', GAME_MESSAGES.limitInvalid],
    ['/taixiu', '?limit=1000', GAME_MESSAGES.limitInvalid],
    ['/taixiu', '?limit=101', GAME_MESSAGES.limitInvalid],
    ['/taixiu', '?limit=-1', GAME_MESSAGES.limitInvalid],
    ['/taixiu', '?limit=1.5', GAME_MESSAGES.limitInvalid],
    ['/taixiu', '?limit=', GAME_MESSAGES.limitInvalid],
    ['/taixiu', '?limit=1&limit=2', GAME_MESSAGES.limitInvalid],
    ['/taixiu', '?before=-1', GAME_MESSAGES.beforeInvalid],
    ['/taixiu', '?before=abc', GAME_MESSAGES.beforeInvalid],
    ['/taixiu', '?before=0', GAME_MESSAGES.beforeInvalid],
    ['/taixiu', '?before=1e3', GAME_MESSAGES.beforeInvalid],
    // NUL is refused before the fields are read.
    ['/taixiu', '?before=%00', HTTP_MESSAGES.badRequest],
    ['/taixiu', `?before=${'9'.repeat(30)}`, GAME_MESSAGES.beforeInvalid],
    ['/taixiu', '?before=1&before=2', GAME_MESSAGES.beforeInvalid],
  ])('%s%s → 400 in Vietnamese', async (game, query, message) => {
    const response = await t.app.inject({ method: 'GET', url: url(`/admin/games${game}/rounds${query}`), headers: admin });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message });
  });

  it('lists every round newest first, the live one included, and pages back with before', async () => {
    const all = await page();
    expect(all.gameType).toBe('taixiu');
    expect(all.recipe).toBe(FAIRNESS_RECIPE);
    expect(all.items.map((item) => item.sessionId)).toEqual([r.live, r.lastSettled, r.later, r.voided, r.empty, r.withBets]);
    expect(r.withBets).toBe(1);
    expect(all.nextBefore).toBeNull();
    expect(all.items.map((item) => item.status)).toEqual(['betting', 'settled', 'settled', 'void', 'settled', 'settled']);

    const first = await page('?limit=2');
    expect(first.items.map((item) => item.sessionId)).toEqual([r.live, r.lastSettled]);
    expect(first.nextBefore).toBe(r.lastSettled);
    const second = await page(`?limit=2&before=${first.nextBefore}`);
    expect(second.items.map((item) => item.sessionId)).toEqual([r.later, r.voided]);
    const third = await page(`?limit=2&before=${second.nextBefore}`);
    expect(third.items.map((item) => item.sessionId)).toEqual([r.empty, r.withBets]);
    expect(third.nextBefore).toBeNull();
    expect((await page('?before=1')).items).toEqual([]);
    expect((await page(`?before=${r.live + 1000}&limit=1`)).items.map((item) => item.sessionId)).toEqual([r.live]);
  });

  it("a settled round's totals are the sum of its bets and payouts, the house result what is left", async () => {
    for (const roundId of [r.withBets, r.later]) {
      const round = await roundOf(roundId);
      const { rows } = await t.db.query<{ bets: number; staked: number; paid: number }>(
        `SELECT count(*)::int AS bets, coalesce(sum(amount), 0)::bigint AS staked, coalesce(sum(payout), 0)::bigint AS paid
         FROM game_bets WHERE game = 'taixiu' AND session_id = $1 AND status <> 'cancelled'`,
        [roundId],
      );
      const { rows: ledger } = await t.db.query<{ paid: number }>(
        `SELECT coalesce(sum(amount), 0)::bigint AS paid FROM transfers WHERE kind = 'payout' AND reference = $1`,
        [`taixiu:${roundId}`],
      );
      expect(round).toMatchObject({
        status: 'settled',
        phase: null,
        betCount: rows[0].bets,
        totalStaked: Number(rows[0].staked),
        totalPaid: Number(ledger[0].paid),
        houseResult: Number(rows[0].staked) - Number(ledger[0].paid),
      });
      expect(round.totalPaid).toBe(Number(rows[0].paid));
      expect(round.settledAt).toEqual(expect.any(Number));
      expect(round.settledAt!).toBeGreaterThanOrEqual(round.bettingEndsAt);
    }

    // Round 1 by hand: the cancelled 3,000 on xỉu is no bet; each winning bet pays 1.98x its stake.
    const round = await roundOf(r.withBets);
    expect(round.betCount).toBe(5);
    expect(round.totalStaked).toBe(43_000);
    expect(round.sides).toEqual({ tai: { amount: 23_000, players: 3 }, xiu: { amount: 20_000, players: 1 } });
    const won = round.outcome === 'tai' ? [10_000, 5_000, 7_000, 1_000] : [20_000];
    const paid = won.reduce((sum, stake) => sum + payoutFor('taixiu', round.outcome as 'tai', stake), 0);
    expect(round.totalPaid).toBe(paid);
    expect(round.houseResult).toBe(43_000 - paid);
    expect(round.winningSides).toEqual([round.outcome]);
    expect(round.dice).toHaveLength(3);
    expect(round.coins).toBeNull();
    expect(round.dice!.reduce((a, b) => a + b, 0) >= 11 ? 'tai' : 'xiu').toBe(round.outcome);
    expect(await ledgerCheck(t.app)).toMatchObject({ ok: true });
  });

  it('a round without a bet: nothing staked, nothing paid, every side at zero', async () => {
    expect(await roundOf(r.empty)).toMatchObject({
      status: 'settled',
      betCount: 0,
      totalStaked: 0,
      totalPaid: 0,
      houseResult: 0,
      sides: { tai: { amount: 0, players: 0 }, xiu: { amount: 0, players: 0 } },
    });
  });

  it('a round called off: every stake refunded, no draw, no seed', async () => {
    const round = await roundOf(r.voided);
    const { rows } = await t.db.query<{ refunded: number }>(
      `SELECT coalesce(sum(amount), 0)::bigint AS refunded FROM transfers WHERE kind = 'bet_refund' AND reference = $1`,
      [`taixiu:${r.voided}`],
    );
    expect(Number(rows[0].refunded)).toBe(52_000);
    expect(round).toMatchObject({
      status: 'void',
      betCount: 2,
      totalStaked: 52_000,
      totalPaid: 52_000,
      houseResult: 0,
      dice: null,
      coins: null,
      outcome: null,
      winningSides: [],
      sides: { tai: { amount: 2_000, players: 1 }, xiu: { amount: 50_000, players: 1 } },
    });
    expect(round.settledAt).toEqual(expect.any(Number));
    expect(round.fairness.seed).toBeNull();
    // The chain it closed is not played on: the next round begins a new one.
    expect((await roundOf(r.later)).fairness).toMatchObject({ chainIndex: 1 });
    expect((await roundOf(r.later)).fairness.chainId).not.toBe(round.fairness.chainId);
  });

  it('the live round: its running totals from the stakes per side, nothing counted or paid yet', async () => {
    const round = await roundOf(r.live);
    expect(round).toMatchObject({
      status: 'betting',
      phase: 'betting',
      settledAt: null,
      betCount: null,
      totalStaked: liveBets.tai + liveBets.xiu,
      totalPaid: null,
      houseResult: null,
      dice: null,
      coins: null,
      outcome: null,
      winningSides: [],
      // The cancelled 2,000 on tài: neither staked nor a player.
      sides: { tai: { amount: liveBets.tai, players: 1 }, xiu: { amount: liveBets.xiu, players: 1 } },
    });
  });

  it('the fairness commitment: the hash before betting, the seed only once settled', async () => {
    const seeds = createChainSeeds(t.config.fairnessSecret);
    const live = await list('?limit=100');
    const liveRound = (live.json().data as AdminRoundsPageDto).items.find((item) => item.sessionId === r.live)!;
    const chain = (await findChain(t.db, liveRound.fairness.chainId))!;
    const seed = seeds.seedAt(chain, liveRound.fairness.chainIndex)!;
    const lastSettled = await roundOf(r.lastSettled);
    expect(liveRound.fairness).toEqual({
      chainId: chain.id,
      chainIndex: lastSettled.fairness.chainIndex + 1,
      chainCommitment: chain.commitment,
      // Its commitment is the seed the round before revealed.
      previousSeed: lastSettled.fairness.seed,
      seed: null,
      hmacMessage: `taixiu:${r.live}`,
    });
    // Not anywhere in the answer, under any name.
    expect(live.body).not.toContain(seed);

    for (const item of (await page()).items.filter((i) => i.status === 'settled')) {
      expect(sha256(item.fairness.seed!)).toBe(item.fairness.previousSeed);
      expect(item.fairness.hmacMessage).toBe(`taixiu:${item.sessionId}`);
      const itemChain = (await findChain(t.db, item.fairness.chainId))!;
      expect(item.fairness.chainCommitment).toBe(itemChain.commitment);
    }
    const firstOfChain = (await page()).items.find((i) => i.fairness.chainIndex === 1)!;
    expect(firstOfChain.fairness.previousSeed).toBe(firstOfChain.fairness.chainCommitment);

    // Settled, the live round reveals the seed it was committed to, and its totals are kept.
    await engines.taixiu.settle(1);
    const settled = await roundOf(r.live);
    expect(settled.fairness.seed).toBe(seed);
    expect(sha256(seed)).toBe(liveRound.fairness.previousSeed);
    expect(settled).toMatchObject({ status: 'settled', betCount: 3, totalStaked: liveBets.tai + liveBets.xiu });
    expect(settled.sides).toEqual(liveRound.sides);
    expect(settled.houseResult).toBe(settled.totalStaked - settled.totalPaid!);
  });

  it("one round's bets: who bet what, as placed and as each ended, a page at a time", async () => {
    const bets = (query = '') =>
      t.app.inject({ method: 'GET', url: url(`${GAME_PATHS.adminRoundBets('taixiu', r.withBets)}${query}`), headers: admin });
    const all = (await bets('?size=100')).json().data;
    expect(all.total).toBe(6);
    expect(all.items.map((b: { username: string; side: string; amount: number }) => [b.username, b.side, b.amount])).toEqual([
      [players[0].username, 'tai', 10_000],
      [players[0].username, 'tai', 5_000],
      [players[1].username, 'xiu', 20_000],
      [players[2].username, 'tai', 7_000],
      [players[2].username, 'xiu', 3_000],
      [players[1].username, 'tai', 1_000],
    ]);
    expect(all.items[4].status).toBe('cancelled');
    const settled = all.items.filter((b: { status: string }) => b.status !== 'cancelled');
    for (const b of settled) expect(b.payout).toBe(b.status === 'won' ? payoutFor('taixiu', b.side, b.amount) : 0);
    const second = (await bets('?page=2&size=4')).json().data;
    expect(second).toMatchObject({ page: 2, size: 4, total: 6 });
    expect(second.items.map((b: { id: number }) => b.id)).toEqual(all.items.slice(4).map((b: { id: number }) => b.id));
    expect((await bets('?page=0')).statusCode).toBe(400);
    const junk = await t.app.inject({ method: 'GET', url: url('/admin/games/taixiu/rounds/abc/bets'), headers: admin });
    expect(junk.statusCode).toBe(400);
    const player = await t.app.inject({
      method: 'GET',
      url: url(GAME_PATHS.adminRoundBets('taixiu', r.withBets)),
      headers: players[0].headers,
    });
    expect(player.statusCode).toBe(403);
  });

  it('xóc đĩa: coins, every side listed, players per side', async () => {
    const listed = await page('', 'xocdia');
    expect(listed.gameType).toBe('xocdia');
    const round = listed.items.find((item) => item.status === 'settled')!;
    expect(round.coins).toHaveLength(4);
    expect(round.dice).toBeNull();
    expect(Object.keys(round.sides).sort()).toEqual([...GAME_SIDES.xocdia].sort());
    expect(round.sides).toMatchObject({
      chan: { amount: 10_000, players: 1 },
      four_red: { amount: 1_000, players: 1 },
      le: { amount: 5_000, players: 1 },
      four_white: { amount: 0, players: 0 },
    });
    const paid = [
      ['chan', 10_000],
      ['four_red', 1_000],
      ['le', 5_000],
    ].reduce(
      (sum, [side, stake]) =>
        round.winningSides.includes(side as BetSide) ? sum + payoutFor('xocdia', side as 'chan', stake as number) : sum,
      0,
    );
    expect(round).toMatchObject({ betCount: 3, totalStaked: 16_000, totalPaid: paid, houseResult: 16_000 - paid });
  });

  // Last: it takes the columns away and gives them back.
  it('migration 016 fills in the totals of the rounds closed before it, as settlement writes them', async () => {
    await openRound('taixiu');
    const read = async () =>
      (
        await t.db.query<Record<string, unknown>>(
          `SELECT game, session_id, status, bet_count, total_staked, total_paid, side_totals FROM game_rounds ORDER BY game, session_id`,
        )
      ).rows;
    const written = await read();
    expect(written.filter((row) => row.status !== 'betting').length).toBeGreaterThanOrEqual(7);
    expect(written.filter((row) => row.status === 'betting').every((row) => row.bet_count === null)).toBe(true);

    await t.db.exec(`
      ALTER TABLE game_rounds DROP CONSTRAINT game_rounds_totals_when_closed, DROP CONSTRAINT game_rounds_totals_not_negative,
        DROP COLUMN bet_count, DROP COLUMN total_staked, DROP COLUMN total_paid, DROP COLUMN side_totals;
      DELETE FROM schema_migrations WHERE id = '016_round_totals';
    `);
    expect(await runMigrations(t.db)).toEqual(['016_round_totals']);
    expect(await read()).toEqual(written);

    // The constraint holds a closed round to its totals.
    await expect(
      t.db.query(`UPDATE game_rounds SET total_paid = NULL WHERE game = 'taixiu' AND session_id = $1`, [r.withBets]),
    ).rejects.toThrow();
  });
});

import {
  GAME_PATHS,
  INBOX_PATHS,
  JACKPOT_TEXTS,
  isJackpotDraw,
  jackpotContribution,
  payoutFor,
  type BetHistoryDto,
  type JackpotDto,
  type RoundResultDto,
} from '@app/shared/contracts';
import { TEST_ADMIN, bearer, signupUser, stepUpFor, type SignedIn, type TestApp } from '../../test-utils';
import { diceFromDigests } from '../fairness/round-result';
import { contributionsOf, jackpotWinners, payoutsOf, shareOf, type JackpotBet } from '../jackpot/jackpot-plan';
import {
  adminHeaders,
  fund,
  ledgerCheck,
  manualEngine,
  startGameApp,
  stopAppEngines,
  url,
  walletBalance,
  type ManualEngine,
} from './game-helpers';
import { plantRound } from './planted-round';
import { findRound, resultOf } from '../round-store';

const SETTINGS = { shareBasisPoints: 50, seedAmount: 10_000_000, capPerBet: 200_000_000 };

// A seeded generator: the simulation is the same on every run.
function lcg(seed: number) {
  let state = seed;
  return () => (state = (state * 48271) % 2147483647) / 2147483647;
}

describe('the hũ’s arithmetic over 10,000 simulated rounds', () => {
  it('contributions, refills and payouts account for the pool to the đồng; shares are by stake, rounded down, capped', () => {
    const random = lcg(42);
    const settings = { shareBasisPoints: 50, seedAmount: 5_000_000, capPerBet: 30_000_000 };
    let pool = 0;
    let contributed = 0;
    let refilled = 0;
    let paid = 0;
    let triggered = 0;
    let heldBack = 0;
    for (let round = 1; round <= 10_000; round++) {
      // The draw as the server makes it, from 32 random bytes a block.
      const dice = diceFromDigests(() => Uint8Array.from({ length: 32 }, () => Math.floor(random() * 256)));
      const bets: JackpotBet[] = Array.from({ length: 1 + Math.floor(random() * 12) }, () => ({
        userId: 1 + Math.floor(random() * 8),
        side: random() < 0.5 ? 'tai' : 'xiu',
        // Stakes from 1,000 đ to 50 M đ, many not a multiple of 200 (so shares round).
        amount: 1_000 + Math.floor(random() ** 3 * 50_000_000),
      }));
      const winningSide = dice[0] + dice[1] + dice[2] >= 11 ? 'tai' : 'xiu';
      const ins = contributionsOf(bets, settings);
      const roundIn = ins.reduce((sum, c) => sum + c.amount, 0);
      expect(roundIn).toBe(bets.reduce((sum, bet) => sum + jackpotContribution(bet.amount, settings.shareBasisPoints), 0));
      pool += roundIn;
      contributed += roundIn;
      const winners = jackpotWinners(bets, dice, [winningSide]);
      if (isJackpotDraw(dice)) triggered += 1;
      else expect(winners).toEqual([]);
      const plan = payoutsOf(pool, winners, settings.capPerBet);
      const roundPaid = plan.perPlayer.reduce((sum, p) => sum + p.amount, 0);
      const winningStakes = winners.reduce((sum, bet) => sum + bet.amount, 0);
      for (const bet of winners) {
        const share = plan.shareOfStake(bet.amount);
        expect(share).toBeLessThanOrEqual(settings.capPerBet);
        expect(share).toBe(Math.min(settings.capPerBet, Math.floor((pool * bet.amount) / winningStakes)));
      }
      expect(roundPaid).toBeLessThanOrEqual(pool);
      if (winners.length) heldBack += pool - roundPaid;
      pool -= roundPaid;
      paid += roundPaid;
      const refill = Math.max(0, settings.seedAmount - pool);
      pool += refill;
      refilled += refill;
      expect(Number.isSafeInteger(pool) && pool >= settings.seedAmount).toBe(true);
    }
    expect(pool).toBe(contributed + refilled - paid);
    // 2 in 216 of 10,000 rounds is about 93: the simulation did trigger, and paid.
    expect(triggered).toBeGreaterThan(60);
    expect(triggered).toBeLessThan(130);
    expect(paid).toBeGreaterThan(0);
    // What rounding and the cap held back stayed in the pool (counted in `pool` above, not lost).
    expect(heldBack).toBeGreaterThan(0);
  });

  it('a share is exact past 2^53 (BigInt), never more than the pool, and nothing without winning stakes', () => {
    expect(shareOf(9_000_000_000_000, 3_000_000_000, 9_000_000_001, Number.MAX_SAFE_INTEGER)).toBe(2_999_999_999_666);
    expect(shareOf(1_000, 1, 3, 10_000)).toBe(333);
    expect(shareOf(1_000, 5, 0, 10_000)).toBe(0);
    expect(shareOf(0, 5, 5, 10_000)).toBe(0);
  });

  it('the published return of each side is unchanged: the hũ only adds to a winning bet', () => {
    // The table's multiplier, 1.98x on both sides, is what a bet is paid whether or not the hũ is on;
    // the hũ comes on top, out of the house's 1 % edge (0.5 % of each stake).
    expect(payoutFor('taixiu', 'tai', 100_000)).toBe(198_000);
    expect(payoutFor('taixiu', 'xiu', 100_000)).toBe(198_000);
    expect(jackpotContribution(100_000, 50)).toBe(500);
    expect(jackpotContribution(199, 50)).toBe(0);
  });
});

describe('the hũ at settlement', () => {
  let t: TestApp;
  let engine: ManualEngine;
  let admin: Record<string, string>;
  let adminId: number;

  beforeAll(async () => {
    t = await startGameApp({ gameChainLength: 100 });
    await stopAppEngines(t);
    engine = manualEngine(t, 'taixiu');
    await engine.settle(1);
    admin = await adminHeaders(t.app);
    adminId = Number((await t.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [TEST_ADMIN.username])).rows[0].id);
  });
  afterAll(async () => {
    await t?.close();
  });

  const poolNow = async () =>
    ((await t.app.inject({ method: 'GET', url: url(GAME_PATHS.jackpot('taixiu')) })).json().data as JackpotDto).pool;
  // As the public history answers it (read from the database: the history every node keeps in
  // memory is not told of the rounds this test's own engine settles).
  const roundOf = async (roundId: number): Promise<RoundResultDto> => resultOf((await findRound(t.db, 'taixiu', roundId))!)!;
  const place = (player: SignedIn, roundId: number, side: 'tai' | 'xiu', amount: number) =>
    t.app.games.bets.place({ userId: player.user.id, game: 'taixiu', roundId, side, amount, idempotencyKey: null });

  async function players(n: number, funds: number) {
    const list: SignedIn[] = [];
    for (let i = 0; i < n; i++) {
      const player = await signupUser(t.app);
      await fund(t.app, player.user.id, funds);
      list.push(player);
    }
    return list;
  }

  it('an ordinary round puts 0.5 % of its stakes in and pays nothing from it; the pool starts at its seed', async () => {
    const [a, b] = await players(2, 10_000_000);
    const planted = await plantRound(t.db, t.config.fairnessSecret, 'taixiu', (draw) => !isJackpotDraw(draw.dice));
    await engine.step();
    const before = await poolNow();
    await place(a, planted.roundId, 'tai', 1_000_000);
    await place(b, planted.roundId, 'xiu', 333_333);
    await engine.settle(1);
    const winner = planted.draw.outcome === 'tai' ? a : b;
    const round = await roundOf(planted.roundId);
    const contributed = 5_000 + 1_666;
    expect(round.jackpot).toEqual({ contributed, paid: 0, pool: Math.max(SETTINGS.seedAmount, before + contributed) });
    expect(await poolNow()).toBe(round.jackpot!.pool);
    // Each player's wallet moved by the table's own payout alone.
    const stakeOf = winner === a ? 1_000_000 : 333_333;
    expect(await walletBalance(t.app, winner.user.id)).toBe(10_000_000 - stakeOf + payoutFor('taixiu', 'tai', stakeOf));
    expect((await ledgerCheck(t.app)).ok).toBe(true);
  });

  it('a 1-1-1 pays the pool to the xỉu bets by stake, rounded down and capped, in the round’s own transaction', async () => {
    // A small cap, so that one bet's share is held back by it.
    const saved = await t.app.inject({
      method: 'PUT',
      url: url(GAME_PATHS.adminJackpot('taixiu')),
      headers: { ...admin, ...(await stepUp()) },
      payload: { ...SETTINGS, capPerBet: 4_000_000 },
    });
    expect(saved.statusCode).toBe(200);
    const xiu = await players(4, 100_000_000);
    const [tai] = await players(1, 100_000_000);
    const planted = await plantRound(t.db, t.config.fairnessSecret, 'taixiu', (draw) => draw.dice?.join('') === '111');
    await engine.step();
    const before = await poolNow();
    const stakes = [1_000_000, 1_000_000, 3_333_333, 50_000_000];
    for (const [i, player] of xiu.entries()) expect((await place(player, planted.roundId, 'xiu', stakes[i])).betId).toBeGreaterThan(0);
    await place(tai, planted.roundId, 'tai', 7_000_000);
    await engine.settle(1);

    const contributed = [...stakes, 7_000_000].reduce((sum, s) => sum + jackpotContribution(s, 50), 0);
    const poolAtDraw = before + contributed;
    const winningStakes = stakes.reduce((sum, s) => sum + s, 0);
    const shares = stakes.map((s) => Math.min(4_000_000, Math.floor((poolAtDraw * s) / winningStakes)));
    expect(shares[3]).toBe(4_000_000);
    const paid = shares.reduce((sum, s) => sum + s, 0);
    for (const [i, player] of xiu.entries()) {
      expect(await walletBalance(t.app, player.user.id)).toBe(100_000_000 - stakes[i] + payoutFor('taixiu', 'xiu', stakes[i]) + shares[i]);
    }
    expect(await walletBalance(t.app, tai.user.id)).toBe(93_000_000);
    const round = await roundOf(planted.roundId);
    const left = poolAtDraw - paid;
    expect(round.jackpot).toEqual({ contributed, paid, pool: Math.max(left, SETTINGS.seedAmount) });
    expect(await poolNow()).toBe(round.jackpot!.pool);

    // Each winner's history names the share; the inbox says what they got.
    const history = (await t.app.inject({ method: 'GET', url: url(GAME_PATHS.betHistory), headers: bearer(xiu[2].token) })).json()
      .data as BetHistoryDto[];
    expect(history.find((bet) => bet.sessionId === planted.roundId)).toMatchObject({ jackpotWon: shares[2], status: 'won' });
    const inbox = (await t.app.inject({ method: 'GET', url: url(INBOX_PATHS.list), headers: bearer(xiu[2].token) })).json().data;
    expect(inbox.items[0]).toMatchObject({ kind: 'jackpot_won', amount: shares[2], gameType: 'taixiu', sessionId: planted.roundId });
    // The ledger: one transfer in per house row, one out per winner, exact.
    const { rows } = await t.db.query<{ kind: string; total: string; n: number }>(
      `SELECT kind, sum(amount)::bigint AS total, count(*)::int AS n FROM transfers WHERE reference = $1 AND kind LIKE 'jackpot%' GROUP BY kind`,
      [`taixiu:${planted.roundId}`],
    );
    const byKind = Object.fromEntries(rows.map((r) => [r.kind, { total: Number(r.total), n: r.n }]));
    expect(byKind.jackpot_in.total).toBe(contributed);
    expect(byKind.jackpot_payout).toEqual({ total: paid, n: 4 });
    expect((await ledgerCheck(t.app)).ok).toBe(true);
  });

  it('a 6-6-6 with no bet on tài pays nothing: the pool stays for the next', async () => {
    const [x] = await players(1, 10_000_000);
    const planted = await plantRound(t.db, t.config.fairnessSecret, 'taixiu', (draw) => draw.dice?.join('') === '666');
    await engine.step();
    const before = await poolNow();
    await place(x, planted.roundId, 'xiu', 200_000);
    await engine.settle(1);
    expect((await roundOf(planted.roundId)).jackpot).toEqual({ contributed: 1_000, paid: 0, pool: before + 1_000 });
    expect((await ledgerCheck(t.app)).ok).toBe(true);
  });

  it('off (a share of 0): nothing goes in or out and the round says nothing of it', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: url(GAME_PATHS.adminJackpot('taixiu')),
      headers: { ...admin, ...(await stepUp()) },
      payload: { ...SETTINGS, shareBasisPoints: 0 },
    });
    expect(saved.statusCode).toBe(200);
    const [x] = await players(1, 10_000_000);
    const planted = await plantRound(t.db, t.config.fairnessSecret, 'taixiu', (draw) => draw.dice?.join('') === '111');
    await engine.step();
    const before = await poolNow();
    await place(x, planted.roundId, 'xiu', 1_000_000);
    await engine.settle(1);
    expect((await roundOf(planted.roundId)).jackpot).toBeUndefined();
    expect(await poolNow()).toBe(before);
    expect(await walletBalance(t.app, x.user.id)).toBe(10_000_000 - 1_000_000 + 1_980_000);
    const put = await t.app.inject({
      method: 'PUT',
      url: url(GAME_PATHS.adminJackpot('taixiu')),
      headers: { ...admin, ...(await stepUp()) },
      payload: SETTINGS,
    });
    expect(put.statusCode).toBe(200);
  });

  it('the setting: admins only, behind the second-level password, audited; a bad one is a Vietnamese 400', async () => {
    const noStep = await t.app.inject({ method: 'PUT', url: url(GAME_PATHS.adminJackpot('taixiu')), headers: admin, payload: SETTINGS });
    expect(noStep.statusCode).toBe(403);
    for (const bad of [{ ...SETTINGS, shareBasisPoints: 101 }, { ...SETTINGS, capPerBet: 0 }, { ...SETTINGS, seedAmount: -1 }, {}]) {
      const refused = await t.app.inject({
        method: 'PUT',
        url: url(GAME_PATHS.adminJackpot('taixiu')),
        headers: { ...admin, ...(await stepUp()) },
        payload: bad,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/hũ|Thiếu|không hợp lệ/);
    }
    const player = await signupUser(t.app);
    const asPlayer = await t.app.inject({ method: 'GET', url: url(GAME_PATHS.adminJackpot('taixiu')), headers: bearer(player.token) });
    expect([401, 403]).toContain(asPlayer.statusCode);
    const { rows } = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'jackpot.update'`);
    expect(rows[0].n).toBeGreaterThanOrEqual(3);
    expect(JACKPOT_TEXTS.rules(SETTINGS)[1]).toContain('2 trên 216');
  });

  const stepUp = () => stepUpFor(t.db, adminId, 'PUT', url(GAME_PATHS.adminJackpot('taixiu')));
});

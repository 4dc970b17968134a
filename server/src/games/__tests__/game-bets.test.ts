import { GAME_CONFIG_DEFAULTS, GAME_PATHS, payoutFor, type BetErrorEvent, type GameType, type RoundResultDto } from '@app/shared/contracts';
import {
  auditOf,
  bearer,
  stepUpFor,
  testOperatorId,
  connectSocket,
  nextEvent,
  signupUser,
  sleep,
  type SignedIn,
  type TestApp,
} from '../../test-utils';
import {
  adminHeaders,
  afterBetting,
  bettingRound,
  cancelBet,
  csrfOf,
  fund,
  ledgerCheck,
  placeBet,
  settledResult,
  startGameApp,
  transferCount,
  url,
  walletBalance,
} from './game-helpers';
import { HOUSE_SHARDS, houseShardOf } from '../../ledger/house-shards';
import { houseBalance } from '../../ledger/balances';
import { roundTotals } from '../round-store';
import { roundPayoutKey } from '../settlement-service';

interface Player extends SignedIn {
  csrf: string;
}

describe('game bets: placing, refusing, cancelling, settling', () => {
  let t: TestApp;

  async function newPlayer(balance = 1_000_000): Promise<Player> {
    const p = await signupUser(t.app);
    if (balance > 0) await fund(t.app, p.user.id, balance);
    return { ...p, csrf: await csrfOf(t.app, p.token) };
  }

  beforeAll(async () => {
    t = await startGameApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('takes a bet in the betting phase: stake to the house, betPlaced data, then settles it exactly', async () => {
    const p = await newPlayer(100_000);
    const round = await bettingRound(t.app, 'taixiu');
    const response = await placeBet(t.app, p, 'taixiu', { sessionId: round.sessionId, side: 'tai', amount: 10_000 });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      gameType: 'taixiu',
      sessionId: round.sessionId,
      side: 'tai',
      amount: 10_000,
      newBalance: 90_000,
      replayed: false,
    });
    expect(await walletBalance(t.app, p.user.id)).toBe(90_000);

    // The round is answered from memory, its totals from the coalesced sessionTotals (within 100 ms).
    let taiTotal = 0;
    for (let tries = 0; tries < 40 && taiTotal < 10_000; tries++) {
      if (tries) await sleep(25);
      taiTotal = (await t.app.inject({ method: 'GET', url: url(GAME_PATHS.current('taixiu')) })).json().data.totals.tai.amount;
    }
    expect(taiTotal).toBeGreaterThanOrEqual(10_000);

    const result = await settledResult(t.app, 'taixiu', round.sessionId);
    const won = result.winningSides.includes('tai');
    expect(await walletBalance(t.app, p.user.id)).toBe(90_000 + (won ? 19_800 : 0));
    expect(await transferCount(t.app, roundPayoutKey('taixiu', round.sessionId, p.user.id))).toBe(won ? 1 : 0);
    const mine = (await t.app.inject({ method: 'GET', url: url(GAME_PATHS.myBets('taixiu')), headers: bearer(p.token) })).json().data;
    expect(mine[0]).toMatchObject({ betId: data.betId, status: won ? 'won' : 'lost', payout: won ? 19_800 : 0 });
    expect((await ledgerCheck(t.app)).ok).toBe(true);
  });

  it('accepts `bet` for the side on xóc đĩa', async () => {
    const p = await newPlayer(100_000);
    const round = await bettingRound(t.app, 'xocdia');
    const response = await placeBet(t.app, p, 'xocdia', { sessionId: round.sessionId, bet: 'four_red', amount: 5_000 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.side).toBe('four_red');
  });

  it('refuses every bad bet with a 4xx and a Vietnamese message, moving no money', async () => {
    const p = await newPlayer(50_000);
    const other = await newPlayer(0);
    const round = await bettingRound(t.app, 'taixiu', 500);
    const before = await transferCount(t.app);
    const good = { sessionId: round.sessionId, side: 'tai', amount: 10_000 };
    const cases: Array<[string, { token: string; csrf?: string | null }, GameType, unknown, number]> = [
      ['no csrf', { token: p.token, csrf: null }, 'taixiu', good, 403],
      ['wrong csrf', { token: p.token, csrf: '9999999999.' + 'A'.repeat(43) }, 'taixiu', good, 403],
      ['garbage csrf', { token: p.token, csrf: 'abc' }, 'taixiu', good, 403],
      ["another session's csrf", { token: p.token, csrf: other.csrf }, 'taixiu', good, 403],
      ['negative amount', p, 'taixiu', { ...good, amount: -10_000 }, 400],
      ['fractional amount', p, 'taixiu', { ...good, amount: 10_000.5 }, 400],
      ['string amount', p, 'taixiu', { ...good, amount: '10000' }, 400],
      ['zero amount', p, 'taixiu', { ...good, amount: 0 }, 400],
      ['huge amount', p, 'taixiu', { ...good, amount: 1e300 }, 400],
      ['below minimum', p, 'taixiu', { ...good, amount: 999 }, 400],
      ['over per-bet max', p, 'taixiu', { ...good, amount: 50_000_001 }, 400],
      ['more than balance', p, 'taixiu', { ...good, amount: 60_000 }, 400],
      ['unknown side', p, 'taixiu', { ...good, side: 'chan' }, 400],
      ['missing side', p, 'taixiu', { sessionId: round.sessionId, amount: 10_000 }, 400],
      ['side as number', p, 'taixiu', { ...good, side: 1 }, 400],
      ['missing session', p, 'taixiu', { side: 'tai', amount: 10_000 }, 400],
      ['session as text', p, 'taixiu', { ...good, sessionId: 'abc' }, 400],
      ['negative session', p, 'taixiu', { ...good, sessionId: -1 }, 400],
      ['future round', p, 'taixiu', { ...good, sessionId: round.sessionId + 5 }, 409],
      ['finished round', p, 'taixiu', { ...good, sessionId: round.sessionId - 1 }, 409],
      ['bad idempotency key', p, 'taixiu', { ...good, idempotencyKey: 'x'.repeat(101) }, 400],
      ['array body', p, 'taixiu', [good], 400],
      ['null body', p, 'taixiu', null, 400],
    ];
    for (const [name, auth, game, payload, status] of cases) {
      const response = await placeBet(t.app, auth, game, payload);
      expect({ name, status: response.statusCode }).toEqual({ name, status });
      expect(response.json().success).toBe(false);
      expect(response.json().message).toMatch(/[àáảãạăâđêôơưếềệốồộớờợứừựíìịúùụ]/i);
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: url(GAME_PATHS.bet('taixiu')),
      headers: { ...bearer(p.token), 'x-csrf-token': p.csrf, 'content-type': 'application/json' },
      payload: '{"sessionId": 1, "side": ',
    });
    expect(malformed.statusCode).toBe(400);
    const unauthenticated = await placeBet(t.app, { token: 'nope', csrf: p.csrf }, 'taixiu', good);
    expect(unauthenticated.statusCode).toBe(401);
    expect(await transferCount(t.app)).toBe(before);
    expect(await walletBalance(t.app, p.user.id)).toBe(50_000);
  });

  it('refuses a bet once the betting phase has ended', async () => {
    const p = await newPlayer(100_000);
    const round = await bettingRound(t.app, 'taixiu');
    await afterBetting(t.app, 'taixiu', round.sessionId);
    const response = await placeBet(t.app, p, 'taixiu', { sessionId: round.sessionId, side: 'xiu', amount: 10_000 });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Đã hết thời gian đặt cược cho phiên này');
    expect(await walletBalance(t.app, p.user.id)).toBe(100_000);
  });

  it('places a bet once per idempotency key', async () => {
    const p = await newPlayer(100_000);
    const round = await bettingRound(t.app, 'taixiu');
    const body = { sessionId: round.sessionId, side: 'xiu', amount: 20_000, idempotencyKey: `k-${p.user.id}` };
    const [a, b] = await Promise.all([placeBet(t.app, p, 'taixiu', body), placeBet(t.app, p, 'taixiu', body)]);
    const c = await placeBet(t.app, p, 'taixiu', body);
    for (const r of [a, b, c]) expect(r.statusCode).toBe(200);
    const ids = new Set([a, b, c].map((r) => r.json().data.betId));
    expect(ids.size).toBe(1);
    expect([a, b, c].filter((r) => r.json().data.replayed)).toHaveLength(2);
    expect(await walletBalance(t.app, p.user.id)).toBe(80_000);
    expect(await transferCount(t.app, `bet:${[...ids][0]}`)).toBe(1);
    const reused = await placeBet(t.app, p, 'taixiu', { ...body, amount: 30_000 });
    expect(reused.statusCode).toBe(409);
    expect(await walletBalance(t.app, p.user.id)).toBe(80_000);
  });

  it('answers an honest retry naming the session as a digit string as a replay, with the balance now', async () => {
    const p = await newPlayer(100_000);
    const round = await bettingRound(t.app, 'taixiu', 600);
    const key = `retry-${p.user.id}`;
    const body = { sessionId: round.sessionId, side: 'tai', amount: 10_000, idempotencyKey: key };
    const first = await placeBet(t.app, p, 'taixiu', body);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ newBalance: 90_000, replayed: false });
    // Another bet since: the replay answers the wallet as it is now, not as the first answer had it.
    const other = await placeBet(t.app, p, 'taixiu', { sessionId: String(round.sessionId), side: 'xiu', amount: 5_000 });
    expect(other.statusCode).toBe(200);
    expect(other.json().data).toMatchObject({ sessionId: round.sessionId, newBalance: 85_000, replayed: false });

    const retry = await placeBet(t.app, p, 'taixiu', { ...body, sessionId: String(round.sessionId) });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data).toEqual({ ...first.json().data, newBalance: 85_000, replayed: true });
    expect(await walletBalance(t.app, p.user.id)).toBe(85_000);
    expect(await transferCount(t.app, `bet:${first.json().data.betId}`)).toBe(1);
    // The key reused for another bet is still a conflict.
    const reused = await placeBet(t.app, p, 'taixiu', { ...body, sessionId: String(round.sessionId), side: 'xiu' });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('answers a retry after its round closed as the replay it is, and a key of an earlier round as a conflict', async () => {
    const p = await newPlayer(100_000);
    const round = await bettingRound(t.app, 'taixiu', 600);
    const body = { sessionId: round.sessionId, side: 'tai', amount: 10_000, idempotencyKey: `late-${p.user.id}` };
    const first = await placeBet(t.app, p, 'taixiu', body);
    expect(first.statusCode).toBe(200);
    await afterBetting(t.app, 'taixiu', round.sessionId);

    // The answer was lost and the page sends the same bet again, too late for a new one: it is the bet
    // already placed, not a refusal, and nothing moves twice.
    const retry = await placeBet(t.app, p, 'taixiu', body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data).toMatchObject({ betId: first.json().data.betId, replayed: true });
    expect(await transferCount(t.app, `bet:${first.json().data.betId}`)).toBe(1);

    // The same key for a bet in the next round is another bet: refused, nothing moves.
    const next = await bettingRound(t.app, 'taixiu', 600);
    const before = await walletBalance(t.app, p.user.id);
    const reused = await placeBet(t.app, p, 'taixiu', { ...body, sessionId: next.sessionId });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error).toBe('IDEMPOTENCY_CONFLICT');
    expect(await walletBalance(t.app, p.user.id)).toBe(before);
  });

  it('sends the balance to the sockets for a replayed bet too: the node that placed it may have died before it could', async () => {
    const p = await newPlayer(100_000);
    const round = await bettingRound(t.app, 'taixiu', 600);
    const body = { sessionId: round.sessionId, side: 'tai', amount: 10_000, idempotencyKey: `replay-balance-${p.user.id}` };
    expect((await placeBet(t.app, p, 'taixiu', body)).statusCode).toBe(200);
    // The first copy's answer and events were lost (no socket was listening, as with a node killed
    // between its commit and its emits); the retry is a replay, and the page hears the balance.
    const socket = await connectSocket(await t.listen(), p.token);
    try {
      const update = nextEvent<{ balance: number }>(socket, 'balanceUpdate');
      const retry = await placeBet(t.app, p, 'taixiu', body);
      expect(retry.json().data.replayed).toBe(true);
      expect(await update).toEqual({ balance: 90_000 });
    } finally {
      socket.disconnect();
    }
  });

  it('sends betError to the sockets for a refusal, but not for a CSRF refusal the page retries by itself', async () => {
    const p = await newPlayer(100_000);
    const socket = await connectSocket(await t.listen(), p.token);
    try {
      const errors: BetErrorEvent[] = [];
      socket.on('betError', (e) => errors.push(e));
      const round = await bettingRound(t.app, 'taixiu', 600);
      const stale = await placeBet(t.app, { token: p.token, csrf: 'abc' }, 'taixiu', {
        sessionId: round.sessionId,
        side: 'tai',
        amount: 10_000,
      });
      expect(stale.statusCode).toBe(403);
      expect(stale.json()).toMatchObject({ success: false, error: 'CSRF_INVALID' });
      expect(stale.json().message).toMatch(/CSRF/);
      const retried = await placeBet(t.app, p, 'taixiu', { sessionId: round.sessionId, side: 'tai', amount: 10_000 });
      expect(retried.statusCode).toBe(200);

      // A refusal that is shown: it reaches the socket after anything sent before it would have.
      const shown = nextEvent<BetErrorEvent>(socket, 'betError');
      const tooSmall = await placeBet(t.app, p, 'taixiu', { sessionId: String(round.sessionId), side: 'tai', amount: 999 });
      expect(tooSmall.statusCode).toBe(400);
      expect(await shown).toEqual({ gameType: 'taixiu', sessionId: round.sessionId, message: tooSmall.json().message });
      expect(errors).toHaveLength(1);
    } finally {
      socket.close();
    }
  });

  it('never takes a balance below zero under many concurrent bets', async () => {
    const p = await newPlayer(100_000);
    const round = await bettingRound(t.app, 'xocdia', 600);
    const responses = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        placeBet(t.app, p, 'xocdia', { sessionId: round.sessionId, side: i % 2 ? 'chan' : 'le', amount: 10_000 }),
      ),
    );
    const accepted = responses.filter((r) => r.statusCode === 200);
    const refused = responses.filter((r) => r.statusCode !== 200);
    expect(accepted).toHaveLength(10);
    for (const r of refused) expect(r.statusCode).toBe(400);
    expect(await walletBalance(t.app, p.user.id)).toBe(0);
    expect((await ledgerCheck(t.app)).ok).toBe(true);
  });

  it('keeps a player within the per-round total, and follows the limits an operator sets', async () => {
    const admin = await adminHeaders(t.app);
    const operatorId = await testOperatorId(t.db);
    const put = async (body: unknown, headers = admin, game = 'taixiu') => {
      const to = url(`/admin/games/${game}/config`);
      const stepUp = await stepUpFor(t.db, operatorId, 'PUT', to);
      return t.app.inject({ method: 'PUT', url: to, headers: { ...headers, ...stepUp }, payload: body as object });
    };
    const p = await newPlayer(1_000_000);
    const logged = (await auditOf(t.db, 'game_config:taixiu')).length;
    expect((await put({ minBet: 2_000, maxBet: 30_000, maxRoundTotal: 50_000 }, p.headers)).statusCode).toBe(403);
    expect((await put({ minBet: 60_000, maxBet: 30_000 })).statusCode).toBe(400);
    expect((await put({ maxBet: -1 })).statusCode).toBe(400);
    expect((await put({ maxBet: 1 }, admin, 'poker')).statusCode).toBe(400);
    const saved = await put({ minBet: 2_000, maxBet: 30_000, maxRoundTotal: 50_000 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ gameType: 'taixiu', minBet: 2_000, maxBet: 30_000, maxRoundTotal: 50_000 });
    // One audit entry, for the change saved: the refused ones left none.
    const audit = await auditOf(t.db, 'game_config:taixiu');
    expect(audit).toHaveLength(logged + 1);
    expect(audit.at(-1)).toMatchObject({
      actorId: await testOperatorId(t.db),
      action: 'gameConfig.update',
      after: { gameType: 'taixiu', minBet: 2_000, maxBet: 30_000, maxRoundTotal: 50_000 },
    });
    try {
      const round = await bettingRound(t.app, 'taixiu', 500);
      const bet = (amount: number) => placeBet(t.app, p, 'taixiu', { sessionId: round.sessionId, side: 'tai', amount });
      expect((await bet(1_500)).statusCode).toBe(400);
      expect((await bet(30_001)).json().message).toBe('Số tiền cược tối đa mỗi lần là 30.000\u00a0đ');
      expect((await bet(30_000)).statusCode).toBe(200);
      const over = await bet(20_001);
      expect(over.statusCode).toBe(400);
      expect(over.json().message).toMatch(/không được vượt quá 50.000\u00a0đ/);
      expect((await bet(20_000)).statusCode).toBe(200);
      expect(await walletBalance(t.app, p.user.id)).toBe(950_000);

      // A cancelled bet gives its room back. Bets and cancels sent all at once neither deadlock nor
      // miscount: the round total kept for the player is what their bets still stand at.
      const first = (await t.app.inject({ method: 'GET', url: url('/game-taixiu/my-bets'), headers: bearer(p.token) })).json().data;
      const cancels = first.map((b: { betId: number }) => cancelBet(t.app, p, 'taixiu', b.betId));
      const burst = await Promise.all([...cancels, ...Array.from({ length: 6 }, () => bet(10_000))]);
      expect(burst.slice(0, cancels.length).every((r) => r.statusCode === 200)).toBe(true);
      const standing = burst.slice(cancels.length).filter((r) => r.statusCode === 200).length;
      // Up to 5 fit in the 50,000 the cancels free; how many depends on which came first.
      expect(standing).toBeLessThanOrEqual(5);
      const { rows } = await t.app.db.query<{ stake: number }>(
        `SELECT stake FROM game_round_stakes WHERE game = 'taixiu' AND session_id = $1 AND user_id = $2`,
        [round.sessionId, p.user.id],
      );
      expect(Number(rows[0].stake)).toBe(standing * 10_000);
      expect(await walletBalance(t.app, p.user.id)).toBe(1_000_000 - standing * 10_000);
      expect((await ledgerCheck(t.app)).ok).toBe(true);
    } finally {
      await put({ minBet: 1_000, maxBet: 50_000_000, maxRoundTotal: 100_000_000 });
    }
  });

  it('keeps the live totals per side equal to the bets that stand, through bets and cancels sent at once', async () => {
    const players = await Promise.all([newPlayer(), newPlayer(), newPlayer()]);
    const round = await bettingRound(t.app, 'taixiu', 600);
    const sides = ['tai', 'xiu'] as const;
    const placed = await Promise.all(
      players.flatMap((p, i) =>
        Array.from({ length: 4 }, (_, n) =>
          placeBet(t.app, p, 'taixiu', { sessionId: round.sessionId, side: sides[(i + n) % 2], amount: 1_000 * (n + 1) }),
        ),
      ),
    );
    expect(placed.every((r) => r.statusCode === 200)).toBe(true);
    // Every bet of the first player cancelled, while the others bet again. The test app's rounds are
    // short: some of these may come after the end of betting and be refused, which changes nothing
    // below but the last check.
    const firstBets = placed.slice(0, 4).map((r) => r.json().data.betId as number);
    const cancels = await Promise.all([
      ...firstBets.map((betId) => cancelBet(t.app, players[0], 'taixiu', betId)),
      placeBet(t.app, players[1], 'taixiu', { sessionId: round.sessionId, side: 'tai', amount: 7_000 }),
      placeBet(t.app, players[2], 'taixiu', { sessionId: round.sessionId, side: 'xiu', amount: 9_000 }),
    ]);
    const { rows } = await t.app.db.query<{ side: string; amount: number; players: number }>(
      `SELECT side, sum(amount)::bigint AS amount, count(DISTINCT user_id)::int AS players
       FROM game_bets WHERE game = 'taixiu' AND session_id = $1 AND status <> 'cancelled' GROUP BY side`,
      [round.sessionId],
    );
    const fromBets = Object.fromEntries(rows.map((r) => [r.side, { amount: Number(r.amount), players: Number(r.players) }]));
    expect(await roundTotals(t.app.db, 'taixiu', round.sessionId)).toEqual(fromBets);
    // When every cancel went through, the cancelled player stands on no side (other tests' players
    // may share the round, so the count of players is not checked here).
    if (cancels.slice(0, 4).every((r) => r.statusCode === 200)) {
      const { rows: left } = await t.app.db.query<{ stake: number }>(
        `SELECT coalesce(sum(stake), 0)::bigint AS stake FROM game_round_side_stakes WHERE game = 'taixiu' AND session_id = $1 AND user_id = $2`,
        [round.sessionId, players[0].user.id],
      );
      expect(Number(left[0].stake)).toBe(0);
    }
  });

  it('answers the bet limits and the round timing to anybody at /config, following what the operator sets', async () => {
    // startGameApp's rounds: 0.8 s of bets, 0.2 s of result.
    const timing = { bettingSeconds: 0.8, resultSeconds: 0.2 };
    const limits = async (game: string) => t.app.inject({ method: 'GET', url: url(`/game-${game}/config`) });
    for (const game of ['taixiu', 'xocdia'] as const) {
      const response = await limits(game);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, data: { gameType: game, ...GAME_CONFIG_DEFAULTS, ...timing } });
      expect(GAME_PATHS.config(game)).toBe(`/game-${game}/config`);
    }
    const admin = await adminHeaders(t.app);
    const operatorId = await testOperatorId(t.db);
    const put = async (body: object) => {
      const to = url(GAME_PATHS.adminConfig('xocdia'));
      const stepUp = await stepUpFor(t.db, operatorId, 'PUT', to);
      return t.app.inject({ method: 'PUT', url: to, headers: { ...admin, ...stepUp }, payload: body });
    };
    expect((await put({ minBet: 5_000, maxBet: 40_000, maxRoundTotal: 90_000 })).statusCode).toBe(200);
    try {
      expect((await limits('xocdia')).json().data).toEqual({
        gameType: 'xocdia',
        minBet: 5_000,
        maxBet: 40_000,
        maxRoundTotal: 90_000,
        ...timing,
      });
      expect((await limits('taixiu')).json().data.minBet).toBe(GAME_CONFIG_DEFAULTS.minBet);
    } finally {
      await put({ ...GAME_CONFIG_DEFAULTS });
    }
    expect((await limits('poker')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: url('/game-taixiu/config'), payload: { minBet: 1 } })).statusCode).toBe(404);
  });

  it('cancels only your own bet, only during betting, refunding once', async () => {
    const p = await newPlayer(100_000);
    const other = await newPlayer(100_000);
    const round = await bettingRound(t.app, 'taixiu', 600);
    const placed = (await placeBet(t.app, p, 'taixiu', { sessionId: round.sessionId, side: 'tai', amount: 40_000 })).json().data;
    const kept = (await placeBet(t.app, p, 'taixiu', { sessionId: round.sessionId, side: 'xiu', amount: 10_000 })).json().data;
    expect(await walletBalance(t.app, p.user.id)).toBe(50_000);

    expect((await cancelBet(t.app, other, 'taixiu', placed.betId)).statusCode).toBe(404);
    expect((await cancelBet(t.app, { token: p.token, csrf: null }, 'taixiu', placed.betId)).statusCode).toBe(403);
    expect((await cancelBet(t.app, p, 'xocdia', placed.betId)).statusCode).toBe(404);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
      expect((await cancelBet(t.app, p, 'taixiu', bad)).statusCode).toBe(400);
    }
    const cancelled = await cancelBet(t.app, p, 'taixiu', placed.betId);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ betId: placed.betId, newBalance: 90_000 });
    const again = await cancelBet(t.app, p, 'taixiu', placed.betId);
    expect(again.statusCode).toBe(409);
    expect(await walletBalance(t.app, p.user.id)).toBe(90_000);
    expect(await walletBalance(t.app, other.user.id)).toBe(100_000);
    expect(await transferCount(t.app, `refund:${placed.betId}`)).toBe(1);

    await afterBetting(t.app, 'taixiu', round.sessionId);
    const late = await cancelBet(t.app, p, 'taixiu', kept.betId);
    expect(late.statusCode).toBe(409);
    expect(await transferCount(t.app, `refund:${kept.betId}`)).toBe(0);
    const result = await settledResult(t.app, 'taixiu', round.sessionId);
    expect(await walletBalance(t.app, p.user.id)).toBe(90_000 + (result.winningSides.includes('xiu') ? 19_800 : 0));
  });

  it('refuses a self-excluded player', async () => {
    const p = await newPlayer(100_000);
    await t.app.db.query(`INSERT INTO responsible_gaming (user_id, self_excluded_until) VALUES ($1, now() + interval '1 day')`, [
      p.user.id,
    ]);
    const round = await bettingRound(t.app, 'taixiu');
    const response = await placeBet(t.app, p, 'taixiu', { sessionId: round.sessionId, side: 'tai', amount: 10_000 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/tự loại trừ/);
    expect(await walletBalance(t.app, p.user.id)).toBe(100_000);
  });

  it("runs each player's stakes, refunds and payouts through their own house shard; the house is the sum of its shards", async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => newPlayer(1_000_000)));
    const round = await bettingRound(t.app, 'taixiu', 600);
    const betIds: number[] = [];
    await Promise.all(
      players.map(async (p, i) => {
        for (const side of ['tai', 'xiu'] as const) {
          const r = await placeBet(t.app, p, 'taixiu', { sessionId: round.sessionId, side, amount: 10_000 + i });
          expect(r.statusCode).toBe(200);
          betIds.push(r.json().data.betId);
          // The first player takes their tài bet back: its refund goes through the same shard.
          if (i === 0 && side === 'tai') expect((await cancelBet(t.app, p, 'taixiu', r.json().data.betId)).statusCode).toBe(200);
        }
      }),
    );
    await settledResult(t.app, 'taixiu', round.sessionId);

    // Every transfer of these bets has the house side on the bettor's shard of house_taixiu.
    const { rows } = await t.app.db.query<{ key: string; user_id: number; shard: number; kind: string }>(
      `SELECT DISTINCT t.idempotency_key AS key, b.user_id, h.shard, h.kind
       FROM game_bets b
       JOIN transfers t ON t.idempotency_key IN ('bet:' || b.id, 'refund:' || b.id, 'payout:' || b.game || ':' || b.session_id || ':' || b.user_id)
       JOIN accounts h ON h.id IN (t.debit_account_id, t.credit_account_id) AND h.user_id IS NULL
       WHERE b.id = ANY($1::bigint[])`,
      [betIds],
    );
    // Six stakes each side, one refund, and a payout for each player who won (one side of each pair).
    expect(rows.filter((r) => r.key.startsWith('bet:'))).toHaveLength(12);
    expect(rows.filter((r) => r.key.startsWith('refund:'))).toHaveLength(1);
    expect(rows.filter((r) => r.key.startsWith('payout:')).length).toBeGreaterThanOrEqual(5);
    for (const row of rows) {
      expect(row.kind).toBe('house_taixiu');
      expect(Number(row.shard)).toBe(houseShardOf(Number(row.user_id)));
    }

    // The operator's house balance adds the shards up (one snapshot for both reads).
    const [summed, shardRows] = await t.app.db.tx(async (q) => {
      await q.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
      const house = await houseBalance(q);
      const shards = await q.query<{ kind: string; shard: number; balance: number }>(
        `SELECT kind, shard, balance FROM accounts WHERE kind IN ('house_taixiu', 'house_xocdia') ORDER BY kind, shard`,
      );
      return [house, shards.rows] as const;
    });
    const taixiuShards = shardRows.filter((r) => r.kind === 'house_taixiu');
    expect(taixiuShards.map((r) => Number(r.shard))).toEqual(Array.from({ length: HOUSE_SHARDS }, (_, i) => i));
    expect(summed.accounts.house_taixiu).toBe(taixiuShards.reduce((a, r) => a + Number(r.balance), 0));
    expect(summed.accounts.house_xocdia).toBe(
      shardRows.filter((r) => r.kind === 'house_xocdia').reduce((a, r) => a + Number(r.balance), 0),
    );
    expect((await ledgerCheck(t.app)).ok).toBe(true);
  });

  it('settles a busy round exactly: every wallet and the house add up, the ledger checks out', async () => {
    const players = await Promise.all(Array.from({ length: 4 }, () => newPlayer(1_000_000)));
    const round = await bettingRound(t.app, 'xocdia', 600);
    const sides = ['chan', 'le', 'four_red', 'four_white', 'three_red', 'three_white'] as const;
    const { rows: houseBefore } = await t.app.db.query<{ balance: number }>(
      `SELECT sum(balance)::bigint AS balance FROM accounts WHERE kind = 'house_xocdia'`,
    );
    const stakes: Array<{ userId: number; side: (typeof sides)[number]; amount: number }> = [];
    await Promise.all(
      players.map(async (p, i) => {
        for (let j = 0; j < 3; j++) {
          const side = sides[(i + j) % sides.length];
          const amount = 1_000 * (i + 1) + 333 * j + 7;
          const r = await placeBet(t.app, p, 'xocdia', { sessionId: round.sessionId, side, amount });
          expect(r.statusCode).toBe(200);
          stakes.push({ userId: p.user.id, side, amount });
        }
      }),
    );
    const result: RoundResultDto = await settledResult(t.app, 'xocdia', round.sessionId);
    // Each bet's own row: won or lost by its side, paid by its side and stake (the settlement marks
    // them by side and stake, all in one statement).
    const { rows: betRows } = await t.app.db.query<{
      user_id: number;
      side: (typeof sides)[number];
      amount: number;
      status: string;
      payout: number;
    }>(`SELECT user_id, side, amount, status, payout FROM game_bets WHERE game = 'xocdia' AND session_id = $1`, [round.sessionId]);
    expect(betRows).toHaveLength(stakes.length);
    for (const bet of betRows) {
      const won = result.winningSides.includes(bet.side);
      expect(stakes).toContainEqual({ userId: Number(bet.user_id), side: bet.side, amount: Number(bet.amount) });
      expect({ status: bet.status, payout: Number(bet.payout) }).toEqual({
        status: won ? 'won' : 'lost',
        payout: won ? payoutFor('xocdia', bet.side, Number(bet.amount)) : 0,
      });
    }
    let houseDelta = 0;
    for (const p of players) {
      const mine = stakes.filter((s) => s.userId === p.user.id);
      const staked = mine.reduce((a, s) => a + s.amount, 0);
      const paid = mine.reduce((a, s) => a + (result.winningSides.includes(s.side) ? payoutFor('xocdia', s.side, s.amount) : 0), 0);
      expect(await walletBalance(t.app, p.user.id)).toBe(1_000_000 - staked + paid);
      houseDelta += staked - paid;
    }
    const { rows: houseAfter } = await t.app.db.query<{ balance: number }>(
      `SELECT sum(balance)::bigint AS balance FROM accounts WHERE kind = 'house_xocdia'`,
    );
    expect(Number(houseAfter[0].balance) - Number(houseBefore[0].balance)).toBe(houseDelta);
    expect((await ledgerCheck(t.app)).ok).toBe(true);
  });
});

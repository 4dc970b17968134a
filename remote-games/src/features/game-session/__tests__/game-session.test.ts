import { waitFor } from '@testing-library/react';
import { ref } from 'valtio';
import { balanceStore, configureApi, notify, realtimeStore, sessionStore, setBalance, type AppSocket } from '@app/shared';
import { type RoundResultDto, type RoundStatusDto } from '@app/shared/signed-in';
import { fakeServer, json } from '@app/shared/test-utils';
import { forgetGameCsrfToken } from '../../../api/game-csrf-token';
import { createGameSession } from '../game-session';

const ok = <T>(data: T) => json(200, { success: true, data, message: 'OK' });

const status = (over: Partial<RoundStatusDto> = {}): RoundStatusDto => ({
  gameType: 'taixiu',
  sessionId: 10,
  phase: 'betting',
  endsAt: 1_000_000 + 30_000,
  bettingEndsAt: 1_000_000 + 30_000,
  resultEndsAt: 1_000_000 + 45_000,
  serverNow: 1_000_000,
  previousSeed: 'ab'.repeat(32),
  chainId: 1,
  totals: { tai: { amount: 0, players: 0 }, xiu: { amount: 0, players: 0 } },
  result: null,
  pausedAt: null,
  ...over,
});

const result = (roundId: number): RoundResultDto => ({
  gameType: 'taixiu',
  sessionId: roundId,
  dice: [6, 5, 4],
  outcome: 'tai',
  winningSides: ['tai'],
  seed: 'cd'.repeat(32),
  previousSeed: 'ab'.repeat(32),
  chainId: 1,
  chainIndex: roundId,
  settledAt: 1,
});

// A socket stand-in: records emits, and lets the test deliver server events.
function fakeSocket() {
  const handlers = new Map<string, Array<(p: unknown) => void>>();
  const emitted: Array<[string, unknown]> = [];
  const socket = {
    connected: true,
    on: (e: string, h: (p: unknown) => void) => handlers.set(e, [...(handlers.get(e) ?? []), h]),
    off: (e: string, h: (p: unknown) => void) =>
      handlers.set(
        e,
        (handlers.get(e) ?? []).filter((x) => x !== h),
      ),
    emit: (e: string, p: unknown) => emitted.push([e, p]),
  };
  const deliver = (e: string, p: unknown) => (handlers.get(e) ?? []).forEach((h) => h(p));
  return { socket, emitted, deliver, handlers };
}

let server: ReturnType<typeof fakeServer>;
let io: ReturnType<typeof fakeSocket>;
const flush = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  server = fakeServer();
  configureApi({ baseUrl: 'http://localhost/api', fetch: server.fetch });
  forgetGameCsrfToken();
  io = fakeSocket();
  realtimeStore.socket = ref(io.socket) as unknown as AppSocket;
  setBalance(1_000_000, 'test');
  jest.spyOn(notify, 'success').mockImplementation(() => undefined);
  jest.spyOn(notify, 'error').mockImplementation(() => undefined);
  server.on('GET', '/game-taixiu/current', () => ok(status()));
  server.on('GET', '/game-taixiu/history', () => ok([result(9), result(8)]));
  server.on('GET', '/game-taixiu/config', () =>
    ok({ gameType: 'taixiu', minBet: 1000, maxBet: 5_000_000, maxRoundTotal: 10_000_000, updatedAt: 'x' }),
  );
  server.on('GET', '/game-taixiu/my-bets', () =>
    ok([
      { betId: 5, sessionId: 10, side: 'tai', amount: 20_000, status: 'placed', payout: 0, createdAt: 1 },
      { betId: 4, sessionId: 9, side: 'xiu', amount: 10_000, status: 'lost', payout: 0, createdAt: 1 },
    ]),
  );
  server.on('GET', '/game-taixiu/csrf-token', () => json(200, { success: true, csrf_token: 'tok-1', expires_in: 3600 }));
});
afterEach(() => {
  realtimeStore.socket = null;
  jest.restoreAllMocks();
});

async function started() {
  const session = createGameSession('taixiu');
  session.start();
  await flush();
  await flush();
  return session;
}

it('joins the game room, loads the round, history, limits and the open bets of this round only', async () => {
  const session = await started();
  expect(io.emitted.map(([e]) => e)).toEqual(['join_game', 'getCurrentSessionId', 'getSessionStatus']);
  expect(io.emitted[0][1]).toEqual({ gameType: 'taixiu' });
  const { view } = session;
  expect(view.status).toBe('ready');
  expect(view.roundId).toBe(10);
  expect(view.history.map((r) => r.sessionId)).toEqual([9, 8]);
  expect(view.limits).toEqual({ minBet: 1000, maxBet: 5_000_000, maxRoundTotal: 10_000_000 });
  expect(view.myBets).toEqual([{ betId: 5, side: 'tai', amount: 20_000, state: 'placed' }]);
  // The offset is the server clock minus ours, whatever the machine's clock says.
  expect(Math.abs(view.clockOffsetMs - (1_000_000 - Date.now()))).toBeLessThan(1_000);
  session.stop();
  expect(io.emitted.at(-1)).toEqual(['leave_game', { gameType: 'taixiu' }]);
});

it('follows the round over the socket: results, a new round clearing the bets, stale and foreign events ignored', async () => {
  const session = await started();
  const { view } = session;
  io.deliver('sessionTotals', { gameType: 'taixiu', sessionId: 10, totals: { tai: { amount: 70_000, players: 2 } } });
  expect(view.totals.tai).toEqual({ amount: 70_000, players: 2 });
  io.deliver('roundResult', { ...result(10), gameType: 'xocdia' });
  expect(view.result).toBeNull();
  io.deliver('roundResult', result(10));
  expect(view.phase).toBe('result');
  expect(view.result?.sessionId).toBe(10);
  io.deliver('roundResult', result(10));
  expect(view.history.map((r) => r.sessionId)).toEqual([10, 9, 8]);
  io.deliver('betSettled', { gameType: 'taixiu', sessionId: 10, bets: [], totalStake: 20_000, totalPayout: 39_600 });
  expect(view.settled?.totalPayout).toBe(39_600);

  io.deliver('sessionStatus', status({ sessionId: 11, serverNow: 1_060_000 }));
  expect(view.roundId).toBe(11);
  expect(view.phase).toBe('betting');
  expect(view.myBets).toEqual([]);
  expect(view.result).toBeNull();
  expect(view.settled).toBeNull();
  // An older round's status arriving late changes nothing.
  io.deliver('sessionStatus', status({ sessionId: 10, phase: 'result' }));
  expect(view.roundId).toBe(11);
  expect(view.phase).toBe('betting');
  session.stop();
});

it('places a bet with the CSRF token and an idempotency key, updating bets and balance; a refused token is fetched again once', async () => {
  const session = await started();
  let calls = 0;
  server.on('POST', '/game-taixiu/bet', (seen) => {
    calls += 1;
    if (calls === 1)
      return json(403, { success: false, error: 'CSRF_INVALID', message: 'Mã bảo mật (CSRF) không hợp lệ hoặc đã hết hạn.' });
    const body = JSON.parse(seen.body);
    return ok({
      betId: 6,
      gameType: 'taixiu',
      sessionId: body.sessionId,
      side: body.side,
      amount: body.amount,
      newBalance: 950_000,
      replayed: false,
    });
  });
  expect(await session.actions.placeBet('xiu', 50_000)).toBe(true);
  const bets = server.seen.filter((s) => s.method === 'POST');
  expect(bets).toHaveLength(2);
  expect(JSON.parse(bets[1].body)).toMatchObject({
    sessionId: 10,
    side: 'xiu',
    amount: 50_000,
    idempotencyKey: expect.stringMatching(/^taixiu-10-/),
  });
  expect(server.calls('GET', '/game-taixiu/csrf-token')).toHaveLength(2);
  expect(session.view.myBets.map((b) => b.betId)).toEqual([5, 6]);
  // No balance arrived while it was under way: the answer's is shown (its balanceUpdate may never
  // come, if the node died after answering).
  expect(balanceStore.balance).toBe(950_000);
  expect(session.view.sending).toBe(false);
  session.stop();
});

it("shows a side's total with the player's accepted bet in it until the server's totals count it, never twice", async () => {
  const session = await started();
  const { view } = session;
  // Loaded: 20.000 đ of the player's on tài that /current's totals (all zero) did not count yet.
  expect(view.totals.tai).toEqual({ amount: 20_000, players: 1 });
  io.deliver('sessionTotals', {
    gameType: 'taixiu',
    sessionId: 10,
    totals: { tai: { amount: 20_000, players: 1 }, xiu: { amount: 300_000, players: 2 } },
  });
  server.on('POST', '/game-taixiu/bet', (seen) => {
    const body = JSON.parse(seen.body);
    return ok({ betId: 6, gameType: 'taixiu', sessionId: 10, side: body.side, amount: body.amount, newBalance: 950_000, replayed: false });
  });
  expect(await session.actions.placeBet('xiu', 50_000)).toBe(true);
  expect(view.totals.xiu).toEqual({ amount: 350_000, players: 3 });
  // Its betPlaced after the answer: the same bet, not another.
  io.deliver('betPlaced', { betId: 6, gameType: 'taixiu', sessionId: 10, side: 'xiu', amount: 50_000 });
  expect(view.totals.xiu).toEqual({ amount: 350_000, players: 3 });
  // Totals read before the bet committed, arriving after it: still not under the player's stake.
  io.deliver('sessionTotals', {
    gameType: 'taixiu',
    sessionId: 10,
    totals: { tai: { amount: 20_000, players: 1 }, xiu: { amount: 0, players: 0 } },
  });
  expect(view.totals.xiu).toEqual({ amount: 50_000, players: 1 });
  // The totals that count it replace the addition.
  io.deliver('sessionTotals', {
    gameType: 'taixiu',
    sessionId: 10,
    totals: { tai: { amount: 20_000, players: 1 }, xiu: { amount: 350_000, players: 3 } },
  });
  expect(view.totals.xiu).toEqual({ amount: 350_000, players: 3 });
  session.stop();
});

it('drops the addition of a bet when no totals came for it in time, keeping the floor of the stake', async () => {
  const session = await started();
  const { view } = session;
  io.deliver('sessionTotals', {
    gameType: 'taixiu',
    sessionId: 10,
    totals: { tai: { amount: 20_000, players: 1 }, xiu: { amount: 300_000, players: 2 } },
  });
  io.deliver('betPlaced', { betId: 7, gameType: 'taixiu', sessionId: 10, side: 'xiu', amount: 10_000 });
  expect(view.totals.xiu).toEqual({ amount: 310_000, players: 3 });
  // Totals that came before its betPlaced may have counted it already: it is not added forever.
  await new Promise((r) => setTimeout(r, 1_600));
  expect(view.totals.xiu).toEqual({ amount: 300_000, players: 2 });
  session.stop();
});

it("leaves the answer's balance aside when another arrived while the bet was under way", async () => {
  const session = await started();
  server.on('POST', '/game-taixiu/bet', (seen) => {
    // A payout's balanceUpdate, read after the bet committed, overtakes the bet's answer.
    setBalance(1_030_000, 'socket');
    const body = JSON.parse(seen.body);
    return ok({
      betId: 6,
      gameType: 'taixiu',
      sessionId: body.sessionId,
      side: body.side,
      amount: body.amount,
      newBalance: 950_000,
      replayed: false,
    });
  });
  expect(await session.actions.placeBet('xiu', 50_000)).toBe(true);
  expect(balanceStore.balance).toBe(1_030_000);
  session.stop();
});

it('sends a bet whose answer was lost again with the same key, saying so meanwhile, and places it once', async () => {
  const session = await started();
  const keys: string[] = [];
  server.on('POST', '/game-taixiu/bet', (seen) => {
    const body = JSON.parse(seen.body);
    keys.push(body.idempotencyKey);
    // The node that took the first copy died before answering: nginx says 502.
    if (keys.length === 1) return json(502, { message: 'Bad Gateway' });
    return ok({ betId: 7, gameType: 'taixiu', sessionId: 10, side: 'tai', amount: 20_000, newBalance: 980_000, replayed: true });
  });
  // The first copy's node may have died before its balanceUpdate: the page reads the balance itself.
  server.on('GET', '/core/balance', () => json(200, { success: true, data: { balance: 980_000 } }));
  sessionStore.token = 'player-token';
  const placing = session.actions.placeBet('tai', 20_000);
  await waitFor(() => expect(session.view.retrying).toBe(true));
  expect(await placing).toBe(true);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(session.view.retrying).toBe(false);
  expect(session.view.myBets.map((b) => b.betId)).toEqual([5, 7]);
  expect(notify.error).not.toHaveBeenCalled();
  await waitFor(() => expect(balanceStore.balance).toBe(980_000));
  sessionStore.token = null;
  session.stop();
});

it('shows a refused bet as the server worded it and changes nothing', async () => {
  const session = await started();
  server.on('POST', '/game-taixiu/bet', () =>
    json(409, { success: false, error: 'BETTING_CLOSED', message: 'Đã hết thời gian đặt cược cho phiên này' }),
  );
  expect(await session.actions.placeBet('tai', 10_000)).toBe(false);
  expect(notify.error).toHaveBeenCalledWith('Đã hết thời gian đặt cược cho phiên này');
  expect(session.view.myBets).toHaveLength(1);
  expect(balanceStore.balance).toBe(1_000_000);
  session.stop();
});

it('a cancel whose answer is lost is sent again, and a copy that finds the bet cancelled counts as done', async () => {
  const session = await started();
  let copies = 0;
  server.on('DELETE', '/game-taixiu/bet/5', () =>
    ++copies === 1
      ? json(502, { message: 'Bad Gateway' })
      : json(409, { success: false, error: 'BET_CANCELLED', message: 'Lượt cược đã được hủy trước đó' }),
  );
  server.on('GET', '/core/balance', () => json(200, { success: true, data: { balance: 1_020_000 } }));
  sessionStore.token = 'player-token';
  await session.actions.cancelBet(5);
  expect(copies).toBe(2);
  expect(session.view.myBets).toHaveLength(0);
  expect(notify.error).not.toHaveBeenCalled();
  await waitFor(() => expect(balanceStore.balance).toBe(1_020_000));
  sessionStore.token = null;
  session.stop();
});

it('cancels a bet, and puts it back when the server refuses', async () => {
  const session = await started();
  server.on('DELETE', '/game-taixiu/bet/5', () =>
    json(409, { success: false, error: 'BETTING_CLOSED', message: 'Đã hết thời gian hủy cược cho phiên này' }),
  );
  await session.actions.cancelBet(5);
  expect(session.view.myBets).toEqual([{ betId: 5, side: 'tai', amount: 20_000, state: 'placed' }]);
  expect(notify.error).toHaveBeenCalledWith('Đã hết thời gian hủy cược cho phiên này');
  server.on('DELETE', '/game-taixiu/bet/5', () => ok({ betId: 5, gameType: 'taixiu', sessionId: 10, newBalance: 1_020_000 }));
  // Without a socket no balanceUpdate will come: the balance is read again.
  io.socket.connected = false;
  sessionStore.token = 'player-token';
  server.on('GET', '/core/balance', () => json(200, { success: true, data: { balance: 1_020_000 } }));
  await session.actions.cancelBet(5);
  expect(session.view.myBets).toEqual([]);
  await flush();
  expect(balanceStore.balance).toBe(1_020_000);
  sessionStore.token = null;
  session.stop();
});

it('after an idle kick stops re-joining until the player comes back', async () => {
  const session = await started();
  io.deliver('idleAutoKick', {
    gameType: 'taixiu',
    message: 'Bạn đã không đặt cược trong 5 phiên liên tiếp nên đã được mời rời bàn chơi.',
  });
  expect(session.view.kicked).toMatch(/5 phiên/);
  io.emitted.length = 0;
  session.actions.rejoin();
  expect(session.view.kicked).toBeNull();
  expect(io.emitted[0]).toEqual(['join_game', { gameType: 'taixiu' }]);
  session.stop();
});

it('a touch on the visible page tells the server once a round that the table is watched; a hidden page or a kicked seat says nothing', async () => {
  const session = await started();
  io.emitted.length = 0;
  const watched = () => io.emitted.filter(([e]) => e === 'table_active');
  window.dispatchEvent(new Event('pointerdown'));
  window.dispatchEvent(new Event('scroll'));
  expect(watched()).toEqual([['table_active', { gameType: 'taixiu' }]]);
  // The round's result: watched, so the page's own count stays where it was.
  io.deliver('roundResult', result(10));
  expect(session.view.inactiveRounds).toBe(0);
  // A new round: said again at the next touch, not before.
  io.deliver('sessionStatus', status({ sessionId: 11 }));
  expect(watched()).toHaveLength(1);
  const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  window.dispatchEvent(new Event('keydown'));
  expect(watched()).toHaveLength(1);
  visibility.mockRestore();
  window.dispatchEvent(new Event('keydown'));
  expect(watched()).toHaveLength(2);
  io.deliver('idleAutoKick', { gameType: 'taixiu', message: 'x' });
  io.deliver('sessionStatus', status({ sessionId: 12 }));
  window.dispatchEvent(new Event('pointerdown'));
  expect(watched()).toHaveLength(2);
  session.stop();
  // Stopped: touches are not listened to any more.
  window.dispatchEvent(new Event('pointerdown'));
  expect(watched()).toHaveLength(2);
});

it("opens for bets with the round and the limits, the rounds played and the player's bets following; their failure is an error", async () => {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  server.on('GET', '/game-taixiu/history', async () => {
    await held;
    return ok([result(9), result(8)]);
  });
  const session = await started();
  const { view } = session;
  expect(view.status).toBe('ready');
  expect(view.listsLoading).toBe(true);
  expect(view.limits?.maxBet).toBe(5_000_000);
  expect(view.history).toEqual([]);
  expect(view.myBets).toEqual([]);
  release();
  await flush();
  await flush();
  expect(view.listsLoading).toBe(false);
  expect(view.history.map((r) => r.sessionId)).toEqual([9, 8]);
  expect(view.myBets).toEqual([{ betId: 5, side: 'tai', amount: 20_000, state: 'placed' }]);
  session.stop();

  server.on('GET', '/game-taixiu/history', () => json(500, { success: false, message: 'Lỗi máy chủ' }));
  const failed = await started();
  expect(failed.view.status).toBe('error');
  failed.stop();
});

it('shows a load error with the way back', async () => {
  server.on('GET', '/game-taixiu/current', () => json(404, { success: false, message: 'Không tìm thấy phiên cược' }));
  const session = await started();
  expect(session.view.status).toBe('error');
  expect(session.view.error).toBe('Không tìm thấy phiên cược');
  server.on('GET', '/game-taixiu/current', () => ok(status()));
  session.actions.retry();
  await flush();
  await flush();
  expect(session.view.status).toBe('ready');
  session.stop();
});

it('a slow load does not take the table back from the result to betting, nor drop a bet placed meanwhile', async () => {
  const session = await started();
  const { view } = session;
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  server.on('GET', '/game-taixiu/my-bets', async () => {
    await held;
    return ok([{ betId: 5, sessionId: 10, side: 'tai', amount: 20_000, status: 'placed', payout: 0, createdAt: 1 }]);
  });
  session.actions.retry();
  await flush();
  // While /my-bets hangs: a bet lands, then the round's result arrives over the socket.
  io.deliver('betPlaced', { betId: 7, gameType: 'taixiu', sessionId: 10, side: 'xiu', amount: 30_000, newBalance: 1, replayed: false });
  io.deliver('roundResult', result(10));
  io.deliver('sessionStatus', status({ phase: 'result', serverNow: 1_030_001, endsAt: 1_045_000, result: result(10) }));
  release();
  await flush();
  await flush();
  expect(view.phase).toBe('result');
  expect(view.result?.sessionId).toBe(10);
  expect(view.myBets.map((b) => b.betId)).toEqual([5, 7]);
  session.stop();
});

it('loaded in the result phase (a reconnect after betSettled went out), shows the win or loss from the bets', async () => {
  server.on('GET', '/game-taixiu/current', () =>
    ok(status({ phase: 'result', serverNow: 1_030_001, endsAt: 1_045_000, result: result(10) })),
  );
  server.on('GET', '/game-taixiu/my-bets', () =>
    ok([
      { betId: 6, sessionId: 10, side: 'xiu', amount: 5_000, status: 'lost', payout: 0, createdAt: 2 },
      { betId: 5, sessionId: 10, side: 'tai', amount: 20_000, status: 'won', payout: 39_600, createdAt: 1 },
      { betId: 4, sessionId: 9, side: 'tai', amount: 10_000, status: 'won', payout: 19_800, createdAt: 1 },
      { betId: 3, sessionId: 10, side: 'tai', amount: 1_000, status: 'cancelled', payout: 0, createdAt: 1 },
    ]),
  );
  const session = await started();
  const { view } = session;
  expect(view.phase).toBe('result');
  expect(view.settled).toEqual({
    gameType: 'taixiu',
    sessionId: 10,
    bets: [
      { betId: 6, side: 'xiu', amount: 5_000, payout: 0, status: 'lost' },
      { betId: 5, side: 'tai', amount: 20_000, payout: 39_600, status: 'won' },
    ],
    totalStake: 25_000,
    totalPayout: 39_600,
  });
  // Its bets stay listed, as they do when the round settles while the page watches.
  expect(view.myBets.map((b) => b.betId)).toEqual([5, 6]);
  // Bets not yet settled when read (the answer raced the settlement): nothing is made up.
  server.on('GET', '/game-taixiu/my-bets', () =>
    ok([{ betId: 5, sessionId: 10, side: 'tai', amount: 20_000, status: 'placed', payout: 0, createdAt: 1 }]),
  );
  const again = await started();
  expect(again.view.settled).toBeNull();
  again.stop();
  // A full page of bets all in this round may have cut some off: no partial sum is shown.
  server.on('GET', '/game-taixiu/my-bets', () =>
    ok(
      Array.from({ length: 50 }, (_, i) => ({
        betId: 100 - i,
        sessionId: 10,
        side: 'tai',
        amount: 1_000,
        status: 'won',
        payout: 1_980,
        createdAt: 1,
      })),
    ),
  );
  const full = await started();
  expect(full.view.settled).toBeNull();
  full.stop();
  session.stop();
});

it('a bet cancelled while a load is in flight stays cancelled', async () => {
  const session = await started();
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  server.on('GET', '/game-taixiu/my-bets', async () => {
    await held;
    return ok([{ betId: 5, sessionId: 10, side: 'tai', amount: 20_000, status: 'placed', payout: 0, createdAt: 1 }]);
  });
  session.actions.retry();
  await flush();
  io.deliver('betCancelled', { betId: 5, gameType: 'taixiu', sessionId: 10, newBalance: 1 });
  release();
  await flush();
  await flush();
  expect(session.view.myBets).toEqual([]);
  session.stop();
});

it('pages back through older rounds with before, until the first round', async () => {
  const session = await started();
  const seen: string[] = [];
  server.on('GET', '/game-taixiu/history', (req) => {
    seen.push(req.path);
    return ok(req.path.includes('before=8') ? [result(7), result(6)] : []);
  });
  await session.actions.loadOlder();
  expect(seen[0]).toContain('before=8');
  expect(session.view.history.map((r) => r.sessionId)).toEqual([9, 8, 7, 6]);
  // Fewer than a page came back: that was the start of the game.
  expect(session.view.older).toBe('done');
  await session.actions.loadOlder();
  expect(seen).toHaveLength(1);
  session.stop();
});

it("goes from one round's result to the next round's betting when currentSessionId comes before the status", async () => {
  const session = await started();
  const { view } = session;
  io.deliver('roundResult', result(10));
  io.deliver('sessionStatus', status({ phase: 'result', serverNow: 1_030_001, endsAt: 1_045_000, result: result(10) }));
  expect(view.phase).toBe('result');
  // The server announces a new round with currentSessionId, then its sessionStatus.
  io.deliver('currentSessionId', { gameType: 'taixiu', sessionId: 11 });
  io.deliver('sessionStatus', status({ sessionId: 11, serverNow: 1_045_001, endsAt: 1_090_000 }));
  expect(view.roundId).toBe(11);
  expect(view.phase).toBe('betting');
  expect(view.endsAt).toBe(1_090_000);
  expect(view.result).toBeNull();
  session.stop();
});

it('keeps the inactivity record: rounds watched without a bet add up, a bet starts it again', async () => {
  localStorage.clear();
  const session = await started();
  const { view } = session;
  // Round 10 has the player's bet 5 (loaded): it is activity.
  io.deliver('roundResult', result(10));
  expect(view.inactiveRounds).toBe(0);
  for (const id of [11, 12, 13, 14]) {
    io.deliver('sessionStatus', status({ sessionId: id, serverNow: 1_000_000 + id }));
    io.deliver('roundResult', result(id));
  }
  expect(view.inactiveRounds).toBe(4);
  expect(JSON.parse(localStorage.getItem('game-inactivity-taixiu')!)).toMatchObject({ consecutiveInactiveSessions: 4, lastSessionId: 14 });
  io.deliver('sessionStatus', status({ sessionId: 15, serverNow: 1_000_015 }));
  server.on('POST', '/game-taixiu/bet', () =>
    ok({ betId: 9, gameType: 'taixiu', sessionId: 15, side: 'tai', amount: 1000, newBalance: 1, replayed: false }),
  );
  await session.actions.placeBet('tai', 1000);
  expect(view.inactiveRounds).toBe(0);
  session.stop();
});

describe('"Cược lại"', () => {
  // The server's answer to a bet: what it was sent, as the next bet id.
  function acceptBets(keys: string[] = []) {
    let betId = 20;
    server.on('POST', '/game-taixiu/bet', (seen) => {
      const body = JSON.parse(seen.body);
      keys.push(body.idempotencyKey);
      betId += 1;
      return ok({
        betId,
        gameType: 'taixiu',
        sessionId: body.sessionId,
        side: body.side,
        amount: body.amount,
        newBalance: 1,
        replayed: false,
      });
    });
    return keys;
  }
  const posted = () => server.seen.filter((s) => s.method === 'POST').map((s) => JSON.parse(s.body));

  it("knows the player's last round before this one from the bets read, leaving cancelled ones out", async () => {
    server.on('GET', '/game-taixiu/my-bets', () =>
      ok([
        { betId: 9, sessionId: 10, side: 'tai', amount: 20_000, status: 'placed', payout: 0, createdAt: 3 },
        { betId: 8, sessionId: 8, side: 'tai', amount: 5_000, status: 'cancelled', payout: 0, createdAt: 2 },
        { betId: 7, sessionId: 8, side: 'xiu', amount: 30_000, status: 'won', payout: 59_400, createdAt: 2 },
        { betId: 6, sessionId: 8, side: 'tai', amount: 10_000, status: 'lost', payout: 0, createdAt: 2 },
        { betId: 3, sessionId: 7, side: 'tai', amount: 1_000, status: 'lost', payout: 0, createdAt: 1 },
      ]),
    );
    const session = await started();
    // Round 9 was watched without a bet: the last one played is 8, in the order its bets were placed.
    expect(session.view.lastRoundBets).toEqual({
      roundId: 8,
      bets: [
        { side: 'tai', amount: 10_000 },
        { side: 'xiu', amount: 30_000 },
      ],
    });
    session.stop();
    // A full page ending in that round may have cut some of its bets off: nothing is made up.
    server.on('GET', '/game-taixiu/my-bets', () =>
      ok(
        Array.from({ length: 50 }, (_, i) => ({
          betId: 100 - i,
          sessionId: i < 10 ? 10 : 9,
          side: 'tai',
          amount: 1_000,
          status: 'lost',
          payout: 0,
          createdAt: 1,
        })),
      ),
    );
    const full = await started();
    expect(full.view.lastRoundBets).toBeNull();
    full.stop();
  });

  it("keeps a round's bets when the next one opens, and a round watched without a bet keeps the one before", async () => {
    const session = await started();
    const { view } = session;
    expect(view.lastRoundBets).toEqual({ roundId: 9, bets: [{ side: 'xiu', amount: 10_000 }] });
    io.deliver('betPlaced', { betId: 7, gameType: 'taixiu', sessionId: 10, side: 'xiu', amount: 30_000, newBalance: 1, replayed: false });
    io.deliver('roundResult', result(10));
    io.deliver('sessionStatus', status({ sessionId: 11, serverNow: 1_060_000 }));
    const round10 = {
      roundId: 10,
      bets: [
        { side: 'tai', amount: 20_000 },
        { side: 'xiu', amount: 30_000 },
      ],
    };
    expect(view.lastRoundBets).toEqual(round10);
    io.deliver('roundResult', result(11));
    io.deliver('sessionStatus', status({ sessionId: 12, serverNow: 1_120_000 }));
    expect(view.lastRoundBets).toEqual(round10);
    // A reload in round 12 reads round 10 again from the server (its page of bets): no change.
    session.actions.retry();
    await flush();
    await flush();
    expect(view.lastRoundBets).toEqual(round10);
    session.stop();
  });

  it('places each bet of the last round in this one, through the bet path, each with its own key', async () => {
    const session = await started();
    const { view } = session;
    io.deliver('betPlaced', { betId: 7, gameType: 'taixiu', sessionId: 10, side: 'xiu', amount: 30_000, newBalance: 1, replayed: false });
    io.deliver('sessionStatus', status({ sessionId: 11, serverNow: 1_060_000 }));
    const keys = acceptBets();
    server.seen.length = 0;
    expect(await session.actions.repeatLastRound()).toBe(true);
    expect(posted()).toEqual([
      { sessionId: 11, side: 'tai', amount: 20_000, idempotencyKey: expect.stringMatching(/^taixiu-11-/) },
      { sessionId: 11, side: 'xiu', amount: 30_000, idempotencyKey: expect.stringMatching(/^taixiu-11-/) },
    ]);
    expect(new Set(keys).size).toBe(2);
    // The CSRF token, as for any bet.
    expect(server.seen.filter((s) => s.method === 'POST').every((s) => s.csrf === 'tok-1')).toBe(true);
    expect(view.myBets.map((b) => [b.side, b.amount])).toEqual([
      ['tai', 20_000],
      ['xiu', 30_000],
    ]);
    expect(view.sending).toBe(false);
    session.stop();
  });

  it('stops at the first bet refused, shown as the server worded it', async () => {
    const session = await started();
    io.deliver('betPlaced', { betId: 7, gameType: 'taixiu', sessionId: 10, side: 'xiu', amount: 30_000, newBalance: 1, replayed: false });
    io.deliver('sessionStatus', status({ sessionId: 11, serverNow: 1_060_000 }));
    server.on('POST', '/game-taixiu/bet', () =>
      json(400, { success: false, error: 'INSUFFICIENT_BALANCE', message: 'Số dư không đủ để đặt cược' }),
    );
    server.seen.length = 0;
    expect(await session.actions.repeatLastRound()).toBe(false);
    expect(posted()).toHaveLength(1);
    expect(notify.error).toHaveBeenCalledWith('Số dư không đủ để đặt cược');
    expect(session.view.sending).toBe(false);
    session.stop();
  });

  it('sends nothing without a last round, or outside betting', async () => {
    server.on('GET', '/game-taixiu/my-bets', () =>
      ok([{ betId: 5, sessionId: 10, side: 'tai', amount: 20_000, status: 'placed', payout: 0, createdAt: 1 }]),
    );
    const session = await started();
    acceptBets();
    expect(session.view.lastRoundBets).toBeNull();
    expect(await session.actions.repeatLastRound()).toBe(false);
    io.deliver('sessionStatus', status({ sessionId: 11, serverNow: 1_060_000 }));
    io.deliver('roundResult', result(11));
    expect(session.view.lastRoundBets).not.toBeNull();
    expect(session.view.phase).toBe('result');
    expect(await session.actions.repeatLastRound()).toBe(false);
    expect(posted()).toEqual([]);
    session.stop();
  });
});

it('reads the last rounds’ big wins on load and keeps each round’s as the server sends it, newest first', async () => {
  server.on('GET', '/game-taixiu/big-wins', () =>
    ok([
      { gameType: 'taixiu', sessionId: 9, wins: [{ name: 'tuan***88', net: 1_960_000 }] },
      { gameType: 'taixiu', sessionId: 8, wins: [] },
    ]),
  );
  const session = await started();
  const { view } = session;
  await waitFor(() => expect(view.bigWins.map((r) => r.sessionId)).toEqual([9, 8]));
  io.deliver('bigWins', { gameType: 'xocdia', sessionId: 10, wins: [] });
  io.deliver('bigWins', { gameType: 'taixiu', sessionId: 10, wins: [{ name: 'linh***07', net: 5_000 }] });
  expect(view.bigWins.map((r) => r.sessionId)).toEqual([10, 9, 8]);
  expect(view.bigWins[0].wins).toEqual([{ name: 'linh***07', net: 5_000 }]);
  session.stop();
});

it('opens the table although the big wins cannot be read', async () => {
  server.on('GET', '/game-taixiu/big-wins', () => json(500, { success: false, message: 'x' }));
  const session = await started();
  expect(session.view.status).toBe('ready');
  expect(session.view.bigWins).toEqual([]);
  session.stop();
});

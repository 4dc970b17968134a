import { createHash } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import {
  GAME_MESSAGES,
  GAME_PATHS,
  taixiuWinningSides,
  xocdiaWinningSides,
  type CurrentRoundIdEvent,
  type FairnessDto,
  type RoundResultDto,
  type RoundStatusDto,
} from '@app/shared/contracts';
import { connectSocket, nextEvent, signupUser, sleep, type TestApp } from '../../test-utils';
import { coinsFor, diceFor } from '../fairness/round-result';
import { currentStatus, settledResult, startGameApp, url } from './game-helpers';

// Fewer rounds than a real table's IDLE_KICK_ROUNDS: the same rule, within seconds.
const IDLE_KICKS_AFTER = 5;

const sha256 = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');

// Rounds of half a second, chains of three seeds: several rounds and a new chain within seconds.
describe('game rounds: clock, fairness, history, sockets', () => {
  let t: TestApp;
  let baseUrl: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await startGameApp({ gameBettingSeconds: 0.3, gameResultSeconds: 0.2, gameChainLength: 3, idleKickRounds: IDLE_KICKS_AFTER });
    baseUrl = await t.listen();
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t.close();
  });

  it('runs betting then result phases of the configured lengths, with increasing round ids', async () => {
    let first: RoundStatusDto | null = null;
    for (let i = 0; i < 100 && !first; i++) {
      first = await currentStatus(t.app, 'taixiu');
      if (!first) await sleep(20);
    }
    expect(first).not.toBeNull();
    expect(first!.resultEndsAt - first!.bettingEndsAt).toBe(200);
    if (first!.phase === 'betting') expect(first!.endsAt - first!.serverNow).toBeLessThanOrEqual(300);
    const seen: RoundStatusDto[] = [];
    const until = Date.now() + 1_600;
    while (Date.now() < until) {
      const s = await currentStatus(t.app, 'taixiu');
      if (s) seen.push(s);
      await sleep(15);
    }
    const ids = seen.map((s) => s.sessionId);
    for (let i = 1; i < ids.length; i++) expect(ids[i]).toBeGreaterThanOrEqual(ids[i - 1]);
    expect(ids[ids.length - 1]).toBeGreaterThan(ids[0] + 1);
    expect(seen.some((s) => s.phase === 'betting')).toBe(true);
    expect(seen.some((s) => s.phase === 'result' && s.result !== null)).toBe(true);
    for (const s of seen) {
      expect(s.endsAt).toBe(s.phase === 'betting' ? s.bettingEndsAt : s.resultEndsAt);
      expect(Object.keys(s.totals).sort()).toEqual(['tai', 'xiu']);
    }
  });

  it('draws every result from the revealed seed, each seed linking to the one before, across chains', async () => {
    // Past a chain of three: rounds 1 to 5 span two chains.
    await settledResult(t.app, 'taixiu', 5);
    await settledResult(t.app, 'xocdia', 5);
    for (const game of ['taixiu', 'xocdia'] as const) {
      const response = await t.app.inject({ method: 'GET', url: url(`${GAME_PATHS.history(game)}?limit=100`) });
      expect(response.statusCode).toBe(200);
      const rounds = (response.json().data as RoundResultDto[]).slice().reverse();
      expect(rounds[0].sessionId).toBe(1);
      for (const [i, r] of rounds.entries()) {
        expect(r.sessionId).toBe(i + 1);
        expect(sha256(r.seed)).toBe(r.previousSeed);
        if (game === 'taixiu') {
          expect(r.dice).toEqual(diceFor(r.seed, r.sessionId));
          expect(r.coins).toBeUndefined();
          expect(r.winningSides).toEqual(taixiuWinningSides(r.dice!));
        } else {
          expect(r.coins).toEqual(coinsFor(r.seed, r.sessionId));
          expect(r.winningSides).toEqual(xocdiaWinningSides(r.coins!));
        }
        expect(r.outcome).toBe(r.winningSides[0]);
        expect(r.chainIndex).toBe((i % 3) + 1);
        const prev = rounds[i - 1];
        if (prev && prev.chainId === r.chainId) expect(r.previousSeed).toBe(prev.seed);
        if (prev && prev.chainId !== r.chainId) {
          expect(r.chainId).toBeGreaterThan(prev.chainId);
          expect(r.chainIndex).toBe(1);
        }
      }
      expect(new Set(rounds.map((r) => r.chainId)).size).toBeGreaterThanOrEqual(2);

      // The commitment of the chain in use is seed_0: round 1 of the chain reveals its preimage.
      const fairness: FairnessDto = (await t.app.inject({ method: 'GET', url: url(GAME_PATHS.fairness(game)) })).json().data;
      expect(fairness.chainLength).toBe(3);
      expect(fairness.commitment).toMatch(/^[0-9a-f]{64}$/);
      expect(fairness.previousChain).not.toBeNull();
      const firstOfChain = rounds.find((r) => r.chainId === fairness.chainId && r.chainIndex === 1);
      if (firstOfChain) expect(firstOfChain.previousSeed).toBe(fairness.commitment);
    }
  });

  it('answers history limits and refuses a bad one with 400', async () => {
    const two = await t.app.inject({ method: 'GET', url: url(`${GAME_PATHS.history('taixiu')}?limit=2`) });
    expect(two.json().data).toHaveLength(2);
    for (const bad of ['0', '-1', '1.5', 'abc', '101']) {
      const response = await t.app.inject({ method: 'GET', url: url(`${GAME_PATHS.history('taixiu')}?limit=${bad}`) });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/Số lượng/);
    }
  });

  it('pages history back with before=<sessionId>, newest first, and refuses a bad cursor with 400', async () => {
    const history = async (query: string) => t.app.inject({ method: 'GET', url: url(`${GAME_PATHS.history('xocdia')}${query}`) });
    await settledResult(t.app, 'xocdia', 6);
    const all: RoundResultDto[] = (await history('?limit=100')).json().data;
    const byId = new Map(all.map((r) => [r.sessionId, r]));
    // Pages of two from the newest down to round 1: contiguous, no round twice, each as listed whole.
    const paged: RoundResultDto[] = [];
    let cursor = '';
    for (let i = 0; i < 100; i++) {
      const response = await history(`?limit=2${cursor}`);
      expect(response.statusCode).toBe(200);
      const page: RoundResultDto[] = response.json().data;
      expect(page.length).toBeLessThanOrEqual(2);
      if (!page.length) break;
      paged.push(...page);
      cursor = `&before=${page[page.length - 1].sessionId}`;
    }
    expect(paged[paged.length - 1].sessionId).toBe(1);
    for (let i = 1; i < paged.length; i++) expect(paged[i].sessionId).toBe(paged[i - 1].sessionId - 1);
    for (const r of paged) if (byId.has(r.sessionId)) expect(r).toEqual(byId.get(r.sessionId));
    expect(paged.length).toBeGreaterThanOrEqual(all.length);

    // Strictly older than the cursor; the default limit still applies; nothing below round 1.
    const fromFour: RoundResultDto[] = (await history('?before=4')).json().data;
    expect(fromFour.map((r) => r.sessionId)).toEqual([3, 2, 1]);
    expect((await history('?before=1')).json().data).toEqual([]);
    const newest = (await history(`?before=${Number.MAX_SAFE_INTEGER}&limit=1`)).json().data as RoundResultDto[];
    expect(newest).toHaveLength(1);
    expect(newest[0].sessionId).toBeGreaterThanOrEqual(all[0].sessionId);

    for (const bad of ['0', '-1', '1.5', 'abc', '', '1e3', '0x10', '00012', '99999999999999999', '9007199254740993', '1&before=2']) {
      const response = await history(`?before=${bad}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: GAME_MESSAGES.beforeInvalid });
    }
    // A NUL never reaches the database (the generic 400 of every input).
    expect((await history('?before=1%00')).statusCode).toBe(400);
    // A bad limit beside a good cursor is still the limit's message.
    const badLimit = await history('?before=3&limit=500');
    expect(badLimit.statusCode).toBe(400);
    expect(badLimit.json().message).toBe(GAME_MESSAGES.limitInvalid);
  });

  it('emits sessionStatus, currentSessionId and roundResult on the socket', async () => {
    const player = await signupUser(t.app);
    const socket = await connectSocket(baseUrl, player.token);
    sockets.push(socket);
    socket.emit('join_game', { gameType: 'xocdia' });
    const statusAnswer = nextEvent<RoundStatusDto>(socket, 'sessionStatus');
    const idAnswer = nextEvent<CurrentRoundIdEvent>(socket, 'currentSessionId');
    socket.emit('getCurrentSessionId');
    socket.emit('getSessionStatus', { gameType: 'xocdia' });
    const status = await statusAnswer;
    expect(status.gameType).toBe('xocdia');
    expect(status.previousSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(Math.abs(status.serverNow - Date.now())).toBeLessThan(1_000);
    expect((await idAnswer).gameType).toBe('xocdia');

    const result = await nextEvent<RoundResultDto>(socket, 'roundResult', 3_000);
    expect(result.gameType).toBe('xocdia');
    expect(result.coins).toEqual(coinsFor(result.seed, result.sessionId));
    const opened = await nextEvent<CurrentRoundIdEvent>(socket, 'currentSessionId', 3_000);
    expect(opened.sessionId).toBe(result.sessionId + 1);
  });

  it(`kicks a player who sat through ${IDLE_KICKS_AFTER} rounds without betting or watching`, async () => {
    const player = await signupUser(t.app);
    const socket = await connectSocket(baseUrl, player.token);
    sockets.push(socket);
    let results = 0;
    socket.on('roundResult', () => {
      results += 1;
    });
    socket.emit('join_game', { gameType: 'taixiu' });
    await sleep(50);
    const kick = await nextEvent<{ gameType: string; message: string }>(socket, 'idleAutoKick', 6_000);
    expect(kick.gameType).toBe('taixiu');
    expect(kick.message).toBe(GAME_MESSAGES.idleKick);
    expect(results).toBeGreaterThanOrEqual(IDLE_KICKS_AFTER - 1);
    // Out of the room: no more round events.
    const before = results;
    await sleep(700);
    expect(results).toBe(before);
  });

  it('keeps a watcher who looks at the table each round, though it never bets; the rounds it stops looking count', async () => {
    const player = await signupUser(t.app);
    const socket = await connectSocket(baseUrl, player.token);
    sockets.push(socket);
    let kicked = false;
    socket.on('idleAutoKick', () => (kicked = true));
    // The page on screen and touched: it says so once in each round.
    const look = () => socket.emit('table_active', { gameType: 'taixiu' });
    socket.on('currentSessionId', look);
    socket.emit('join_game', { gameType: 'taixiu' });
    await sleep(50);
    look();
    let rounds = 0;
    while (rounds < IDLE_KICKS_AFTER + 3) {
      await nextEvent(socket, 'roundResult', 3_000);
      rounds += 1;
    }
    expect(kicked).toBe(false);
    // The tab is left alone: the count runs from here.
    socket.off('currentSessionId', look);
    const kick = await nextEvent<{ gameType: string }>(socket, 'idleAutoKick', 6_000);
    expect(kick.gameType).toBe('taixiu');
  });
});

import type { Socket as ServerSocket } from 'socket.io';
import type { Socket } from 'socket.io-client';
import { GAME_EVENTS, userRoom, type GameType } from '@app/shared/contracts';
import { connectSocket, nextEvent, signupUser, sleep, type TestApp } from '../../test-utils';
import { bettorsOfRound } from '../bet-store';
import { redisIdleCounts } from '../live/idle-counts';
import { createGameNotifier } from '../live/game-notifier';
import { createIdleTracker, type IdleTrackerOptions } from '../live/idle-tracker';
import type { Db } from '../../db/db';
import type { Realtime } from '../../realtime/realtime';
import { closeRedisClient, createRedisClient } from '../../redis/redis-plugin';
import { bettingRound, fund, startGameApp } from './game-helpers';

// The tables here kick after fewer rounds than a real one (IDLE_KICK_ROUNDS): the same rule, sooner.
const KICK_AFTER = 5;

// The kick goes out through the game notifier, as in the app; the port hands it to the socket.
const notify = createGameNotifier({
  realtime: { toSocket: (socket: ServerSocket, event: string, payload: unknown) => socket.emit(event, payload) } as unknown as Realtime,
  db: {} as Db,
  onError: (error) => {
    throw error;
  },
});
const tracker = (options: Omit<IdleTrackerOptions, 'notify'>) => createIdleTracker({ notify, ...options });

// A stand-in for a server socket: what it was told, and which rooms it left.
function fakeSocket(id: string) {
  const emitted: Array<[string, unknown]> = [];
  const left: string[] = [];
  const socket = {
    id,
    emit: (event: string, payload: unknown) => emitted.push([event, payload]),
    leave: (room: string) => left.push(room),
  } as unknown as ServerSocket;
  return { socket, emitted, left };
}

describe('idle tracker: counts per player and game', () => {
  const kicks = (s: ReturnType<typeof fakeSocket>) => s.emitted.filter(([event]) => event === GAME_EVENTS.idleAutoKick);

  it('keeps the count across a reconnect (a new socket of the same player) and kicks every socket of the player', () => {
    const idle = tracker({ rounds: 5 });
    const first = fakeSocket('a');
    idle.joined(first.socket, 1, 'taixiu');
    for (let i = 0; i < 3; i++) idle.roundSettled('taixiu', []);
    idle.disconnected(first.socket, 1);
    // The page reconnects (another socket id) and re-joins; a second tab joins too.
    const again = fakeSocket('b');
    const tab = fakeSocket('c');
    idle.joined(again.socket, 1, 'taixiu');
    idle.joined(tab.socket, 1, 'taixiu');
    idle.roundSettled('taixiu', []);
    expect(kicks(again)).toHaveLength(0);
    idle.roundSettled('taixiu', []);
    for (const s of [again, tab]) {
      expect(kicks(s)).toEqual([[GAME_EVENTS.idleAutoKick, expect.objectContaining({ gameType: 'taixiu' })]]);
      expect(s.left).toEqual(['game_taixiu']);
    }
    // The socket that had gone is not told; nor is anybody twice.
    expect(first.emitted).toEqual([]);
    for (let i = 0; i < 10; i++) idle.roundSettled('taixiu', []);
    expect(kicks(again)).toHaveLength(1);
  });

  it('does not count a round the page was watched in, nor reset the count for it', () => {
    const idle = tracker({ rounds: 3 });
    const s = fakeSocket('a');
    idle.joined(s.socket, 1, 'taixiu');
    idle.roundSettled('taixiu', []);
    idle.roundSettled('taixiu', []);
    // Watched rounds, as many as you like, then one hidden round: the third unwatched one kicks.
    for (let i = 0; i < 10; i++) {
      idle.watched(1, 'taixiu');
      idle.roundSettled('taixiu', []);
    }
    expect(kicks(s)).toHaveLength(0);
    // Watching one game says nothing of another, nor of a player not seated.
    idle.watched(1, 'xocdia');
    idle.watched(2, 'taixiu');
    idle.roundSettled('taixiu', []);
    expect(kicks(s)).toHaveLength(1);
  });

  it('counts each game apart, resets on a bet, and forgets a player who left', () => {
    const idle = tracker({ rounds: 2 });
    const s = fakeSocket('a');
    const other = fakeSocket('b');
    idle.joined(s.socket, 1, 'taixiu');
    idle.joined(s.socket, 1, 'xocdia');
    idle.joined(other.socket, 2, 'taixiu');
    idle.roundSettled('taixiu', [2]);
    idle.roundSettled('taixiu', [1, 2]);
    idle.roundSettled('taixiu', [2]);
    idle.roundSettled('xocdia', []);
    expect(kicks(s)).toEqual([]);
    idle.roundSettled('xocdia', []);
    expect(kicks(s).map(([, p]) => (p as { gameType: GameType }).gameType)).toEqual(['xocdia']);
    idle.roundSettled('taixiu', [2]);
    expect(kicks(s)).toHaveLength(2);
    expect(kicks(other)).toEqual([]);
    // Leaving ends the count: back later, the player starts from nothing.
    idle.left(other.socket, 2, 'taixiu');
    idle.roundSettled('taixiu', []);
    idle.joined(other.socket, 2, 'taixiu');
    idle.roundSettled('taixiu', []);
    expect(kicks(other)).toEqual([]);
  });

  it('keeps counting for the tab still seated when another tab leaves', () => {
    const idle = tracker({ rounds: 2 });
    const [a, b] = [fakeSocket('a'), fakeSocket('b')];
    idle.joined(a.socket, 1, 'taixiu');
    idle.joined(b.socket, 1, 'taixiu');
    idle.roundSettled('taixiu', []);
    idle.left(a.socket, 1, 'taixiu');
    idle.roundSettled('taixiu', []);
    expect(kicks(a)).toEqual([]);
    expect(kicks(b)).toHaveLength(1);
  });
});

// Two nodes sharing one Redis: the page of a node that died reconnects to the other one.
describe('idle counts kept in Redis', () => {
  const redis = createRedisClient(process.env.REDIS_URL || 'redis://127.0.0.1:6379', () => undefined);
  const prefix = `test:idle:${process.pid}:${Date.now()}:`;
  const kicks = (s: ReturnType<typeof fakeSocket>) => s.emitted.filter(([event]) => event === GAME_EVENTS.idleAutoKick);

  beforeAll(() => redis.connect());
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await closeRedisClient(redis);
  });

  it('a seat opened on another node goes on from the count; leaving or a kick clears it', async () => {
    const nodeA = tracker({ rounds: 5, counts: redisIdleCounts(redis, prefix) });
    const nodeB = tracker({ rounds: 5, counts: redisIdleCounts(redis, prefix) });
    const onA = fakeSocket('a');
    nodeA.joined(onA.socket, 7, 'xocdia');
    // The leader tells every live node of each settled round.
    const live = [nodeA, nodeB];
    const settle = async (bettors: number[] = []) => {
      for (const node of live) node.roundSettled('xocdia', bettors);
      await sleep(30);
    };
    for (let i = 0; i < 3; i++) await settle();
    expect(await redis.get(`${prefix}idle:xocdia:7`)).toBe('3');
    expect(await redis.ttl(`${prefix}idle:xocdia:7`)).toBeGreaterThan(3_000);

    // Node A dies with the socket; the page comes back on node B: two more rounds, not five.
    live.shift();
    const onB = fakeSocket('b');
    nodeB.joined(onB.socket, 7, 'xocdia');
    await sleep(30);
    await settle();
    expect(kicks(onB)).toEqual([]);
    await settle();
    expect(kicks(onB)).toHaveLength(1);
    expect(await redis.get(`${prefix}idle:xocdia:7`)).toBeNull();

    // A bet resets the shared count, and leaving the table ends it.
    const again = fakeSocket('c');
    nodeB.joined(again.socket, 8, 'xocdia');
    await settle();
    await settle([8]);
    expect(await redis.get(`${prefix}idle:xocdia:8`)).toBe('0');
    nodeB.left(again.socket, 8, 'xocdia');
    await sleep(30);
    expect(await redis.get(`${prefix}idle:xocdia:8`)).toBeNull();
  });

  it('a bet made while the kept count is still on its way wins over that count', async () => {
    let answer: (kept: number) => void = () => undefined;
    const slow = {
      load: () => new Promise<number>((resolve) => (answer = resolve)),
      save: async () => undefined,
      forget: async () => undefined,
    };
    const idle = tracker({ rounds: 5, counts: slow });
    const s = fakeSocket('a');
    idle.joined(s.socket, 1, 'taixiu');
    idle.roundSettled('taixiu', [1]);
    answer(4);
    await sleep(10);
    for (let i = 0; i < 4; i++) idle.roundSettled('taixiu', []);
    expect(kicks(s)).toEqual([]);
    idle.roundSettled('taixiu', []);
    expect(kicks(s)).toHaveLength(1);
  });

  it('a Redis that fails leaves the node counting on its own', async () => {
    const errors: unknown[] = [];
    const broken = {
      load: () => Promise.reject(new Error('down')),
      save: () => Promise.reject(new Error('down')),
      forget: () => Promise.reject(new Error('down')),
    };
    const idle = tracker({ rounds: 2, counts: broken, onError: (error) => errors.push(error) });
    const s = fakeSocket('a');
    idle.joined(s.socket, 1, 'taixiu');
    idle.roundSettled('taixiu', []);
    idle.roundSettled('taixiu', []);
    expect(kicks(s)).toHaveLength(1);
    await sleep(10);
    expect(errors.length).toBeGreaterThanOrEqual(3);
  });
});

// Through real sockets: the room join (realtime) and the idle count (games) read `join_game` and
// `leave_game` alike, and a cancelled bet is no bet.
describe('idle kick through sockets', () => {
  let t: TestApp;
  let baseUrl: string;
  const sockets: Socket[] = [];

  const open = async (token: string) => {
    const socket = await connectSocket(baseUrl, token);
    sockets.push(socket);
    return socket;
  };
  const gameRoomsOf = async (userId: number) => {
    const found = await t.app.io.in(userRoom(userId)).fetchSockets();
    return found.map((s) => [...s.rooms].filter((room) => room.startsWith('game_')).sort());
  };
  const count = (socket: Socket, event: string) => {
    const seen = { n: 0 };
    socket.on(event, () => {
      seen.n += 1;
    });
    return seen;
  };

  beforeAll(async () => {
    // Short rounds (five of them make a kick), with enough betting time for a place and a cancel on a busy machine.
    t = await startGameApp({ gameBettingSeconds: 0.6, gameResultSeconds: 0.2, idleKickRounds: KICK_AFTER });
    baseUrl = await t.listen();
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t.close();
  });

  it('counts only a socket that is in the room: a bare-string join_game and a bare leave_game', async () => {
    const [watcher, stringy, leaver] = await Promise.all([signupUser(t.app), signupUser(t.app), signupUser(t.app)]);
    const clock = await open(watcher.token);
    const bare = await open(stringy.token);
    const gone = await open(leaver.token);
    const bareKicks = count(bare, GAME_EVENTS.idleAutoKick);
    const bareResults = count(bare, GAME_EVENTS.roundResult);
    const goneKicks = count(gone, GAME_EVENTS.idleAutoKick);

    // Not the `{gameType}` object the contract asks for: neither in the room nor counted.
    bare.emit('join_game', 'taixiu');
    // Both games joined, then `leave_game` with no payload: out of both rooms, and not counted.
    gone.emit('join_game', { gameType: 'taixiu' });
    gone.emit('join_game', { gameType: 'xocdia' });
    await sleep(100);
    expect(await gameRoomsOf(leaver.user.id)).toEqual([['game_taixiu', 'game_xocdia']]);
    gone.emit('leave_game');
    clock.emit('join_game', { gameType: 'taixiu' });
    await sleep(100);
    expect(await gameRoomsOf(stringy.user.id)).toEqual([[]]);
    expect(await gameRoomsOf(leaver.user.id)).toEqual([[]]);
    const goneResults = count(gone, GAME_EVENTS.roundResult);

    // The watcher, in the room and counted from later than the others, is kicked after its rounds.
    await nextEvent(clock, GAME_EVENTS.idleAutoKick, 10_000);
    await sleep(300);
    expect(bareKicks.n).toBe(0);
    expect(goneKicks.n).toBe(0);
    expect(bareResults.n).toBe(0);
    expect(goneResults.n).toBe(0);
  });

  it('keeps the count of a player who reconnects, and kicks every socket of theirs', async () => {
    const p = await signupUser(t.app);
    const first = await open(p.token);
    const results = count(first, GAME_EVENTS.roundResult);
    first.emit('join_game', { gameType: 'xocdia' });
    const seen = 3;
    const deadline = Date.now() + 10_000;
    while (results.n < seen && Date.now() < deadline) await sleep(10);
    expect(results.n).toBe(seen);
    first.close();

    // The page comes back (a new socket) in two tabs.
    const [again, tab] = [await open(p.token), await open(p.token)];
    const afterReconnect = count(again, GAME_EVENTS.roundResult);
    const kicks = [nextEvent(again, GAME_EVENTS.idleAutoKick, 10_000), nextEvent(tab, GAME_EVENTS.idleAutoKick, 10_000)];
    again.emit('join_game', { gameType: 'xocdia' });
    tab.emit('join_game', { gameType: 'xocdia' });
    const [kickA, kickB] = await Promise.all(kicks);
    expect(kickA).toMatchObject({ gameType: 'xocdia' });
    expect(kickB).toMatchObject({ gameType: 'xocdia' });
    // Started afresh, it would take KICK_AFTER more rounds; it took what was left of them.
    expect(afterReconnect.n).toBeLessThanOrEqual(KICK_AFTER - seen);
    await sleep(100);
    expect(await gameRoomsOf(p.user.id)).toEqual([[], []]);
  });

  it('does not count a bet that was cancelled as a bet', async () => {
    const p = await signupUser(t.app);
    const q = await signupUser(t.app);
    await fund(t.app, p.user.id, 100_000);
    await fund(t.app, q.user.id, 100_000);
    // Rounds here are short: on a busy machine the three steps may miss the end of betting, and the
    // next round is tried (a refused step moves no money and leaves nothing behind).
    for (let attempt = 1; ; attempt++) {
      const round = await bettingRound(t.app, 'taixiu', 450);
      const bet = { game: 'taixiu' as const, roundId: round.sessionId, side: 'tai' as const, amount: 10_000, idempotencyKey: null };
      try {
        const cancelled = await t.app.games.bets.place({ ...bet, userId: p.user.id });
        await t.app.games.bets.cancel(p.user.id, 'taixiu', cancelled.betId);
        await t.app.games.bets.place({ ...bet, userId: q.user.id });
      } catch (error) {
        if (attempt < 5 && (error as { error?: string }).error === 'BETTING_CLOSED') continue;
        throw error;
      }
      expect(await bettorsOfRound(t.db, 'taixiu', round.sessionId)).toEqual([q.user.id]);
      break;
    }
  });
});

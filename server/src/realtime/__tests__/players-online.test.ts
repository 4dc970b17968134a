import type { Socket } from 'socket.io-client';
import { PLAYERS_ONLINE_EVENT, type PlayersOnlineEvent } from '@app/shared/contracts';
import {
  TEST_ADMIN,
  connectSocket,
  createTestApp,
  createTestNodes,
  loginUser,
  signupUser,
  sleep,
  type SignedIn,
  type TestApp,
  type TestNodes,
} from '../../test-utils';

// "N người đang chơi": the distinct players at each table, sent to every page when it connects, when
// it joins a game, and whenever a figure changes (realtime/players-online.ts). The recount runs every
// 50 ms here instead of 2 s.
const INTERVAL_MS = 50;

// A socket as the page opens it (connectSocket's options), its `playersOnline` listener in place
// before it connects, as the page's store is: `heard` is every figure it was sent; `until` waits for
// the latest to match.
async function openListening(baseUrl: string, credential: string | SignedIn) {
  const heard: PlayersOnlineEvent[] = [];
  const socket = await connectSocket(baseUrl, credential, (s) =>
    s.on(PLAYERS_ONLINE_EVENT, (figures: PlayersOnlineEvent) => heard.push(figures)),
  );
  return {
    socket,
    heard,
    last: () => heard[heard.length - 1],
    async until(match: (figures: PlayersOnlineEvent) => boolean, timeoutMs = 3_000): Promise<PlayersOnlineEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const latest = heard[heard.length - 1];
        if (latest && match(latest)) return latest;
        if (Date.now() > deadline) throw new Error(`no matching playersOnline; heard ${JSON.stringify(heard)}`);
        await sleep(10);
      }
    },
  };
}

describe('players online (one node)', () => {
  let t: TestApp;
  let url: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await createTestApp({ playersOnlineIntervalMs: INTERVAL_MS, redisUrl: null });
    url = await t.listen();
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(() => t.close());

  const open = async (credential: string | SignedIn) => {
    const opened = await openListening(url, credential);
    sockets.push(opened.socket);
    return opened;
  };
  const overview = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: admin.headers });
    return response.json().data.livePlayers as Record<string, number>;
  };
  let admin: SignedIn;
  beforeAll(async () => {
    admin = await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
  });

  it('counts two players once each (one with two tabs), not a watcher on the home screen nor an operator, and a leave brings it down', async () => {
    const alice = await signupUser(t.app);
    const bob = await signupUser(t.app);
    const carol = await signupUser(t.app);

    // A page hears the figures as it connects: nobody at a table yet.
    const homeHeard = await open(carol.token);
    expect(await homeHeard.until(() => true)).toEqual({ taixiu: 0, xocdia: 0 });

    const aliceTab1 = (await open(alice.token)).socket;
    const aliceTab2 = (await open(alice.token)).socket;
    const bobHeard = await open(bob.token);
    const bobTab = bobHeard.socket;
    aliceTab1.emit('join_game', { gameType: 'taixiu' });
    aliceTab2.emit('join_game', { gameType: 'taixiu' });
    bobTab.emit('join_game', { gameType: 'taixiu' });
    // The operator's console may ask: an operator does not sit at a table, nor count.
    (await open(admin)).socket.emit('join_game', { gameType: 'taixiu' });

    // Carol on the home screen, in no room, is told live; she is not counted.
    expect(await homeHeard.until((f) => f.taixiu === 2)).toEqual({ taixiu: 2, xocdia: 0 });
    await bobHeard.until((f) => f.taixiu === 2);
    // The overview reads the same count.
    expect(await overview()).toEqual({ taixiu: 2, xocdia: 0 });

    // One of Alice's tabs leaves: she is still there.
    aliceTab2.emit('leave_game', { gameType: 'taixiu' });
    await sleep(INTERVAL_MS * 4);
    expect(homeHeard.last()).toEqual({ taixiu: 2, xocdia: 0 });
    // Her other tab closes: she is gone.
    aliceTab1.close();
    expect(await homeHeard.until((f) => f.taixiu === 1)).toEqual({ taixiu: 1, xocdia: 0 });
    bobTab.emit('leave_game', { gameType: 'taixiu' });
    await homeHeard.until((f) => f.taixiu === 0);
    expect(await overview()).toEqual({ taixiu: 0, xocdia: 0 });
  });

  it('sends the figures to a socket when it joins a game, and nothing again while no figure changes', async () => {
    const dave = await signupUser(t.app);
    const erin = await signupUser(t.app);
    (await open(erin.token)).socket.emit('join_game', { gameType: 'xocdia' });
    const daveHeard = await open(dave.token);
    const daveSocket = daveHeard.socket;
    await daveHeard.until((f) => f.xocdia === 1);
    const before = daveHeard.heard.length;
    daveSocket.emit('join_game', { gameType: 'taixiu' });
    // The answer to the join (the figures as last counted), then the change his join made.
    await daveHeard.until((f) => f.taixiu === 1 && f.xocdia === 1);
    expect(daveHeard.heard.length - before).toBe(2);
    await sleep(INTERVAL_MS * 4);
    expect(daveHeard.heard.length - before).toBe(2);
  });

  it('tells an operator console nothing on connect', async () => {
    // The figures settle after the last test's sockets closed.
    await sleep(INTERVAL_MS * 4);
    const consoleHeard = await open(admin);
    await sleep(INTERVAL_MS * 3);
    expect(consoleHeard.heard).toEqual([]);
  });
});

// Two nodes of one deployment on one Redis: each node's figure counts the other's players.
describe('players online (two nodes sharing Redis)', () => {
  let nodes: TestNodes;
  let nodeA: TestApp;
  let urlA: string;
  let urlB: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    nodes = await createTestNodes({ playersOnlineIntervalMs: INTERVAL_MS });
    ({ nodeA, urlA, urlB } = nodes);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(() => nodes?.close());

  const open = async (base: string, token: string) => {
    const opened = await openListening(base, token);
    sockets.push(opened.socket);
    return opened;
  };

  it('counts a player once across nodes, and a node hears a leave on the other', async () => {
    const alice = await signupUser(nodeA.app);
    const bob = await signupUser(nodeA.app);
    const heardOnA = await open(urlA, alice.token);
    const onA = heardOnA.socket;
    const aliceOnB = (await open(urlB, alice.token)).socket;
    const heardOnB = await open(urlB, bob.token);
    const bobOnB = heardOnB.socket;
    onA.emit('join_game', { gameType: 'taixiu' });
    aliceOnB.emit('join_game', { gameType: 'taixiu' });
    bobOnB.emit('join_game', { gameType: 'taixiu' });

    await heardOnA.until((f) => f.taixiu === 2);
    await heardOnB.until((f) => f.taixiu === 2);
    bobOnB.emit('leave_game', { gameType: 'taixiu' });
    await heardOnA.until((f) => f.taixiu === 1);
    await heardOnB.until((f) => f.taixiu === 1);
  });
});

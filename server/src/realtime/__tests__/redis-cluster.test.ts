import { FORCE_LOGOUT_MESSAGES, HTTP_MESSAGES } from '@app/shared/contracts';
import type { Socket } from 'socket.io-client';
import {
  connectSocket,
  createTestNodes,
  loginUser,
  nextDisconnect,
  nextEvent,
  signupUser,
  solvedBotCheck,
  type TestApp,
  type TestNodes,
} from '../../test-utils';

// Two nodes of one deployment (createTestNodes): one database, one Redis, one JWT secret.

describe('two nodes sharing Redis', () => {
  let nodes: TestNodes;
  let nodeA: TestApp;
  let nodeB: TestApp;
  let urlB: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    nodes = await createTestNodes({ rateLimitScale: 1 });
    ({ nodeA, nodeB, urlB } = nodes);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(() => nodes?.close());

  it('forceLogout emitted by one node reaches a socket on the other', async () => {
    const player = await signupUser(nodeA.app);
    const socket = await connectSocket(urlB, player.token);
    sockets.push(socket);
    const notice = nextEvent(socket, 'forceLogout');
    const disconnected = nextDisconnect(socket);

    await loginUser(nodeA.app, player.username);

    expect(await notice).toEqual({ reason: 'NEW_LOGIN', message: FORCE_LOGOUT_MESSAGES.NEW_LOGIN });
    expect(await disconnected).toBe('io server disconnect');
  });

  it('a session revoked or a player banned on one node is refused on the other at once, though it kept the session', async () => {
    const me = (node: TestApp, token: string) =>
      node.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    const player = await signupUser(nodeA.app);
    // Node B has read the session and keeps it (auth/session-cache.ts).
    expect((await me(nodeB, player.token)).statusCode).toBe(200);
    expect((await me(nodeB, player.token)).statusCode).toBe(200);
    // A login on node A revokes that session: node B hears of it at the commit, not seconds later.
    const again = await loginUser(nodeA.app, player.username);
    const deadline = Date.now() + 500;
    let refused = await me(nodeB, player.token);
    while (refused.statusCode === 200 && Date.now() < deadline) refused = await me(nodeB, player.token);
    expect(refused.statusCode).toBe(401);

    expect((await me(nodeB, again.token)).statusCode).toBe(200);
    await nodeA.db.query('UPDATE users SET banned_at = now() WHERE id = $1', [player.user.id]);
    let banned = await me(nodeB, again.token);
    while (banned.statusCode === 200 && Date.now() < deadline + 500) banned = await me(nodeB, again.token);
    expect(banned.statusCode).toBe(403);
  });

  it('user-room emits cross nodes', async () => {
    const player = await signupUser(nodeA.app);
    const socket = await connectSocket(urlB, player.token);
    sockets.push(socket);
    const update = nextEvent(socket, 'balanceUpdate');
    nodeA.app.realtime.toUser(player.user.id, 'balanceUpdate', { balance: 70_000 });
    expect(await update).toEqual({ balance: 70_000 });
  });

  it('rate limits are counted across nodes', async () => {
    const attempt = async (node: TestApp) =>
      node.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.9.9.9',
        // Past 3 failures an address is asked to solve the bot check: each attempt carries one.
        payload: { username: 'shared_budget', password: 'sai12345', 'cf-turnstile-response': await solvedBotCheck(node.app) },
      });
    for (let i = 0; i < 10; i += 1) expect((await attempt(i % 2 ? nodeA : nodeB)).statusCode).toBe(401);
    const blocked = await attempt(nodeA);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(HTTP_MESSAGES.tooManyRequests);
  });

  it('failed logins from one address are counted across nodes, whatever the usernames', async () => {
    const attempt = async (node: TestApp, username: string) =>
      node.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.9.9.10',
        payload: { username, password: 'sai12345', 'cf-turnstile-response': await solvedBotCheck(node.app) },
      });
    for (let i = 0; i < 50; i += 1) expect((await attempt(i % 2 ? nodeA : nodeB, `spray_${i}`)).statusCode).toBe(401);
    const blocked = await attempt(nodeB, 'spray_next');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(HTTP_MESSAGES.tooManyRequests);
  });
});

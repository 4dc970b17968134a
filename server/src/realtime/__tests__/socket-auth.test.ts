import jwt from 'jsonwebtoken';
import type { Socket } from 'socket.io-client';
import { SOCKET_UNAUTHORIZED } from '../socket-handlers';
import { bearer, connectSocket, createTestApp, nextEvent, signupUser, sleep, type TestApp } from '../../test-utils';

let t: TestApp;
let baseUrl: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.listen();
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(() => t.close());

const open = async (token: string) => {
  const socket = await connectSocket(baseUrl, token);
  sockets.push(socket);
  return socket;
};

const roomsOf = async (userId: number) => {
  const remote = await t.app.io.in(`user_${userId}`).fetchSockets();
  return remote.map((socket) => [...socket.rooms].sort());
};

describe('socket handshake', () => {
  it('joins the user and session rooms of a valid token', async () => {
    const player = await signupUser(t.app);
    await open(player.token);
    const { sid: loginSessionId } = jwt.decode(player.token) as { sid: string };
    const rooms = await roomsOf(player.user.id);
    expect(rooms).toHaveLength(1);
    expect(rooms[0]).toEqual(expect.arrayContaining([`user_${player.user.id}`, `session_${loginSessionId}`]));
  });

  it.each([
    ['no token', () => ''],
    ['a tampered token', () => 'eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJ4In0.bad'],
    [
      'an expired token',
      (token: string) => {
        const { sid: loginSessionId, userId, username, role } = jwt.decode(token) as Record<string, unknown>;
        return jwt.sign({ sid: loginSessionId, userId, username, role, exp: Math.floor(Date.now() / 1000) - 5 }, t.config.jwtSecret);
      },
    ],
  ])('refuses %s with a 401 message', async (_label, makeToken) => {
    const player = await signupUser(t.app);
    await expect(connectSocket(baseUrl, makeToken(player.token))).rejects.toThrow(SOCKET_UNAUTHORIZED);
  });

  it('refuses the token of a revoked session and of a banned player', async () => {
    const loggedOut = await signupUser(t.app);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(loggedOut.token) });
    await expect(connectSocket(baseUrl, loggedOut.token)).rejects.toThrow('401');

    const banned = await signupUser(t.app);
    await t.db.query('UPDATE users SET banned_at = now() WHERE id = $1', [banned.user.id]);
    await expect(connectSocket(baseUrl, banned.token)).rejects.toThrow('401');
  });
});

describe('rooms on request', () => {
  it('joins and leaves game and order rooms only for valid arguments', async () => {
    const player = await signupUser(t.app);
    // Order rooms are only for the order's owner: two real orders of this player, and one of another.
    const [first, second, foreign] = [
      await createOrder(player.token),
      await createOrder(player.token),
      await createOrder((await signupUser(t.app)).token),
    ];
    const socket = await open(player.token);
    socket.emit('join_game', { gameType: 'taixiu' });
    socket.emit('join_game', { gameType: 'daga' });
    socket.emit('join_game', 'xocdia');
    socket.emit('join_game');
    socket.emit('join_order', { orderId: first });
    socket.emit('join_order', { orderId: String(second) });
    socket.emit('join_order', { orderId: foreign });
    socket.emit('join_order', { orderId: -1 });
    socket.emit('join_order', { orderId: 1.5 });
    socket.emit('join_order', { orderId: '1e9' });
    socket.emit('join_order', null);
    await sleep(100);
    let rooms = (await roomsOf(player.user.id))[0];
    expect(rooms.filter((room) => room.startsWith('game_') || room.startsWith('order_')).sort()).toEqual(
      ['game_taixiu', `order_${first}`, `order_${second}`].sort(),
    );

    socket.emit('leave_game', { gameType: 'taixiu' });
    socket.emit('leave_order', { orderId: first });
    await sleep(100);
    rooms = (await roomsOf(player.user.id))[0];
    expect(rooms.filter((room) => room.startsWith('game_') || room.startsWith('order_'))).toEqual([`order_${second}`]);
  });

  async function createOrder(token: string): Promise<number> {
    const headers = { authorization: `Bearer ${token}` };
    const cards = await t.app.inject({ method: 'GET', url: '/api/v1/payment-service/u/vendor-cards?isActive=true', headers });
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment-service/u/deposits/generate-qr-code',
      headers,
      payload: { vendorId: cards.json().data[0].id, amount: 100_000 },
    });
    return order.json().data.orderId;
  }

  it('delivers toUser and toSession emits', async () => {
    const player = await signupUser(t.app);
    const socket = await open(player.token);
    const { sid: loginSessionId } = jwt.decode(player.token) as { sid: string };

    const balance = nextEvent(socket, 'balanceUpdate');
    t.app.realtime.toUser(player.user.id, 'balanceUpdate', { balance: 5000 });
    expect(await balance).toEqual({ balance: 5000 });

    const direct = nextEvent(socket, 'idleAutoKick');
    t.app.realtime.toSession(loginSessionId, 'idleAutoKick', { gameType: 'taixiu', message: 'test' });
    expect(await direct).toEqual({ gameType: 'taixiu', message: 'test' });
  });
});

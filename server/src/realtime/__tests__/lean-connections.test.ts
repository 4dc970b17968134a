import type { Duplex } from 'node:stream';
import { io as connect, type Socket } from 'socket.io-client';
import type { SessionStatusDto } from '@app/shared/contracts';
import { connectSocket, createTestApp, nextEvent, signupUser, sleep, type TestApp } from '../../test-utils';
import type { AppSocket } from '../io-types';

// What a socket keeps for its life (lean-connections.ts, client-events.ts): not the request that
// opened it, not its token, and still everything a player needs.
describe('lean connections', () => {
  let t: TestApp;
  let url: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    url = await t.listen();
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(() => t.close());

  const serverSocket = (client: Socket): AppSocket => {
    const socket = t.app.io.of('/').sockets.get(client.id!);
    if (!socket) throw new Error('no server socket');
    return socket;
  };
  // The TCP socket under a server socket's websocket (ws keeps it as _socket).
  const tcpOf = (socket: AppSocket) => (socket.conn.transport as unknown as { socket: { _socket: Duplex } }).socket._socket;
  const onceListeners = (tcp: Duplex, event: string) => tcp.rawListeners(event).filter((listener) => 'listener' in listener);

  it('lets go of the upgrade request and the token, and still hears a dropped connection', async () => {
    const player = await signupUser(t.app);
    const client = await connectSocket(url, player.token);
    sockets.push(client);
    const socket = serverSocket(client);
    expect(socket.conn.request).toBeNull();
    expect(socket.handshake.auth).toEqual({});
    const tcp = tcpOf(socket);
    // engine.io's response object listened once for the close, holding the request: gone.
    expect(onceListeners(tcp, 'close')).toHaveLength(0);
    // ws's own close listener is still there: a connection cut without a goodbye is noticed.
    const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    (client.io.engine.transport as unknown as { ws: { _socket: Duplex } }).ws._socket.destroy();
    await expect(gone).resolves.toBe('transport close');
  });

  it('does the same for a long-polling connection that upgrades to a websocket', async () => {
    const player = await signupUser(t.app);
    const client = connect(url, { path: '/socket.io', auth: { token: player.token }, reconnection: false, forceNew: true });
    sockets.push(client);
    await new Promise<void>((resolve) => client.io.engine.once('upgrade', () => resolve()));
    await sleep(50);
    const socket = serverSocket(client);
    expect(socket.conn.transport.name).toBe('websocket');
    expect(socket.conn.request).toBeNull();
    expect(onceListeners(tcpOf(socket), 'close')).toHaveLength(0);
    client.emit('join_game', { gameType: 'taixiu' });
    await sleep(50);
    expect(socket.rooms.has('game_taixiu')).toBe(true);
  });

  it("answers a question that names no game for the socket's joined games, in the order joined", async () => {
    const player = await signupUser(t.app);
    const client = await connectSocket(url, player.token);
    sockets.push(client);
    client.emit('join_game', { gameType: 'xocdia' });
    client.emit('join_game', { gameType: 'taixiu' });
    client.emit('join_game', { gameType: 'xocdia' });
    const both = (await client.timeout(3_000).emitWithAck('getSessionStatus')) as SessionStatusDto[];
    expect(both.map((status) => status.gameType)).toEqual(['xocdia', 'taixiu']);
    expect(serverSocket(client).data.games).toEqual(['xocdia', 'taixiu']);

    client.emit('leave_game', { gameType: 'xocdia' });
    const one = (await client.timeout(3_000).emitWithAck('getSessionStatus')) as SessionStatusDto;
    expect(one.gameType).toBe('taixiu');
    expect(serverSocket(client).rooms.has('game_xocdia')).toBe(false);

    // Every game left: a question then answers for every game, as before any join.
    client.emit('leave_game');
    const status = nextEvent<SessionStatusDto>(client, 'sessionStatus');
    const all = (await client.timeout(3_000).emitWithAck('getSessionStatus')) as SessionStatusDto[];
    expect(all).toHaveLength(2);
    expect((await status).gameType).toBe(all[0].gameType);
  });
});

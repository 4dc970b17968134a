import { createServer, IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import type { RoundStatusDto } from '@app/shared/contracts';
import { connectSocket, createTestApp, nextEvent, signupUser, sleep, type TestApp } from '../../test-utils';
import type { AppSocket } from '../io-types';

// A full collection, to see whether anything still holds the upgrade request: node's gc(), made
// callable in this process (a context created after the flag has it).
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
async function collectGarbage(): Promise<void> {
  // A WeakRef's target is kept until the end of the job that made or read it: a few turns.
  for (let i = 0; i < 4; i++) {
    await sleep(10);
    gc();
  }
}

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

  // The tripwire of dropUpgradeRequests (docs/decisions/fast-path-pins.md): it reaches into
  // engine.io's connection and takes off a listener engine.io put on the TCP socket. Should engine.io
  // rename the field, or add that listener otherwise, nothing fails and every socket holds its
  // request again; here the request is still reachable.
  it('leaves the upgrade request to the garbage collector once the socket is connected', async () => {
    let request: WeakRef<IncomingMessage> | undefined;
    const watch = (upgrade: IncomingMessage) => (request = new WeakRef(upgrade));
    t.app.server.prependListener('upgrade', watch);
    try {
      sockets.push(await connectSocket(url, (await signupUser(t.app)).token));
    } finally {
      t.app.server.off('upgrade', watch);
    }
    await collectGarbage();
    expect(request).toBeDefined();
    expect(request!.deref()).toBeUndefined();
  });

  // And the other side: what the trick takes off is still there in engine.io, on a socket.io server
  // without it. Should this fail after an upgrade, engine.io has changed how it keeps the request:
  // lean-connections.ts is to be read again (and perhaps taken out).
  it("engine.io alone keeps the request, as the connection's field and through a once('close') on the TCP socket", async () => {
    const http = createServer();
    const io = new Server(http, { path: '/socket.io', serveClient: false });
    let request: WeakRef<IncomingMessage> | undefined;
    http.prependListener('upgrade', (upgrade: IncomingMessage) => (request = new WeakRef(upgrade)));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const client = connect(`http://127.0.0.1:${(http.address() as AddressInfo).port}`, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    sockets.push(client);
    try {
      await new Promise<void>((resolve, reject) => {
        client.once('connect', resolve);
        client.once('connect_error', reject);
      });
      const socket = io.of('/').sockets.get(client.id!)!;
      expect(socket.conn.request).toBeInstanceOf(IncomingMessage);
      expect(onceListeners(tcpOf(socket), 'close')).toHaveLength(1);
      await collectGarbage();
      expect(request!.deref()).toBe(socket.conn.request);
    } finally {
      client.close();
      await io.close();
    }
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
    const both = (await client.timeout(3_000).emitWithAck('getSessionStatus')) as RoundStatusDto[];
    expect(both.map((status) => status.gameType)).toEqual(['xocdia', 'taixiu']);
    expect(serverSocket(client).data.games).toEqual(['xocdia', 'taixiu']);

    client.emit('leave_game', { gameType: 'xocdia' });
    const one = (await client.timeout(3_000).emitWithAck('getSessionStatus')) as RoundStatusDto;
    expect(one.gameType).toBe('taixiu');
    expect(serverSocket(client).rooms.has('game_xocdia')).toBe(false);

    // Every game left: a question then answers for every game, as before any join.
    client.emit('leave_game');
    const status = nextEvent<RoundStatusDto>(client, 'sessionStatus');
    const all = (await client.timeout(3_000).emitWithAck('getSessionStatus')) as RoundStatusDto[];
    expect(all).toHaveLength(2);
    expect((await status).gameType).toBe(all[0].gameType);
  });
});

import { io as connect, type Socket } from 'socket.io-client';
import type { RoundResultDto, RoundStatusDto } from '@app/shared/contracts';
import { connectSocket, createTestApp, nextEvent, signupUser, sleep, type TestApp } from '../../test-utils';
import { broadcastLocally } from '../local-broadcast';

// The fast path of a round result: written straight to each websocket, the ordinary way to a socket
// on long-polling, and never ahead of an event sent before it.
describe('broadcastLocally', () => {
  let t: TestApp;
  let url: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    url = await t.listen();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  const result = (roundId: number, big = false): RoundResultDto => ({
    gameType: 'taixiu',
    sessionId: roundId,
    dice: [1, 2, 3],
    outcome: 'xiu',
    winningSides: ['xiu'],
    // Past 125 and past 65,535 bytes the frame's length is written in 2 and 8 more bytes.
    seed: big ? 'f'.repeat(70_000) : 'a'.repeat(64),
    previousSeed: 'b'.repeat(64),
    chainId: 1,
    chainIndex: roundId,
    settledAt: 1,
  });

  it('reaches websocket and long-polling sockets of the room once each, in order with the events around it', async () => {
    const player = await signupUser(t.app);
    const ws = await connectSocket(url, player.token);
    const polling = await new Promise<Socket>((resolve, reject) => {
      const socket = connect(url, {
        path: '/socket.io',
        auth: { token: player.token },
        transports: ['polling'],
        forceNew: true,
        reconnection: false,
      });
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
    const outsider = await connectSocket(url, (await signupUser(t.app)).token);
    sockets.push(ws, polling, outsider);
    const seen = new Map<Socket, string[]>([
      [ws, []],
      [polling, []],
      [outsider, []],
    ]);
    for (const [socket, list] of seen) {
      socket.on('sessionStatus', (s: RoundStatusDto) => list.push(`status ${s.sessionId}`));
      socket.on('roundResult', (r: RoundResultDto) => list.push(`result ${r.sessionId} ${r.seed.length}`));
    }
    t.app.io.in([ws.id!, polling.id!]).socketsJoin('game_taixiu');
    await sleep(50);

    const status = (roundId: number) => ({ gameType: 'taixiu', sessionId: roundId }) as RoundStatusDto;
    for (let i = 1; i <= 3; i++) {
      t.app.io.to('game_taixiu').emit('sessionStatus', status(i));
      broadcastLocally(t.app.io, 'game_taixiu', 'roundResult', result(i, i === 3));
      t.app.io.to('game_taixiu').emit('sessionStatus', status(i + 10));
    }
    const expected = [1, 2, 3].flatMap((i) => [`status ${i}`, `result ${i} ${i === 3 ? 70_000 : 64}`, `status ${i + 10}`]);
    for (let i = 0; i < 100 && !(seen.get(ws)!.length >= 9 && seen.get(polling)!.length >= 9); i++) await sleep(20);
    expect(seen.get(ws)).toEqual(expected);
    expect(seen.get(polling)).toEqual(expected);
    expect(seen.get(outsider)).toEqual([]);
  });

  // The tripwire of the fast path (docs/decisions/fast-path-pins.md). It reads private fields of
  // engine.io and ws, and should one of them be renamed it turns itself off without a sound: every
  // event still arrives, socket.io's way, and only the round results to thousands of phones are late.
  it('writes the frame itself to the websocket sender of an ordinary socket, bypassing socket.io', async () => {
    const client = await connectSocket(url, (await signupUser(t.app)).token);
    sockets.push(client);
    const socket = t.app.io.of('/').sockets.get(client.id!)!;
    const conn = socket.conn as unknown as {
      upgrading: unknown;
      writeBuffer: unknown;
      transport: { socket: { _sender: { sendFrame(list: Buffer[], done?: () => void): void } } };
    };
    // A guard on a field that has gone stops nothing: these must still be engine.io's.
    expect(typeof conn.upgrading).toBe('boolean');
    expect(conn.writeBuffer).toEqual([]);
    const sendFrame = jest.spyOn(conn.transport.socket._sender, 'sendFrame');
    const emit = jest.spyOn(socket, 'emit');
    socket.join('game_xocdia');
    const received = nextEvent<RoundResultDto>(client, 'roundResult');
    try {
      broadcastLocally(t.app.io, 'game_xocdia', 'roundResult', result(7));
      expect(emit).not.toHaveBeenCalled();
      // One call, one buffer, no callback: the frame built here (ws's own sends pass a header and
      // the data, and a callback).
      expect(sendFrame).toHaveBeenCalledTimes(1);
      expect(sendFrame.mock.calls[0]).toHaveLength(1);
      const [list] = sendFrame.mock.calls[0];
      expect(list).toHaveLength(1);
      // After the 4 bytes of a text frame's head with a 16-bit length.
      expect(list[0].indexOf('42["roundResult",')).toBe(4);
    } finally {
      sendFrame.mockRestore();
      emit.mockRestore();
    }
    expect((await received).sessionId).toBe(7);
  });
});

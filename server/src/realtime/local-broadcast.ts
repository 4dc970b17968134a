import type { ServerToClientEvents } from '@app/shared/contracts';
import type { AppServer, EventPayload, ServerEvent } from './io-types';

// The fields of engine.io's connection (and the ws socket under it) this reads: untyped in the
// packages' declarations, private, and checked at the pinned versions by local-broadcast.test.ts
// (docs/decisions/fast-path-pins.md). Should one go, the socket gets the event the ordinary way.
interface EngineConnection {
  readyState: string;
  upgrading: boolean;
  writeBuffer?: unknown[];
  transport: {
    name: string;
    perMessageDeflate?: unknown;
    socket?: { readyState: number; _sender?: { sendFrame(list: Buffer[], done?: () => void): void } };
  };
}

const WS_OPEN = 1;

// A text frame as the server sends it (final, unmasked), around an engine.io message that carries a
// socket.io event of the main namespace: `42["event",payload]`.
function eventFrame(event: string, payload: unknown): Buffer {
  const data = Buffer.from(`42${JSON.stringify([event, payload])}`);
  const n = data.length;
  let head: Buffer;
  if (n < 126) head = Buffer.from([0x81, n]);
  else if (n < 65_536) head = Buffer.from([0x81, 126, n >> 8, n & 0xff]);
  else {
    head = Buffer.alloc(10);
    head[0] = 0x81;
    head[1] = 127;
    head.writeBigUInt64BE(BigInt(n), 2);
  }
  return Buffer.concat([head, data]);
}

/**
 * One event to every socket of a room on THIS node, as fast as the sockets can be written: the
 * frame is built once, and each open websocket gets it straight from ws's sender, one write each.
 * socket.io's own broadcast spends 20 to 36 µs a socket building and queueing packets, and for a
 * round result to 5,000 phones that loop is the whole delay.
 *
 * A socket with packets still waiting in engine.io's queue (or on long-polling, upgrading, closing)
 * gets the event the ordinary way, behind them: no event ever overtakes an earlier one. Other nodes
 * are not reached: the caller relays the event to them (serverSideEmit), and each broadcasts it to
 * its own sockets with this.
 */
export function broadcastLocally<E extends ServerEvent>(io: AppServer, room: string, event: E, payload: EventPayload<E>): void {
  const ids = io.of('/').adapter.rooms.get(room);
  if (ids?.size) sendToEach(io, ids, event, payload);
}

/** The same to every socket connected to THIS node, whatever its rooms (each node sends its own). */
export function broadcastToNode<E extends ServerEvent>(io: AppServer, event: E, payload: EventPayload<E>): void {
  const sockets = io.of('/').sockets;
  if (sockets.size) sendToEach(io, sockets.keys(), event, payload);
}

function sendToEach<E extends ServerEvent>(io: AppServer, ids: Iterable<string>, event: E, payload: EventPayload<E>): void {
  const namespace = io.of('/');
  const frame = eventFrame(event, payload);
  for (const id of ids) {
    const socket = namespace.sockets.get(id);
    if (!socket) continue;
    const conn = socket.conn as unknown as EngineConnection;
    const ws = conn.transport.socket;
    const direct =
      conn.readyState === 'open' &&
      !conn.upgrading &&
      conn.writeBuffer?.length === 0 &&
      conn.transport.name === 'websocket' &&
      !conn.transport.perMessageDeflate &&
      ws?.readyState === WS_OPEN &&
      typeof ws._sender?.sendFrame === 'function';
    if (direct) ws!._sender!.sendFrame([frame]);
    else socket.emit(event, ...([payload] as Parameters<ServerToClientEvents[E]>));
  }
}

import type { AppServer, AppSocket } from './io-types';

// A client event's handler, shared by every socket of the server: the socket is its first argument,
// then what the client sent (an acknowledgement callback last, when the client asked for one).
export type ClientEventHandler = (socket: AppSocket, ...args: unknown[]) => unknown;

// The handlers of each server, by event name, in the order they were registered.
const tables = new WeakMap<AppServer, Map<string, ClientEventHandler[]>>();

/**
 * Handles a client event on every socket of the server without a listener per socket. `socket.on`
 * in a connection handler costs each socket a closure (and its context) per event and a slot in
 * its listener table: some 1.5 KB a socket for our eight events, that is, for 5,000 phones, 7 MB
 * that only ever point at the same code. Here each socket gets one shared dispatcher (socket.io's
 * `onAny`, one array slot), which looks the event up in the server's table. socket.io calls it with
 * the socket as `this`, before the socket's own listeners, for client events only (not
 * `disconnect` and the other reserved ones).
 */
export function onClientEvent(io: AppServer, event: string, handler: ClientEventHandler): void {
  let table = tables.get(io);
  if (!table) {
    const handlers = new Map<string, ClientEventHandler[]>();
    function dispatch(this: AppSocket, name: string, ...args: unknown[]) {
      for (const handle of handlers.get(name) ?? []) handle(this, ...args);
    }
    io.on('connection', (socket) => socket.onAny(dispatch));
    tables.set(io, (table = handlers));
  }
  const list = table.get(event);
  if (list) list.push(handler);
  else table.set(event, [handler]);
}

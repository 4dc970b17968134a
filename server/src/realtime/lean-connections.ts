import type { Server as HttpServer, IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { keepConsoleCookie } from './console-cookie';
import type { AppServer } from './io-types';

type Listener = (...args: unknown[]) => void;

/**
 * engine.io keeps the HTTP request that opened each connection (the websocket upgrade, or the first
 * long-polling request) for the connection's life: the IncomingMessage, its streams' state, its raw
 * and parsed headers, the response object engine.io made for it, some 2 KB a socket. Nothing of
 * ours reads it after the handshake (the token comes in socket.io's own handshake packet,
 * socket.handshake.auth; an operator console's session cookie is taken from it first,
 * console-cookie.ts), so it is let go at once:
 *
 * - the connection's own reference, as socket.io's "Memory usage" page advises. socket.io then
 *   builds socket.handshake from no request: its headers, url and query are empty (address and
 *   auth are still there);
 * - on a websocket upgrade, engine.io (6.6) also makes a response object for its middlewares (we
 *   have none) that holds the request, and keeps it alive through a once('close') listener it puts
 *   on the TCP socket, only to re-emit the close to those middlewares. That listener is the first
 *   'close' listener added while engine.io handles the upgrade; it is taken off right after, and
 *   only if it was added with once() (the websocket's own close listener, added later by ws, is a
 *   plain on() and is never touched).
 *
 * Both are engine.io's private ways, at the pinned version: should either change, nothing fails but
 * the memory, so lean-connections.test.ts checks that the request is garbage once the socket is
 * connected (docs/decisions/fast-path-pins.md).
 */
export function dropUpgradeRequests(io: AppServer, http: HttpServer): void {
  io.engine.on('connection', (connection: { request: IncomingMessage | null }) => {
    if (connection.request) keepConsoleCookie(connection, connection.request);
    connection.request = null;
  });

  // The 'upgrade' event runs its listeners one after the other, synchronously: the one put first
  // watches the TCP socket while engine.io's (attached by socket.io) handles it, the one put last
  // takes off what it saw.
  let watched: { socket: Duplex; watch: Listener; added: Listener | null } | null = null;
  http.prependListener('upgrade', (_request: IncomingMessage, socket: Duplex) => {
    const seen = { socket, added: null as Listener | null, watch: (() => undefined) as Listener };
    seen.watch = (event, listener) => {
      if (event === 'close' && !seen.added) seen.added = listener as Listener;
    };
    socket.on('newListener', seen.watch);
    watched = seen;
  });
  http.on('upgrade', (_request: IncomingMessage, socket: Duplex) => {
    const seen = watched;
    watched = null;
    if (!seen || seen.socket !== socket) return;
    socket.removeListener('newListener', seen.watch);
    const added = seen.added;
    const once = added && socket.rawListeners('close').some((wrapper) => (wrapper as { listener?: unknown }).listener === added);
    if (once) socket.removeListener('close', added);
  });
}

import type { AppServer } from './io-types';

/**
 * engine.io keeps the HTTP request that opened each connection (the websocket upgrade, or the first
 * long-polling request) for the connection's life: the IncomingMessage, its streams' state, its raw
 * and parsed headers, some 1.5 KB a socket. Nothing of ours reads it after the handshake (the token
 * comes in socket.io's own handshake packet, socket.handshake.auth), so it is let go at once, as
 * socket.io's "Memory usage" page advises. socket.io builds socket.handshake later, from no request:
 * its headers, url and query are then empty (address and auth are still there).
 */
export function dropUpgradeRequests(io: AppServer): void {
  io.engine.on('connection', (connection: { request: unknown }) => {
    connection.request = null;
  });
}

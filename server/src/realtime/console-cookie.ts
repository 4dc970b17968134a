import type { IncomingMessage } from 'node:http';
import { operatorCookieIn } from '../auth/operator-session-cookie';

// An operator's console opens its socket with its session cookie (it holds no token). The request
// that carried it is let go as soon as the connection is made (lean-connections.ts), so the cookie
// alone is kept on the connection for the handshake to check; a player's connection keeps nothing.
//
// A WebSocket handshake from another site's page could carry the cookie too where a browser does
// not apply SameSite to WebSockets: the cookie is taken only when the page's Origin names the host it
// connects to (a client that sends no Origin is no browser, and holds the cookie itself anyway).
const CONSOLE_COOKIE = Symbol('console session cookie');

type Connection = { [CONSOLE_COOKIE]?: string };

function sameSite(request: IncomingMessage): boolean {
  const { origin, host } = request.headers;
  if (origin === undefined) return true;
  const forwarded = request.headers['x-forwarded-host'];
  try {
    const from = new URL(origin).host;
    return from === host || (typeof forwarded === 'string' && from === forwarded.split(',')[0].trim());
  } catch {
    return false;
  }
}

export function keepConsoleCookie(connection: object, request: IncomingMessage): void {
  const cookie = sameSite(request) ? operatorCookieIn(request.headers.cookie) : null;
  if (cookie) (connection as Connection)[CONSOLE_COOKIE] = cookie;
}

export const consoleCookieOf = (connection: object): string | null => (connection as Connection)[CONSOLE_COOKIE] ?? null;

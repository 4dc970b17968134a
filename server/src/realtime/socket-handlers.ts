import type { FastifyBaseLogger } from 'fastify';
import { GAME_TYPES, HTTP_MESSAGES, SOCKET_LIMIT_MESSAGES, isGameType, isOperatorRole, type GameType } from '@app/shared/contracts';
import type { Authenticator } from '../auth/authenticator';
import { AppError } from '../http/app-error';
import { cut, onClientEvent } from './client-events';
import { consoleCookieOf } from './console-cookie';
import type { AppServer } from './io-types';
import { gameRoom, operatorRoom, orderRoom, sessionRoom, userRoom } from './rooms';

// The client stops reconnecting when the refusal contains "401".
export const SOCKET_UNAUTHORIZED = '401 Unauthorized: Token không hợp lệ';

// What socket.handshake.auth holds once the socket is in: one shared empty object.
const NO_TOKEN: Record<string, never> = Object.freeze({});

// Sessions whose connection budget a node keeps (the oldest forgotten past it: a full bucket).
const CONNECTING_SESSIONS_KEPT = 50_000;
// One connection back every this many ms, up to the burst.
const CONNECTION_REFILL_MS = 3_000;
// How long a connection refused for the budget waits for its answer.
export const REFUSAL_DELAY_MS = 2_000;

/**
 * A session's connections, as a token bucket per node: a burst of twice the session's socket cap (a
 * page reloaded, tabs reopened after a network loss), then one every 3 s. A client that reconnects
 * as soon as it is cut, or keeps opening sockets to push its own oldest out, is refused at the
 * handshake, before it joins a room or pushes out another socket: the bench's flooder on ten sockets
 * otherwise opened 550 connections a second and halved the other players' bets. Per session, not
 * per player: a new login starts afresh (and ends the old session's sockets), and logins have their
 * own limit (http/rate-limits.ts).
 */
export function connectionBudget(burst: number, now: () => number = Date.now) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return (loginSessionId: string): boolean => {
    const at = now();
    const bucket = buckets.get(loginSessionId);
    if (!bucket) {
      if (buckets.size >= CONNECTING_SESSIONS_KEPT) buckets.delete(buckets.keys().next().value!);
      buckets.set(loginSessionId, { tokens: burst - 1, at });
      return true;
    }
    bucket.tokens = Math.min(burst, bucket.tokens + (at - bucket.at) / CONNECTION_REFILL_MS);
    bucket.at = at;
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  };
}

export function installSocketAuth(
  io: AppServer,
  authenticate: Authenticator,
  log: FastifyBaseLogger,
  {
    socketsPerSession = SOCKETS_PER_SESSION,
    refusalDelayMs = REFUSAL_DELAY_MS,
  }: { socketsPerSession?: number; refusalDelayMs?: number } = {},
): void {
  const mayConnect = connectionBudget(2 * socketsPerSession);
  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    try {
      const auth = await authenticate({
        bearer: typeof token === 'string' ? token : null,
        cookie: consoleCookieOf(socket.conn),
      });
      if (!mayConnect(auth.loginSessionId)) {
        // Not an authentication failure: the page's backoff tries again, and the budget refills.
        // Answered after a pause: a client that tries again the moment it is refused then knocks
        // once per pause on each connection it holds open, not as fast as handshakes go (the bench's
        // flooder on ten sockets made 176 a second, each some 0.5 ms of the node's CPU). A page's
        // own backoff waits 1 to 5 s anyway.
        const refusal = new Error(SOCKET_LIMIT_MESSAGES.TOO_MANY_CONNECTIONS) as Error & { data?: unknown };
        refusal.data = { error: 'TOO_MANY_CONNECTIONS', message: SOCKET_LIMIT_MESSAGES.TOO_MANY_CONNECTIONS };
        setTimeout(() => next(refusal), refusalDelayMs).unref();
        return;
      }
      socket.data.auth = auth;
      // The token has done its work: a socket does not carry a bearer token (and its 300 bytes) for
      // its whole life. A revocation reaches the socket through its session's room instead.
      socket.handshake.auth = NO_TOKEN;
      next();
    } catch (error) {
      if (error instanceof AppError) {
        const refusal = new Error(SOCKET_UNAUTHORIZED) as Error & { data?: unknown };
        refusal.data = { error: error.error, message: error.message };
        return next(refusal);
      }
      log.error({ err: error }, 'socket authentication failed');
      next(new Error(HTTP_MESSAGES.serverError));
    }
  });
}

// The games a `join_game` / `leave_game` names (as `{gameType}`). The one parser of both
// events, for the room join here and for the games' idle count (games/live/game-socket.ts), so the two
// never disagree: `{gameType}` of a known game names that game; `leave_game` with no payload at all
// names every game; anything else (a bare string, an unknown game) names none and is ignored.
export function requestedGames(event: 'join_game' | 'leave_game' | 'table_active', payload: unknown): GameType[] {
  if (event === 'leave_game' && (payload === undefined || payload === null)) return [...GAME_TYPES];
  const gameType = typeof payload === 'object' && payload !== null ? (payload as { gameType?: unknown }).gameType : undefined;
  return isGameType(gameType) ? [gameType] : [];
}

const orderIdOf = (payload: unknown): number | null => {
  const raw = (payload as { orderId?: unknown } | null)?.orderId;
  const id = typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : raw;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
};

// Whether a player may watch an order's room (only its owner may): given by the deposits feature.
export type CanJoinOrder = (userId: number, orderId: number) => Promise<boolean>;

export interface SocketHandlerOptions {
  canJoinOrder?: CanJoinOrder;
  log?: FastifyBaseLogger;
  // Sockets one session may hold on this node (default SOCKETS_PER_SESSION).
  socketsPerSession?: number;
}

// A page holds one socket; a player with several tabs open holds one per tab. One token once opened
// 50, each a share of the node's memory and of every room broadcast.
export const SOCKETS_PER_SESSION = 5;

// The rooms: user_<id>, the session's room and (an operator's) operators_<role> on connect, game_<g> on `join_game`, order_<orderId>
// on `join_order`. Malformed requests are ignored; `leave_game` without a payload leaves every game
// room. `join_order` joins only the player's own order (checked in the database); an optional
// acknowledgement callback receives {ok}. The handlers are the server's, shared by its sockets
// (client-events.ts): what a socket needs is on it (its rooms, socket.data).
export function installSocketHandlers(io: AppServer, options: SocketHandlerOptions = {}): void {
  const cap = options.socketsPerSession ?? SOCKETS_PER_SESSION;
  io.on('connection', (socket) => {
    const { auth } = socket.data;
    const room = sessionRoom(auth.loginSessionId);
    socket.join([userRoom(auth.userId), room, ...(isOperatorRole(auth.role) ? [operatorRoom(auth.role)] : [])]);
    // Past the cap the session's oldest socket is closed, not the new one refused: the newest is the
    // tab the player is looking at (just opened or reloaded), the oldest most likely one forgotten
    // behind it. A refused connection would also be retried by the page for a minute, and its tab
    // would show a live table that never moves. The closed tab is told why (socketLimited) and does
    // not reconnect by itself, so two tabs cannot take turns closing each other. Counted on this
    // node (the room's local members, in the order they joined): a node's memory is what it guards.
    const members = io.of('/').adapter.rooms.get(room);
    if (!members || members.size <= cap) return;
    const oldest = [...members].slice(0, members.size - cap);
    for (const id of oldest) {
      const old = io.of('/').sockets.get(id);
      if (old && old !== socket) cut(old, 'TOO_MANY_SOCKETS');
    }
    options.log?.warn(
      { userId: auth.userId, loginSessionId: auth.loginSessionId, closed: oldest.length, cap },
      'socket: session over its socket cap, oldest closed',
    );
  });

  onClientEvent(io, 'join_game', (socket, payload) => {
    // An operator's account holds no wallet and does not sit at a table (nor counts as a live player).
    if (isOperatorRole(socket.data.auth.role)) return;
    for (const game of requestedGames('join_game', payload)) socket.join(gameRoom(game));
  });
  onClientEvent(io, 'leave_game', (socket, payload) => {
    for (const game of requestedGames('leave_game', payload)) socket.leave(gameRoom(game));
  });
  onClientEvent(io, 'join_order', async (socket, payload, ack) => {
    const reply = (ok: boolean) => {
      if (typeof ack === 'function') ack({ ok });
    };
    const orderId = orderIdOf(payload);
    if (!orderId || !options.canJoinOrder) return reply(false);
    try {
      const allowed = await options.canJoinOrder(socket.data.auth.userId, orderId);
      if (allowed && socket.connected) socket.join(orderRoom(orderId));
      reply(allowed);
    } catch (error) {
      options.log?.warn({ err: error }, 'join_order check failed');
      reply(false);
    }
  });
  onClientEvent(io, 'leave_order', (socket, payload) => {
    const orderId = orderIdOf(payload);
    if (orderId) socket.leave(orderRoom(orderId));
  });
}

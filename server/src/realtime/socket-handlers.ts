import type { FastifyBaseLogger } from 'fastify';
import type { Server, Socket } from 'socket.io';
import { HTTP_MESSAGES } from '@app/shared/contracts';
import type { AuthContext, Authenticator } from '../auth/authenticator';
import { AppError } from '../http/app-error';
import { GAME_TYPES, gameRoom, orderRoom, sessionRoom, userRoom } from './rooms';

// The client stops reconnecting when the refusal contains "401" (spec section 8, sockets).
export const SOCKET_UNAUTHORIZED = '401 Unauthorized: Token không hợp lệ';

interface SocketData {
  auth: AuthContext;
}

export function installSocketAuth(io: Server, authenticate: Authenticator, log: FastifyBaseLogger): void {
  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    try {
      (socket.data as SocketData).auth = await authenticate(typeof token === 'string' ? token : null);
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

const gameTypeOf = (payload: unknown): string | null => {
  const gameType = (payload as { gameType?: unknown } | null)?.gameType;
  return typeof gameType === 'string' && (GAME_TYPES as readonly string[]).includes(gameType) ? gameType : null;
};

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
}

// Rooms of DESIGN section 9. Malformed requests are ignored. `join_order` joins only the player's
// own order (checked in the database); an optional acknowledgement callback receives {ok}.
export function installSocketHandlers(io: Server, options: SocketHandlerOptions = {}): void {
  io.on('connection', (socket: Socket) => {
    const { auth } = socket.data as SocketData;
    socket.join([userRoom(auth.userId), sessionRoom(auth.sid)]);

    socket.on('join_game', (payload: unknown) => {
      const gameType = gameTypeOf(payload);
      if (gameType) socket.join(gameRoom(gameType));
    });
    socket.on('leave_game', (payload: unknown) => {
      const gameType = gameTypeOf(payload);
      if (gameType) socket.leave(gameRoom(gameType));
    });
    socket.on('join_order', async (payload: unknown, ack?: unknown) => {
      const reply = (ok: boolean) => {
        if (typeof ack === 'function') ack({ ok });
      };
      const orderId = orderIdOf(payload);
      if (!orderId || !options.canJoinOrder) return reply(false);
      try {
        const allowed = await options.canJoinOrder(auth.userId, orderId);
        if (allowed && socket.connected) socket.join(orderRoom(orderId));
        reply(allowed);
      } catch (error) {
        options.log?.warn({ err: error }, 'join_order check failed');
        reply(false);
      }
    });
    socket.on('leave_order', (payload: unknown) => {
      const orderId = orderIdOf(payload);
      if (orderId) socket.leave(orderRoom(orderId));
    });
  });
}

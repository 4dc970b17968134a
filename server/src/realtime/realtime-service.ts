import { OPERATOR_ROLES, GAME_TYPES } from '@app/shared/contracts';
import { onClientEvent } from './client-events';
import { forceLogoutMessage } from './force-logout-messages';
import { ROOM_EVENTS, type AppServer, type AppSocket, type EventPayload, type RoomEvent, type ServerEvent } from './io-types';
import { broadcastLocally } from './local-broadcast';
import type { PlayersOnline } from './players-online';
import type { Realtime } from './realtime';
import { gameRoom, operatorRoom, orderRoom, sessionRoom, userRoom } from './rooms';

// What each room event relayed by another node must carry besides its game.
const ofRound = (payload: Record<string, unknown>) => Number.isSafeInteger(payload.sessionId);
const RELAYED: Record<RoomEvent, (payload: Record<string, unknown>) => boolean> = {
  roundResult: ofRound,
  bigWins: ofRound,
  sessionStatus: ofRound,
  currentSessionId: ofRound,
  sessionTotals: ofRound,
  chatMessage: (payload) => Number.isSafeInteger(payload.id) && typeof payload.text === 'string' && typeof payload.name === 'string',
  chatHidden: (payload) => Number.isSafeInteger(payload.id),
  chatEnabled: (payload) => typeof payload.enabled === 'boolean',
};

export interface RealtimeService extends Realtime {
  // Cancels pending disconnects when the server shuts down (the sockets are closed anyway).
  stop(): void;
}

export interface RealtimeOptions {
  // Other nodes share the rooms (the Redis adapter): room events and node signals are relayed.
  cluster?: boolean;
  // A relay that failed, going out or coming in: reported, never thrown (an incoming one runs inside
  // the Redis adapter's handler, where nothing catches it).
  onError?: (error: unknown) => void;
  // The players at each table across the nodes (players-online.ts), which playersAt reads.
  players?: Pick<PlayersOnline, 'count'>;
}

export function createRealtimeService(
  io: AppServer,
  disconnectDelayMs: number,
  { cluster = false, onError = () => undefined, players }: RealtimeOptions = {},
): RealtimeService {
  const pending = new Set<NodeJS.Timeout>();

  // The notice first, then the disconnect a moment later: with the Redis adapter the two travel on
  // different channels, and a socket cut before the notice arrives would never learn why.
  const endRoom = (room: string, reason: string) => {
    io.to(room).emit('forceLogout', { reason, message: forceLogoutMessage(reason) });
    const timer = setTimeout(() => {
      pending.delete(timer);
      io.in(room).disconnectSockets(true);
    }, disconnectDelayMs);
    timer.unref();
    pending.add(timer);
  };

  // Realtime's signature already ties each payload to its event; socket.io's own emit types cannot
  // follow a generic event name, so the typed call is made through this one loosened view.
  type Loose = { emit(event: ServerEvent, payload: unknown): boolean };
  const emitTo = (room: string | string[], event: ServerEvent, payload: unknown) => {
    (io.to(room) as unknown as Loose).emit(event, payload);
  };

  // An event to a game's whole room (up to thousands of sockets) reaches this node's sockets by the
  // fast path, the frame encoded once, and every other node's through that node's own fast path.
  // socket.io's broadcast would cost 20 to 36 µs a socket: at 5,000 sockets the status that follows a
  // round result kept the cores busy while the phones were still being sent the result. Each
  // event's payload names its game, and so its room, on every node alike.
  const gameListeners = new Set<(event: RoomEvent, payload: EventPayload<RoomEvent>) => void>();
  const toGame: Realtime['toGame'] = (event, payload) => {
    broadcastLocally(io, gameRoom(payload.gameType), event, payload);
    for (const listener of gameListeners) listener(event, payload);
    if (!cluster) return;
    try {
      io.serverSideEmit('games:roomEvent', { event, payload });
    } catch (error) {
      onError(error);
    }
  };
  if (cluster) {
    // What another node relays is checked before it goes out: a known event, a game's payload (an
    // object naming a game, and what its event is about: a round, a chat message, a switch).
    io.on('games:roomEvent', (relayed) => {
      try {
        const event = ROOM_EVENTS.find((name) => name === relayed?.event);
        const payload = relayed?.payload as Record<string, unknown> | null | undefined;
        const game = GAME_TYPES.find((g) => g === payload?.gameType);
        if (!event || !game || typeof payload !== 'object' || payload === null || Array.isArray(payload) || !RELAYED[event](payload))
          return;
        const checked = payload as unknown as EventPayload<RoomEvent>;
        broadcastLocally(io, gameRoom(game), event, checked);
        for (const listener of gameListeners) listener(event, checked);
      } catch (error) {
        onError(error);
      }
    });
  }

  return {
    toUser: (userId, event, payload) => emitTo(userRoom(userId), event, payload),
    toSession: (loginSessionId, event, payload) => emitTo(sessionRoom(loginSessionId), event, payload),
    // One emit over both rooms, so a socket in both gets it once.
    toOrder: (userId, orderId, event, payload) => emitTo([userRoom(userId), orderRoom(orderId)], event, payload),
    toSocket: (socket, event, payload) => (socket as unknown as Loose).emit(event, payload),
    toGame,
    onGameEvent: (listener) => {
      gameListeners.add(listener);
      return () => gameListeners.delete(listener);
    },
    toOperators: (event, payload, roles = OPERATOR_ROLES) => emitTo(roles.map(operatorRoom), event, payload),
    toEveryone: (event, payload) => (io as unknown as Loose).emit(event, payload),
    endSession: (loginSessionId, reason) => endRoom(sessionRoom(loginSessionId), reason),
    endUserSessions: (userId, reason) => endRoom(userRoom(userId), reason),
    onClientEvent: (event, handler) => onClientEvent(io, event, handler),
    onSocketClosed: (handler) => {
      // One listener for every socket: socket.io calls it with the socket as `this`.
      function closed(this: AppSocket) {
        handler(this);
      }
      io.on('connection', (socket) => {
        if (socket.data.auth) socket.on('disconnect', closed);
      });
    },
    toOtherNodes: (signal, payload) => {
      if (!cluster) return;
      try {
        (io as unknown as { serverSideEmit(signal: string, payload: unknown): void }).serverSideEmit(signal, payload);
      } catch (error) {
        onError(error);
      }
    },
    onOtherNode: (signal, handler) => {
      if (cluster)
        (io as unknown as { on(signal: string, handler: (payload: unknown) => void): void }).on(
          signal,
          handler as (payload: unknown) => void,
        );
    },
    playersAt: async (game) => players?.count(game) ?? null,
    stop: () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    },
  };
}

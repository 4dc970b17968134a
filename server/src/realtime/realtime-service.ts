import { forceLogoutMessage } from './force-logout-messages';
import type { AppServer, ServerEvent } from './io-types';
import type { Realtime } from './realtime';
import { OPERATOR_ROLES } from '@app/shared/contracts';
import { operatorRoom, sessionRoom, userRoom } from './rooms';

export interface RealtimeService extends Realtime {
  // Cancels pending disconnects when the server shuts down (the sockets are closed anyway).
  stop(): void;
}

export function createRealtimeService(io: AppServer, disconnectDelayMs: number): RealtimeService {
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
  const emitTo = (room: string | string[], event: ServerEvent, payload: unknown) => {
    const target = io.to(room) as unknown as { emit(event: ServerEvent, payload: unknown): boolean };
    target.emit(event, payload);
  };

  return {
    toUser: (userId, event, payload) => emitTo(userRoom(userId), event, payload),
    toSession: (sid, event, payload) => emitTo(sessionRoom(sid), event, payload),
    toOperators: (event, payload, roles = OPERATOR_ROLES) => emitTo(roles.map(operatorRoom), event, payload),
    endSession: (sid, reason) => endRoom(sessionRoom(sid), reason),
    endUserSessions: (userId, reason) => endRoom(userRoom(userId), reason),
    stop: () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    },
  };
}

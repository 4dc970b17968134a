import type { Server } from 'socket.io';
import { forceLogoutMessage } from './force-logout-messages';
import type { Realtime } from './realtime';
import { sessionRoom, userRoom } from './rooms';

export interface RealtimeService extends Realtime {
  // Cancels pending disconnects when the server shuts down (the sockets are closed anyway).
  stop(): void;
}

export function createRealtimeService(io: Server, disconnectDelayMs: number): RealtimeService {
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

  return {
    toUser: (userId, event, payload) => {
      io.to(userRoom(userId)).emit(event, payload);
    },
    toSession: (sid, event, payload) => {
      io.to(sessionRoom(sid)).emit(event, payload);
    },
    endSession: (sid, reason) => endRoom(sessionRoom(sid), reason),
    endUserSessions: (userId, reason) => endRoom(userRoom(userId), reason),
    stop: () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    },
  };
}

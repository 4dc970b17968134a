import { proxy } from 'valtio';
import type { Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../contracts/events';

export type RealtimeStatus = 'idle' | 'connecting' | 'connected' | 'disconnected' | 'reconnecting';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface RealtimeState {
  /** idle: no connection wanted (no session); disconnected: wanted but lost or refused. */
  status: RealtimeStatus;
  /** Held with valtio's ref(): a socket must never be wrapped in a proxy. */
  socket: AppSocket | null;
  /** Why the server closed the socket on purpose without ending the session (socketLimited), if it did. */
  notice: string | null;
}

export const realtimeStore = proxy<RealtimeState>({ status: 'idle', socket: null, notice: null });

export const getSocket = (): AppSocket | null => realtimeStore.socket;

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
  /**
   * Goes up each time events may have been missed: every connect (socket.io replays nothing sent
   * while away) and every `resync` (the node's Redis link was down). A store that mirrors the
   * server reads it again when this changes.
   */
  syncs: number;
}

export const realtimeStore = proxy<RealtimeState>({ status: 'idle', socket: null, notice: null, syncs: 0 });

export const getSocket = (): AppSocket | null => realtimeStore.socket;

import { realtimeStore, type AppSocket } from './realtime-store';

// Each event's handler takes that event's own arguments.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Handler = (...args: any[]) => void;
type Listening = { on: (event: string, handler: Handler) => unknown; off: (event: string, handler: Handler) => unknown };

const subscriptions = new Set<{ event: string; handler: Handler }>();

const loose = (socket: AppSocket) => socket as unknown as Listening;

/**
 * Listens to a server event on the page's socket, including sockets opened later (a new login,
 * a reconnect with a fresh token). Returns an unsubscribe function.
 */
export function subscribeRealtime<T = unknown>(event: string, handler: (payload: T) => void): () => void {
  const entry = { event, handler: handler as Handler };
  subscriptions.add(entry);
  const socket = realtimeStore.socket;
  if (socket) loose(socket).on(event, entry.handler);
  return () => {
    subscriptions.delete(entry);
    const current = realtimeStore.socket;
    if (current) loose(current).off(event, entry.handler);
  };
}

export function attachSubscriptions(socket: AppSocket): void {
  for (const { event, handler } of subscriptions) loose(socket).on(event, handler);
}

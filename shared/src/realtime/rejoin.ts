import { SOCKET } from '../contracts/constants';
import { realtimeStore, type AppSocket } from './realtime-store';

export type Rejoin = (socket: AppSocket) => void;

const rejoins = new Set<Rejoin>();
let timer: ReturnType<typeof setTimeout> | null = null;

function run(fn: Rejoin, socket: AppSocket): void {
  try {
    fn(socket);
  } catch (error) {
    console.error('[realtime] rejoin failed', error);
  }
}

/**
 * Registers what must be re-sent after every (re)connect, e.g. join_game for the open game or
 * join_order for a pending deposit: the server forgets rooms when a socket drops. Runs at once
 * if already connected, unless the rejoin of a connect that just happened is still due: that one
 * runs it, once (run twice, a game screen would read its round twice). Returns an unregister function.
 */
export function registerRejoin(fn: Rejoin): () => void {
  rejoins.add(fn);
  const socket = realtimeStore.socket;
  if (socket?.connected && timer === null) run(fn, socket);
  return () => {
    rejoins.delete(fn);
  };
}

// Debounced: a flapping connection re-joins once it settles, not on every blip.
export function scheduleRejoin(): void {
  cancelRejoin();
  timer = setTimeout(() => {
    timer = null;
    const socket = realtimeStore.socket;
    if (!socket?.connected) return;
    for (const fn of rejoins) run(fn, socket);
  }, SOCKET.rejoinDebounce);
}

export function cancelRejoin(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
}

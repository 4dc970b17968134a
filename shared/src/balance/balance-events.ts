import { toAmount } from './to-amount';

// Window events other micro-frontends (and older code in the games) already speak.
export const BALANCE_EVENTS = ['xocdia-balance-update', 'balance-update'] as const;

export interface BalanceEventDetail {
  balance: number;
  source: string;
}

// dispatchEvent is synchronous, so this flag is set exactly while our own events are delivered:
// the store's listener skips them instead of applying its own broadcast a second time.
let broadcasting = false;

export function broadcastBalance(detail: BalanceEventDetail): void {
  if (typeof window === 'undefined') return;
  broadcasting = true;
  try {
    for (const name of BALANCE_EVENTS) window.dispatchEvent(new CustomEvent(name, { detail }));
  } finally {
    broadcasting = false;
  }
}

export type BalanceSink = (balance: number, source: string) => void;

/** Reads {balance} or {newBalance} (number or numeric string) from a window event. */
function amountFromEvent(event: Event): number | null {
  const detail = (event as CustomEvent).detail as { balance?: unknown; newBalance?: unknown } | null | undefined;
  if (!detail || typeof detail !== 'object') return null;
  return toAmount(detail.balance ?? detail.newBalance);
}

export function listenWindowBalance(sink: BalanceSink): () => void {
  const onEvent = (event: Event) => {
    if (broadcasting) return;
    const amount = amountFromEvent(event);
    if (amount === null) return;
    const source = (event as CustomEvent<{ source?: unknown }>).detail?.source;
    sink(amount, typeof source === 'string' ? source : 'event');
  };
  for (const name of BALANCE_EVENTS) window.addEventListener(name, onEvent);
  return () => {
    for (const name of BALANCE_EVENTS) window.removeEventListener(name, onEvent);
  };
}

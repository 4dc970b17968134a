import { proxy, useSnapshot } from 'valtio';
import { balanceStore } from './balance-store';

// A round's payout reaches the balance a moment after its result, while the table is still shaking
// the dice or the bowl: a header that jumped then would tell the player they won before the reveal
// does. So a table holds the balance shown (the store itself stays current: the bet caps read it)
// from its round's result to the end of its reveal.
export const balanceHold = proxy({ held: null as number | null });

// However the reveal goes (a table closed mid-reveal, a release lost), the header is never held longer.
const HOLD_MAX_MS = 10_000;
let expiry: ReturnType<typeof setTimeout> | null = null;

/** Keeps the balance on screen as it is now until `releaseBalance` (or a few seconds at most). */
export function holdBalance(): void {
  if (balanceHold.held === null) balanceHold.held = balanceStore.balance;
  if (expiry) clearTimeout(expiry);
  expiry = setTimeout(releaseBalance, HOLD_MAX_MS);
}

export function releaseBalance(): void {
  if (expiry) clearTimeout(expiry);
  expiry = null;
  balanceHold.held = null;
}

/** The balance to show: the held one during a reveal, the store's otherwise. */
export function useShownBalance(): number {
  const { balance } = useSnapshot(balanceStore);
  const { held } = useSnapshot(balanceHold);
  return held ?? balance;
}

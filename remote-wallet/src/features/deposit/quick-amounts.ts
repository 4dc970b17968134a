import { QUICK_AMOUNTS } from '@app/shared';

/** 500000 → '500K', 1000000 → '1M', 300000000 → '300M'. */
function quickAmountLabel(amount: number): string {
  if (amount >= 1_000_000) return `${amount / 1_000_000}M`;
  if (amount >= 1_000) return `${amount / 1_000}K`;
  return String(amount);
}

export const QUICK_AMOUNT_OPTIONS = QUICK_AMOUNTS.map((value) => ({ value, label: quickAmountLabel(value) }));

import { formatMoney, formatVietnamDateTime } from '@app/shared';

// The player app's own formats (Vietnam time whatever the operator's computer says, 'đ'), so an
// amount or a time reads the same on the console as on the player's screen they are talking about.
export const formatTime = (iso: string | number | null | undefined) =>
  iso === null || iso === undefined ? '—' : formatVietnamDateTime(typeof iso === 'number' ? new Date(iso) : iso);

export const money = formatMoney;
/** '+50.000 đ', '-20.000 đ': the house's gain or loss. */
export const signedMoney = (amount: number) => `${amount > 0 ? '+' : ''}${formatMoney(amount)}`;

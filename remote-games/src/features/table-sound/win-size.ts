import { type BetSettledEvent } from '@app/shared/signed-in';

export type WinSize = 'small' | 'medium' | 'big';

// A win sounds as big as it is to the player: against their stake (a xóc đĩa 4 đỏ at x15 is big
// whatever the stake) or in đồng (a tài at x1,98 on ten million is big too).
const BIG = { net: 10_000_000, multiple: 10 };
const MEDIUM = { net: 1_000_000, multiple: 3 };

/** The size of the player's win in a round; null when they did not come out ahead. */
export function winSize({ totalStake, totalPayout }: Pick<BetSettledEvent, 'totalStake' | 'totalPayout'>): WinSize | null {
  const net = totalPayout - totalStake;
  if (net <= 0) return null;
  if (net >= BIG.net || totalPayout >= totalStake * BIG.multiple) return 'big';
  if (net >= MEDIUM.net || totalPayout >= totalStake * MEDIUM.multiple) return 'medium';
  return 'small';
}

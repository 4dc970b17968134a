import { addDays } from '@app/shared/contracts';
import type { Queryable } from '../../db/db';
import { dayOfYear, playerYears } from '../report-store';

// Distinct players who bet in a range of days. Each player's kept days are a bitset a year
// (report_player_years); a range is a mask over the same bits, and a player is in the range when a
// bit is in both. Counted here rather than in SQL: 20,000 players and the 14 ranges of a 90-day
// report by week are 280,000 mask checks, a few milliseconds in a loop against a few hundred in
// joined rows. The bitsets change only when a day is kept, so a node reads them once per kept day.
const BYTES = 46; // 366 bits

type Bits = Uint8Array;

function bitsOf(text: string): Bits {
  const bits = new Uint8Array(BYTES);
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 49) bits[i >> 3] |= 0x80 >> (i & 7);
  return bits;
}

const meets = (a: Bits, b: Bits) => {
  for (let i = 0; i < BYTES; i++) if (a[i] & b[i]) return true;
  return false;
};

/** The range's bits in each year it touches. */
function masksOf(from: string, to: string): Map<number, Bits> {
  const masks = new Map<number, Bits>();
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const year = Number(day.slice(0, 4));
    const mask = masks.get(year) ?? new Uint8Array(BYTES);
    const i = dayOfYear(day);
    mask[i >> 3] |= 0x80 >> (i & 7);
    masks.set(year, mask);
  }
  return masks;
}

export type ActivePlayers = ReturnType<typeof createActivePlayers>;

export function createActivePlayers(db: Queryable) {
  // The bitsets of the years asked, as of the last kept day they were read at.
  let kept: { asOf: string | null; years: Map<number, Map<number, Bits>> } = { asOf: null, years: new Map() };

  async function yearsAsOf(asOf: string | null, years: number[]): Promise<Map<number, Map<number, Bits>>> {
    if (kept.asOf !== asOf) kept = { asOf, years: new Map() };
    const missing = years.filter((y) => !kept.years.has(y));
    if (missing.length) {
      const rows = await playerYears(db, missing);
      for (const year of missing) kept.years.set(year, new Map());
      for (const row of rows) kept.years.get(row.year)!.set(row.userId, bitsOf(row.days));
    }
    return kept.years;
  }

  return {
    /**
     * Players per range key: those with a kept day in the range, and the live ones (`live`: who
     * bet on a day not yet kept, under each range holding that day). `asOf`: the last kept day.
     */
    async count(
      ranges: ReadonlyArray<{ key: string; from: string; to: string }>,
      live: ReadonlyArray<{ key: string; userId: number }>,
      asOf: string | null,
    ): Promise<Map<string, number>> {
      const masks = ranges.map((range) => ({ key: range.key, masks: masksOf(range.from, range.to) }));
      const years = await yearsAsOf(asOf, [...new Set(masks.flatMap((m) => [...m.masks.keys()]))]);
      const liveByKey = new Map<string, Set<number>>();
      for (const { key, userId } of live) liveByKey.set(key, (liveByKey.get(key) ?? new Set()).add(userId));
      const counted = new Map<string, number>();
      for (const { key, masks: byYear } of masks) {
        const livePlayers = new Set(liveByKey.get(key));
        // Within one year a player is one row: a count will do. Across two, a player may be in both.
        const across = byYear.size > 1 ? new Set<number>() : null;
        let n = 0;
        for (const [year, mask] of byYear)
          for (const [userId, bits] of years.get(year) ?? []) {
            if (!meets(bits, mask)) continue;
            livePlayers.delete(userId);
            if (across) across.add(userId);
            else n++;
          }
        counted.set(key, (across ? across.size : n) + livePlayers.size);
      }
      return counted;
    },
  };
}

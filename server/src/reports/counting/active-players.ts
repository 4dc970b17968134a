import { addDays } from '@app/shared/contracts';
import type { Queryable } from '../../db/db';
import { dayOfYear, playerYears } from '../report-store';

// Distinct players who bet in a range of days. Each player's kept days are a bitset a year
// (report_player_years); a range is a mask over the same bits, and a player is in the range when a
// bit is in both. Counted here rather than in SQL: 20,000 players and the 14 ranges of a 90-day
// report by week are 280,000 checks, and a check reads only the 32-day words its range covers (one
// or two for a week, four for a month), a few milliseconds in all against a few hundred in joined rows.
// The bitsets change only when a day is kept, so a node reads them once per kept day.
const WORDS = 12; // 366 bits in 32-bit words

type Bits = Uint32Array;

// Day i of the year is bit (i % 32) of word (i / 32), in the bitsets and the masks alike.
function bitsOf(text: string): Bits {
  const bits = new Uint32Array(WORDS);
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 49) bits[i >> 5] |= 1 << (i & 31);
  return bits;
}

interface Mask {
  bits: Bits;
  // The words holding a day of the range.
  words: number[];
}

const meets = (bits: Bits, mask: Mask) => {
  for (const w of mask.words) if (bits[w] & mask.bits[w]) return true;
  return false;
};

/** The range's bits in each year it touches. */
function masksOf(from: string, to: string): Map<number, Mask> {
  const masks = new Map<number, Mask>();
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const year = Number(day.slice(0, 4));
    const mask = masks.get(year) ?? { bits: new Uint32Array(WORDS), words: [] };
    const i = dayOfYear(day);
    if (!mask.words.includes(i >> 5)) mask.words.push(i >> 5);
    mask.bits[i >> 5] |= 1 << (i & 31);
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

// The shape of the seeded business before any bet is drawn: when each player signs up and how much
// they play, and how many bets each round slot of the period takes. Small (a number per player and
// per slot), so it is planned whole; the bets themselves are drawn slot by slot as they are written.
import type { Random } from './prng';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
const VIETNAM_OFFSET_MS = 7 * HOUR_MS;

// A player joins the tables a few minutes after signing up at the earliest.
export const REGISTER_LEAD_MS = 5 * MINUTE_MS;

// Light, medium and heavy players: how big they bet and deposit, and when they cash out.
export type Tier = 0 | 1 | 2;

export interface PlayerPlan {
  count: number;
  // Sign-up times, ascending (players are numbered in sign-up order, as their ids are).
  createdAt: Float64Array;
  // How often a player turns up at the tables, relative to the others (heavy-tailed: a few play a lot).
  weight: Float64Array;
  // Running sums of `weight`, for drawing a player among those signed up by a given time.
  cumulativeWeight: Float64Array;
  tier: Uint8Array;
}

export function planPlayers(random: Random, count: number, start: number, end: number): PlayerPlan {
  const span = end - start;
  const createdAt = new Float64Array(count);
  // Most sign up early (a launch, then word of mouth): half in the first quarter of the period.
  // None in the last two hours, so that every player has had the time to be a player.
  const latest = Math.max(start + MINUTE_MS, end - 2 * HOUR_MS);
  for (let i = 0; i < count; i += 1) {
    const u = random.next();
    createdAt[i] = Math.min(latest, Math.round(start + MINUTE_MS + u * u * span));
  }
  createdAt.sort();
  const weight = new Float64Array(count);
  const cumulativeWeight = new Float64Array(count);
  const tier = new Uint8Array(count);
  let sum = 0;
  for (let i = 0; i < count; i += 1) {
    // Pareto (alpha 1.3), capped: about seven players in ten light, one in ten heavy.
    const w = Math.min(200, Math.pow(1 - random.next(), -1 / 1.3));
    weight[i] = w;
    sum += w;
    cumulativeWeight[i] = sum;
    tier[i] = w < 2.5 ? 0 : w < 8 ? 1 : 2;
  }
  return { count, createdAt, weight, cumulativeWeight, tier };
}

// How busy the tables are at each hour of a Vietnam day: quiet before dawn, busiest late evening.
const HOUR_WEIGHTS = [
  0.6, 0.4, 0.25, 0.15, 0.1, 0.1, 0.2, 0.35, 0.45, 0.5, 0.55, 0.65, 0.8, 0.7, 0.6, 0.6, 0.65, 0.7, 0.8, 1, 1.3, 1.5, 1.4, 1,
];

export const vietnamHour = (t: number) => Math.floor(((((t + VIETNAM_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS) / HOUR_MS);
const vietnamWeekend = (t: number) => {
  const day = new Date(t + VIETNAM_OFFSET_MS).getUTCDay();
  return day === 0 || day === 6;
};

/**
 * Bets per round slot (both games together), summing to `bets` exactly: each slot's share follows
 * the hour of the day, the day of the week, a day's own luck, and how much of the player base has
 * signed up by then.
 */
export function planSlotBets(random: Random, plan: PlayerPlan, start: number, slotMs: number, slots: number, bets: number): Uint32Array {
  const quotas = new Uint32Array(slots);
  if (bets === 0 || slots === 0) return quotas;
  const dayLuck: number[] = [];
  const cumulative = new Float64Array(slots);
  let signedUp = 0;
  let total = 0;
  for (let k = 0; k < slots; k += 1) {
    const t = start + k * slotMs;
    while (signedUp < plan.count && plan.createdAt[signedUp] <= t - REGISTER_LEAD_MS) signedUp += 1;
    const day = Math.floor((k * slotMs) / DAY_MS);
    while (dayLuck.length <= day) dayLuck.push(random.between(0.8, 1.2));
    const players = signedUp === 0 ? 0 : plan.cumulativeWeight[signedUp - 1];
    total += players * HOUR_WEIGHTS[vietnamHour(t)] * dayLuck[day] * (vietnamWeekend(t) ? 1.25 : 1);
    cumulative[k] = total;
  }
  if (total <= 0) throw new Error('no player has signed up early enough to place a bet: give the history more days');
  let given = 0;
  for (let k = 0; k < slots; k += 1) {
    const upTo = k === slots - 1 ? bets : Math.floor((bets * cumulative[k]) / total);
    quotas[k] = upTo - given;
    given = upTo;
  }
  return quotas;
}

// Round numbers (1 to `rounds`) a game calls off: about one in 5,000, at least one in any history
// of a few hundred rounds or more, never the first.
export function planVoidRounds(random: Random, rounds: number): number[] {
  if (rounds < 200) return [];
  const count = Math.max(1, Math.round(rounds / 5_000));
  const picked = new Set<number>();
  while (picked.size < count) picked.add(random.int(2, rounds));
  return [...picked].sort((a, b) => a - b);
}

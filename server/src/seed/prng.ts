// A small deterministic generator for the seeded history: the same seed gives the same players, bets
// and draws on every machine, so a test can work out what a seed must have written. Not for secrets:
// mulberry32 is predictable by design.

export interface Random {
  // Uniform in [0, 1).
  next(): number;
  // A whole number in [min, max], both included.
  int(min: number, max: number): number;
  // Uniform in [min, max).
  between(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  // An item drawn with the weights given beside it (same length, not all zero).
  weighted<T>(items: readonly T[], weights: readonly number[]): T;
  // Bytes for seeds and codes.
  bytes(length: number): Buffer;
}

export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

// Streams for separate parts of the history (players, play, draws) from one seed: what one part
// draws never shifts another's, so a change to how deposits are drawn leaves the players alone.
export function randomStream(seed: number, stream: number): Random {
  const next = mulberry32(Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(stream + 1, 0xc2b2ae35));
  // The first outputs of a fresh mulberry32 state are weakly mixed: skip a few.
  for (let i = 0; i < 4; i += 1) next();
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    between: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)],
    weighted(items, weights) {
      let total = 0;
      for (const w of weights) total += w;
      let u = next() * total;
      for (let i = 0; i < items.length; i += 1) {
        u -= weights[i];
        if (u < 0) return items[i];
      }
      return items[items.length - 1];
    },
    bytes(length) {
      const out = Buffer.alloc(length);
      for (let i = 0; i < length; i += 1) out[i] = Math.floor(next() * 256);
      return out;
    },
  };
  return random;
}

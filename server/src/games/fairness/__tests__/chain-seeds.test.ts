import { createHash, createHmac, randomBytes } from 'node:crypto';
import { chainLabel, newChainSalt, terminalSeedOf } from '../chain-secret';
import { createChainSeeds, type StoredChain } from '../chain-seeds';

const SECRET = 'a-fairness-secret-of-at-least-32-characters';
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest();

// The documented recipe, written out: seed_N = HMAC_SHA256(secret, "fairness-chain:<game>:<id>:<salt>").
function expectedChain(secret: string, game: string, id: number, salt: string, length: number): string[] {
  const seeds: Buffer[] = [createHmac('sha256', secret).update(`fairness-chain:${game}:${id}:${salt}`).digest()];
  for (let i = 0; i < length; i++) seeds.unshift(sha256(seeds[0]));
  return seeds.map((s) => s.toString('hex'));
}

describe('seeds derived from FAIRNESS_SECRET', () => {
  const salt = 'f0'.repeat(16);
  const name = { game: 'taixiu' as const, id: 7, salt, length: 50 };

  it('seed_N is HMAC_SHA256(secret, "fairness-chain:<game>:<chainId>:<salt>")', () => {
    expect(chainLabel(name)).toBe(`fairness-chain:taixiu:7:${salt}`);
    expect(terminalSeedOf(SECRET, name).toString('hex')).toBe(expectedChain(SECRET, 'taixiu', 7, salt, 0)[0]);
    expect(newChainSalt()).toMatch(/^[0-9a-f]{32}$/);
    expect(newChainSalt()).not.toBe(newChainSalt());
    expect(() => chainLabel({ ...name, id: 0 })).toThrow(RangeError);
    expect(() => chainLabel({ ...name, salt: 'F0'.repeat(16) })).toThrow(TypeError);
    expect(() => terminalSeedOf('', name)).toThrow(TypeError);
  });

  it('reveals every seed of the chain whose commitment it produced, from 0 to N', () => {
    const seeds = createChainSeeds(SECRET);
    const commitment = seeds.commitmentOf(name);
    const expected = expectedChain(SECRET, 'taixiu', 7, salt, 50);
    expect(commitment).toBe(expected[0]);
    const chain: StoredChain = { ...name, commitment };
    for (let k = 0; k <= 50; k++) expect(seeds.seedAt(chain, k)).toBe(expected[k]);
    expect(() => seeds.seedAt(chain, 51)).toThrow(RangeError);
    expect(() => seeds.seedAt(chain, -1)).toThrow(RangeError);
    // A node that did not commit it (another node, a restart) derives the same seeds.
    expect(createChainSeeds(SECRET).seedAt(chain, 50)).toBe(expected[50]);
  });

  it('every part of the name changes the chain', () => {
    const seeds = createChainSeeds(SECRET);
    const base = seeds.commitmentOf(name);
    expect(seeds.commitmentOf({ ...name, game: 'xocdia' })).not.toBe(base);
    expect(seeds.commitmentOf({ ...name, id: 8 })).not.toBe(base);
    expect(seeds.commitmentOf({ ...name, salt: '0f'.repeat(16) })).not.toBe(base);
    expect(createChainSeeds(`${SECRET}!`).commitmentOf(name)).not.toBe(base);
  });

  it('reveals nothing when the secret does not produce the stored commitment, or the chain has no salt', () => {
    const commitment = createChainSeeds(SECRET).commitmentOf(name);
    const other = createChainSeeds(randomBytes(32).toString('hex'));
    for (const k of [0, 1, 49, 50]) expect(other.seedAt({ ...name, commitment }, k)).toBeNull();
    // A commitment tampered with in the database: the right secret refuses it too.
    const seeds = createChainSeeds(SECRET);
    expect(seeds.seedAt({ ...name, commitment: '00'.repeat(32) }, 1)).toBeNull();
    expect(seeds.seedAt({ ...name, commitment }, 1)).not.toBeNull();
    expect(seeds.seedAt({ ...name, salt: null, commitment }, 1)).toBeNull();
  });

  it('computes a chain once and keeps only the last few in memory', () => {
    // One HMAC per derivation (seed_N); the module object itself, which chain-secret sees.
    const nodeCrypto = jest.requireActual<typeof import('node:crypto')>('node:crypto');
    const spy = jest.spyOn(nodeCrypto, 'createHmac');
    try {
      const seeds = createChainSeeds(SECRET, 2);
      const chains = [1, 2, 3].map((id) => ({ ...name, id, commitment: seeds.commitmentOf({ ...name, id }) }));
      expect(spy).toHaveBeenCalledTimes(3);
      for (let k = 0; k < 20; k++) seeds.seedAt(chains[2], k);
      seeds.seedAt(chains[1], 3);
      expect(spy).toHaveBeenCalledTimes(3);
      // Chain 1 was pushed out by 2 and 3: asked again, it is derived again (and still right).
      const again = seeds.seedAt(chains[0], 5);
      expect(spy).toHaveBeenCalledTimes(4);
      expect(again).toBe(expectedChain(SECRET, 'taixiu', 1, salt, 50)[5]);
    } finally {
      spy.mockRestore();
    }
  });
});

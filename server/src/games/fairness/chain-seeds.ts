// The seeds of the chains this node plays, computed from FAIRNESS_SECRET (10,000 SHA-256 take a few
// milliseconds) and kept in memory, never written anywhere. A chain whose stored commitment this
// secret does not reproduce (the secret was changed, another node runs with a different one, or the
// chain predates derived seeds) yields no seed at all: revealing a seed that fails its commitment
// would publish a round nobody can verify.
import type { GameType } from '@app/shared/contracts';
import { terminalSeedOf } from './chain-secret';
import { hashChainBytes } from './hash-chain';
import { SEED_BYTES } from './seed-hex';

export interface StoredChain {
  id: number;
  game: GameType;
  length: number;
  // null: a chain from before seeds were derived (migration 007 closed them all).
  salt: string | null;
  commitment: string;
}

export interface ChainSeeds {
  // seed_0 of a chain about to be stored.
  commitmentOf(chain: Omit<StoredChain, 'commitment'> & { salt: string }): string;
  // seed_k in lower-case hex, k from 0 to length; null when this secret does not produce the
  // chain's commitment.
  seedAt(chain: StoredChain, index: number): string | null;
}

// A leader plays one chain per game at a time; a few more cover a chain change and a takeover.
const DEFAULT_CACHED_CHAINS = 4;

export function createChainSeeds(secret: string, cachedChains = DEFAULT_CACHED_CHAINS): ChainSeeds {
  if (!secret) throw new TypeError('FAIRNESS_SECRET is empty');
  // Least recently used first (a Map iterates in insertion order).
  const cache = new Map<string, Buffer>();

  function packedOf(chain: { id: number; game: GameType; length: number; salt: string }): Buffer {
    const key = `${chain.game}:${chain.id}:${chain.salt}:${chain.length}`;
    const packed = cache.get(key) ?? hashChainBytes(chain.length, terminalSeedOf(secret, chain));
    cache.delete(key);
    cache.set(key, packed);
    while (cache.size > cachedChains) cache.delete(cache.keys().next().value!);
    return packed;
  }

  return {
    commitmentOf(chain) {
      return packedOf(chain).toString('hex', 0, SEED_BYTES);
    },
    seedAt(chain, index) {
      if (!Number.isSafeInteger(index) || index < 0 || index > chain.length) {
        throw new RangeError(`seed ${index} is outside chain ${chain.id} (0 to ${chain.length})`);
      }
      if (chain.salt === null) return null;
      const packed = packedOf({ ...chain, salt: chain.salt });
      // Checked on every call, not once: the commitment is what the database says now.
      if (packed.toString('hex', 0, SEED_BYTES) !== chain.commitment) return null;
      return packed.toString('hex', index * SEED_BYTES, (index + 1) * SEED_BYTES);
    },
  };
}

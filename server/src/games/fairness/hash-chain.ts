// The per-game hash chain: seed_N is secret, seed_{i-1} = SHA256(seed_i). Publishing seed_0 first
// commits the house to every later result, because nobody can find a preimage to swap a seed in.
import { createHash, randomBytes } from 'node:crypto';
import { SEED_BYTES, seedBytes } from './seed-hex';

export interface HashChain {
  // N: rounds 1 to N of the chain reveal seeds[1] to seeds[N].
  readonly rounds: number;
  // seed_0, published before round 1.
  readonly commitment: string;
  // seeds[k] is seed_k in lower-case hex, k from 0 to N.
  readonly seeds: readonly string[];
}

const sha256 = (bytes: Uint8Array): Buffer => createHash('sha256').update(bytes).digest();

// Every seed of the chain ending in `terminalSeed`, packed: seed_k is bytes [32k, 32k + 32). One buffer
// rather than N + 1 strings, because a node keeps the chains it plays in memory.
export function hashChainBytes(rounds: number, terminalSeed: Uint8Array): Buffer {
  if (!Number.isSafeInteger(rounds) || rounds < 1) throw new RangeError(`a chain needs at least one round: ${rounds}`);
  if (terminalSeed.length !== SEED_BYTES) throw new RangeError(`seed_N must be ${SEED_BYTES} bytes`);
  const packed = Buffer.alloc((rounds + 1) * SEED_BYTES);
  packed.set(terminalSeed, rounds * SEED_BYTES);
  for (let k = rounds - 1; k >= 0; k--) {
    const next = packed.subarray((k + 1) * SEED_BYTES, (k + 2) * SEED_BYTES);
    packed.set(sha256(next), k * SEED_BYTES);
  }
  return packed;
}

// Without `terminalSeed`, a random one: tests and simulations. In play seed_N is derived from
// FAIRNESS_SECRET (chain-secret.ts), so that it never has to be stored.
export function generateHashChain(rounds: number, terminalSeed: Uint8Array = randomBytes(SEED_BYTES)): HashChain {
  const packed = hashChainBytes(rounds, terminalSeed);
  const seeds = Array.from({ length: rounds + 1 }, (_, k) => packed.toString('hex', k * SEED_BYTES, (k + 1) * SEED_BYTES));
  return { rounds, commitment: seeds[0], seeds };
}

// seed_{k-1} from seed_k.
export function previousSeedOf(seedHex: string): string {
  return sha256(seedBytes(seedHex)).toString('hex');
}

// Throws on a malformed seed rather than answering false: bad input is not a failed proof.
export function verifySeedLink(seedHex: string, previousSeedHex: string): boolean {
  return sha256(seedBytes(seedHex)).equals(seedBytes(previousSeedHex));
}

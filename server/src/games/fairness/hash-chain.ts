// The per-game hash chain: seed_N is random, seed_{i-1} = SHA256(seed_i). Publishing seed_0 first
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

// `terminalSeed` (seed_N) is only given by tests and vectors; in play it must come from randomBytes.
export function generateHashChain(rounds: number, terminalSeed: Uint8Array = randomBytes(SEED_BYTES)): HashChain {
  if (!Number.isSafeInteger(rounds) || rounds < 1) throw new RangeError(`a chain needs at least one round: ${rounds}`);
  if (terminalSeed.length !== SEED_BYTES) throw new RangeError(`seed_N must be ${SEED_BYTES} bytes`);
  const seeds = new Array<string>(rounds + 1);
  let seed: Buffer = Buffer.from(terminalSeed);
  seeds[rounds] = seed.toString('hex');
  for (let k = rounds - 1; k >= 0; k--) {
    seed = sha256(seed);
    seeds[k] = seed.toString('hex');
  }
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

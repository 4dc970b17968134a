// The rules of a game's chains: which chain and seed the next round takes, when a chain is closed
// and a new one committed, and which seed a settlement may reveal. The seeds come from FAIRNESS_SECRET
// through ChainSeeds; the database only ever receives commitments and seeds being revealed.
import type { GameType, RoundVoidReason } from '@app/shared/contracts';
import type { Queryable } from '../db/db';
import { newChainSalt } from './fairness/chain-secret';
import type { ChainSeeds } from './fairness/chain-seeds';
import { verifySeedLink } from './fairness/hash-chain';
import { closeChain, findChain, insertChain, nextChainId, type ChainRow } from './chain-store';
import { type RoundRow } from './round-store';

export interface NextLink {
  chainId: number;
  chainIndex: number;
  // seed_{chainIndex - 1}: the commitment for a chain's first round, else the seed the round before revealed.
  previousSeed: string;
  // A chain in progress that this node's secret does not reproduce, closed to make way for a new one.
  closedChainId: number | null;
}

// A new chain with its commitment; the id comes first because seed_N is derived from it.
async function commitChain(q: Queryable, seeds: ChainSeeds, game: GameType, length: number): Promise<ChainRow> {
  const name = { id: await nextChainId(q), game, length, salt: newChainSalt() };
  return insertChain(q, { ...name, commitment: seeds.commitmentOf(name) });
}

// The chain and index of the round after `previous`: the same chain's next seed while it is open,
// reproducible and not used up; otherwise a new chain.
export async function nextLink(
  q: Queryable,
  seeds: ChainSeeds,
  game: GameType,
  previous: RoundRow | null,
  chainLength: number,
): Promise<NextLink> {
  let closedChainId: number | null = null;
  const chain = previous ? await findChain(q, previous.chain_id) : null;
  if (previous && chain && chain.closed_at === null && previous.chain_index < chain.length) {
    const seed = seeds.seedAt(chain, previous.chain_index);
    // The seed the previous round revealed must be the one derived now, or the secret has changed.
    if (seed !== null && (previous.seed === null || previous.seed === seed)) {
      return { chainId: chain.id, chainIndex: previous.chain_index + 1, previousSeed: seed, closedChainId };
    }
    await closeChain(q, chain.id);
    closedChainId = chain.id;
  }
  const created = await commitChain(q, seeds, game, chainLength);
  return { chainId: created.id, chainIndex: 1, previousSeed: created.commitment, closedChainId };
}

// The seed `round` reveals, or why it cannot be revealed honestly: its chain is closed
// (chain_closed), or this node's secret does not reproduce the chain's commitment and the round's
// published link (secret_mismatch).
export async function seedToReveal(
  q: Queryable,
  seeds: ChainSeeds,
  round: RoundRow,
): Promise<{ seed: string } | { seed: null; reason: RoundVoidReason }> {
  const chain = await findChain(q, round.chain_id);
  if (!chain || chain.closed_at !== null) return { seed: null, reason: 'chain_closed' };
  const seed = derivedSeed(seeds, chain, round);
  return seed !== null ? { seed } : { seed: null, reason: 'secret_mismatch' };
}

// seed_k of the round from this node's secret, when it reproduces the chain's commitment and the
// seed the round before published: a void round's is revealed under the same check as a settled one's.
export function derivedSeed(seeds: ChainSeeds, chain: ChainRow, round: RoundRow): string | null {
  const seed = seeds.seedAt(chain, round.chain_index);
  return seed !== null && verifySeedLink(seed, round.previous_seed) ? seed : null;
}

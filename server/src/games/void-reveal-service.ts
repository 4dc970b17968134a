// Voids in public: a round called off because the node driving the clock could not derive its seed
// (its FAIRNESS_SECRET differs from the one that made the chain) still has a seed, known to any node
// holding the right secret. Such a node publishes it, with the draw it would have given, on the void
// round's row: anyone can then check, as for a settled round, that the house did not call off the
// rounds it would have lost. Every node tries at start and then every few minutes (not only the
// leader: the node with the right secret may be a follower). The round stays void and no money
// moves: its stakes were refunded when it was called off.
//
// Only a closed chain's seeds are published (voidRound closes the chain it voids a round of), so no
// seed of a round still to come ever leaves early.
import type { GameType } from '@app/shared/contracts';
import type { Db } from '../db/db';
import type { ChainSeeds } from './fairness/chain-seeds';
import { markVoidRevealed, unrevealedVoids } from './round-store';
import { derivedSeed } from './chain-service';
import { drawRound } from './settlement-service';

export interface VoidRevealer {
  // The round ids of the void rounds of `game` whose seed this call published.
  reveal(game: GameType): Promise<number[]>;
}

export function createVoidRevealer({ db, seeds, now = Date.now }: { db: Db; seeds: ChainSeeds; now?: () => number }): VoidRevealer {
  // Chains this secret does not reproduce, by id and commitment: a node whose secret cannot reveal a
  // void round derives its chain once, not at every try (a chain of 10,000 seeds is 10,000 hashes).
  const underivable = new Set<string>();
  return {
    async reveal(game) {
      const revealed: number[] = [];
      for (const { round, chain } of await unrevealedVoids(db, game)) {
        const key = `${chain.id}:${chain.commitment}`;
        if (underivable.has(key)) continue;
        const seed = derivedSeed(seeds, chain, round);
        if (seed === null) {
          underivable.add(key);
          continue;
        }
        const roundId = Number(round.session_id);
        const { dice, coins, outcome, winningSides } = drawRound(game, seed, roundId);
        if (await markVoidRevealed(db, game, roundId, { seed, dice, coins, outcome, winningSides, at: now() })) revealed.push(roundId);
      }
      return revealed;
    },
  };
}

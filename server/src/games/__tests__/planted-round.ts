// How a test gets a round with the draw it needs (a jackpot triple) without any code path of the
// server forcing a result: a chain found by search, inserted into the test's own database with one
// settled round of it, so that the engine's next round is that chain's next seed, drawn as always.
import { randomBytes } from 'node:crypto';
import type { GameType } from '@app/shared/contracts';
import type { Queryable } from '../../db/db';
import { createChainSeeds } from '../fairness/chain-seeds';
import { drawRound } from '../settlement-service';

type Draw = ReturnType<typeof drawRound>;

export interface PlantedRound {
  // The round the engine opens next, and what it will draw.
  roundId: number;
  draw: Draw;
}

/**
 * After the game's latest round has been settled (and before the engine opens the next): a chain of
 * two seeds whose salt makes round latest + 2 draw what `wanted` accepts, and round latest + 1 of it
 * settled and over, with no bets (its own seed revealed, so it verifies like any other). The chain
 * in use before is closed.
 */
export async function plantRound(q: Queryable, secret: string, game: GameType, wanted: (draw: Draw) => boolean): Promise<PlantedRound> {
  const { rows } = await q.query<{ session_id: number; chain_id: number; ends_at: number; status: string }>(
    'SELECT session_id, chain_id, ends_at, status FROM game_rounds WHERE game = $1 ORDER BY session_id DESC LIMIT 1',
    [game],
  );
  const latest = rows[0];
  if (latest && latest.status !== 'settled') throw new Error(`plantRound: ${game} round ${latest.session_id} is not settled yet`);
  const plantedId = Number(latest?.session_id ?? 0) + 1;
  const roundId = plantedId + 1;
  const seeds = createChainSeeds(secret);
  const id = Number(
    (await q.query<{ id: number }>(`SELECT nextval(pg_get_serial_sequence('game_chains', 'id'))::bigint AS id`)).rows[0].id,
  );
  for (let tries = 0; tries < 100_000; tries++) {
    const chain = { id, game, length: 2, salt: randomBytes(16).toString('hex') };
    const commitment = seeds.commitmentOf(chain);
    const stored = { ...chain, commitment };
    const draw = drawRound(game, seeds.seedAt(stored, 2)!, roundId);
    if (!wanted(draw)) continue;
    const seed1 = seeds.seedAt(stored, 1)!;
    const planted = drawRound(game, seed1, plantedId);
    const at = Math.max(Date.now() - 1, Number(latest?.ends_at ?? 0));
    if (latest) await q.query('UPDATE game_chains SET closed_at = now() WHERE id = $1', [latest.chain_id]);
    await q.query('INSERT INTO game_chains (id, game, length, salt, commitment) VALUES ($1, $2, 2, $3, $4)', [
      id,
      game,
      chain.salt,
      commitment,
    ]);
    await q.query(
      `INSERT INTO game_rounds (game, session_id, chain_id, chain_index, previous_seed, started_at, betting_ends_at, ends_at,
         status, seed, dice, coins, outcome, winning_sides, settled_at, bet_count, total_staked, total_paid, side_totals)
       VALUES ($1, $2, $3, 1, $4, $5, $5, $5, 'settled', $6, $7::int[], $8::text[], $9, $10::text[], $5, 0, 0, 0, '{}'::jsonb)`,
      [game, plantedId, id, commitment, at, seed1, planted.dice, planted.coins, planted.outcome, planted.winningSides],
    );
    return { roundId, draw };
  }
  throw new Error('plantRound: no salt found');
}

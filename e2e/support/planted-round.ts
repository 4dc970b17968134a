// A round with the draw a journey needs (the hũ's 1-1-1), with no code path of the server forcing
// it: a hash chain whose salt was found by search, inserted into the test's own cluster database
// with one settled round of it, so that the round the cluster opens next is that chain's next seed,
// drawn by the server as always. The recipe is the published one (docs/architecture.md, fairness):
// seed_N = HMAC_SHA256(FAIRNESS_SECRET, "fairness-chain:<game>:<chainId>:<salt>"), seed_{i-1} =
// SHA256(seed_i); a round's dice from HMAC_SHA256(seed_k, "taixiu:<roundId>"), bytes under 252, % 6 + 1.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type pg from 'pg';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest();

function diceOf(seed: Buffer, roundId: number): number[] {
  const dice: number[] = [];
  for (let block = 0; dice.length < 3; block++) {
    const digest = createHmac('sha256', seed)
      .update(block === 0 ? `taixiu:${roundId}` : `taixiu:${roundId}:${block}`)
      .digest();
    for (let i = 0; i < digest.length && dice.length < 3; i++) if (digest[i] < 252) dice.push((digest[i] % 6) + 1);
  }
  return dice;
}

export interface PlantedRound {
  roundId: number;
  dice: number[];
}

/**
 * While the game's latest tài xỉu round is in its result phase: a chain of two seeds whose second
 * draws `wanted` in round latest + 2, and round latest + 1 of it settled (no bets, its seed revealed)
 * and over when the latest one is. The chain in use before is closed.
 */
export async function plantTaixiuRound(db: pg.Client, secret: string, wanted: string): Promise<PlantedRound> {
  const { rows } = await db.query<{ session_id: string; chain_id: string; ends_at: string; status: string }>(
    `SELECT session_id, chain_id, ends_at, status FROM game_rounds WHERE game = 'taixiu' ORDER BY session_id DESC LIMIT 1`,
  );
  const latest = rows[0];
  if (!latest || latest.status !== 'settled') throw new Error('plantTaixiuRound: the latest round is not settled');
  const plantedId = Number(latest.session_id) + 1;
  const roundId = plantedId + 1;
  const id = Number((await db.query<{ id: string }>(`SELECT nextval(pg_get_serial_sequence('game_chains', 'id')) AS id`)).rows[0].id);
  for (let tries = 0; tries < 100_000; tries++) {
    const salt = randomBytes(16).toString('hex');
    const seed2 = createHmac('sha256', secret).update(`fairness-chain:taixiu:${id}:${salt}`).digest();
    const dice = diceOf(seed2, roundId);
    if (dice.join('-') !== wanted) continue;
    const seed1 = sha256(seed2);
    const seed0 = sha256(seed1);
    const planted = diceOf(seed1, plantedId);
    const sum = planted[0] + planted[1] + planted[2];
    const outcome = sum >= 11 ? 'tai' : 'xiu';
    const at = Number(latest.ends_at);
    await db.query('BEGIN');
    await db.query('UPDATE game_chains SET closed_at = now() WHERE id = $1', [latest.chain_id]);
    await db.query(`INSERT INTO game_chains (id, game, length, salt, commitment) VALUES ($1, 'taixiu', 2, $2, $3)`, [
      id,
      salt,
      seed0.toString('hex'),
    ]);
    await db.query(
      `INSERT INTO game_rounds (game, session_id, chain_id, chain_index, previous_seed, started_at, betting_ends_at, ends_at,
         status, seed, dice, coins, outcome, winning_sides, settled_at, bet_count, total_staked, total_paid, side_totals)
       VALUES ('taixiu', $1, $2, 1, $3, $4, $4, $4, 'settled', $5, $6::int[], NULL, $7, $8::text[], $4, 0, 0, 0, '{}'::jsonb)`,
      [plantedId, id, seed0.toString('hex'), at, seed1.toString('hex'), planted, outcome, [outcome]],
    );
    await db.query('COMMIT');
    return { roundId, dice };
  }
  throw new Error('plantTaixiuRound: no salt found');
}

// SQL of the games' bets: placed in batches, settled, cancelled, refunded, and the players' stakes
// per round (migrations 005, 009, 014). No money moves here: the ledger moves it.
import { GAME_TYPES, type BetSide, type BetStatus, type GameType } from '@app/shared/contracts';
import type { Queryable } from '../db/db';
import type { SideStakes } from './exposure/house-exposure';

export interface BetRow {
  id: number;
  game: GameType;
  session_id: number;
  user_id: number;
  side: BetSide;
  amount: number;
  status: BetStatus;
  payout: number;
  idempotency_key: string | null;
  created_at: Date | string;
}

const BET_COLUMNS = 'id, game, session_id, user_id, side, amount, status, payout, idempotency_key, created_at';

export interface BetBatchState {
  // What each player has staked so far in each round (bets not cancelled), by `${userId}:${roundId}`.
  stakes: Map<string, number>;
  // The bets earlier requests with the same idempotency keys placed, by `${userId}:${key}`.
  earlier: Map<string, BetRow>;
  // Ids for the bets of the batch, taken from the table's sequence (a refused bet leaves a gap).
  newIds: number[];
  // Of the sides asked about (`sides`), those the player holds a stake on in the round, by
  // `${userId}:${roundId}:${side}`.
  heldSides: Set<string>;
}

// Everything a batch of bets needs to know about the players' earlier bets, in one round trip. The
// players' wallets are locked first (by the ledger's batch), and every bet is placed under its
// player's wallet lock, so this read sees each earlier bet of theirs.
export async function betBatchState(
  q: Queryable,
  batch: {
    game: GameType;
    // The players' stakes asked for, each in one round.
    stakes: ReadonlyArray<{ userId: number; roundId: number }>;
    keys: ReadonlyArray<{ userId: number; key: string }>;
    count: number;
    // The sides to look for a stake of the player's on (the opposites of the sides asked for, where
    // the game refuses both): each one lookup by the side stakes' primary key.
    sides?: ReadonlyArray<{ userId: number; roundId: number; side: BetSide }>;
  },
): Promise<BetBatchState> {
  const sides = batch.sides ?? [];
  // Each stake and each earlier bet is one index lookup, written so that the plan cannot be anything
  // else: a statement's plan is made once per connection, possibly while the tables are still small
  // (and without statistics where autovacuum is off), and kept. Made that way, the lookup by key went
  // through the player's bets (game_bets_by_user) and read every bet of theirs: 700 rows a lookup
  // after a few minutes of play. The key's own index (game_bets_by_key, partial, so the IS NOT
  // NULL; one per monthly partition) is the only one that matches on both the player and the key; the game is checked
  // outside the subquery (OFFSET 0 keeps it there), because on the index it would tie with
  // game_bets_by_user (player, game). Only the bets of the last day are looked through (the
  // partitions of this month and, early in a month, the last one, not a year of them): a page retries
  // a bet within seconds, and a retry a day late names a round closed long ago, refused as such.
  // The side a player already holds is looked up the way the stakes are (LIMIT 1 in the
  // lateral): without it, the generic plan read every side stake of the game and joined.
  const { rows } = await q.query<{
    stakes: Array<{ user_id: number; session_id: number; stake: number }>;
    earlier: BetRow[];
    ids: number[];
    held: Array<{ user_id: number; session_id: number; side: BetSide }>;
  }>(
    `SELECT
       (SELECT coalesce(json_agg(s), '[]') FROM unnest($2::bigint[], $3::bigint[]) AS k(session_id, user_id)
          CROSS JOIN LATERAL (
            SELECT user_id, session_id, stake FROM game_round_stakes
            WHERE game = $1 AND session_id = k.session_id AND user_id = k.user_id LIMIT 1) s) AS stakes,
       (SELECT coalesce(json_agg(b), '[]') FROM unnest($4::bigint[], $5::text[]) AS k(user_id, key)
          CROSS JOIN LATERAL (
            SELECT ${BET_COLUMNS} FROM game_bets
            WHERE user_id = k.user_id AND idempotency_key = k.key AND idempotency_key IS NOT NULL
              AND created_at > now() - interval '1 day' OFFSET 0) b
          WHERE b.game = $1) AS earlier,
       (SELECT coalesce(json_agg(nextval(pg_get_serial_sequence('game_bets', 'id'))), '[]') FROM generate_series(1, $6)) AS ids,
       (SELECT coalesce(json_agg(h), '[]') FROM unnest($7::bigint[], $8::bigint[], $9::text[]) AS k(user_id, session_id, side)
          CROSS JOIN LATERAL (
            SELECT user_id, session_id, side FROM game_round_side_stakes
            WHERE game = $1 AND session_id = k.session_id AND side = k.side AND user_id = k.user_id AND stake > 0 LIMIT 1) h) AS held`,
    [
      batch.game,
      batch.stakes.map((s) => s.roundId),
      batch.stakes.map((s) => s.userId),
      batch.keys.map((k) => k.userId),
      batch.keys.map((k) => k.key),
      batch.count,
      sides.map((s) => s.userId),
      sides.map((s) => s.roundId),
      sides.map((s) => s.side),
    ],
  );
  const { stakes, earlier, ids, held } = rows[0];
  return {
    stakes: new Map(stakes.map((s) => [`${s.user_id}:${s.session_id}`, Number(s.stake)])),
    earlier: new Map(earlier.map((bet) => [`${bet.user_id}:${bet.idempotency_key}`, bet])),
    newIds: ids.map(Number),
    heldSides: new Set(held.map((h) => `${h.user_id}:${h.session_id}:${h.side}`)),
  };
}

export async function findBet(q: Queryable, betId: number, lock = ''): Promise<BetRow | null> {
  const { rows } = await q.query<BetRow>(`SELECT ${BET_COLUMNS} FROM game_bets WHERE id = $1 ${lock}`, [betId]);
  return rows[0] ?? null;
}

export interface NewBet {
  id: number;
  game: GameType;
  roundId: number;
  userId: number;
  side: BetSide;
  amount: number;
  idempotencyKey: string | null;
}

// A batch's bets and what they add to their players' round stakes, one statement; their ids come
// from betBatchState. `rounds`: each round's stakes per side, all players, after the batch (worked
// out by the caller under the rounds' lock: lockRoundsForBets).
export async function insertBets(
  q: Queryable,
  bets: readonly NewBet[],
  rounds: ReadonlyArray<{ roundId: number; sideStakes: SideStakes }>,
): Promise<void> {
  if (!bets.length) return;
  const column = <K extends keyof NewBet>(key: K) => bets.map((bet) => bet[key]);
  await q.query(
    `WITH r AS (
       UPDATE game_rounds g SET side_stakes = u.stakes::jsonb
       FROM unnest($8::bigint[], $9::text[]) AS u(session_id, stakes)
       WHERE g.game = ($2::text[])[1] AND g.session_id = u.session_id
     ), b AS (
       INSERT INTO game_bets (id, game, session_id, user_id, side, amount, idempotency_key)
       SELECT * FROM unnest($1::bigint[], $2::text[], $3::bigint[], $4::bigint[], $5::text[], $6::bigint[], $7::text[])
       RETURNING game, session_id, user_id, side, amount, idempotency_key
     ), keys AS (
       INSERT INTO game_bet_open_keys (user_id, game, idempotency_key, session_id)
       SELECT user_id, game, idempotency_key, session_id FROM b WHERE idempotency_key IS NOT NULL
     ), sides AS (
       INSERT INTO game_round_side_stakes (game, session_id, side, user_id, stake)
       SELECT game, session_id, side, user_id, sum(amount) FROM b GROUP BY game, session_id, side, user_id
       ON CONFLICT (game, session_id, side, user_id) DO UPDATE SET stake = game_round_side_stakes.stake + excluded.stake
     )
     INSERT INTO game_round_stakes (game, session_id, user_id, stake)
     SELECT game, session_id, user_id, sum(amount) FROM b GROUP BY game, session_id, user_id
     ON CONFLICT (game, session_id, user_id) DO UPDATE SET stake = game_round_stakes.stake + excluded.stake`,
    [
      column('id'),
      column('game'),
      column('roundId'),
      column('userId'),
      column('side'),
      column('amount'),
      column('idempotencyKey'),
      rounds.map((r) => r.roundId),
      rounds.map((r) => JSON.stringify(r.sideStakes)),
    ],
  );
}

// Read under the round's FOR UPDATE lock, which every bet and every cancel of the round waits for
// (they share-lock the round first): the bets cannot change meanwhile, and locking 50,000 rows one
// by one would only cost time.
export type PlacedBet = Pick<BetRow, 'id' | 'user_id' | 'side' | 'amount'>;

// The keys of a round's bets, kept unique while it was open (migration 046), once it is settled or
// called off: no bet can be placed in it any more, and a retry finds its bet by the key's index.
export async function forgetOpenBetKeys(q: Queryable, game: GameType, roundId: number): Promise<void> {
  await q.query('DELETE FROM game_bet_open_keys WHERE game = $1 AND session_id = $2', [game, roundId]);
}

// Only what settling needs: a round may hold 50,000 bets, and every column read is parsed 50,000 times.
export async function placedBetsOfRound(q: Queryable, game: GameType, roundId: number): Promise<PlacedBet[]> {
  const { rows } = await q.query<PlacedBet>(
    `SELECT id, user_id, side, amount FROM game_bets WHERE game = $1 AND session_id = $2 AND status = 'placed' ORDER BY id`,
    [game, roundId],
  );
  return rows;
}

export async function markBetsRefunded(q: Queryable, betIds: readonly number[]): Promise<void> {
  if (!betIds.length) return;
  await q.query(`UPDATE game_bets SET status = 'refunded', settled_at = now() WHERE id = ANY($1::bigint[])`, [betIds]);
}

// Every placed bet of the round marked won or lost with its payout, in one statement that finds them
// by the round's index. What a bet gets depends only on its side and stake, so the statement takes one
// row per side and stake (a few, whatever the number of bets) rather than one per bet. Answers how
// many bets it marked.
export async function markBetsSettled(
  q: Queryable,
  game: GameType,
  roundId: number,
  outcomes: ReadonlyArray<{ side: BetSide; amount: number; status: 'won' | 'lost'; payout: number }>,
): Promise<number> {
  if (!outcomes.length) return 0;
  const { rows } = await q.query<{ marked: number }>(
    `WITH marked AS (
       UPDATE game_bets b SET status = o.status, payout = o.payout, settled_at = now()
       FROM unnest($3::text[], $4::bigint[], $5::text[], $6::bigint[]) AS o(side, amount, status, payout)
       WHERE b.game = $1 AND b.session_id = $2 AND b.status = 'placed' AND b.side = o.side AND b.amount = o.amount
       RETURNING 1
     )
     SELECT count(*)::int AS marked FROM marked`,
    [
      game,
      roundId,
      outcomes.map((o) => o.side),
      outcomes.map((o) => o.amount),
      outcomes.map((o) => o.status),
      outcomes.map((o) => o.payout),
    ],
  );
  return rows[0].marked;
}

// The bet cancelled, and its amount out of its player's round stake and side stake, and out of the
// round's stakes per side (the house's exposure: migration 032), whose row the caller has locked.
export async function markBetCancelled(q: Queryable, betId: number): Promise<void> {
  await q.query(
    `WITH b AS (
       UPDATE game_bets SET status = 'cancelled', settled_at = now() WHERE id = $1 RETURNING game, session_id, user_id, side, amount
     ), r AS (
       UPDATE game_rounds g
       SET side_stakes = jsonb_set(g.side_stakes, ARRAY[b.side], to_jsonb(coalesce((g.side_stakes ->> b.side)::bigint, 0) - b.amount))
       FROM b WHERE g.game = b.game AND g.session_id = b.session_id
     ), sides AS (
       UPDATE game_round_side_stakes t SET stake = t.stake - b.amount FROM b
       WHERE t.game = b.game AND t.session_id = b.session_id AND t.side = b.side AND t.user_id = b.user_id
     )
     UPDATE game_round_stakes s SET stake = s.stake - b.amount FROM b
     WHERE s.game = b.game AND s.session_id = b.session_id AND s.user_id = b.user_id`,
    [betId],
  );
}

// The players with a bet in the round that stands (settled or still placed): a bet placed and then
// cancelled is no bet, for the idle count.
export async function bettorsOfRound(q: Queryable, game: GameType, roundId: number): Promise<number[]> {
  const { rows } = await q.query<{ user_id: number }>(
    `SELECT DISTINCT user_id FROM game_bets WHERE game = $1 AND session_id = $2 AND status <> 'cancelled'`,
    [game, roundId],
  );
  return rows.map((r) => r.user_id);
}

export async function myBets(q: Queryable, userId: number, game: GameType, limit: number): Promise<BetRow[]> {
  const { rows } = await q.query<BetRow>(
    `SELECT ${BET_COLUMNS} FROM game_bets WHERE user_id = $1 AND game = $2 ORDER BY id DESC LIMIT $3`,
    [userId, game, limit],
  );
  return rows;
}

// The player's bets of both games, newest first; with `before`, only those whose id is below it
// (the next page). Read a game at a time through game_bets_by_user (player, game, id), newest first
// and at most a page from each, then merged: no index of its own, which the bet batch's lookup by
// idempotency key would be tempted to use instead of the key's (bet-batch-plan.test.ts).
// With what the bet won of the hũ (0 for most).
export async function betHistory(
  q: Queryable,
  userId: number,
  limit: number,
  before: number | null,
): Promise<Array<BetRow & { jackpot_won: number }>> {
  const { rows } = await q.query<BetRow & { jackpot_won: number }>(
    `SELECT ${BET_COLUMNS.split(', ')
      .map((column) => `b.${column}`)
      .join(', ')}, b.jackpot_won FROM unnest($4::text[]) AS g(game)
       CROSS JOIN LATERAL (
         SELECT ${BET_COLUMNS}, jackpot_won FROM game_bets
         WHERE user_id = $1 AND game = g.game AND id < $3 ORDER BY id DESC LIMIT $2) b
     ORDER BY b.id DESC LIMIT $2`,
    [userId, limit, before ?? Number.MAX_SAFE_INTEGER, GAME_TYPES],
  );
  return rows;
}

/** One page of a round's bets in the order they were placed, with the players' usernames, and how many there are. */
export async function roundBetsPage(q: Queryable, game: GameType, roundId: number, limit: number, offset: number) {
  const [page, count] = await Promise.all([
    q.query<BetRow & { username: string }>(
      `SELECT b.id, b.user_id, u.username, b.side, b.amount, b.status, b.payout, b.created_at
       FROM game_bets b JOIN users u ON u.id = b.user_id
       WHERE b.game = $1 AND b.session_id = $2 ORDER BY b.id LIMIT $3 OFFSET $4`,
      [game, roundId, limit, offset],
    ),
    q.query<{ n: number }>('SELECT count(*)::int AS n FROM game_bets WHERE game = $1 AND session_id = $2', [game, roundId]),
  ]);
  return { rows: page.rows, total: Number(count.rows[0].n) };
}

// SQL of the games: chains, rounds, bets and limits (migrations 005 and 007). No money moves here,
// and no seed is made here: a chain row holds its commitment, never a seed to come.
import {
  GAME_SIDES,
  GAME_TYPES,
  type BetSide,
  type BetStatus,
  type Coins,
  type Dice,
  type GameConfigDto,
  type GameType,
  type RoundResultDto,
  type RoundVoidReason,
  type SideTotals,
  type VoidRoundDto,
  ROUND_VOID_REASON_TEXTS,
  VOID_REVEAL_TEXTS,
} from '@app/shared/contracts';
import type { Queryable } from '../db/db';

export interface RoundRow {
  game: GameType;
  session_id: number;
  chain_id: number;
  chain_index: number;
  previous_seed: string;
  started_at: number;
  betting_ends_at: number;
  ends_at: number;
  // 'void': called off without a draw (its seed could not be derived), every bet refunded.
  status: 'betting' | 'settled' | 'void';
  seed: string | null;
  dice: number[] | null;
  coins: string[] | null;
  outcome: string | null;
  winning_sides: string[] | null;
  settled_at: number | null;
  // A void round's: why, and when the seed it would have revealed was published (migration 023).
  void_reason: RoundVoidReason | null;
  revealed_at: number | null;
}

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

export interface ChainRow {
  id: number;
  game: GameType;
  length: number;
  commitment: string;
  // null for the chains made before migration 007 (all closed).
  salt: string | null;
  // Set when no more rounds may use the chain although seeds remain.
  closed_at: Date | string | null;
}

const CHAIN_COLUMNS = 'id, game, length, commitment, salt, closed_at';

const ROUND_COLUMNS = `game, session_id, chain_id, chain_index, previous_seed, started_at, betting_ends_at, ends_at,
  status, seed, dice, coins, outcome, winning_sides, settled_at, void_reason, revealed_at`;
const BET_COLUMNS = 'id, game, session_id, user_id, side, amount, status, payout, idempotency_key, created_at';

export async function latestRound(q: Queryable, game: GameType): Promise<RoundRow | null> {
  const { rows } = await q.query<RoundRow>(`SELECT ${ROUND_COLUMNS} FROM game_rounds WHERE game = $1 ORDER BY session_id DESC LIMIT 1`, [
    game,
  ]);
  return rows[0] ?? null;
}

export async function findRound(
  q: Queryable,
  game: GameType,
  sessionId: number,
  lock: '' | 'FOR SHARE' | 'FOR UPDATE' = '',
): Promise<RoundRow | null> {
  const { rows } = await q.query<RoundRow>(`SELECT ${ROUND_COLUMNS} FROM game_rounds WHERE game = $1 AND session_id = $2 ${lock}`, [
    game,
    sessionId,
  ]);
  return rows[0] ?? null;
}

// The rounds a batch of bets is for, share-locked (settlement's FOR UPDATE waits for the batch, and
// a batch after settlement sees the round closed).
export async function lockRoundsForBets(q: Queryable, game: GameType, sessionIds: readonly number[]): Promise<RoundRow[]> {
  const { rows } = await q.query<RoundRow>(
    `SELECT ${ROUND_COLUMNS} FROM game_rounds WHERE game = $1 AND session_id = ANY($2::bigint[]) ORDER BY session_id FOR SHARE`,
    [game, sessionIds],
  );
  return rows;
}

export interface BetBatchState {
  // What each player has staked so far in each round (bets not cancelled), by `${userId}:${sessionId}`.
  stakes: Map<string, number>;
  // The bets earlier requests with the same idempotency keys placed, by `${userId}:${key}`.
  earlier: Map<string, BetRow>;
  // Ids for the bets of the batch, taken from the table's sequence (a refused bet leaves a gap).
  newIds: number[];
}

// Everything a batch of bets needs to know about the players' earlier bets, in one round trip. The
// players' wallets are locked first (by the ledger's batch), and every bet is placed under its
// player's wallet lock, so this read sees each earlier bet of theirs.
export async function betBatchState(
  q: Queryable,
  batch: {
    game: GameType;
    // The players' stakes asked for, each in one round.
    stakes: ReadonlyArray<{ userId: number; sessionId: number }>;
    keys: ReadonlyArray<{ userId: number; key: string }>;
    count: number;
  },
): Promise<BetBatchState> {
  // Each stake and each earlier bet is one index lookup, written so that the plan cannot be anything
  // else: a statement's plan is made once per connection, possibly while the tables are still small
  // (and without statistics where autovacuum is off), and kept. Made that way, the lookup by key went
  // through the player's bets (game_bets_by_user) and read every bet of theirs: 700 rows a lookup
  // after a few minutes of play. The key's own index (game_bets_idempotency_key, partial, so the
  // IS NOT NULL) is the only one that matches on both the player and the key; the game is checked
  // outside the subquery (OFFSET 0 keeps it there), because on the index it would tie with
  // game_bets_by_user (player, game).
  const { rows } = await q.query<{
    stakes: Array<{ user_id: number; session_id: number; stake: number }>;
    earlier: BetRow[];
    ids: number[];
  }>(
    `SELECT
       (SELECT coalesce(json_agg(s), '[]') FROM unnest($2::bigint[], $3::bigint[]) AS k(session_id, user_id)
          CROSS JOIN LATERAL (
            SELECT user_id, session_id, stake FROM game_round_stakes
            WHERE game = $1 AND session_id = k.session_id AND user_id = k.user_id LIMIT 1) s) AS stakes,
       (SELECT coalesce(json_agg(b), '[]') FROM unnest($4::bigint[], $5::text[]) AS k(user_id, key)
          CROSS JOIN LATERAL (
            SELECT ${BET_COLUMNS} FROM game_bets
            WHERE user_id = k.user_id AND idempotency_key = k.key AND idempotency_key IS NOT NULL OFFSET 0) b
          WHERE b.game = $1) AS earlier,
       (SELECT coalesce(json_agg(nextval(pg_get_serial_sequence('game_bets', 'id'))), '[]') FROM generate_series(1, $6)) AS ids`,
    [
      batch.game,
      batch.stakes.map((s) => s.sessionId),
      batch.stakes.map((s) => s.userId),
      batch.keys.map((k) => k.userId),
      batch.keys.map((k) => k.key),
      batch.count,
    ],
  );
  const { stakes, earlier, ids } = rows[0];
  return {
    stakes: new Map(stakes.map((s) => [`${s.user_id}:${s.session_id}`, Number(s.stake)])),
    earlier: new Map(earlier.map((bet) => [`${bet.user_id}:${bet.idempotency_key}`, bet])),
    newIds: ids.map(Number),
  };
}

export async function findChain(q: Queryable, chainId: number): Promise<ChainRow | null> {
  const { rows } = await q.query<ChainRow>(`SELECT ${CHAIN_COLUMNS} FROM game_chains WHERE id = $1`, [chainId]);
  return rows[0] ?? null;
}

export async function previousChain(q: Queryable, game: GameType, chainId: number): Promise<ChainRow | null> {
  const { rows } = await q.query<ChainRow>(
    `SELECT ${CHAIN_COLUMNS} FROM game_chains WHERE game = $1 AND id < $2 ORDER BY id DESC LIMIT 1`,
    [game, chainId],
  );
  return rows[0] ?? null;
}

// The id a new chain will have: its seeds are derived from the id, so it is needed before the row.
export async function nextChainId(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ id: number }>(`SELECT nextval(pg_get_serial_sequence('game_chains', 'id'))::bigint AS id`);
  return rows[0].id;
}

export async function insertChain(
  q: Queryable,
  chain: { id: number; game: GameType; length: number; salt: string; commitment: string },
): Promise<ChainRow> {
  const { rows } = await q.query<ChainRow>(
    `INSERT INTO game_chains (id, game, length, salt, commitment) VALUES ($1, $2, $3, $4, $5) RETURNING ${CHAIN_COLUMNS}`,
    [chain.id, chain.game, chain.length, chain.salt, chain.commitment],
  );
  return rows[0];
}

export async function closeChain(q: Queryable, chainId: number): Promise<void> {
  await q.query('UPDATE game_chains SET closed_at = now() WHERE id = $1 AND closed_at IS NULL', [chainId]);
}

export interface NewRound {
  game: GameType;
  sessionId: number;
  chainId: number;
  chainIndex: number;
  previousSeed: string;
  startedAt: number;
  bettingEndsAt: number;
  endsAt: number;
}

// Inserts the round unless another writer already did (the primary key decides); null then.
export async function insertRound(q: Queryable, r: NewRound): Promise<RoundRow | null> {
  const { rows } = await q.query<RoundRow>(
    `INSERT INTO game_rounds (game, session_id, chain_id, chain_index, previous_seed, started_at, betting_ends_at, ends_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT DO NOTHING
     RETURNING ${ROUND_COLUMNS}`,
    [r.game, r.sessionId, r.chainId, r.chainIndex, r.previousSeed, r.startedAt, r.bettingEndsAt, r.endsAt],
  );
  return rows[0] ?? null;
}

// The live totals per side, from the stakes kept per player and side (migration 014): one row per
// player and side however many bets the round holds.
export async function roundTotals(q: Queryable, game: GameType, sessionId: number): Promise<SideTotals> {
  const { rows } = await q.query<{ side: string; amount: number; players: number }>(
    `SELECT side, sum(stake)::bigint AS amount, count(*) FILTER (WHERE stake > 0)::int AS players
     FROM game_round_side_stakes WHERE game = $1 AND session_id = $2 GROUP BY side`,
    [game, sessionId],
  );
  const totals: SideTotals = {};
  for (const side of GAME_SIDES[game]) totals[side] = { amount: 0, players: 0 };
  for (const row of rows) totals[row.side] = { amount: Number(row.amount), players: Number(row.players) };
  return totals;
}

export async function findBet(q: Queryable, betId: number, lock = ''): Promise<BetRow | null> {
  const { rows } = await q.query<BetRow>(`SELECT ${BET_COLUMNS} FROM game_bets WHERE id = $1 ${lock}`, [betId]);
  return rows[0] ?? null;
}

export interface NewBet {
  id: number;
  game: GameType;
  sessionId: number;
  userId: number;
  side: BetSide;
  amount: number;
  idempotencyKey: string | null;
}

// A batch's bets and what they add to their players' round stakes, one statement; their ids come
// from betBatchState.
export async function insertBets(q: Queryable, bets: readonly NewBet[]): Promise<void> {
  if (!bets.length) return;
  const column = <K extends keyof NewBet>(key: K) => bets.map((bet) => bet[key]);
  await q.query(
    `WITH b AS (
       INSERT INTO game_bets (id, game, session_id, user_id, side, amount, idempotency_key)
       SELECT * FROM unnest($1::bigint[], $2::text[], $3::bigint[], $4::bigint[], $5::text[], $6::bigint[], $7::text[])
       RETURNING game, session_id, user_id, side, amount
     ), sides AS (
       INSERT INTO game_round_side_stakes (game, session_id, side, user_id, stake)
       SELECT game, session_id, side, user_id, sum(amount) FROM b GROUP BY game, session_id, side, user_id
       ON CONFLICT (game, session_id, side, user_id) DO UPDATE SET stake = game_round_side_stakes.stake + excluded.stake
     )
     INSERT INTO game_round_stakes (game, session_id, user_id, stake)
     SELECT game, session_id, user_id, sum(amount) FROM b GROUP BY game, session_id, user_id
     ON CONFLICT (game, session_id, user_id) DO UPDATE SET stake = game_round_stakes.stake + excluded.stake`,
    [column('id'), column('game'), column('sessionId'), column('userId'), column('side'), column('amount'), column('idempotencyKey')],
  );
}

// Read under the round's FOR UPDATE lock, which every bet and every cancel of the round waits for
// (they share-lock the round first): the bets cannot change meanwhile, and locking 50,000 rows one
// by one would only cost time.
export type PlacedBet = Pick<BetRow, 'id' | 'user_id' | 'side' | 'amount'>;

// Only what settling needs: a round may hold 50,000 bets, and every column read is parsed 50,000 times.
export async function placedBetsOfRound(q: Queryable, game: GameType, sessionId: number): Promise<PlacedBet[]> {
  const { rows } = await q.query<PlacedBet>(
    `SELECT id, user_id, side, amount FROM game_bets WHERE game = $1 AND session_id = $2 AND status = 'placed' ORDER BY id`,
    [game, sessionId],
  );
  return rows;
}

export async function markBetsRefunded(q: Queryable, betIds: readonly number[]): Promise<void> {
  if (!betIds.length) return;
  await q.query(`UPDATE game_bets SET status = 'refunded', settled_at = now() WHERE id = ANY($1::bigint[])`, [betIds]);
}

// What a round took and gave back, written on its row in the statement that closes it (migration 016).
export interface ClosedRoundTotals {
  betCount: number;
  staked: number;
  paid: number;
  // Only the sides that had a bet.
  sides: SideTotals;
}

const TOTALS_SET = 'bet_count = $4, total_staked = $5, total_paid = $6, side_totals = $7::jsonb';
const totalsParams = (t: ClosedRoundTotals) => [t.betCount, t.staked, t.paid, JSON.stringify(t.sides)];

// A round's draw as it is revealed: its seed, what it drew, when.
export interface RevealedDraw {
  seed: string;
  dice: readonly number[] | null;
  coins: readonly string[] | null;
  outcome: string;
  winningSides: readonly string[];
  at: number;
}

/** The round's draw, revealed, and its totals: it is settled. */
export async function markRoundSettled(
  q: Queryable,
  game: GameType,
  sessionId: number,
  r: RevealedDraw & { totals: ClosedRoundTotals },
): Promise<void> {
  await q.query(
    `UPDATE game_rounds SET status = 'settled', settled_at = $3, ${TOTALS_SET}, seed = $8, dice = $9::int[], coins = $10::text[],
       outcome = $11, winning_sides = $12::text[]
     WHERE game = $1 AND session_id = $2`,
    [game, sessionId, r.at, ...totalsParams(r.totals), r.seed, r.dice, r.coins, r.outcome, r.winningSides],
  );
}

// Every placed bet of the round marked won or lost with its payout, in one statement that finds them
// by the round's index. What a bet gets depends only on its side and stake, so the statement takes one
// row per side and stake (a few, whatever the number of bets) rather than one per bet. Answers how
// many bets it marked.
export async function markBetsSettled(
  q: Queryable,
  game: GameType,
  sessionId: number,
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
      sessionId,
      outcomes.map((o) => o.side),
      outcomes.map((o) => o.amount),
      outcomes.map((o) => o.status),
      outcomes.map((o) => o.payout),
    ],
  );
  return rows[0].marked;
}

// The bet cancelled, and its amount out of its player's round stake and side stake.
export async function markBetCancelled(q: Queryable, betId: number): Promise<void> {
  await q.query(
    `WITH b AS (
       UPDATE game_bets SET status = 'cancelled', settled_at = now() WHERE id = $1 RETURNING game, session_id, user_id, side, amount
     ), sides AS (
       UPDATE game_round_side_stakes t SET stake = t.stake - b.amount FROM b
       WHERE t.game = b.game AND t.session_id = b.session_id AND t.side = b.side AND t.user_id = b.user_id
     )
     UPDATE game_round_stakes s SET stake = s.stake - b.amount FROM b
     WHERE s.game = b.game AND s.session_id = b.session_id AND s.user_id = b.user_id`,
    [betId],
  );
}

export async function markRoundVoid(
  q: Queryable,
  game: GameType,
  sessionId: number,
  at: number,
  totals: ClosedRoundTotals,
  reason: RoundVoidReason,
): Promise<void> {
  await q.query(
    `UPDATE game_rounds SET status = 'void', settled_at = $3, ${TOTALS_SET}, void_reason = $8 WHERE game = $1 AND session_id = $2`,
    [game, sessionId, at, ...totalsParams(totals), reason],
  );
}

// A void round whose seed is not published yet, with its chain (whose secret may derive it).
export interface UnrevealedVoid {
  round: RoundRow;
  chain: ChainRow;
}

// The game's void rounds without a seed whose chain could ever give one (a chain without a salt
// predates derived seeds), closed chains only: a seed of a chain still in play is never published
// early. Few rows (the partial index of migration 023).
export async function unrevealedVoids(q: Queryable, game: GameType): Promise<UnrevealedVoid[]> {
  const { rows } = await q.query<RoundRow & { chain: ChainRow }>(
    `SELECT ${ROUND_COLUMNS.split(',')
      .map((column) => `r.${column.trim()}`)
      .join(', ')}, row_to_json(c) AS chain
     FROM game_rounds r
     JOIN (SELECT ${CHAIN_COLUMNS} FROM game_chains) c ON c.id = r.chain_id
     WHERE r.game = $1 AND r.status = 'void' AND r.seed IS NULL AND c.salt IS NOT NULL AND c.closed_at IS NOT NULL
     ORDER BY r.session_id`,
    [game],
  );
  return rows.map(({ chain, ...round }) => ({ round, chain: { ...chain, id: Number(chain.id), length: Number(chain.length) } }));
}

// The seed a void round would have revealed and its draw, published; false when another node did first.
export async function markVoidRevealed(q: Queryable, game: GameType, sessionId: number, r: RevealedDraw): Promise<boolean> {
  const { rows } = await q.query(
    `UPDATE game_rounds SET seed = $3, dice = $4::int[], coins = $5::text[], outcome = $6, winning_sides = $7::text[], revealed_at = $8
     WHERE game = $1 AND session_id = $2 AND status = 'void' AND seed IS NULL
     RETURNING session_id`,
    [game, sessionId, r.seed, r.dice, r.coins, r.outcome, r.winningSides, r.at],
  );
  return rows.length > 0;
}

// How many rounds of each chain named were called off, and of the whole game (with those whose seed
// is still unpublished).
export async function voidCounts(
  q: Queryable,
  game: GameType,
  chainIds: readonly number[],
): Promise<{ byChain: Map<number, number>; total: number; unrevealed: number }> {
  const { rows } = await q.query<{ chain_id: number | null; voided: number; unrevealed: number }>(
    `SELECT chain_id, count(*)::int AS voided, count(*) FILTER (WHERE seed IS NULL)::int AS unrevealed
     FROM game_rounds WHERE game = $1 AND status = 'void' GROUP BY ROLLUP (chain_id)`,
    [game],
  );
  const byChain = new Map<number, number>(chainIds.map((id) => [id, 0]));
  let total = 0;
  let unrevealed = 0;
  for (const row of rows) {
    if (row.chain_id === null) {
      total = Number(row.voided);
      unrevealed = Number(row.unrevealed);
    } else if (byChain.has(Number(row.chain_id))) byChain.set(Number(row.chain_id), Number(row.voided));
  }
  return { byChain, total, unrevealed };
}

// The players with a bet in the round that stands (settled or still placed): a bet placed and then
// cancelled is no bet, for the idle count.
export async function bettorsOfRound(q: Queryable, game: GameType, sessionId: number): Promise<number[]> {
  const { rows } = await q.query<{ user_id: number }>(
    `SELECT DISTINCT user_id FROM game_bets WHERE game = $1 AND session_id = $2 AND status <> 'cancelled'`,
    [game, sessionId],
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
export async function betHistory(q: Queryable, userId: number, limit: number, before: number | null): Promise<BetRow[]> {
  const { rows } = await q.query<BetRow>(
    `SELECT ${BET_COLUMNS.split(', ')
      .map((column) => `b.${column}`)
      .join(', ')} FROM unnest($4::text[]) AS g(game)
       CROSS JOIN LATERAL (
         SELECT ${BET_COLUMNS} FROM game_bets
         WHERE user_id = $1 AND game = g.game AND id < $3 ORDER BY id DESC LIMIT $2) b
     ORDER BY b.id DESC LIMIT $2`,
    [userId, limit, before ?? Number.MAX_SAFE_INTEGER, GAME_TYPES],
  );
  return rows;
}

// The rounds of a page of bets, whatever their games, by their primary key.
export async function roundsOf(q: Queryable, keys: ReadonlyArray<{ game: GameType; sessionId: number }>): Promise<ClosedRoundRow[]> {
  if (keys.length === 0) return [];
  const { rows } = await q.query<ClosedRoundRow>(
    `SELECT ${ROUND_COLUMNS}, ${SEEDLESS} FROM game_rounds
     WHERE (game, session_id) IN (SELECT * FROM unnest($1::text[], $2::bigint[]))`,
    [keys.map((k) => k.game), keys.map((k) => k.sessionId)],
  );
  return rows;
}

export interface ClosedRoundRow extends RoundRow {
  // A void round's chain has no salt: it predates derived seeds, its seed can never be published.
  seedless: boolean | null;
}

// Read for void rounds only: one lookup of the chain's primary key each.
const SEEDLESS = `CASE WHEN status = 'void' THEN (SELECT salt IS NULL FROM game_chains c WHERE c.id = game_rounds.chain_id) END AS seedless`;

// Settled and void rounds, newest first; with `before`, only those whose session id is below it (the
// next page of a history read newest first). The primary key (game, session_id) serves both.
export async function closedRounds(q: Queryable, game: GameType, limit: number, before: number | null = null): Promise<ClosedRoundRow[]> {
  const { rows } = await q.query<ClosedRoundRow>(
    `SELECT ${ROUND_COLUMNS}, ${SEEDLESS}
     FROM game_rounds
     WHERE game = $1 AND session_id < $3 AND status IN ('settled', 'void')
     ORDER BY session_id DESC LIMIT $2`,
    [game, limit, before ?? Number.MAX_SAFE_INTEGER],
  );
  return rows;
}

// A void round as the public history shows it: its seed and would-be draw only once revealed.
export function voidRoundOf(round: ClosedRoundRow): VoidRoundDto {
  const revealed = round.seed !== null && round.outcome !== null;
  const reveal = revealed ? 'revealed' : round.seedless ? 'never' : 'pending';
  const reason = round.void_reason ?? 'secret_mismatch';
  return {
    gameType: round.game,
    sessionId: Number(round.session_id),
    status: 'void',
    voidReason: reason,
    voidReasonText: ROUND_VOID_REASON_TEXTS[reason],
    ...(revealed && round.dice ? { dice: round.dice.map(Number) as Dice } : {}),
    ...(revealed && round.coins ? { coins: [...round.coins] as Coins } : {}),
    outcome: revealed ? (round.outcome as BetSide) : null,
    winningSides: revealed ? ((round.winning_sides ?? []) as BetSide[]) : [],
    seed: revealed ? round.seed : null,
    previousSeed: round.previous_seed,
    chainId: Number(round.chain_id),
    chainIndex: Number(round.chain_index),
    settledAt: Number(round.settled_at ?? 0),
    reveal,
    revealText: VOID_REVEAL_TEXTS[reveal],
    revealedAt: revealed && round.revealed_at !== null ? Number(round.revealed_at) : null,
  };
}

export interface RoundReportRow extends RoundRow {
  // seed_0 of the round's chain.
  commitment: string;
  // null while the round takes bets (ClosedRoundTotals, once closed).
  bet_count: number | null;
  total_staked: number | null;
  total_paid: number | null;
  side_totals: SideTotals | null;
}

const ROUND_REPORT_COLUMNS = [
  ...ROUND_COLUMNS.split(',').map((column) => `r.${column.trim()}`),
  'c.commitment',
  'r.bet_count',
  'r.total_staked',
  'r.total_paid',
  'r.side_totals',
].join(', ');

// A game's rounds of every status, newest first, with their totals and their chain's commitment;
// with `before`, only those whose session id is below it. The primary key (game, session_id) serves
// the order and the cursor, the chain's primary key the join.
export async function roundReports(q: Queryable, game: GameType, limit: number, before: number | null): Promise<RoundReportRow[]> {
  const { rows } = await q.query<RoundReportRow>(
    `SELECT ${ROUND_REPORT_COLUMNS} FROM game_rounds r JOIN game_chains c ON c.id = r.chain_id
     WHERE r.game = $1 AND r.session_id < $3
     ORDER BY r.session_id DESC LIMIT $2`,
    [game, limit, before ?? Number.MAX_SAFE_INTEGER],
  );
  return rows;
}

export function resultOf(round: RoundRow): RoundResultDto | null {
  if (round.status !== 'settled' || !round.seed || !round.outcome) return null;
  return {
    gameType: round.game,
    sessionId: round.session_id,
    ...(round.dice ? { dice: round.dice.map(Number) as Dice } : {}),
    ...(round.coins ? { coins: [...round.coins] as Coins } : {}),
    outcome: round.outcome as BetSide,
    winningSides: (round.winning_sides ?? []) as BetSide[],
    seed: round.seed,
    previousSeed: round.previous_seed,
    chainId: round.chain_id,
    chainIndex: round.chain_index,
    settledAt: round.settled_at ?? 0,
  };
}

interface ConfigRow {
  game: GameType;
  min_bet: number;
  max_bet: number;
  max_round_total: number;
  updated_at: Date | string;
}

const toConfig = (row: ConfigRow): GameConfigDto => ({
  gameType: row.game,
  minBet: Number(row.min_bet),
  maxBet: Number(row.max_bet),
  maxRoundTotal: Number(row.max_round_total),
  updatedAt: new Date(row.updated_at).toISOString(),
});

// `lock`: held until the caller's transaction ends (an operator's change reads, checks and writes).
export async function gameConfig(q: Queryable, game: GameType, lock = false): Promise<GameConfigDto> {
  const { rows } = await q.query<ConfigRow>(
    `SELECT game, min_bet, max_bet, max_round_total, updated_at FROM game_configs WHERE game = $1${lock ? ' FOR UPDATE' : ''}`,
    [game],
  );
  if (!rows[0]) throw new Error(`no game_configs row for ${game}`);
  return toConfig(rows[0]);
}

export async function allGameConfigs(q: Queryable): Promise<GameConfigDto[]> {
  const { rows } = await q.query<ConfigRow>('SELECT game, min_bet, max_bet, max_round_total, updated_at FROM game_configs ORDER BY game');
  return rows.map(toConfig);
}

export async function saveGameConfig(
  q: Queryable,
  game: GameType,
  c: { minBet: number; maxBet: number; maxRoundTotal: number },
): Promise<GameConfigDto> {
  const { rows } = await q.query<ConfigRow>(
    `UPDATE game_configs SET min_bet = $2, max_bet = $3, max_round_total = $4, updated_at = now()
     WHERE game = $1 RETURNING game, min_bet, max_bet, max_round_total, updated_at`,
    [game, c.minBet, c.maxBet, c.maxRoundTotal],
  );
  return toConfig(rows[0]);
}

// SQL of the games' rounds: opened, settled or called off, their totals, the void rounds' seeds
// published later, and the history and report pages (migrations 005, 016, 023). No money moves here.
import {
  GAME_SIDES,
  type BetSide,
  type Coins,
  type Dice,
  type GameType,
  type RoundJackpotDto,
  type RoundResultDto,
  type RoundVoidReason,
  type SideTotals,
  type VoidRoundDto,
  ROUND_VOID_REASON_TEXTS,
  VOID_REVEAL_TEXTS,
} from '@app/shared/contracts';
import type { Queryable } from '../db/db';
import { CHAIN_COLUMNS, type ChainRow } from './chain-store';
import type { SideStakes } from './exposure/house-exposure';

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
  // A tài xỉu round settled with the hũ (migration 042): what went in, what was paid, the pool after.
  jackpot_contributed: number | null;
  jackpot_paid: number | null;
  jackpot_pool: number | null;
}

const ROUND_COLUMNS = `game, session_id, chain_id, chain_index, previous_seed, started_at, betting_ends_at, ends_at,
  status, seed, dice, coins, outcome, winning_sides, settled_at, void_reason, revealed_at, jackpot_contributed, jackpot_paid, jackpot_pool`;
export async function latestRound(q: Queryable, game: GameType): Promise<RoundRow | null> {
  const { rows } = await q.query<RoundRow>(`SELECT ${ROUND_COLUMNS} FROM game_rounds WHERE game = $1 ORDER BY session_id DESC LIMIT 1`, [
    game,
  ]);
  return rows[0] ?? null;
}

export async function findRound(
  q: Queryable,
  game: GameType,
  roundId: number,
  lock: '' | 'FOR NO KEY UPDATE' | 'FOR UPDATE' = '',
): Promise<RoundRow | null> {
  const { rows } = await q.query<RoundRow>(`SELECT ${ROUND_COLUMNS} FROM game_rounds WHERE game = $1 AND session_id = $2 ${lock}`, [
    game,
    roundId,
  ]);
  return rows[0] ?? null;
}

export type LockedRound = RoundRow & { side_stakes: SideStakes };

// The rounds a batch of bets is for, locked with what every player has staked on each side so far
// (migration 032). Settlement's FOR UPDATE waits for the batch, and a batch after settlement sees the
// round closed. Locked for update, not shared: the batch writes those stakes back, and the cap on
// the house's loss holds only if no other batch of the round (another node's) or cancel decides
// against the same stakes meanwhile. One node writes one batch of a game at a time anyway
// (group-commit.ts), so this serializes only the nodes' batches of one round with each other.
export async function lockRoundsForBets(q: Queryable, game: GameType, roundIds: readonly number[]): Promise<LockedRound[]> {
  const { rows } = await q.query<LockedRound>(
    `SELECT ${ROUND_COLUMNS}, side_stakes FROM game_rounds WHERE game = $1 AND session_id = ANY($2::bigint[])
     ORDER BY session_id FOR NO KEY UPDATE`,
    [game, roundIds],
  );
  return rows;
}

export interface NewRound {
  game: GameType;
  roundId: number;
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
    [r.game, r.roundId, r.chainId, r.chainIndex, r.previousSeed, r.startedAt, r.bettingEndsAt, r.endsAt],
  );
  return rows[0] ?? null;
}

// The live totals per side, from the stakes kept per player and side (migration 014): one row per
// player and side however many bets the round holds.
export async function roundTotals(q: Queryable, game: GameType, roundId: number): Promise<SideTotals> {
  const { rows } = await q.query<{ side: string; amount: number; players: number }>(
    `SELECT side, sum(stake)::bigint AS amount, count(*) FILTER (WHERE stake > 0)::int AS players
     FROM game_round_side_stakes WHERE game = $1 AND session_id = $2 GROUP BY side`,
    [game, roundId],
  );
  const totals: SideTotals = {};
  for (const side of GAME_SIDES[game]) totals[side] = { amount: 0, players: 0 };
  for (const row of rows) totals[row.side] = { amount: Number(row.amount), players: Number(row.players) };
  return totals;
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
  roundId: number,
  r: RevealedDraw & { totals: ClosedRoundTotals; jackpot: RoundJackpotDto | null },
): Promise<void> {
  await q.query(
    `UPDATE game_rounds SET status = 'settled', settled_at = $3, ${TOTALS_SET}, seed = $8, dice = $9::int[], coins = $10::text[],
       outcome = $11, winning_sides = $12::text[], jackpot_contributed = $13, jackpot_paid = $14, jackpot_pool = $15
     WHERE game = $1 AND session_id = $2`,
    [
      game,
      roundId,
      r.at,
      ...totalsParams(r.totals),
      r.seed,
      r.dice,
      r.coins,
      r.outcome,
      r.winningSides,
      r.jackpot?.contributed ?? null,
      r.jackpot?.paid ?? null,
      r.jackpot?.pool ?? null,
    ],
  );
}

export async function markRoundVoid(
  q: Queryable,
  game: GameType,
  roundId: number,
  at: number,
  totals: ClosedRoundTotals,
  reason: RoundVoidReason,
): Promise<void> {
  await q.query(
    `UPDATE game_rounds SET status = 'void', settled_at = $3, ${TOTALS_SET}, void_reason = $8 WHERE game = $1 AND session_id = $2`,
    [game, roundId, at, ...totalsParams(totals), reason],
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
export async function markVoidRevealed(q: Queryable, game: GameType, roundId: number, r: RevealedDraw): Promise<boolean> {
  const { rows } = await q.query(
    `UPDATE game_rounds SET seed = $3, dice = $4::int[], coins = $5::text[], outcome = $6, winning_sides = $7::text[], revealed_at = $8
     WHERE game = $1 AND session_id = $2 AND status = 'void' AND seed IS NULL
     RETURNING session_id`,
    [game, roundId, r.seed, r.dice, r.coins, r.outcome, r.winningSides, r.at],
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

// The rounds of a page of bets, whatever their games, by their primary key.
export async function roundsOf(q: Queryable, keys: ReadonlyArray<{ game: GameType; roundId: number }>): Promise<ClosedRoundRow[]> {
  if (keys.length === 0) return [];
  const { rows } = await q.query<ClosedRoundRow>(
    `SELECT ${ROUND_COLUMNS}, ${SEEDLESS} FROM game_rounds
     WHERE (game, session_id) IN (SELECT * FROM unnest($1::text[], $2::bigint[]))`,
    [keys.map((k) => k.game), keys.map((k) => k.roundId)],
  );
  return rows;
}

export interface ClosedRoundRow extends RoundRow {
  // A void round's chain has no salt: it predates derived seeds, its seed can never be published.
  seedless: boolean | null;
}

// Read for void rounds only: one lookup of the chain's primary key each.
const SEEDLESS = `CASE WHEN status = 'void' THEN (SELECT salt IS NULL FROM game_chains c WHERE c.id = game_rounds.chain_id) END AS seedless`;

// Settled and void rounds, newest first; with `before`, only those whose round id is below it (the
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
// with `before`, only those whose round id is below it. The primary key (game, session_id) serves
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
    ...(round.jackpot_pool !== null && round.jackpot_pool !== undefined
      ? {
          jackpot: {
            contributed: Number(round.jackpot_contributed ?? 0),
            paid: Number(round.jackpot_paid ?? 0),
            pool: Number(round.jackpot_pool),
          },
        }
      : {}),
  };
}

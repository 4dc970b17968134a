import { GAME_TYPES, type GameType } from '@app/shared/contracts';
import type { Queryable } from '../db/db';
import { summarizeTimeIndexes } from '../db/partitions';
import { houseAccount } from './house-shards';
import { JACKPOT_POOLS } from './jackpot-pool';

export interface GameMoney {
  /** 'bet' transfers into the game's house, and their stakes. */
  bets: number;
  staked: number;
  /** 'bet_refund' transfers out of it: stakes given back (a cancelled bet, a void round). */
  refunded: number;
  /** 'payout' transfers out of it: winnings, stake included. */
  paid: number;
  /**
   * 'jackpot_in' and 'jackpot_refill' transfers out of it into the game's hũ: a share of each
   * round's stakes, and the top-ups back to the seed after a win. Gone from the house when booked.
   */
  jackpotIn: number;
  /** 'jackpot_payout' transfers out of the game's hũ to its winners (never from the house itself). */
  jackpotPaid: number;
}

/** What the ledger recorded between two instants, as the owner's report counts it. */
export interface LedgerFigures {
  games: Record<GameType, GameMoney>;
  deposits: { count: number; amount: number };
  /** Withdrawals paid out to the player's bank ('withdrawal_payout'); holds given back are not counted. */
  withdrawals: { count: number; amount: number };
  /** What the game houses' balance (all games, all shards) gained, negative when it lost. */
  houseChange: number;
  /** Players whose first deposit ever was in the window. */
  firstDepositors: number;
  /** Players who placed a bet in the window. */
  bettors: number[];
}

/** Every game at zero: a day, or a window, with nothing played yet. */
const NO_MONEY: GameMoney = { bets: 0, staked: 0, refunded: 0, paid: 0, jackpotIn: 0, jackpotPaid: 0 };
export const noGameMoney = (): Record<GameType, GameMoney> =>
  Object.fromEntries(GAME_TYPES.map((g) => [g, { ...NO_MONEY }])) as Record<GameType, GameMoney>;

/** Two windows' money of one game, added up. */
export const addGameMoney = (a: GameMoney, b: GameMoney): GameMoney => ({
  bets: a.bets + b.bets,
  staked: a.staked + b.staked,
  refunded: a.refunded + b.refunded,
  paid: a.paid + b.paid,
  jackpotIn: a.jackpotIn + b.jackpotIn,
  jackpotPaid: a.jackpotPaid + b.jackpotPaid,
});

const HOUSE_KINDS = GAME_TYPES.map(houseAccount);
const POOL_KINDS = JACKPOT_POOLS.map((p) => p.kind);
const gameOfHouse = (kind: string | null): GameType | null => GAME_TYPES.find((g) => houseAccount(g) === kind) ?? null;
const gameOfPool = (kind: string | null): GameType | null => JACKPOT_POOLS.find((p) => p.kind === kind)?.game ?? null;

// Each query reads the window's transfers through their time index (migration 030); a house
// account is known by its kind, whichever of its 16 rows the player's money went through. The
// debited side is joined when it is a house or a hũ's pool: a jackpot payout leaves the pool, whose
// kind names the game, and the pool is not a house, so it stays out of house_change.
export async function ledgerFiguresBetween(q: Queryable, start: Date, end: Date): Promise<LedgerFigures> {
  const [flows, first, bettors] = await Promise.all([
    q.query<{ kind: string; account: string | null; n: number; amount: number; house_change: number }>(
      `SELECT t.kind, coalesce(hc.kind, d.kind) AS account, count(*)::int AS n, sum(t.amount)::bigint AS amount,
         (coalesce(sum(t.amount) FILTER (WHERE hc.id IS NOT NULL), 0)
           - coalesce(sum(t.amount) FILTER (WHERE d.kind = ANY($3::text[])), 0))::bigint AS house_change
       FROM transfers t
       LEFT JOIN accounts hc ON hc.id = t.credit_account_id AND hc.kind = ANY($3::text[])
       LEFT JOIN accounts d ON d.id = t.debit_account_id AND d.kind = ANY($4::text[])
       WHERE t.created_at >= $1 AND t.created_at < $2
       GROUP BY 1, 2`,
      [start, end, HOUSE_KINDS, [...HOUSE_KINDS, ...POOL_KINDS]],
    ),
    // The first credit of a wallet is nearly always its first deposit, so the look back through the
    // wallet's credits (oldest first) stops at once for a player who deposited before.
    q.query<{ n: number }>(
      `SELECT count(DISTINCT t.credit_account_id)::int AS n
       FROM transfers t
       WHERE t.kind = 'deposit' AND t.created_at >= $1 AND t.created_at < $2
         AND NOT EXISTS (
           SELECT 1 FROM transfers p
           WHERE p.credit_account_id = t.credit_account_id AND p.kind = 'deposit' AND p.created_at < $1
         )`,
      [start, end],
    ),
    // The wallets first, then their players: joined row by row, the planner may walk every account
    // and probe the window for each (6 s for a day of 110,000 bets when its statistics were stale).
    q.query<{ user_id: number }>(
      `SELECT a.user_id FROM accounts a
       WHERE a.id = ANY (ARRAY(SELECT DISTINCT t.debit_account_id FROM transfers t WHERE t.kind = 'bet' AND t.created_at >= $1 AND t.created_at < $2))`,
      [start, end],
    ),
  ]);

  const games = noGameMoney();
  const figures: LedgerFigures = {
    games,
    deposits: { count: 0, amount: 0 },
    withdrawals: { count: 0, amount: 0 },
    houseChange: 0,
    firstDepositors: Number(first.rows[0]?.n ?? 0),
    bettors: bettors.rows.map((r) => Number(r.user_id)),
  };
  for (const row of flows.rows) {
    const count = Number(row.n);
    const amount = Number(row.amount);
    figures.houseChange += Number(row.house_change);
    const game = gameOfHouse(row.account);
    const pool = gameOfPool(row.account);
    if (game && row.kind === 'bet') Object.assign(games[game], { bets: games[game].bets + count, staked: games[game].staked + amount });
    else if (game && row.kind === 'bet_refund') games[game].refunded += amount;
    else if (game && row.kind === 'payout') games[game].paid += amount;
    else if (game && (row.kind === 'jackpot_in' || row.kind === 'jackpot_refill')) games[game].jackpotIn += amount;
    else if (pool && row.kind === 'jackpot_payout') games[pool].jackpotPaid += amount;
    else if (row.kind === 'deposit') figures.deposits = { count: figures.deposits.count + count, amount: figures.deposits.amount + amount };
    else if (row.kind === 'withdrawal_payout')
      figures.withdrawals = { count: figures.withdrawals.count + count, amount: figures.withdrawals.amount + amount };
  }
  return figures;
}

/** When the ledger's first transfer was made, or null for an empty ledger. */
export async function firstTransferAt(q: Queryable): Promise<Date | null> {
  const { rows } = await q.query<{ created_at: Date }>('SELECT created_at FROM transfers ORDER BY id LIMIT 1');
  return rows[0] ? new Date(rows[0].created_at) : null;
}

/**
 * Summarizes the block ranges of the transfers' time index (one per monthly partition) written since
 * it was last done, so that a day's figures read that day's blocks only. Once a night: it waits for
 * an autovacuum of the table to give way.
 */
export async function summarizeTransferTimes(q: Queryable): Promise<void> {
  await summarizeTimeIndexes(q, 'transfers');
}

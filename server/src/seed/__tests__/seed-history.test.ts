import type { Db } from '../../db/db';
import { createPostgresDb } from '../../db/postgres-db';
import { verifySeedLink } from '../../games/fairness/hash-chain';
import { drawRound } from '../../games/settlement-service';
import { checkLedger, checkLedgerIncremental } from '../../ledger/check-ledger';
import { houseShardOf } from '../../ledger/house-shards';
import { createMigratedTestDatabase, migratedPglite } from '../../test-utils/migrated-database';
import { SeedRefusedError, seedHistory, type SeedHistoryOptions, type SeedSummary } from '../seed-history';

// A small history on PGlite, or on PostgreSQL when DATABASE_URL names a server (the CI's second
// pass): written as the seed writes it by default (PostgreSQL's foreign key checks off where the
// role may, three connections at once on PostgreSQL), then read back through what the server's own
// code says the rows must be.
const END = new Date('2026-03-01T00:00:00.000Z');
const DAY_MS = 86_400_000;
const OPTIONS: SeedHistoryOptions = {
  days: 3,
  players: 20,
  bets: 2_000,
  endAt: END,
  seed: 7,
  // The server's hasher at the tests' cost: the hash is made once whatever its parameters.
  passwordHashing: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
};

async function freshDatabase(): Promise<{ db: Db; close(): Promise<void> }> {
  if (!process.env.DATABASE_URL) {
    const db = await migratedPglite();
    return { db, close: () => db.close() };
  }
  const database = await createMigratedTestDatabase(process.env.DATABASE_URL);
  const db = await createPostgresDb(database.url);
  return {
    db,
    close: async () => {
      await db.close();
      await database.drop();
    },
  };
}

const one = async <T>(db: Db, sql: string, params: unknown[] = []): Promise<T> => (await db.query<T>(sql, params)).rows[0];
const count = async (db: Db, sql: string, params: unknown[] = []) => Number((await one<{ n: number }>(db, sql, params)).n);

let seeded: { db: Db; close(): Promise<void> };
let summary: SeedSummary;
beforeAll(async () => {
  seeded = await freshDatabase();
  summary = await seedHistory(seeded.db, OPTIONS);
});
afterAll(async () => {
  await seeded?.close();
});

describe('seedHistory', () => {
  it('writes the players and the bets asked for, and a ledger that checks', async () => {
    const { db } = seeded;
    expect(summary).toMatchObject({ players: 20, bets: 2_000, from: new Date(END.getTime() - 3 * DAY_MS), to: END });
    expect(await count(db, `SELECT count(*)::int AS n FROM users WHERE role = 'user'`)).toBe(20);
    expect(await count(db, 'SELECT count(*)::int AS n FROM game_bets')).toBe(2_000);
    expect(await count(db, `SELECT count(*)::int AS n FROM accounts WHERE kind = 'player_wallet'`)).toBe(20);
    expect(await count(db, `SELECT count(*)::int AS n FROM user_bank_accounts`)).toBe(20);
    expect(await count(db, 'SELECT count(*)::int AS n FROM transfers')).toBe(summary.transfers);
    const ledger = await checkLedger(db);
    expect(ledger).toMatchObject({ ok: true, accountsOutOfBalance: [], transfersMalformed: [], checkpointsBroken: [] });
    // A checkpoint after each seeded day but the last (today's, the server's to take), as the server
    // would have taken them: the incremental check reads only the last day.
    expect(await count(db, 'SELECT count(*)::int AS n FROM ledger_checkpoints')).toBe(2);
    expect(await checkLedgerIncremental(db)).toMatchObject({ ok: true, mode: 'incremental', checkpoint: { id: 2 } });
    // Every kind the history is made of is there.
    const kinds = (await db.query<{ kind: string }>('SELECT DISTINCT kind FROM transfers ORDER BY kind')).rows.map((r) => r.kind);
    expect(kinds).toEqual(['bet', 'bet_refund', 'deposit', 'payout', 'withdrawal_hold', 'withdrawal_payout', 'withdrawal_refund']);
  });

  it('keeps every running balance right, no wallet ever below zero, and the transfers in time order', async () => {
    const { db } = seeded;
    expect(
      await count(
        db,
        `SELECT count(*)::int AS n FROM entries e JOIN accounts a ON a.id = e.account_id WHERE a.kind = 'player_wallet' AND e.balance_after < 0`,
      ),
    ).toBe(0);
    expect(
      await count(
        db,
        `SELECT count(*)::int AS n FROM (
           SELECT balance_after, sum(amount) OVER (PARTITION BY account_id ORDER BY id) AS running FROM entries
         ) e WHERE balance_after <> running`,
      ),
    ).toBe(0);
    expect(
      await count(
        db,
        `SELECT count(*)::int AS n FROM (SELECT created_at < lag(created_at) OVER (ORDER BY id) AS back FROM transfers) t WHERE back`,
      ),
    ).toBe(0);
    expect(
      await count(
        db,
        'SELECT count(*)::int AS n FROM entries e JOIN transfers t ON t.id = e.transfer_id WHERE e.created_at <> t.created_at',
      ),
    ).toBe(0);
    // A player pays in before the first bet.
    expect(
      await count(
        db,
        `SELECT count(*)::int AS n FROM accounts a
         WHERE a.kind = 'player_wallet'
           AND (SELECT min(t.id) FILTER (WHERE t.kind = 'bet') FROM transfers t WHERE t.debit_account_id = a.id)
             < (SELECT min(t.id) FROM transfers t WHERE t.credit_account_id = a.id AND t.kind = 'deposit')`,
      ),
    ).toBe(0);
  });

  it('dates everything inside the period', async () => {
    const { db } = seeded;
    const from = new Date(END.getTime() - 3 * DAY_MS);
    for (const table of [
      'users',
      'transfers',
      'entries',
      'game_bets',
      'deposit_orders',
      'bank_transfers',
      'withdrawals',
      'user_bank_accounts',
    ]) {
      const range = await one<{ min: Date | string; max: Date | string }>(
        db,
        `SELECT min(created_at) AS min, max(created_at) AS max FROM ${table}`,
      );
      expect(new Date(range.min).getTime()).toBeGreaterThanOrEqual(from.getTime());
      expect(new Date(range.max).getTime()).toBeLessThanOrEqual(END.getTime());
    }
    const rounds = await one<{ min: number; max: number }>(db, 'SELECT min(started_at) AS min, max(ends_at) AS max FROM game_rounds');
    expect(Number(rounds.min)).toBeGreaterThanOrEqual(from.getTime());
    expect(Number(rounds.max)).toBeLessThanOrEqual(END.getTime());
  });

  it('moves the bets, payouts and refunds the bets say, with the keys the games use', async () => {
    const { db } = seeded;
    const sums = await one<Record<string, number>>(
      db,
      `SELECT
         (SELECT sum(amount) FROM game_bets)::bigint AS staked,
         (SELECT sum(amount) FROM transfers WHERE kind = 'bet')::bigint AS bet_transfers,
         (SELECT sum(payout) FROM game_bets)::bigint AS paid,
         (SELECT sum(amount) FROM transfers WHERE kind = 'payout')::bigint AS payout_transfers,
         (SELECT sum(amount) FROM game_bets WHERE status IN ('cancelled', 'refunded'))::bigint AS refunded,
         (SELECT sum(amount) FROM transfers WHERE kind = 'bet_refund')::bigint AS refund_transfers`,
    );
    expect(Number(sums.bet_transfers)).toBe(Number(sums.staked));
    expect(Number(sums.payout_transfers)).toBe(Number(sums.paid));
    expect(Number(sums.refund_transfers)).toBe(Number(sums.refunded));
    expect(Number(sums.refunded)).toBeGreaterThan(0);

    // Each bet's own transfer: bet:<id>, from the player's wallet to their house shard, named by round.
    const bets = await db.query<{ user_id: number; shard: number; matches: boolean }>(
      `SELECT b.user_id, h.shard,
         t.amount = b.amount AND t.reference = b.game || ':' || b.session_id AND w.user_id = b.user_id
           AND h.kind = 'house_' || b.game AND t.created_at = b.created_at AS matches
       FROM game_bets b
       JOIN transfers t ON t.idempotency_key = 'bet:' || b.id AND t.kind = 'bet'
       JOIN accounts w ON w.id = t.debit_account_id
       JOIN accounts h ON h.id = t.credit_account_id`,
    );
    expect(bets.rows).toHaveLength(2_000);
    expect(bets.rows.every((r) => r.matches && Number(r.shard) === houseShardOf(Number(r.user_id)))).toBe(true);

    // One payout per winning player and round, keyed as settlement keys it, worth their winning bets.
    const winners = `SELECT game, session_id, user_id, sum(payout) AS won FROM game_bets WHERE payout > 0 GROUP BY 1, 2, 3`;
    expect(
      await count(
        db,
        `SELECT count(*)::int AS n FROM (${winners}) w
         LEFT JOIN transfers t ON t.idempotency_key = 'payout:' || w.game || ':' || w.session_id || ':' || w.user_id
           AND t.kind = 'payout' AND t.amount = w.won
         WHERE t.id IS NULL`,
      ),
    ).toBe(0);
    expect(await count(db, `SELECT count(*)::int AS n FROM transfers WHERE kind = 'payout'`)).toBe(
      await count(db, `SELECT count(*)::int AS n FROM (${winners}) w`),
    );
    // A refund per cancelled or refunded bet.
    expect(
      await count(
        db,
        `SELECT count(*)::int AS n FROM game_bets b
         LEFT JOIN transfers t ON t.idempotency_key = 'refund:' || b.id AND t.kind = 'bet_refund' AND t.amount = b.amount
         WHERE b.status IN ('cancelled', 'refunded') AND t.id IS NULL`,
      ),
    ).toBe(0);
  });

  it('draws every round from its chain as the fairness code does, with the totals settlement writes', async () => {
    const { db } = seeded;
    const rounds = await db.query<{
      game: 'taixiu' | 'xocdia';
      session_id: number;
      chain_index: number;
      previous_seed: string;
      seed: string;
      commitment: string;
      dice: number[] | null;
      coins: string[] | null;
      outcome: string;
      winning_sides: string[];
      status: string;
    }>(
      `SELECT r.game, r.session_id, r.chain_index, r.previous_seed, r.seed, c.commitment, r.dice, r.coins, r.outcome, r.winning_sides, r.status
       FROM game_rounds r JOIN game_chains c ON c.id = r.chain_id ORDER BY r.game, r.session_id`,
    );
    // 3 days of 3-minute rounds, both games.
    expect(rounds.rows).toHaveLength(2 * 3 * 480);
    for (const round of rounds.rows) {
      expect(verifySeedLink(round.seed, round.previous_seed)).toBe(true);
      if (Number(round.chain_index) === 1) expect(round.previous_seed).toBe(round.commitment);
      const draw = drawRound(round.game, round.seed, Number(round.session_id));
      expect({
        dice: round.dice?.map(Number) ?? null,
        coins: round.coins,
        outcome: round.outcome,
        winningSides: round.winning_sides,
      }).toEqual({
        dice: draw.dice,
        coins: draw.coins,
        outcome: draw.outcome,
        winningSides: draw.winningSides,
      });
    }
    // Each chain is the seed before's next link: round k + 1 of a chain reveals what round k's seed hashed from.
    expect(
      await count(
        db,
        `SELECT count(*)::int AS n FROM game_rounds a JOIN game_rounds b
           ON b.game = a.game AND b.chain_id = a.chain_id AND b.chain_index = a.chain_index + 1
         WHERE b.previous_seed <> a.seed`,
      ),
    ).toBe(0);
    expect(summary.voidRounds).toBeGreaterThan(0);
    expect(await count(db, `SELECT count(*)::int AS n FROM game_rounds WHERE status = 'void'`)).toBe(summary.voidRounds);
    // Every seeded chain is closed: the server commits its own for the round it opens next.
    expect(await count(db, 'SELECT count(*)::int AS n FROM game_chains WHERE closed_at IS NULL')).toBe(0);

    // The totals on each round's row, against its bets; the players' stakes, against theirs.
    expect(
      await count(
        db,
        `SELECT count(*)::int AS n FROM game_rounds r
         LEFT JOIN (
           SELECT game, session_id, count(*) AS bets, sum(amount) AS staked,
             sum(CASE WHEN status = 'refunded' THEN amount ELSE payout END) AS paid
           FROM game_bets WHERE status IN ('won', 'lost', 'refunded') GROUP BY 1, 2
         ) b ON b.game = r.game AND b.session_id = r.session_id
         WHERE r.bet_count <> coalesce(b.bets, 0) OR r.total_staked <> coalesce(b.staked, 0) OR r.total_paid <> coalesce(b.paid, 0)`,
      ),
    ).toBe(0);
    expect(
      await count(
        db,
        `SELECT count(*)::int AS n FROM game_round_stakes s
         FULL JOIN (
           SELECT game, session_id, user_id, sum(amount) FILTER (WHERE status <> 'cancelled') AS staked FROM game_bets GROUP BY 1, 2, 3
         ) b USING (game, session_id, user_id)
         WHERE s.stake IS DISTINCT FROM coalesce(b.staked, 0)`,
      ),
    ).toBe(0);
    expect(
      await count(
        db,
        `SELECT count(*)::int AS n FROM game_round_side_stakes s
         FULL JOIN (
           SELECT game, session_id, side, user_id, sum(amount) FILTER (WHERE status <> 'cancelled') AS staked FROM game_bets GROUP BY 1, 2, 3, 4
         ) b USING (game, session_id, side, user_id)
         WHERE s.stake IS DISTINCT FROM coalesce(b.staked, 0)`,
      ),
    ).toBe(0);
  });

  it('pays deposits through confirmed orders and their bank transfers, and withdrawals through their requests', async () => {
    const { db } = seeded;
    expect(
      await count(
        db,
        `SELECT count(*)::int AS n FROM transfers t
         LEFT JOIN deposit_orders o ON 'deposit:' || o.id = t.idempotency_key AND o.status = 'CONFIRMED' AND o.amount = t.amount
           AND o.code = t.reference AND o.confirmed_at = t.created_at
         LEFT JOIN bank_transfers b ON b.id = o.bank_transfer_id AND b.deposit_order_id = o.id AND b.status = 'MATCHED' AND b.amount = o.amount
         WHERE t.kind = 'deposit' AND b.id IS NULL`,
      ),
    ).toBe(0);
    expect(await count(db, `SELECT count(*)::int AS n FROM deposit_orders WHERE status = 'CONFIRMED'`)).toBe(summary.deposits);
    expect(await count(db, `SELECT count(*)::int AS n FROM withdrawals`)).toBe(summary.withdrawals);
    expect(summary.withdrawals).toBeGreaterThan(0);
    // A withdrawal's hold, and its payout or return as its status says.
    expect(
      await count(
        db,
        `SELECT count(*)::int AS n FROM withdrawals w
         LEFT JOIN transfers h ON h.idempotency_key = 'withdrawal-hold:' || w.id AND h.amount = w.amount AND h.created_at = w.created_at
         LEFT JOIN transfers p ON p.idempotency_key = 'withdrawal-payout:' || w.id
         LEFT JOIN transfers r ON r.idempotency_key = 'withdrawal-refund:' || w.id
         WHERE h.id IS NULL
            OR (w.status = 'APPROVED') <> (p.id IS NOT NULL)
            OR (w.status IN ('REJECTED', 'CANCELLED')) <> (r.id IS NOT NULL)
            OR (w.status <> 'PENDING' AND coalesce(p.created_at, r.created_at) <> w.processed_at)`,
      ),
    ).toBe(0);
  });

  it('leaves no row naming one that is not there, though it wrote them without the checks', async () => {
    // Every foreign key of the schema, checked as PostgreSQL would check it (a partitioned table's
    // once, between the whole tables, not its copies between partitions).
    const { db } = seeded;
    const keys = await db.query<{ name: string; child: string; parent: string; child_columns: string[]; parent_columns: string[] }>(
      `SELECT c.conname AS name, c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent,
         (SELECT array_agg(a.attname::text ORDER BY k.n) FROM unnest(c.conkey) WITH ORDINALITY k(attnum, n)
            JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum) AS child_columns,
         (SELECT array_agg(a.attname::text ORDER BY k.n) FROM unnest(c.confkey) WITH ORDINALITY k(attnum, n)
            JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.attnum) AS parent_columns
       FROM pg_constraint c WHERE c.contype = 'f' AND c.conparentid = 0`,
    );
    expect(keys.rows.length).toBeGreaterThan(10);
    const dangling: string[] = [];
    for (const key of keys.rows) {
      const present = key.child_columns.map((column) => `c.${column} IS NOT NULL`).join(' AND ');
      const matches = key.child_columns.map((column, i) => `p.${key.parent_columns[i]} = c.${column}`).join(' AND ');
      const n = await count(
        db,
        `SELECT count(*)::int AS n FROM ${key.child} c WHERE ${present} AND NOT EXISTS (SELECT 1 FROM ${key.parent} p WHERE ${matches})`,
      );
      if (n > 0) dangling.push(`${key.name}: ${n}`);
    }
    expect(dangling).toEqual([]);
  });

  it('writes the same history for the same seed, with the checks on too', async () => {
    const again = await freshDatabase();
    try {
      await seedHistory(again.db, { ...OPTIONS, checkForeignKeys: true });
      const fingerprint = async (db: Db) =>
        one<Record<string, string>>(
          db,
          `SELECT
             (SELECT md5(string_agg(concat_ws(',', id, game, session_id, user_id, side, amount, status, payout, created_at), ';' ORDER BY id)) FROM game_bets) AS bets,
             (SELECT md5(string_agg(concat_ws(',', id, debit_account_id, credit_account_id, amount, kind, reference, idempotency_key, created_at), ';' ORDER BY id)) FROM transfers) AS transfers,
             (SELECT md5(string_agg(concat_ws(',', game, session_id, seed, outcome, total_staked, total_paid), ';' ORDER BY game, session_id)) FROM game_rounds) AS rounds,
             (SELECT md5(string_agg(concat_ws(',', id, username, phone, created_at), ';' ORDER BY id)) FROM users WHERE role = 'user') AS players`,
        );
      expect(await fingerprint(again.db)).toEqual(await fingerprint(seeded.db));
      expect((await checkLedger(again.db)).ok).toBe(true);
    } finally {
      await again.close();
    }
  });

  it('refuses a database that has a history already', async () => {
    await expect(seedHistory(seeded.db, OPTIONS)).rejects.toThrow(SeedRefusedError);
    await expect(seedHistory(seeded.db, OPTIONS)).rejects.toThrow(/the ledger already holds transfers/);
    expect(await count(seeded.db, 'SELECT count(*)::int AS n FROM game_bets')).toBe(2_000);
  });

  it('refuses options that cannot make a history', async () => {
    await expect(seedHistory(seeded.db, { ...OPTIONS, players: 0 })).rejects.toThrow(RangeError);
    await expect(seedHistory(seeded.db, { ...OPTIONS, days: 0 })).rejects.toThrow(RangeError);
  });
});

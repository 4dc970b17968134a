import { randomUUID } from 'node:crypto';
import { createDb } from '../../db/create-db';
import type { Db, Queryable } from '../../db/db';
import { runMigrations } from '../../db/migrate';
import { suiteDatabase } from '../../test-utils';
import { betBatchState } from '../bet-store';
import { roundTotals } from '../round-store';

// A bet batch looks up each stake and each earlier bet by key. Its statement's plan is made once per
// connection and kept (prepared statements), perhaps while the tables are small and, where
// autovacuum is off, without statistics. Made on a small table, the old form of the lookup by key
// chose the player's bets (game_bets_by_user) and then read all of them on every batch: 700 rows per
// lookup after a few minutes of the games bench. The plan made here, generic and on a small table,
// must look each one up by its own index; so must the lookup of the side a player already holds.
let db: Db;
let drop = async () => {};
beforeAll(async () => {
  const suite = await suiteDatabase();
  drop = suite.drop;
  db = await createDb(suite.database);
  await runMigrations(db);
});
afterAll(async () => {
  await db.close();
  await drop();
});

const literal = (value: unknown): string =>
  Array.isArray(value)
    ? `ARRAY[${value.map(literal).join(', ')}]`
    : typeof value === 'string'
      ? `'${value.replace(/'/g, "''")}'`
      : String(value);

// The statement a store function sends, and its parameters.
async function statementOf(
  send: (q: Queryable) => Promise<unknown>,
  answer: unknown[],
): Promise<{ sql: string; params: readonly unknown[] }> {
  let sent: { sql: string; params: readonly unknown[] } | null = null;
  const recorder: Queryable = {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      sent = { sql, params };
      return { rows: answer as T[] };
    },
    async exec() {},
  };
  await send(recorder);
  return sent!;
}

const batchStatement = () =>
  statementOf(
    (q) =>
      betBatchState(q, {
        game: 'taixiu',
        stakes: [{ userId: 1, roundId: 1 }],
        keys: [{ userId: 1, key: randomUUID() }],
        count: 1,
        sides: [{ userId: 1, roundId: 1, side: 'xiu' }],
      }),
    [{ stakes: [], earlier: [], ids: [], held: [] }],
  );

// The generic plan of a statement, made inside `q` after `setUp`.
async function genericPlan(q: Queryable, { sql, params }: { sql: string; params: readonly unknown[] }): Promise<string> {
  await q.exec('SET LOCAL plan_cache_mode = force_generic_plan');
  await q.exec(`PREPARE planned AS ${sql}`);
  // EXECUTE takes its arguments as SQL, not as bound parameters.
  const { rows } = await q.query<{ 'QUERY PLAN': string }>(`EXPLAIN EXECUTE planned (${params.map(literal).join(', ')})`);
  await q.exec('DEALLOCATE planned');
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

test('the stakes and the earlier bets of a batch are read by their own indexes, whatever the plan was made on', async () => {
  const { sql, params } = await batchStatement();
  const plan = await db.tx(async (q) => {
    // A few hundred bets of 32 players, as a fresh database holds a minute into its first round.
    // Rows only: the foreign keys' rows are not what the plan depends on.
    await q.exec('SET LOCAL session_replication_role = replica');
    await q.query(
      `INSERT INTO game_bets (game, session_id, user_id, side, amount, idempotency_key)
       SELECT 'taixiu', 1, g % 32, 'tai', 1000, gen_random_uuid()::text FROM generate_series(1, 300) g`,
    );
    await q.query(
      `INSERT INTO game_round_side_stakes (game, session_id, side, user_id, stake)
       SELECT 'taixiu', 2, CASE WHEN g % 2 = 0 THEN 'tai' ELSE 'xiu' END, g, 1000 FROM generate_series(1, 64) g`,
    );
    return genericPlan(q, { sql, params });
  });
  expect(plan).toContain('Index Scan using game_round_stakes_pkey');
  // The opposite side the player may hold (a game refusing both): one row of the side stakes' key.
  expect(plan).toMatch(/Index (Only )?Scan using game_round_side_stakes_pkey/);
  expect(plan).not.toMatch(/Seq Scan on game_round_side_stakes/);
  // The key's index in each monthly partition the last day falls in (migration 046).
  expect(plan).toMatch(/Index Scan using game_bets_p\d{6}_user_id_idempotency_key_idx on game_bets_p\d{6}/);
  expect(plan).not.toMatch(/user_id_game_id_idx|game_bets_by_user/);
  expect(plan).not.toMatch(/Seq Scan on game_(bets|round_stakes)/);
});

// The live totals per side are read about ten times a second per game while bets come in: made on
// a fresh, small table, their plan must still go by the round's rows of the index, not read the
// table (which keeps every round's stakes).
test('the live totals per side read only the round, by its index, whatever the plan was made on', async () => {
  const statement = await statementOf((q) => roundTotals(q, 'taixiu', 1), []);
  const plan = await db.tx(async (q) => {
    await q.exec('SET LOCAL session_replication_role = replica');
    await q.query(
      `INSERT INTO game_round_side_stakes (game, session_id, side, user_id, stake)
       SELECT 'taixiu', 1, CASE WHEN g % 2 = 0 THEN 'tai' ELSE 'xiu' END, g, 1000 FROM generate_series(1, 64) g`,
    );
    return genericPlan(q, statement);
  });
  expect(plan).toMatch(/Index (Only )?Scan using game_round_side_stakes_pkey/);
  expect(plan).not.toMatch(/Seq Scan on game_round_side_stakes/);
});

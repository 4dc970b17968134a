import { randomUUID } from 'node:crypto';
import { createDb } from '../../db/create-db';
import type { Db, Queryable } from '../../db/db';
import { runMigrations } from '../../db/migrate';
import { suiteDatabase } from '../../test-utils';
import { betBatchState } from '../game-store';

// A bet batch looks up each stake and each earlier bet by key. Its statement's plan is made once per
// connection and kept (prepared statements), perhaps while the tables are small and, where
// autovacuum is off, without statistics. Made on a small table, the old form of the lookup by key
// chose the player's bets (game_bets_by_user) and then read all of them on every batch: 700 rows per
// lookup after a few minutes of the games bench. The plan made here, generic and on a small table,
// must look each one up by its own index.
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

// The statement betBatchState sends, and its parameters.
async function batchStatement(): Promise<{ sql: string; params: readonly unknown[] }> {
  let sent: { sql: string; params: readonly unknown[] } | null = null;
  const recorder: Queryable = {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      sent = { sql, params };
      return { rows: [{ stakes: [], earlier: [], ids: [] }] as T[] };
    },
    async exec() {},
  };
  await betBatchState(recorder, {
    game: 'taixiu',
    stakes: [{ userId: 1, sessionId: 1 }],
    keys: [{ userId: 1, key: randomUUID() }],
    count: 1,
  });
  return sent!;
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
    await q.exec('SET LOCAL plan_cache_mode = force_generic_plan');
    await q.exec(`PREPARE bet_batch_state AS ${sql}`);
    // EXECUTE takes its arguments as SQL, not as bound parameters.
    const { rows } = await q.query<{ 'QUERY PLAN': string }>(`EXPLAIN EXECUTE bet_batch_state (${params.map(literal).join(', ')})`);
    await q.exec('DEALLOCATE bet_batch_state');
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
  expect(plan).toContain('Index Scan using game_round_stakes_pkey');
  expect(plan).toContain('Index Scan using game_bets_idempotency_key');
  expect(plan).not.toContain('game_bets_by_user');
  expect(plan).not.toMatch(/Seq Scan on game_(bets|round_stakes)/);
});

// `node server/dist/ledger-bench.js`: ledger transfers per second on PostgreSQL with 32 concurrent
// clients, beside pgbench's built-in TPC-B-like figure on the same server in the same run. Each runs
// in a database of its own, made for the run and dropped after. Prints figures; asserts nothing.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createPostgresDb } from '../../db/postgres-db';
import { runMigrations } from '../../db/migrate';
import { HOUSE_SHARDS, houseShardOf } from '../house-shards';
import { systemAccountId } from '../ledger-accounts';
import { transfer } from '../move-money';
import { createTestDatabase } from '../../test-utils/test-database';

const SERVER_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const CLIENTS = Number(process.env.BENCH_LEDGER_CLIENTS ?? 32);
const SECONDS = Number(process.env.BENCH_LEDGER_SECONDS ?? 10);
const WALLETS = Number(process.env.BENCH_LEDGER_WALLETS ?? 1000);

// Where each transfer's other side is: the one house row every bet locks (the layout before migration
// 006), the game house's 16 rows as the games use them (the bettor's shard), or another wallet.
type Counterpart = 'one-house' | 'house-shards' | 'wallets';

async function ledgerThroughput(counterpart: Counterpart) {
  const database = await createTestDatabase(SERVER_URL);
  const db = await createPostgresDb(database.url, { maxConnections: CLIENTS });
  try {
    await runMigrations(db);
    const bankIn = await systemAccountId(db, 'bank_in');
    const shards = await db.query<{ id: number }>(`SELECT id FROM accounts WHERE kind = 'house_taixiu' AND user_id IS NULL ORDER BY shard`);
    if (shards.rows.length !== HOUSE_SHARDS) throw new Error(`expected ${HOUSE_SHARDS} house_taixiu rows`);
    // The one row every bet locked before migration 006.
    const house = shards.rows[0].id;
    // Players, each funded, so that bets and payouts move between a wallet and a house account,
    // the hot row of the real traffic.
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO users (username, phone, password_hash)
         SELECT 'bench' || g, '09' || lpad(g::text, 8, '0'), 'x' FROM generate_series(1, $1) g
       RETURNING id`,
      [WALLETS],
    );
    const wallets: number[] = [];
    const houseOfWallet = new Map<number, number>();
    for (const { id } of rows) {
      const wallet = await db.query<{ id: number }>(
        `INSERT INTO accounts (kind, user_id) VALUES ('player_wallet', $1)
         ON CONFLICT DO NOTHING RETURNING id`,
        [id],
      );
      const walletId =
        wallet.rows[0]?.id ??
        (await db.query<{ id: number }>(`SELECT id FROM accounts WHERE kind = 'player_wallet' AND user_id = $1`, [id])).rows[0].id;
      wallets.push(walletId);
      houseOfWallet.set(walletId, shards.rows[houseShardOf(Number(id))].id);
      await transfer(db, {
        debitAccountId: bankIn,
        creditAccountId: walletId,
        amount: 10_000_000,
        kind: 'deposit',
        idempotencyKey: `fund:${walletId}`,
      });
    }

    const run = randomBytes(4).toString('hex');
    let done = 0;
    const deadline = Date.now() + SECONDS * 1000;
    const latencies: number[] = [];
    const worker = async (w: number) => {
      let i = 0;
      while (Date.now() < deadline) {
        const wallet = wallets[(w * 7919 + i * 31) % wallets.length];
        const other =
          counterpart === 'one-house'
            ? house
            : counterpart === 'house-shards'
              ? houseOfWallet.get(wallet)!
              : wallets[(w * 104729 + i * 17 + 1) % wallets.length];
        const bet = i % 2 === 0;
        if (other === wallet) {
          i += 1;
          continue;
        }
        const started = performance.now();
        await transfer(db, {
          debitAccountId: bet ? wallet : other,
          creditAccountId: bet ? other : wallet,
          amount: 1_000,
          kind: bet ? 'bet' : 'payout',
          idempotencyKey: `bench:${run}:${w}:${i}`,
        });
        latencies.push(performance.now() - started);
        done += 1;
        i += 1;
      }
    };
    const started = Date.now();
    await Promise.all(Array.from({ length: CLIENTS }, (_, w) => worker(w)));
    const elapsed = (Date.now() - started) / 1000;
    const check = await db.query<{ total: number }>('SELECT sum(balance)::bigint AS total FROM accounts');
    latencies.sort((a, b) => a - b);
    return {
      tps: done / elapsed,
      transfers: done,
      p50: latencies[Math.floor(latencies.length / 2)],
      p99: latencies[Math.min(latencies.length - 1, Math.ceil(latencies.length * 0.99) - 1)],
      balanced: Number(check.rows[0].total) === 0,
    };
  } finally {
    await db.close();
    await database.drop();
  }
}

function pgbenchTps(): { tps: number | null; note: string } {
  const url = new URL(SERVER_URL);
  const name = `bench_pgbench_${randomBytes(4).toString('hex')}`;
  const args = ['-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username || 'postgres')];
  const env = { ...process.env, PGPASSWORD: decodeURIComponent(url.password) };
  const sql = (statement: string) =>
    execFileSync('psql', [...args, '-d', url.pathname.slice(1) || 'postgres', '-qc', statement], { env, stdio: 'pipe' });
  try {
    sql(`CREATE DATABASE ${name}`);
    try {
      execFileSync('pgbench', [...args, '-i', '-q', '-s', '10', name], { env, stdio: 'pipe' });
      const out = execFileSync('pgbench', [...args, '-c', String(CLIENTS), '-j', '2', '-T', String(SECONDS), name], {
        env,
        stdio: 'pipe',
      }).toString();
      const match = /tps = ([\d.]+)/.exec(out);
      return { tps: match ? Number(match[1]) : null, note: match ? '' : out.slice(-200) };
    } finally {
      sql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  } catch (error) {
    return { tps: null, note: `pgbench unavailable: ${(error as Error).message.split('\n')[0]}` };
  }
}

async function main() {
  const oneHouse = await ledgerThroughput('one-house');
  const shardedHouse = await ledgerThroughput('house-shards');
  const spread = await ledgerThroughput('wallets');
  const pgbench = pgbenchTps();
  console.log(`\nLedger on PostgreSQL (${SERVER_URL.replace(/\/\/[^@]*@/, '//')}), ${CLIENTS} concurrent clients, ${SECONDS} s each`);
  const line = (name: string, r: typeof spread) =>
    console.log(
      `${name.padEnd(30)}${r.tps.toFixed(0).padStart(7)} /s  (${r.transfers} transfers, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, sum of balances ${r.balanced ? 'zero' : 'NOT ZERO'})`,
    );
  line('moveMoney, bets on one house row', oneHouse);
  line(`moveMoney, bets on ${HOUSE_SHARDS} house rows`, shardedHouse);
  line('moveMoney, wallet to wallet', spread);
  console.log(
    `${'pgbench TPC-B-like'.padEnd(30)}${pgbench.tps === null ? '    n/a' : pgbench.tps.toFixed(0).padStart(7)} /s  (scale 10)${pgbench.note ? ` ${pgbench.note}` : ''}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

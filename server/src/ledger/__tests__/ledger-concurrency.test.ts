import { createPostgresDb } from '../../db/postgres-db';
import type { Db, Queryable } from '../../db/db';
import { createTestApp, type TestApp } from '../../test-utils';
import { checkLedger } from '../check-ledger';
import { houseShardAccountId } from '../house-shards';
import { systemAccountId } from '../ledger-accounts';
import { moveMoney, type MoveMoneyInput, type MoveMoneyResult } from '../move-money';
import { openMoneyBatch } from '../move-money-batch';
import { balanceOf, newWallet, uniqueKey } from './ledger-fixtures';

// The real proof runs on PostgreSQL (DATABASE_URL set): a pool of 25 connections runs these
// transfers truly in parallel, and the counter below shows that they overlapped. PGlite has one
// connection and serialises them; the same assertions must hold there too.
let t: TestApp;
let db: Db;
let ownPool: Db | null = null;
let bankIn: number;
let house: number;
let inFlight = 0;
let maxInFlight = 0;

beforeAll(async () => {
  t = await createTestApp();
  if (t.config.database.kind === 'postgres') ownPool = await createPostgresDb(t.config.database.url, { maxConnections: 25 });
  db = ownPool ?? t.db;
  bankIn = await systemAccountId(db, 'bank_in');
  house = await houseShardAccountId(db, 'xocdia', 0);
});
afterAll(async () => {
  await ownPool?.close();
  await t.close();
});
beforeEach(() => {
  maxInFlight = 0;
});

// transfer(), counting how many transactions are open at once.
async function tracked(input: MoveMoneyInput): Promise<MoveMoneyResult> {
  return db.tx(async (q: Queryable) => {
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      return await moveMoney(q, input);
    } finally {
      inFlight -= 1;
    }
  });
}

const settle = <T>(jobs: Promise<T>[]) => Promise.allSettled(jobs);
const errorsOf = (results: PromiseSettledResult<unknown>[]) =>
  results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => r.reason);

function expectOverlapOnPostgres() {
  if (db.kind === 'postgres') expect(maxInFlight).toBeGreaterThan(1);
}

describe('moveMoney under concurrency', () => {
  it('a wallet funded with 10 × X, then 50 simultaneous X withdrawals: exactly 10 succeed, balance 0', async () => {
    const X = 20_000;
    const wallet = await newWallet(db);
    await tracked({ debitAccountId: bankIn, creditAccountId: wallet, amount: 10 * X, kind: 'deposit', idempotencyKey: uniqueKey() });
    const hold = await systemAccountId(db, 'withdrawal_hold');

    const results = await settle(
      Array.from({ length: 50 }, () =>
        tracked({ debitAccountId: wallet, creditAccountId: hold, amount: X, kind: 'withdrawal', idempotencyKey: uniqueKey('wd') }),
      ),
    );
    const succeeded = results.filter((r) => r.status === 'fulfilled');
    expect(succeeded).toHaveLength(10);
    const errors = errorsOf(results);
    expect(errors).toHaveLength(40);
    for (const error of errors) expect(error).toMatchObject({ statusCode: 400, error: 'INSUFFICIENT_FUNDS' });

    expect(await balanceOf(db, wallet)).toBe(0);
    // Never negative at any point: every balance the wallet ever had is on its entries.
    const { rows } = await db.query<{ n: number; low: number }>(
      'SELECT count(*)::int AS n, min(balance_after)::bigint AS low FROM entries WHERE account_id = $1',
      [wallet],
    );
    expect(rows[0]).toEqual({ n: 11, low: 0 });
    expectOverlapOnPostgres();
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it('20 simultaneous calls with one idempotency key: one transfer, money moved once', async () => {
    const wallet = await newWallet(db);
    const input: MoveMoneyInput = {
      debitAccountId: bankIn,
      creditAccountId: wallet,
      amount: 77_000,
      kind: 'deposit',
      reference: 'HDABC',
      idempotencyKey: uniqueKey('webhook'),
    };
    const results = await Promise.all(Array.from({ length: 20 }, () => tracked(input)));

    expect(new Set(results.map((r) => r.transferId)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    for (const result of results) expect(result).toMatchObject({ creditBalance: 77_000 });
    expect(await balanceOf(db, wallet)).toBe(77_000);
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM transfers WHERE idempotency_key = $1', [
      input.idempotencyKey,
    ]);
    expect(rows[0].n).toBe(1);
    expectOverlapOnPostgres();
  });

  it('opposite-direction transfers between two accounts in parallel finish without deadlock', async () => {
    const a = await newWallet(db);
    const b = await newWallet(db);
    const c = await newWallet(db);
    for (const wallet of [a, b, c]) {
      await tracked({ debitAccountId: bankIn, creditAccountId: wallet, amount: 1_000_000, kind: 'deposit', idempotencyKey: uniqueKey() });
    }
    // A→B and B→A interleaved, plus a ring A→B→C→A: unsorted locks would make these wait on each other.
    const pairs: [number, number][] = [
      [a, b],
      [b, a],
      [b, c],
      [c, a],
    ];
    const results = await settle(
      Array.from({ length: 80 }, (_, i) => {
        const [from, to] = pairs[i % pairs.length];
        return tracked({ debitAccountId: from, creditAccountId: to, amount: 1_000 + i, kind: 'p2p', idempotencyKey: uniqueKey('swap') });
      }),
    );
    expect(errorsOf(results)).toEqual([]);
    const total = (await balanceOf(db, a)) + (await balanceOf(db, b)) + (await balanceOf(db, c));
    expect(total).toBe(3_000_000);
    expectOverlapOnPostgres();
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it('after a randomised burst the invariants hold and each wallet is what its moves say', async () => {
    const wallets = await Promise.all(Array.from({ length: 6 }, () => newWallet(db)));
    const expected = new Map<number, number>();
    for (const wallet of wallets) {
      const amount = 10_000 + Math.floor(Math.random() * 90_000);
      await tracked({ debitAccountId: bankIn, creditAccountId: wallet, amount, kind: 'deposit', idempotencyKey: uniqueKey() });
      expected.set(wallet, amount);
    }
    const accounts = [...wallets, house];
    const pick = () => accounts[Math.floor(Math.random() * accounts.length)];

    const inputs: Array<MoveMoneyInput & { debitAccountId: number; creditAccountId: number }> = [];
    for (let i = 0; i < 200; i += 1) {
      // Some calls repeat an earlier one exactly (a client retrying): they must not move money again.
      if (inputs.length > 0 && Math.random() < 0.15) {
        inputs.push(inputs[Math.floor(Math.random() * inputs.length)]);
        continue;
      }
      const from = pick();
      let to = pick();
      while (to === from) to = pick();
      inputs.push({
        debitAccountId: from,
        creditAccountId: to,
        amount: 1 + Math.floor(Math.random() * 40_000),
        kind: 'burst',
        idempotencyKey: uniqueKey('burst'),
      });
    }
    const results = await settle(inputs.map((input) => tracked(input)));

    results.forEach((result, i) => {
      if (result.status === 'rejected') {
        expect(result.reason).toMatchObject({ statusCode: 400, error: 'INSUFFICIENT_FUNDS' });
        return;
      }
      if (result.value.replayed) return;
      const { debitAccountId, creditAccountId, amount } = inputs[i];
      if (expected.has(debitAccountId)) expected.set(debitAccountId, expected.get(debitAccountId)! - amount);
      if (expected.has(creditAccountId)) expected.set(creditAccountId, expected.get(creditAccountId)! + amount);
    });
    const moved = results.filter((r) => r.status === 'fulfilled' && !r.value.replayed).length;
    expect(moved).toBeGreaterThan(0);

    for (const wallet of wallets) {
      const balance = await balanceOf(db, wallet);
      expect(balance).toBeGreaterThanOrEqual(0);
      expect(balance).toBe(expected.get(wallet));
    }
    const keys = new Set(inputs.map((input) => input.idempotencyKey));
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM transfers WHERE kind = 'burst'`);
    expect(rows[0].n).toBe(moved);
    expect(rows[0].n).toBeLessThanOrEqual(keys.size);
    expectOverlapOnPostgres();
    expect(await checkLedger(db)).toMatchObject({ ok: true, totalBalance: 0, accountsOutOfBalance: [], transfersMalformed: [] });
  });

  it('batches crediting the same house rows by owner and moves back from them run in parallel: no deadlock, every running balance a chain', async () => {
    const players = await Promise.all(
      Array.from({ length: 24 }, async () => {
        const wallet = await newWallet(db);
        await tracked({ debitAccountId: bankIn, creditAccountId: wallet, amount: 100_000, kind: 'deposit', idempotencyKey: uniqueKey() });
        const { rows } = await db.query<{ user_id: number }>('SELECT user_id FROM accounts WHERE id = $1', [wallet]);
        return { wallet, userId: Number(rows[0].user_id) };
      }),
    );
    const houseOf = (userId: number) => ({ houseOf: { game: 'taixiu' as const, player: userId } });
    // Bets: each batch takes 6 players (overlapping other batches') to their house rows. Refunds:
    // the other way, as a cancel does, one movement at a time, and as settlement does, in a batch.
    const bets = Array.from({ length: 30 }, (_, i) =>
      db.tx(async (q) => {
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        try {
          const some = Array.from({ length: 6 }, (__, k) => players[(i * 5 + k) % players.length]);
          const batch = await openMoneyBatch(q, [...some.map((p) => ({ wallet: p.userId })), ...some.map((p) => houseOf(p.userId))]);
          for (const p of some) {
            batch.book({
              debitAccountId: { wallet: p.userId },
              creditAccountId: houseOf(p.userId),
              amount: 1_000,
              kind: 'bet',
              idempotencyKey: uniqueKey('hb'),
            });
          }
          await batch.write();
        } finally {
          inFlight -= 1;
        }
      }),
    );
    const refunds = Array.from({ length: 30 }, (_, i) => {
      const p = players[(i * 7) % players.length];
      if (i % 2)
        return tracked({
          debitAccountId: houseOf(p.userId),
          creditAccountId: { wallet: p.userId },
          amount: 500,
          kind: 'bet_refund',
          idempotencyKey: uniqueKey('hr'),
        });
      return db.tx(async (q) => {
        const batch = await openMoneyBatch(q, [{ wallet: p.userId }, houseOf(p.userId)]);
        batch.book({
          debitAccountId: houseOf(p.userId),
          creditAccountId: { wallet: p.userId },
          amount: 500,
          kind: 'bet_refund',
          idempotencyKey: uniqueKey('hr'),
        });
        await batch.write();
      });
    });
    expect(errorsOf(await settle<unknown>([...bets, ...refunds]))).toEqual([]);
    expectOverlapOnPostgres();

    // Each account's entries, in the order written, are a chain: every balance is the one before it
    // plus its amount, and the last is the account's balance.
    const { rows } = await db.query<{ account_id: number; broken: number }>(
      `SELECT account_id, count(*) FILTER (WHERE balance_after <> previous + amount)::int AS broken FROM (
         SELECT account_id, amount, balance_after, lag(balance_after) OVER (PARTITION BY account_id ORDER BY id) AS previous
         FROM entries WHERE account_id IN (SELECT id FROM accounts WHERE user_id IS NULL OR id = ANY($1::bigint[]))
       ) e GROUP BY account_id`,
      [players.map((p) => p.wallet)],
    );
    expect(rows.filter((r) => r.broken > 0)).toEqual([]);
    const last = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM accounts a
       WHERE a.balance <> (SELECT e.balance_after FROM entries e WHERE e.account_id = a.id ORDER BY e.id DESC LIMIT 1)`,
    );
    expect(last.rows[0].n).toBe(0);
    expect((await checkLedger(db)).ok).toBe(true);
  });
});

import { runMigrations } from '../../db/migrate';
import { databaseBefore, partitionsOf, partOf, thisMonth } from '../../db/__tests__/partition-helpers';
import { createTestApp, type TestApp } from '../../test-utils';
import { checkLedger } from '../check-ledger';
import { systemAccountId } from '../ledger-accounts';
import { transfer } from '../move-money';
import { newWallet, uniqueKey } from './ledger-fixtures';

describe('the ledger in monthly partitions (migration 047)', () => {
  let t: TestApp;
  let bank: number;
  beforeAll(async () => {
    t = await createTestApp();
    bank = await systemAccountId(t.db, 'bank_in');
  });
  afterAll(() => t.close());

  it("writes a month's transfers and entries to that month's partitions, each guarded like the ledger", async () => {
    const wallet = await newWallet(t.db);
    const { transferId } = await transfer(t.db, {
      debitAccountId: bank,
      creditAccountId: wallet,
      amount: 50_000,
      kind: 'deposit',
      idempotencyKey: uniqueKey('dep'),
    });
    expect(await partOf(t.db, 'transfers', transferId)).toBe(`transfers_p${thisMonth()}`);
    const entries = await t.db.query<{ part: string }>(
      'SELECT DISTINCT tableoid::regclass::text AS part FROM entries WHERE transfer_id = $1',
      [transferId],
    );
    expect(entries.rows).toEqual([{ part: `entries_p${thisMonth()}` }]);

    // Each partition refuses what the ledger refuses: an edit, a deletion, a TRUNCATE of it alone.
    for (const table of ['transfers', 'entries'] as const) {
      const part = `${table}_p${thisMonth()}`;
      const column = table === 'transfers' ? 'id' : 'transfer_id';
      await expect(t.db.query(`UPDATE ${part} SET amount = amount + 1 WHERE ${column} = $1`, [transferId])).rejects.toThrow(/append-only/);
      await expect(t.db.query(`DELETE FROM ${part} WHERE ${column} = $1`, [transferId])).rejects.toThrow(/append-only/);
      await expect(t.db.exec(`TRUNCATE ${part} CASCADE`)).rejects.toThrow(/TRUNCATE is refused/);
      await expect(t.db.exec(`TRUNCATE ${table} CASCADE`)).rejects.toThrow(/TRUNCATE is refused/);
    }
    await expect(t.db.exec('TRUNCATE transfer_keys')).rejects.toThrow(/TRUNCATE is refused/);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it("keeps every key but game money's apart, once; a game key that is another movement's is refused", async () => {
    const wallet = await newWallet(t.db);
    const depositKey = uniqueKey('dep');
    const deposit = { debitAccountId: bank, creditAccountId: wallet, amount: 40_000, kind: 'deposit', idempotencyKey: depositKey };
    const first = await transfer(t.db, deposit);
    const house = await t.db.query<{ id: number }>(`SELECT id FROM accounts WHERE kind = 'house_taixiu' ORDER BY id LIMIT 1`);
    const betKey = uniqueKey('bet');
    const placed = await transfer(t.db, {
      debitAccountId: wallet,
      creditAccountId: Number(house.rows[0].id),
      amount: 10_000,
      kind: 'bet',
      idempotencyKey: betKey,
    });
    const kept = await t.db.query<{ idempotency_key: string; transfer_id: number }>(
      'SELECT idempotency_key, transfer_id FROM transfer_keys WHERE idempotency_key = ANY($1::text[])',
      [[depositKey, betKey]],
    );
    expect(kept.rows.map((r) => [r.idempotency_key, Number(r.transfer_id)])).toEqual([[depositKey, first.transferId]]);
    expect(placed.replayed).toBe(false);
    // The deposit again is its replay; its key on a bet is another movement.
    expect(await transfer(t.db, deposit)).toEqual({ ...first, replayed: true });
    await expect(
      transfer(t.db, {
        debitAccountId: wallet,
        creditAccountId: Number(house.rows[0].id),
        amount: 1_000,
        kind: 'bet',
        idempotencyKey: depositKey,
      }),
    ).rejects.toMatchObject({ statusCode: 409, error: 'IDEMPOTENCY_CONFLICT' });
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('moves money once for a key sent twenty times at once: one transfer, the others its replays', async () => {
    const wallet = await newWallet(t.db);
    const input = { debitAccountId: bank, creditAccountId: wallet, amount: 7_000, kind: 'deposit', idempotencyKey: uniqueKey('dep') };
    const answers = await Promise.all(Array.from({ length: 20 }, () => transfer(t.db, input)));
    expect(new Set(answers.map((a) => a.transferId)).size).toBe(1);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    const { rows } = await t.db.query<{ n: number; sum: string }>(
      `SELECT count(*)::int AS n, coalesce(sum(amount), 0)::text AS sum FROM entries WHERE account_id = $1`,
      [wallet],
    );
    expect(rows[0]).toEqual({ n: 1, sum: '7000' });
  });
});

// A database that held a ledger before the migration: the tables become the partitions of everything
// before next month, every row where it was. PostgreSQL: a million transfers and two million entries;
// PGlite: five thousand transfers.
describe('migrating a database that holds a ledger', () => {
  const TRANSFERS = process.env.DATABASE_URL ? 1_000_000 : 5_000;
  const database = databaseBefore('047_ledger_partitions');

  it(`keeps every one of ${TRANSFERS.toLocaleString('en-US')} transfers and their entries, its keys still answer replays, and the ledger checks whole`, async () => {
    const db = database();
    const bank = await systemAccountId(db, 'bank_in');
    const house = Number(
      (await db.query<{ id: number }>(`SELECT id FROM accounts WHERE kind = 'house_taixiu' ORDER BY id LIMIT 1`)).rows[0].id,
    );
    // A year of money from the bank to the house, every third transfer a deposit, as the ledger writes
    // them: two entries each at the transfer's time, and the balances they bring.
    await db.tx(async (q) => {
      await q.query(
        `INSERT INTO transfers (id, debit_account_id, credit_account_id, amount, kind, reference, idempotency_key, created_at)
         SELECT g, $2, $3, 1000 + g % 7, CASE WHEN g % 3 = 0 THEN 'deposit' ELSE 'bet' END, NULL, 'k-' || g,
                now() - ($1 - g) * (365 * 86400.0 / $1) * interval '1 second'
         FROM generate_series(1, $1) g`,
        [TRANSFERS, bank, house],
      );
      await q.query(
        `INSERT INTO entries (id, transfer_id, account_id, amount, balance_after, created_at)
         SELECT 2 * t.id - 1 + s.side, t.id, CASE s.side WHEN 0 THEN t.debit_account_id ELSE t.credit_account_id END,
                CASE s.side WHEN 0 THEN -t.amount ELSE t.amount END, 0, t.created_at
         FROM transfers t CROSS JOIN (VALUES (0), (1)) s(side)`,
      );
      await q.query(`SELECT setval('transfers_id_seq', $1)`, [TRANSFERS]);
      await q.query(`SELECT setval('entries_id_seq', $1)`, [2 * TRANSFERS]);
      await q.query(
        `UPDATE accounts SET balance = CASE WHEN id = $1 THEN -s ELSE s END FROM (SELECT sum(amount) AS s FROM transfers) x WHERE id IN ($1, $2)`,
        [bank, house],
      );
    });
    const digest = `SELECT (SELECT count(*)::int FROM transfers) AS transfers, (SELECT sum(amount)::text FROM transfers) AS moved,
                           (SELECT count(*)::int FROM entries) AS entries, (SELECT sum(abs(amount))::text FROM entries) AS entered,
                           (SELECT md5(string_agg(id || ':' || created_at::text || ':' || idempotency_key, ',' ORDER BY id)) FROM transfers) AS rows`;
    const was = (await db.query(digest)).rows[0];
    await runMigrations(db);
    expect((await db.query(digest)).rows[0]).toEqual(was);

    for (const table of ['transfers', 'entries']) {
      const parts = await partitionsOf(db, table);
      expect(parts.find((p) => p.name === `${table}_before`)?.bound).toMatch(/^FOR VALUES FROM \(MINVALUE\) TO \('.*'\)$/);
      const counted = await db.query<{ part: string; n: number }>(
        `SELECT tableoid::regclass::text AS part, count(*)::int AS n FROM ${table} GROUP BY 1`,
      );
      expect(counted.rows).toEqual([{ part: `${table}_before`, n: table === 'transfers' ? TRANSFERS : 2 * TRANSFERS }]);
    }
    const keys = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM transfer_keys');
    expect(keys.rows[0].n).toBe(Math.floor(TRANSFERS / 3));
    expect((await checkLedger(db)).ok).toBe(true);

    // An old deposit sent again is answered as the transfer it was; a new one takes the next ids.
    const old = { debitAccountId: bank, creditAccountId: house, amount: 1000 + (3 % 7), kind: 'deposit', idempotencyKey: 'k-3' };
    expect(await transfer(db, old)).toMatchObject({ transferId: 3, replayed: true });
    const fresh = await transfer(db, { ...old, idempotencyKey: 'k-new' });
    // (The replay drew an id it did not use: the ids have gaps, as a rolled-back transaction's leave.)
    expect(fresh).toMatchObject({ transferId: TRANSFERS + 2, replayed: false });
    expect(await partOf(db, 'transfers', fresh.transferId)).toBe('transfers_before');
    await expect(db.exec('TRUNCATE transfers_before CASCADE')).rejects.toThrow(/TRUNCATE is refused/);
    await expect(db.query('DELETE FROM entries_before WHERE transfer_id = 3')).rejects.toThrow(/append-only/);
    expect((await checkLedger(db)).ok).toBe(true);
  }, 900_000);
});

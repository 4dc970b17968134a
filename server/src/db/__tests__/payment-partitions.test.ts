import type { Db, Queryable } from '../db';
import { runMigrations } from '../migrate';
import { insertBankTransfer, type NewBankTransfer } from '../../deposits/bank-transfer-store';
import { insertOrder } from '../../deposits/deposit-order-store';
import { createTestApp, type TestApp } from '../../test-utils';
import { insertUserWithWallet } from '../../users/user-store';
import { insertWithdrawal, type WithdrawalBankAccount } from '../../withdrawals/withdrawal-store';
import { databaseBefore, partitionsOf, partOf, thisMonth } from './partition-helpers';

const countOf = async (db: Queryable, sql: string, params: unknown[] = []) => (await db.query<{ n: number }>(sql, params)).rows[0].n;

let made = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(made += 1)}`;

// A player, the site's bank card and the player's account: what the three tables name.
async function parties(db: Queryable) {
  const user = await insertUserWithWallet(db, { username: unique('pp'), phone: null, passwordHash: 'x', role: 'user' });
  const card = await db.query<{ id: number }>(
    `INSERT INTO vendor_cards (bank_name, bank_code, bin, account_number, account_name) VALUES ('VCB', 'VCB', '970436', $1, 'NHA CAI') RETURNING id`,
    [unique('')],
  );
  const account = await db.query<WithdrawalBankAccount>(
    `INSERT INTO user_bank_accounts (user_id, bank_code, bank_name, account_number, account_name) VALUES ($1, 'VCB', 'Vietcombank', '0099', 'NGUYEN VAN A')
     RETURNING id, bank_code, bank_name, account_number, account_name, is_active, destination_changed_at`,
    [user.id],
  );
  return { userId: Number(user.id), cardId: Number(card.rows[0].id), account: { ...account.rows[0], id: Number(account.rows[0].id) } };
}

const order = (userId: number, vendorCardId: number, code: string, idempotencyKey: string | null = null) => ({
  userId,
  vendorCardId,
  amount: 100_000,
  code,
  content: `NAP${code}`,
  qrData: 'qr',
  ttlMinutes: 30,
  idempotencyKey,
});
const bankTransfer = (providerTxId: string): NewBankTransfer => ({
  providerTxId,
  gateway: 'VCB',
  accountNumber: '0011',
  content: 'NAP',
  amount: 100_000,
  transferType: 'in',
  referenceCode: null,
  transactionDate: null,
  note: null,
  raw: {},
  status: 'UNMATCHED',
});

describe('deposit orders, bank transfers and withdrawals in monthly partitions (migration 048)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("writes each row to its month's partition and holds its keys once, for ever, beside it", async () => {
    const { userId, cardId, account } = await parties(t.db);
    const code = unique('C').toUpperCase();
    const requestKey = unique('dk');
    const first = (await insertOrder(t.db, order(userId, cardId, code, requestKey)))!;
    expect(await partOf(t.db, 'deposit_orders', first.id)).toBe(`deposit_orders_p${thisMonth()}`);
    // A code taken is drawn again (null); a request key taken is a copy, refused by its key row.
    expect(await insertOrder(t.db, order(userId, cardId, code))).toBeNull();
    await expect(insertOrder(t.db, order(userId, cardId, unique('C'), requestKey))).rejects.toThrow(/duplicate key/);
    expect(await countOf(t.db, 'SELECT count(*)::int AS n FROM deposit_orders WHERE user_id = $1', [userId])).toBe(1);

    const providerTxId = unique('tx');
    const transferId = (await insertBankTransfer(t.db, bankTransfer(providerTxId)))!;
    expect(await partOf(t.db, 'bank_transfers', transferId)).toBe(`bank_transfers_p${thisMonth()}`);
    expect(await insertBankTransfer(t.db, bankTransfer(providerTxId))).toBeNull();

    // An order and its transfer name each other through the key tables; an id that is neither is refused.
    await t.db.query('UPDATE bank_transfers SET deposit_order_id = $1 WHERE id = $2', [first.id, transferId]);
    await t.db.query('UPDATE deposit_orders SET bank_transfer_id = $1 WHERE id = $2', [transferId, first.id]);
    await expect(
      t.db.query('UPDATE deposit_orders SET bank_transfer_id = $1 WHERE id = $2', [transferId + 1_000_000, first.id]),
    ).rejects.toThrow(/foreign key/);

    const key = unique('wk');
    const withdrawal = await insertWithdrawal(t.db, userId, account, 50_000, key);
    expect(await partOf(t.db, 'withdrawals', withdrawal.id)).toBe(`withdrawals_p${thisMonth()}`);
    await expect(insertWithdrawal(t.db, userId, account, 50_000, key)).rejects.toThrow(/duplicate key/);
    const keyless = await insertWithdrawal(t.db, userId, account, 60_000, null);
    expect(
      await countOf(t.db, 'SELECT count(*)::int AS n FROM withdrawal_keys WHERE withdrawal_id = ANY($1::bigint[])', [
        [withdrawal.id, keyless.id],
      ]),
    ).toBe(1);

    for (const table of ['deposit_order_keys', 'bank_transfer_keys', 'withdrawal_keys']) {
      await expect(t.db.query(`UPDATE ${table} SET created_at = created_at`)).rejects.toThrow(/kept for ever/);
      await expect(t.db.query(`DELETE FROM ${table}`)).rejects.toThrow(/kept for ever/);
      await expect(t.db.exec(`TRUNCATE ${table} CASCADE`)).rejects.toThrow(/TRUNCATE is refused/);
    }
  });

  it('keeps a key once when twenty writers send it at once', async () => {
    const { userId, cardId, account } = await parties(t.db);
    const settled = async (write: (q: Queryable) => Promise<unknown>) =>
      Promise.allSettled(Array.from({ length: 20 }, () => t.db.tx((q) => write(q))));

    const providerTxId = unique('tx');
    const transfers = await settled((q) => insertBankTransfer(q, bankTransfer(providerTxId)));
    expect(transfers.filter((r) => r.status === 'fulfilled' && r.value !== null)).toHaveLength(1);
    expect(await countOf(t.db, 'SELECT count(*)::int AS n FROM bank_transfers WHERE provider_tx_id = $1', [providerTxId])).toBe(1);

    const orderKey = unique('dk');
    const orders = await settled((q) => insertOrder(q, order(userId, cardId, unique('C'), orderKey)));
    expect(orders.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await countOf(t.db, 'SELECT count(*)::int AS n FROM deposit_orders WHERE idempotency_key = $1', [orderKey])).toBe(1);

    const withdrawalKey = unique('wk');
    const withdrawals = await settled((q) => insertWithdrawal(q, userId, account, 50_000, withdrawalKey));
    expect(withdrawals.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await countOf(t.db, 'SELECT count(*)::int AS n FROM withdrawals WHERE idempotency_key = $1', [withdrawalKey])).toBe(1);
  });
});

// A database that held a year of payments before the migration: the tables become the partitions of
// everything before next month, every row where it was. PostgreSQL: 500,000 rows in each table;
// PGlite: 3,000.
describe('migrating a database that holds payments', () => {
  const ROWS = process.env.DATABASE_URL ? 500_000 : 3_000;
  const database = databaseBefore('048_payment_partitions');

  it(`keeps every one of ${ROWS.toLocaleString('en-US')} orders, bank transfers and withdrawals, and their keys still hold`, async () => {
    const db: Db = database();
    const { userId, cardId, account } = await parties(db);
    // Every order paid by its own transfer, every other withdrawal sent with a request key.
    await db.tx(async (q) => {
      const spread = `now() - ($1 - g) * (365 * 86400.0 / $1) * interval '1 second'`;
      await q.query(
        `INSERT INTO deposit_orders (id, user_id, vendor_card_id, amount, code, content, status, qr_data, expires_at, created_at, idempotency_key)
         SELECT g, $2, $3, 1000 + g % 7, 'C' || g, 'NAPC' || g, 'CONFIRMED', 'qr', ${spread} + interval '30 minutes', ${spread}, 'dk-' || g
         FROM generate_series(1, $1) g`,
        [ROWS, userId, cardId],
      );
      await q.query(
        `INSERT INTO bank_transfers (id, provider_tx_id, content, amount, transfer_type, raw, status, deposit_order_id, created_at)
         SELECT g, 'tx-' || g, 'NAPC' || g, 1000 + g % 7, 'in', '{}', 'MATCHED', g, ${spread} FROM generate_series(1, $1) g`,
        [ROWS],
      );
      await q.query('UPDATE deposit_orders SET bank_transfer_id = id');
      await q.query(
        `INSERT INTO withdrawals (id, user_id, bank_account_id, bank_code, bank_name, account_number, account_name, amount, status,
           processed_at, created_at, idempotency_key)
         SELECT g, $2, $3, 'VCB', 'Vietcombank', '0099', 'NGUYEN VAN A', 50000, 'APPROVED', ${spread}, ${spread},
                CASE WHEN g % 2 = 0 THEN 'wk-' || g END
         FROM generate_series(1, $1) g`,
        [ROWS, userId, account.id],
      );
      for (const table of ['deposit_orders', 'bank_transfers', 'withdrawals'])
        await q.query(`SELECT setval('${table}_id_seq', $1)`, [ROWS]);
    });
    const digest = `SELECT
      (SELECT md5(string_agg(id || ':' || created_at::text || ':' || code || ':' || status || ':' || bank_transfer_id, ',' ORDER BY id)) FROM deposit_orders) AS orders,
      (SELECT md5(string_agg(id || ':' || created_at::text || ':' || provider_tx_id || ':' || deposit_order_id, ',' ORDER BY id)) FROM bank_transfers) AS transfers,
      (SELECT md5(string_agg(id || ':' || created_at::text || ':' || coalesce(idempotency_key, '-'), ',' ORDER BY id)) FROM withdrawals) AS withdrawals,
      (SELECT sum(amount)::text FROM deposit_orders) AS ordered, (SELECT sum(amount)::text FROM withdrawals) AS withdrawn`;
    const was = (await db.query(digest)).rows[0];
    await runMigrations(db);
    expect((await db.query(digest)).rows[0]).toEqual(was);

    for (const table of ['deposit_orders', 'bank_transfers', 'withdrawals']) {
      const parts = await partitionsOf(db, table);
      expect(parts.find((p) => p.name === `${table}_before`)?.bound).toMatch(/^FOR VALUES FROM \(MINVALUE\) TO \('.*'\)$/);
      const counted = await db.query(`SELECT tableoid::regclass::text AS part, count(*)::int AS n FROM ${table} GROUP BY 1`);
      expect(counted.rows).toEqual([{ part: `${table}_before`, n: ROWS }]);
    }
    expect(await countOf(db, 'SELECT count(*)::int AS n FROM deposit_order_keys')).toBe(ROWS);
    expect(await countOf(db, 'SELECT count(*)::int AS n FROM bank_transfer_keys')).toBe(ROWS);
    expect(await countOf(db, 'SELECT count(*)::int AS n FROM withdrawal_keys')).toBe(Math.floor(ROWS / 2));

    // The old rows' keys hold: a code, a provider's id, a request key of a year ago are all taken.
    expect(await insertOrder(db, order(userId, cardId, 'C1'))).toBeNull();
    await expect(insertOrder(db, order(userId, cardId, 'CNEW1', 'dk-2'))).rejects.toThrow(/duplicate key/);
    expect(await insertBankTransfer(db, bankTransfer('tx-1'))).toBeNull();
    await expect(insertWithdrawal(db, userId, account, 50_000, 'wk-2')).rejects.toThrow(/duplicate key/);
    // New rows take the next ids, in the old table while its range lasts (to the end of this month).
    const fresh = (await insertOrder(db, order(userId, cardId, 'CNEW2', 'dk-new')))!;
    expect(fresh.id).toBeGreaterThan(ROWS);
    expect(await partOf(db, 'deposit_orders', fresh.id)).toBe('deposit_orders_before');
    const transferId = (await insertBankTransfer(db, bankTransfer('tx-new')))!;
    await db.query('UPDATE deposit_orders SET bank_transfer_id = $1 WHERE id = $2', [transferId, fresh.id]);
    expect((await insertWithdrawal(db, userId, account, 50_000, 'wk-new')).id).toBeGreaterThan(ROWS);
  }, 900_000);
});

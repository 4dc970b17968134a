import { createPostgresDb } from '../../db/postgres-db';
import type { Db } from '../../db/db';
import { createTestApp, type TestApp } from '../../test-utils';
import { adminCli } from '../../test-utils/admin-cli-harness';
import { checkLedger, checkLedgerIncremental } from '../check-ledger';
import { systemAccountId } from '../ledger-accounts';
import { readCheckpoints, takeLedgerCheckpoint } from '../ledger-checkpoints';
import { moveMoney, transfer } from '../move-money';
import { newWallet, uniqueKey } from './ledger-fixtures';

// Each test breaks or checkpoints the ledger on purpose: its own database.
let t: TestApp;
let bank: number;
beforeEach(async () => {
  t = await createTestApp();
  bank = await systemAccountId(t.db, 'bank_in');
});
afterEach(() => t.close());

const deposit = (wallet: number, amount: number) =>
  transfer(t.db, { debitAccountId: bank, creditAccountId: wallet, amount, kind: 'deposit', idempotencyKey: uniqueKey('dep') });
const day = (date: string) => new Date(`${date}T05:00:00Z`); // noon in Vietnam

// Edits a ledger row as someone with the database's keys would: the append-only guard taken off.
async function tamper(db: Db, table: string, sql: string, params: unknown[]) {
  await db.exec(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
  await db.query(sql, params);
  await db.exec(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
}

describe('daily ledger checkpoints', () => {
  it('are taken once a day, each vouching for the transfers up to its boundary, and the check reads only what came after', async () => {
    const wallet = await newWallet(t.db);
    await deposit(wallet, 100_000);
    await deposit(wallet, 20_000);
    const first = await takeLedgerCheckpoint(t.db, { now: day('2026-03-01') });
    expect(first).toMatchObject({
      taken: { id: 1, day: '2026-03-01', transferCount: 2, transferSum: '120000', entryCount: 4, entrySum: '0' },
    });
    expect(await takeLedgerCheckpoint(t.db, { now: day('2026-03-01') })).toEqual({ skipped: 'already-taken' });
    // A day without play still gets its checkpoint: the balances are verified again.
    expect(await takeLedgerCheckpoint(t.db, { now: day('2026-03-02') })).toMatchObject({ taken: { id: 2, transferCount: 2 } });

    await deposit(wallet, 5_000);
    const third = await takeLedgerCheckpoint(t.db, { now: day('2026-03-03') });
    expect(third).toMatchObject({ taken: { id: 3, day: '2026-03-03', transferCount: 3, transferSum: '125000', entryCount: 6 } });
    // The wallet moved since the first: its balance at the second's boundary is kept.
    const { rows } = await t.db.query<{ checkpoint_id: number; balance: number }>(
      'SELECT checkpoint_id, balance FROM ledger_checkpoint_balances WHERE account_id = $1 ORDER BY checkpoint_id',
      [wallet],
    );
    expect(rows.map((r) => [Number(r.checkpoint_id), Number(r.balance)])).toEqual([
      [1, 120_000],
      [3, 125_000],
    ]);

    await deposit(wallet, 1_000);
    const check = await checkLedgerIncremental(t.db);
    expect(check).toMatchObject({
      ok: true,
      mode: 'incremental',
      totalBalance: 0,
      checkpoint: { id: 3, day: '2026-03-03' },
      checkpointsBroken: [],
    });
    expect(await checkLedger(t.db)).toMatchObject({ ok: true, mode: 'full', checkpointsBroken: [] });
  });

  it('a tampered entry after the last checkpoint is caught by the incremental check; one before, by the full check', async () => {
    const wallet = await newWallet(t.db);
    const before = await deposit(wallet, 50_000);
    await takeLedgerCheckpoint(t.db, { now: day('2026-03-01') });
    // Vouched for by the checkpoint, the incremental check does not read it again: the full one does.
    await tamper(t.db, 'entries', 'UPDATE entries SET amount = 5000 WHERE transfer_id = $1 AND account_id = $2', [
      before.transferId,
      wallet,
    ]);
    expect((await checkLedgerIncremental(t.db)).ok).toBe(true);
    expect(await checkLedger(t.db)).toMatchObject({ ok: false, transfersMalformed: [{ transferId: before.transferId }] });
    await tamper(t.db, 'entries', 'UPDATE entries SET amount = 50000 WHERE transfer_id = $1 AND account_id = $2', [
      before.transferId,
      wallet,
    ]);

    const today = await deposit(wallet, 7_000);
    await tamper(t.db, 'entries', 'UPDATE entries SET amount = 70000 WHERE transfer_id = $1 AND account_id = $2', [
      today.transferId,
      wallet,
    ]);
    const check = await checkLedgerIncremental(t.db);
    expect(check.ok).toBe(false);
    expect(check.transfersMalformed).toEqual([{ transferId: today.transferId, amount: 7_000, entryCount: 2, entriesSum: 63_000 }]);
    // And the next checkpoint refuses to vouch for it.
    expect(await takeLedgerCheckpoint(t.db, { now: day('2026-03-02') })).toMatchObject({ refused: 'transfers-malformed' });
  });

  it('a balance changed behind the ledger is named; a tampered checkpoint breaks the chain', async () => {
    const wallet = await newWallet(t.db);
    await deposit(wallet, 50_000);
    await takeLedgerCheckpoint(t.db, { now: day('2026-03-01') });
    await deposit(wallet, 1_000);
    await takeLedgerCheckpoint(t.db, { now: day('2026-03-02') });

    await t.db.query('UPDATE accounts SET balance = balance + 900 WHERE id = $1', [wallet]);
    const moved = await checkLedgerIncremental(t.db);
    expect(moved).toMatchObject({ ok: false, accountsOutOfBalance: [{ accountId: wallet, balance: 51_900, entriesSum: 51_000 }] });
    expect(await takeLedgerCheckpoint(t.db, { now: day('2026-03-03') })).toMatchObject({ refused: 'balances-differ' });
    await t.db.query('UPDATE accounts SET balance = balance - 900 WHERE id = $1', [wallet]);
    expect((await checkLedgerIncremental(t.db)).ok).toBe(true);

    // The first checkpoint's figures edited: its hash no longer matches.
    await tamper(t.db, 'ledger_checkpoints', 'UPDATE ledger_checkpoints SET transfer_sum = transfer_sum + 1 WHERE id = 1', []);
    expect(await checkLedgerIncremental(t.db)).toMatchObject({ ok: false, checkpointsBroken: [1] });
  });

  it('a rewritten last checkpoint (figures and hash) no longer matches the balances', async () => {
    const wallet = await newWallet(t.db);
    await deposit(wallet, 50_000);
    await takeLedgerCheckpoint(t.db, { now: day('2026-03-01') });
    const [c] = await readCheckpoints(t.db);
    const { checkpointHash } = await import('../ledger-checkpoints');
    const forged = { ...c, balanceDigest: '12345' };
    await tamper(t.db, 'ledger_checkpoints', 'UPDATE ledger_checkpoints SET balance_digest = 12345, hash = $1 WHERE id = 1', [
      checkpointHash(forged),
    ]);
    expect(await checkLedgerIncremental(t.db)).toMatchObject({ ok: false, accountsOutOfBalance: [], checkpointsBroken: [1] });
  });

  it('guards its rows like the ledger: no update, delete or truncate', async () => {
    await deposit(await newWallet(t.db), 1_000);
    await takeLedgerCheckpoint(t.db, { now: day('2026-03-01') });
    await expect(t.db.query('UPDATE ledger_checkpoints SET hash = hash')).rejects.toThrow(/append-only/);
    await expect(t.db.query('DELETE FROM ledger_checkpoint_balances')).rejects.toThrow(/append-only/);
    await expect(t.db.query('TRUNCATE ledger_checkpoints CASCADE')).rejects.toThrow(/TRUNCATE is refused/);
  });

  // Two connections at once: PostgreSQL only (PGlite has one).
  const onPostgres = process.env.DATABASE_URL ? it : it.skip;
  onPostgres('waits for a transaction holding a transfer id under the boundary: it is never left out', async () => {
    const wallet = await newWallet(t.db);
    const another = await newWallet(t.db);
    const external = await systemAccountId(t.db, 'external');
    await deposit(wallet, 10_000);
    const other = await createPostgresDb(t.config.database.kind === 'postgres' ? t.config.database.url : '', { maxConnections: 2 });
    try {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      // A deposit drawn its id but not yet committed (a transaction open across midnight).
      const slow = other.tx(async (q) => {
        await moveMoney(q, {
          debitAccountId: external,
          creditAccountId: wallet,
          amount: 3_000,
          kind: 'deposit',
          idempotencyKey: uniqueKey(),
        });
        await held;
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      await deposit(another, 1_000); // a later id, committed first (other accounts: no lock to wait on)
      expect(await takeLedgerCheckpoint(t.db, { now: day('2026-03-01'), waitMs: 300 })).toEqual({ skipped: 'busy' });
      release();
      await slow;
      const taken = await takeLedgerCheckpoint(t.db, { now: day('2026-03-01'), waitMs: 5_000 });
      expect(taken).toMatchObject({ taken: { transferCount: 3, transferSum: '14000' } });
      expect(await checkLedgerIncremental(t.db)).toMatchObject({ ok: true, checkpoint: { id: 1 } });
    } finally {
      await other.close();
    }
  });
});

describe('npm run admin -- ledger-check', () => {
  it('runs the incremental check, or with --full every entry, and says what it found', async () => {
    const apiUrl = `${await t.listen()}/api`;
    const cli = adminCli(() => apiUrl);
    await deposit(await newWallet(t.db), 2_000);
    expect(await cli(['ledger-check'])).toMatchObject({
      code: 0,
      out: expect.stringMatching(/^Sổ cái khớp\. \(kiểm tra toàn bộ, [\d.]+ giây\)\nChưa có mốc kiểm tra nào\.$/),
    });
    await takeLedgerCheckpoint(t.db, { now: day('2026-03-01') });
    const incremental = await cli(['ledger-check']);
    expect(incremental.out).toContain('Sổ cái khớp. (kiểm tra từ mốc gần nhất');
    expect(incremental.out).toContain('Mốc gần nhất: #1 ngày 2026-03-01, đến giao dịch #1.');
    expect((await cli(['ledger-check', '--full'])).out).toContain('Sổ cái khớp. (kiểm tra toàn bộ');
    expect(await cli(['ledger-check', '--fast'])).toMatchObject({ code: 1, err: 'Lỗi: Chỉ nhận tham số --full.' });

    await t.db.query(`UPDATE accounts SET balance = balance + 1 WHERE kind = 'bank_in'`);
    const broken = await cli(['ledger-check']);
    expect(broken.code).toBe(1);
    expect(broken.out).toContain('SỔ CÁI KHÔNG KHỚP.');
    expect(broken.out).toContain('Tổng số dư các tài khoản: 1 ₫ (phải bằng 0).');
    expect(broken.err).toBe('Lỗi: Sổ cái không khớp: xem các dòng trên.');
  });
});

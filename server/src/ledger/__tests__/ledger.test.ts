import { HTTP_MESSAGES, LEDGER_CHECK_MESSAGES } from '@app/shared/contracts';
import { TEST_ADMIN, bearer, createTestApp, loginUser, signupUser, type TestApp } from '../../test-utils';
import { checkLedger } from '../check-ledger';
import { HOUSE_SHARDS, houseShardAccountId } from '../house-shards';
import { SYSTEM_ACCOUNT_KINDS, systemAccountId, walletAccountId } from '../ledger-accounts';
import { LEDGER_MESSAGES } from '../ledger-messages';
import { moveMoney, transfer, type MoveMoneyInput } from '../move-money';
import { balanceOf, countRows, newWallet, uniqueKey } from './ledger-fixtures';

let t: TestApp;
let bankIn: number;
let house: number;
beforeAll(async () => {
  t = await createTestApp();
  bankIn = await systemAccountId(t.db, 'bank_in');
  house = await houseShardAccountId(t.db, 'taixiu', 0);
});
afterAll(() => t.close());

const deposit = (wallet: number, amount: number) =>
  transfer(t.db, { debitAccountId: bankIn, creditAccountId: wallet, amount, kind: 'deposit', idempotencyKey: uniqueKey('dep') });

describe('system accounts (migrations 002 and 006)', () => {
  it('exist once each (the game houses once per shard), belong to no user and start at zero', async () => {
    const { rows } = await t.db.query<{ kind: string; shard: number; user_id: number | null; balance: number }>(
      `SELECT kind, shard, user_id, balance FROM accounts WHERE kind <> 'player_wallet' ORDER BY kind, shard`,
    );
    const shards = (kind: string) => Array.from({ length: HOUSE_SHARDS }, (_, shard) => ({ kind, shard, user_id: null, balance: 0 }));
    const expected = [...SYSTEM_ACCOUNT_KINDS]
      .sort()
      .flatMap((kind) => (kind.startsWith('house_') ? shards(kind) : [{ kind, shard: 0, user_id: null, balance: 0 }]));
    expect(rows).toEqual(expected);
  });

  it('cannot be duplicated, an unknown kind is refused, and only the game houses have shards', async () => {
    await expect(t.db.query(`INSERT INTO accounts (kind) VALUES ('bank_in')`)).rejects.toMatchObject({ code: '23505' });
    await expect(t.db.query(`INSERT INTO accounts (kind, shard) VALUES ('house_taixiu', 3)`)).rejects.toMatchObject({ code: '23505' });
    await expect(t.db.query(`INSERT INTO accounts (kind, shard) VALUES ('house_taixiu', ${HOUSE_SHARDS})`)).rejects.toMatchObject({
      code: '23514',
    });
    await expect(t.db.query(`INSERT INTO accounts (kind, shard) VALUES ('bank_in', 1)`)).rejects.toMatchObject({ code: '23514' });
    await expect(t.db.query(`INSERT INTO accounts (kind) VALUES ('casino')`)).rejects.toMatchObject({ code: '23514' });
  });

  it('are found by kind, and wallets by user', async () => {
    const player = await signupUser(t.app);
    const wallet = await walletAccountId(t.db, player.user.id);
    const { rows } = await t.db.query<{ user_id: number }>('SELECT user_id FROM accounts WHERE id = $1', [wallet]);
    expect(rows[0].user_id).toBe(player.user.id);
    await expect(walletAccountId(t.db, 987_654_321)).rejects.toMatchObject({ statusCode: 404, error: 'ACCOUNT_NOT_FOUND' });
  });
});

describe('moveMoney', () => {
  it('moves money: balances, one transfer, two signed entries with the balance after', async () => {
    const wallet = await newWallet(t.db);
    const houseBefore = await balanceOf(t.db, house);
    await deposit(wallet, 100_000);
    const key = uniqueKey('bet');
    const result = await transfer(t.db, {
      debitAccountId: wallet,
      creditAccountId: house,
      amount: 30_000,
      kind: 'bet',
      reference: 'round-1',
      idempotencyKey: key,
    });
    expect(result).toEqual({
      transferId: expect.any(Number),
      replayed: false,
      debitBalance: 70_000,
      creditBalance: houseBefore + 30_000,
    });
    expect(await balanceOf(t.db, wallet)).toBe(70_000);
    expect(await balanceOf(t.db, house)).toBe(houseBefore + 30_000);

    const transfers = await t.db.query(
      'SELECT debit_account_id, credit_account_id, amount, kind, reference FROM transfers WHERE idempotency_key = $1',
      [key],
    );
    expect(transfers.rows).toEqual([
      { debit_account_id: wallet, credit_account_id: house, amount: 30_000, kind: 'bet', reference: 'round-1' },
    ]);
    const entries = await t.db.query('SELECT account_id, amount, balance_after FROM entries WHERE transfer_id = $1 ORDER BY amount', [
      result.transferId,
    ]);
    expect(entries.rows).toEqual([
      { account_id: wallet, amount: -30_000, balance_after: 70_000 },
      { account_id: house, amount: 30_000, balance_after: houseBefore + 30_000 },
    ]);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('runs inside the caller transaction: a later failure there undoes the move', async () => {
    const wallet = await newWallet(t.db);
    const before = await countRows(t.db, 'transfers');
    await expect(
      t.db.tx(async (q) => {
        await moveMoney(q, {
          debitAccountId: bankIn,
          creditAccountId: wallet,
          amount: 5_000,
          kind: 'deposit',
          idempotencyKey: uniqueKey(),
        });
        throw new Error('the caller changed its mind');
      }),
    ).rejects.toThrow('the caller changed its mind');
    expect(await balanceOf(t.db, wallet)).toBe(0);
    expect(await countRows(t.db, 'transfers')).toBe(before);
  });

  it('replays an idempotency key: same answer, flagged, nothing moved twice', async () => {
    const wallet = await newWallet(t.db);
    const input: MoveMoneyInput = {
      debitAccountId: bankIn,
      creditAccountId: wallet,
      amount: 50_000,
      kind: 'deposit',
      reference: 'HD123',
      idempotencyKey: uniqueKey(),
    };
    const first = await transfer(t.db, input);
    await deposit(wallet, 1_000);
    const again = await transfer(t.db, input);
    expect(again).toEqual({ ...first, replayed: true });
    expect(await balanceOf(t.db, wallet)).toBe(51_000);
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM transfers WHERE idempotency_key = $1', [
      input.idempotencyKey,
    ]);
    expect(rows[0].n).toBe(1);
  });

  it('answers a retried withdrawal as the replay it is, even when the wallet has been spent since', async () => {
    const wallet = await newWallet(t.db);
    await deposit(wallet, 30_000);
    const input: MoveMoneyInput = {
      debitAccountId: wallet,
      creditAccountId: house,
      amount: 30_000,
      kind: 'withdrawal_hold',
      idempotencyKey: uniqueKey(),
    };
    const first = await transfer(t.db, input);
    expect(first.debitBalance).toBe(0);
    // The wallet is empty now: a new movement of 30.000 would be refused, the retry is not.
    expect(await transfer(t.db, input)).toEqual({ ...first, replayed: true });
    await expect(transfer(t.db, { ...input, idempotencyKey: uniqueKey() })).rejects.toMatchObject({ error: 'INSUFFICIENT_FUNDS' });
    expect(await balanceOf(t.db, wallet)).toBe(0);
  });

  it('refuses a key reused for a different movement (409) and moves nothing', async () => {
    const wallet = await newWallet(t.db);
    const input: MoveMoneyInput = {
      debitAccountId: bankIn,
      creditAccountId: wallet,
      amount: 50_000,
      kind: 'deposit',
      idempotencyKey: uniqueKey(),
    };
    await transfer(t.db, input);
    const variants: Partial<MoveMoneyInput>[] = [{ amount: 50_001 }, { kind: 'payout' }, { reference: 'other' }, { debitAccountId: house }];
    for (const variant of variants) {
      await expect(transfer(t.db, { ...input, ...variant })).rejects.toMatchObject({
        statusCode: 409,
        error: 'IDEMPOTENCY_CONFLICT',
        message: LEDGER_MESSAGES.idempotencyConflict,
      });
    }
    expect(await balanceOf(t.db, wallet)).toBe(50_000);
  });

  it.each([
    ['zero', 0, LEDGER_MESSAGES.amountInvalid],
    ['negative', -1_000, LEDGER_MESSAGES.amountInvalid],
    ['a fraction', 1_000.5, LEDGER_MESSAGES.amountInvalid],
    ['NaN', Number.NaN, LEDGER_MESSAGES.amountInvalid],
    ['Infinity', Number.POSITIVE_INFINITY, LEDGER_MESSAGES.amountInvalid],
    ['a string', '1000' as unknown as number, LEDGER_MESSAGES.amountInvalid],
    ['past 2^53', 2 ** 53, LEDGER_MESSAGES.amountTooLarge],
    ['huge', 1e21, LEDGER_MESSAGES.amountTooLarge],
  ])('refuses an amount that is %s with a 400 in Vietnamese', async (_name, amount, message) => {
    const wallet = await newWallet(t.db);
    const before = await countRows(t.db, 'transfers');
    const error = await transfer(t.db, {
      debitAccountId: bankIn,
      creditAccountId: wallet,
      amount,
      kind: 'deposit',
      idempotencyKey: uniqueKey(),
    }).catch((e) => e);
    expect(error).toMatchObject({ statusCode: 400, error: 'VALIDATION_ERROR', message, field: 'amount' });
    expect(await countRows(t.db, 'transfers')).toBe(before);
  });

  it('refuses a transfer to the same account, a missing kind or key, an unknown account', async () => {
    const wallet = await newWallet(t.db);
    const base: MoveMoneyInput = {
      debitAccountId: bankIn,
      creditAccountId: wallet,
      amount: 1_000,
      kind: 'deposit',
      idempotencyKey: uniqueKey(),
    };
    await expect(transfer(t.db, { ...base, creditAccountId: bankIn })).rejects.toMatchObject({
      statusCode: 400,
      message: LEDGER_MESSAGES.sameAccount,
    });
    await expect(transfer(t.db, { ...base, kind: ' ' })).rejects.toMatchObject({ statusCode: 400, message: LEDGER_MESSAGES.kindMissing });
    await expect(transfer(t.db, { ...base, idempotencyKey: '' })).rejects.toMatchObject({
      statusCode: 400,
      message: LEDGER_MESSAGES.idempotencyKeyMissing,
    });
    await expect(transfer(t.db, { ...base, creditAccountId: 987_654_321 })).rejects.toMatchObject({
      statusCode: 404,
      error: 'ACCOUNT_NOT_FOUND',
    });
    expect(await balanceOf(t.db, wallet)).toBe(0);
  });

  it('refuses an overdraft through the database CHECK: 400 INSUFFICIENT_FUNDS, nothing changed', async () => {
    const wallet = await newWallet(t.db);
    await deposit(wallet, 10_000);
    const houseBefore = await balanceOf(t.db, house);
    const transfersBefore = await countRows(t.db, 'transfers');
    const entriesBefore = await countRows(t.db, 'entries');
    const key = uniqueKey('bet');
    const error = await transfer(t.db, {
      debitAccountId: wallet,
      creditAccountId: house,
      amount: 10_001,
      kind: 'bet',
      idempotencyKey: key,
    }).catch((e) => e);
    expect(error).toMatchObject({ statusCode: 400, error: 'INSUFFICIENT_FUNDS', message: 'Số dư không đủ để thực hiện giao dịch' });
    expect(await balanceOf(t.db, wallet)).toBe(10_000);
    expect(await balanceOf(t.db, house)).toBe(houseBefore);
    expect(await countRows(t.db, 'transfers')).toBe(transfersBefore);
    expect(await countRows(t.db, 'entries')).toBe(entriesBefore);

    // The refused key was rolled back with everything else, so a smaller retry under it goes through.
    const exact = await transfer(t.db, {
      debitAccountId: wallet,
      creditAccountId: house,
      amount: 10_000,
      kind: 'bet',
      idempotencyKey: key,
    });
    expect(exact).toMatchObject({ replayed: false, debitBalance: 0 });
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('lets system accounts go negative (money comes from outside), never a wallet', async () => {
    const external = await systemAccountId(t.db, 'external');
    const wallet = await newWallet(t.db);
    const result = await transfer(t.db, {
      debitAccountId: external,
      creditAccountId: wallet,
      amount: 7_000,
      kind: 'adjustment',
      idempotencyKey: uniqueKey(),
    });
    expect(result.debitBalance).toBeLessThan(0);
    expect(result.creditBalance).toBe(7_000);
  });

  it('keeps history append-only: transfers and entries cannot be updated or deleted', async () => {
    const wallet = await newWallet(t.db);
    const { transferId } = await deposit(wallet, 1_000);
    await expect(t.db.query('UPDATE transfers SET amount = 2 WHERE id = $1', [transferId])).rejects.toThrow(/append-only/);
    await expect(t.db.query('DELETE FROM transfers WHERE id = $1', [transferId])).rejects.toThrow(/append-only/);
    await expect(t.db.query('UPDATE entries SET amount = 2 WHERE transfer_id = $1', [transferId])).rejects.toThrow(/append-only/);
    await expect(t.db.query('DELETE FROM entries WHERE transfer_id = $1', [transferId])).rejects.toThrow(/append-only/);
    await expect(
      t.db.query(`INSERT INTO transfers (debit_account_id, credit_account_id, amount, kind, idempotency_key) VALUES ($1, $1, 5, 'x', $2)`, [
        wallet,
        uniqueKey(),
      ]),
    ).rejects.toMatchObject({ code: '23514' });
    await expect(
      t.db.query(`INSERT INTO transfers (debit_account_id, credit_account_id, amount, kind, idempotency_key) VALUES ($1, $2, 0, 'x', $3)`, [
        bankIn,
        wallet,
        uniqueKey(),
      ]),
    ).rejects.toMatchObject({ code: '23514' });
  });

  it('refuses TRUNCATE of the ledger tables, with or without CASCADE, and keeps every row', async () => {
    const wallet = await newWallet(t.db);
    await deposit(wallet, 1_000);
    const count = async () =>
      (await t.db.query<{ n: number }>('SELECT (SELECT count(*) FROM transfers) + (SELECT count(*) FROM entries) AS n')).rows[0].n;
    const before = Number(await count());
    for (const table of ['transfers', 'entries', 'accounts']) {
      await expect(t.db.query(`TRUNCATE ${table} CASCADE`)).rejects.toThrow(/TRUNCATE is refused/);
    }
    await expect(t.db.query('TRUNCATE entries')).rejects.toThrow(/entries keeps every row: TRUNCATE is refused/);
    expect(Number(await count())).toBe(before);
  });
});

describe('GET /api/admin/ledger/check', () => {
  it('needs an operator: 401 without a token, 403 for a player', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/ledger/check' });
    expect(anonymous.statusCode).toBe(401);
    const player = await signupUser(t.app);
    const asPlayer = await t.app.inject({ method: 'GET', url: '/api/admin/ledger/check', headers: bearer(player.token) });
    expect(asPlayer.statusCode).toBe(403);
    expect(asPlayer.json()).toEqual({ success: false, error: 'FORBIDDEN', message: HTTP_MESSAGES.forbidden });
  });

  it('answers the invariants to the operator', async () => {
    await deposit(await newWallet(t.db), 12_345);
    const admin = await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/ledger/check', headers: admin.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        ok: true,
        mode: 'full',
        totalBalance: 0,
        accountsOutOfBalance: [],
        transfersMalformed: [],
        checkpoint: null,
        checkpointsBroken: [],
      },
    });
    const full = await t.app.inject({ method: 'GET', url: '/api/admin/ledger/check?full=1', headers: admin.headers });
    expect(full.json()).toMatchObject({ success: true, data: { ok: true, mode: 'full' } });
    const malformed = await t.app.inject({ method: 'GET', url: '/api/admin/ledger/check?full=yes', headers: admin.headers });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, message: LEDGER_CHECK_MESSAGES.fullInvalid });
  });
});

// On its own database: these break the ledger on purpose, and history cannot be deleted afterwards.
describe('checkLedger finds a broken ledger', () => {
  let broken: TestApp;
  beforeAll(async () => {
    broken = await createTestApp();
  });
  afterAll(() => broken.close());

  it('reports a balance that its entries do not explain, and a transfer without its entries', async () => {
    const db = broken.db;
    const bank = await systemAccountId(db, 'bank_in');
    const wallet = await newWallet(db);
    await transfer(db, { debitAccountId: bank, creditAccountId: wallet, amount: 1_000, kind: 'deposit', idempotencyKey: uniqueKey() });
    expect(await checkLedger(db)).toMatchObject({ ok: true, totalBalance: 0, accountsOutOfBalance: [], transfersMalformed: [] });

    await db.query('UPDATE accounts SET balance = balance + 500 WHERE id = $1', [wallet]);
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO transfers (debit_account_id, credit_account_id, amount, kind, idempotency_key) VALUES ($1, $2, 700, 'forged', $3) RETURNING id`,
      [bank, wallet, uniqueKey()],
    );
    expect(await checkLedger(db)).toMatchObject({
      ok: false,
      totalBalance: 500,
      accountsOutOfBalance: [{ accountId: wallet, kind: 'player_wallet', balance: 1_500, entriesSum: 1_000 }],
      transfersMalformed: [{ transferId: rows[0].id, amount: 700, entryCount: 0, entriesSum: 0 }],
    });
  });
});

describe('accounts named by owner', () => {
  it('moves between a wallet and its house shard named by player, the same rows as by id', async () => {
    const player = await signupUser(t.app);
    const wallet = await walletAccountId(t.db, player.user.id);
    const shard = await houseShardAccountId(t.db, 'xocdia', player.user.id % HOUSE_SHARDS);
    await deposit(wallet, 50_000);
    const houseBefore = await balanceOf(t.db, shard);

    const key = uniqueKey('bet');
    const input: MoveMoneyInput = {
      debitAccountId: { wallet: player.user.id },
      creditAccountId: { houseOf: { game: 'xocdia', player: player.user.id } },
      amount: 20_000,
      kind: 'adjustment',
      idempotencyKey: key,
    };
    const moved = await transfer(t.db, input);
    expect(moved).toMatchObject({ replayed: false, debitBalance: 30_000, creditBalance: houseBefore + 20_000 });
    expect(await balanceOf(t.db, shard)).toBe(houseBefore + 20_000);
    // The same movement by id is the same transfer: a replay.
    expect(await transfer(t.db, { ...input, debitAccountId: wallet, creditAccountId: shard })).toMatchObject({
      transferId: moved.transferId,
      replayed: true,
    });
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('refuses an owner without an account, and one account named twice', async () => {
    const player = await signupUser(t.app);
    const wallet = await walletAccountId(t.db, player.user.id);
    const base = { amount: 1_000, kind: 'test', idempotencyKey: uniqueKey('ref') };
    await expect(transfer(t.db, { ...base, debitAccountId: { wallet: 987_654_321 }, creditAccountId: bankIn })).rejects.toMatchObject({
      statusCode: 404,
      error: 'ACCOUNT_NOT_FOUND',
    });
    await expect(transfer(t.db, { ...base, debitAccountId: wallet, creditAccountId: { wallet: player.user.id } })).rejects.toMatchObject({
      statusCode: 400,
      message: LEDGER_MESSAGES.sameAccount,
    });
  });
});

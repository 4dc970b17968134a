import { AppError } from '../../http/app-error';
import { createTestApp, type TestApp } from '../../test-utils';
import { checkLedger } from '../check-ledger';
import { houseShardAccountId } from '../house-shards';
import { systemAccountId } from '../ledger-accounts';
import { openMoneyBatch } from '../move-money-batch';
import { transfer } from '../move-money';
import { balanceOf, newWallet, uniqueKey } from './ledger-fixtures';

// The batch form of moveMoney: each movement decided on its own against the locked balances, all
// written in one statement, nothing written when the transaction does not commit.
let t: TestApp;
let bankIn: number;
let house: number;
beforeAll(async () => {
  t = await createTestApp();
  bankIn = await systemAccountId(t.db, 'bank_in');
  house = await houseShardAccountId(t.db, 'taixiu', 3);
});
afterAll(() => t.close());

const funded = async (amount: number) => {
  const wallet = await newWallet(t.db);
  await transfer(t.db, { debitAccountId: bankIn, creditAccountId: wallet, amount, kind: 'deposit', idempotencyKey: uniqueKey('dep') });
  return wallet;
};
const move = (from: number, to: number, amount: number, key = uniqueKey('b')) => ({
  debitAccountId: from,
  creditAccountId: to,
  amount,
  kind: 'bet',
  idempotencyKey: key,
});
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof AppError ? error.error : String(error);
  }
  return null;
};

describe('openMoneyBatch', () => {
  it('refuses the one movement a wallet cannot pay and writes the others, with running balances', async () => {
    const a = await funded(10_000);
    const b = await funded(3_000);
    const houseBefore = await balanceOf(t.db, house);
    const ids = await t.db.tx(async (q) => {
      const batch = await openMoneyBatch(q, [a, b, house]);
      expect(batch.book(move(a, house, 6_000))).toEqual({ debitBalance: 4_000, creditBalance: houseBefore + 6_000 });
      // 5,000 more than a holds now: refused, and nothing of it booked.
      expect(refusal(() => batch.book(move(a, house, 5_000)))).toBe('INSUFFICIENT_FUNDS');
      expect(batch.book(move(b, house, 3_000))).toEqual({ debitBalance: 0, creditBalance: houseBefore + 9_000 });
      expect(batch.book(move(a, house, 4_000)).debitBalance).toBe(0);
      expect(batch.balanceOf(a)).toBe(0);
      // An account the batch did not lock, a key booked twice, a bad amount: refused alone too.
      const other = await newWallet(q);
      expect(refusal(() => batch.book(move(other, house, 1)))).toBe('ACCOUNT_NOT_FOUND');
      const key = uniqueKey('twice');
      batch.book(move(house, b, 1, key));
      expect(refusal(() => batch.book(move(house, b, 1, key)))).toBe('IDEMPOTENCY_CONFLICT');
      expect(refusal(() => batch.book(move(house, b, 1.5)))).toBe('VALIDATION_ERROR');
      return batch.write();
    });
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);
    expect(await balanceOf(t.db, a)).toBe(0);
    expect(await balanceOf(t.db, b)).toBe(1);
    expect(await balanceOf(t.db, house)).toBe(houseBefore + 13_000 - 1);
    // Each entry carries the balance right after its movement, in booking order.
    const { rows } = await t.db.query<{ balance_after: number }>(
      'SELECT balance_after FROM entries WHERE account_id = $1 ORDER BY id DESC LIMIT 2',
      [a],
    );
    expect(rows.map((r) => Number(r.balance_after))).toEqual([0, 4_000]);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('fails the whole write on a key used before, and the transaction leaves nothing', async () => {
    const a = await funded(10_000);
    const used = uniqueKey('used');
    await transfer(t.db, move(a, house, 1_000, used));
    await expect(
      t.db.tx(async (q) => {
        const batch = await openMoneyBatch(q, [a, house]);
        batch.book(move(a, house, 2_000));
        batch.book(move(a, house, 1_000, used));
        await batch.write();
      }),
    ).rejects.toMatchObject({ error: 'IDEMPOTENCY_CONFLICT' });
    expect(await balanceOf(t.db, a)).toBe(9_000);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});

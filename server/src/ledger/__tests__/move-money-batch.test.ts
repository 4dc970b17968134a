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
  kind: 'adjustment',
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
    const written = await t.db.tx(async (q) => {
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
    expect(written).toHaveLength(4);
    expect(new Set(written.map((w) => w.transferId)).size).toBe(4);
    expect(written.every((w) => !w.replayed)).toBe(true);
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

  it('answers a key used before for the same movement as that transfer, and writes the rest', async () => {
    const a = await funded(10_000);
    const used = uniqueKey('used');
    const first = await transfer(t.db, move(a, house, 1_000, used));
    const written = await t.db.tx(async (q) => {
      const batch = await openMoneyBatch(q, [a, house]);
      batch.book(move(a, house, 2_000));
      batch.book(move(a, house, 1_000, used));
      batch.book(move(a, house, 500));
      return batch.write();
    });
    expect(written.map((w) => w.replayed)).toEqual([false, true, false]);
    expect(written[1]).toEqual({ ...first, replayed: true });
    // The replay moved nothing again: 10.000 − 1.000 − 2.000 − 500, each entry's balance in order.
    expect(written[0].debitBalance).toBe(7_000);
    expect(written[2].debitBalance).toBe(6_500);
    expect(await balanceOf(t.db, a)).toBe(6_500);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('refuses a key used before for another movement (409), and the transaction leaves nothing', async () => {
    const a = await funded(10_000);
    const used = uniqueKey('used');
    await transfer(t.db, move(a, house, 1_000, used));
    await expect(
      t.db.tx(async (q) => {
        const batch = await openMoneyBatch(q, [a, house]);
        batch.book(move(a, house, 2_000));
        batch.book(move(a, house, 1_001, used));
        await batch.write();
      }),
    ).rejects.toMatchObject({ error: 'IDEMPOTENCY_CONFLICT' });
    expect(await balanceOf(t.db, a)).toBe(9_000);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  // One write path: the same movements, one moveMoney each or one batch, leave the same balances and
  // the same entries (amount and balance after, in order), whatever the mix of wallets and amounts.
  it('gives the same balances and entries through moveMoney one by one as through one batch', async () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    for (let round = 0; round < 5; round++) {
      const starts = [random(20_000) + 1, random(20_000) + 1, random(3) * 1_000 + 1];
      const sides = await Promise.all(
        [0, 1].map(async () => ({ wallets: await Promise.all(starts.map((s) => funded(s))), house: await newWallet(t.db) })),
      );
      const plan = Array.from({ length: 12 }, () => ({ from: random(3), amount: random(9_000) + 1, toHouse: random(4) > 0 }));
      const outcomes: string[][] = [[], []];
      // Side 0: each movement alone; a refusal is a refusal of that movement alone.
      for (const step of plan) {
        const { wallets, house: h } = sides[0];
        const input = step.toHouse ? move(wallets[step.from], h, step.amount) : move(h, wallets[step.from], step.amount);
        try {
          await transfer(t.db, input);
          outcomes[0].push('ok');
        } catch (error) {
          outcomes[0].push((error as AppError).error);
        }
      }
      // Side 1: the same plan booked in one batch.
      await t.db.tx(async (q) => {
        const { wallets, house: h } = sides[1];
        const batch = await openMoneyBatch(q, [...wallets, h]);
        for (const step of plan) {
          const input = step.toHouse ? move(wallets[step.from], h, step.amount) : move(h, wallets[step.from], step.amount);
          outcomes[1].push(refusal(() => batch.book(input)) ?? 'ok');
        }
        await batch.write();
      });
      expect(outcomes[1]).toEqual(outcomes[0]);
      const state = async ({ wallets, house: h }: (typeof sides)[number]) =>
        Promise.all(
          [...wallets, h].map(async (account) => ({
            balance: await balanceOf(t.db, account),
            entries: (
              await t.db.query<{ amount: number; balance_after: number }>(
                'SELECT amount, balance_after FROM entries WHERE account_id = $1 ORDER BY id',
                [account],
              )
            ).rows.map((r) => [Number(r.amount), Number(r.balance_after)]),
          })),
        );
      expect(await state(sides[1])).toEqual(await state(sides[0]));
    }
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});

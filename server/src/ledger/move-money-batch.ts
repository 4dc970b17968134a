import type { Queryable } from '../db/db';
import { uniqueViolation } from '../db/db';
import { AppError, badRequest } from '../http/app-error';
import { LEDGER_MESSAGES } from './ledger-messages';
import { lockAccounts, type AccountRef, type LockedAccount } from './lock-accounts';
import { validateMovement, type MoveMoneyInput } from './move-money';

export interface BookedMovement {
  // The balances right after this movement, counting the ones booked before it in the batch.
  debitBalance: number;
  creditBalance: number;
}

export interface MoneyBatch {
  // Books one movement between two of the locked accounts, or throws (booking nothing) the refusal
  // moveMoney would throw: a player's wallet that would go below zero, a bad amount, an account the
  // batch did not lock, a key already booked in this batch.
  book(input: MoveMoneyInput): BookedMovement;
  // A locked account's balance, counting what this batch has booked.
  balanceOf(account: AccountRef): number;
  // Writes every movement booked, in one statement, in booking order; the transfers' ids in that order.
  write(): Promise<number[]>;
}

interface Booked {
  debit: number;
  credit: number;
  amount: number;
  kind: string;
  reference: string | null;
  key: string;
  debitAfter: number;
  creditAfter: number;
}

/**
 * The batch form of moveMoney: many movements in the caller's transaction for the price of two
 * statements (a bet batch, a round's payouts). `openMoneyBatch` locks every account the movements
 * may touch, in the ledger's one lock order (lock-accounts.ts); `book` decides each movement against
 * the locked balances, so one wallet short of money refuses one movement and not the batch; `write`
 * writes them all.
 *
 * Keys must be new (a bet's transfer is keyed by the bet's new id, a payout by a bet settled now):
 * a key used before fails the write with IDEMPOTENCY_CONFLICT, and the caller's transaction must
 * roll back. Callers that may be replayed use moveMoney, which answers a replay.
 */
export async function openMoneyBatch(q: Queryable, accounts: readonly AccountRef[]): Promise<MoneyBatch> {
  const locked = await lockAccounts(q, accounts);
  const booked: Booked[] = [];
  const keys = new Set<string>();
  // Running balances: the locked balance plus what this batch has booked so far.
  const balances = new Map<LockedAccount, number>();
  const balanceOf = (account: LockedAccount) => balances.get(account) ?? account.balance;

  return {
    book(input) {
      validateMovement(input);
      const debit = locked.find(input.debitAccountId);
      const credit = locked.find(input.creditAccountId);
      if (!debit || !credit) throw new AppError(404, 'ACCOUNT_NOT_FOUND', LEDGER_MESSAGES.accountNotFound);
      if (debit === credit) throw badRequest(LEDGER_MESSAGES.sameAccount);
      if (keys.has(input.idempotencyKey)) throw new AppError(409, 'IDEMPOTENCY_CONFLICT', LEDGER_MESSAGES.idempotencyConflict);
      const debitAfter = balanceOf(debit) - input.amount;
      const creditAfter = balanceOf(credit) + input.amount;
      // The same rule the CHECK on accounts holds for every writer, asked before writing, so that it
      // refuses this movement alone.
      if (debit.kind === 'player_wallet' && debitAfter < 0) {
        throw new AppError(400, 'INSUFFICIENT_FUNDS', LEDGER_MESSAGES.insufficientFunds, 'amount');
      }
      if (!Number.isSafeInteger(debitAfter) || !Number.isSafeInteger(creditAfter)) {
        throw badRequest(LEDGER_MESSAGES.amountTooLarge, 'amount');
      }
      balances.set(debit, debitAfter);
      balances.set(credit, creditAfter);
      keys.add(input.idempotencyKey);
      booked.push({
        debit: debit.id,
        credit: credit.id,
        amount: input.amount,
        kind: input.kind,
        reference: input.reference ?? null,
        key: input.idempotencyKey,
        debitAfter,
        creditAfter,
      });
      return { debitBalance: debitAfter, creditBalance: creditAfter };
    },

    balanceOf(ref) {
      const account = locked.find(ref);
      if (!account) throw new AppError(404, 'ACCOUNT_NOT_FOUND', LEDGER_MESSAGES.accountNotFound);
      return balanceOf(account);
    },

    async write() {
      if (booked.length === 0) return [];
      const changed = [...balances].map(([account, balance]) => ({ id: account.id, delta: balance - account.balance }));
      const column = <K extends keyof Booked>(key: K) => booked.map((b) => b[key]);
      let rows: Array<{ id: number; idempotency_key: string }>;
      try {
        ({ rows } = await q.query<{ id: number; idempotency_key: string }>(
          `WITH i AS (
             SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::text[], $5::text[], $6::text[], $7::bigint[], $8::bigint[])
               WITH ORDINALITY AS i(debit, credit, amount, kind, reference, key, debit_after, credit_after, n)
           ), t AS (
             INSERT INTO transfers (debit_account_id, credit_account_id, amount, kind, reference, idempotency_key)
             SELECT debit, credit, amount, kind, reference, key FROM i ORDER BY n
             RETURNING id, idempotency_key
           ), a AS (
             UPDATE accounts SET balance = accounts.balance + c.delta
             FROM unnest($9::bigint[], $10::bigint[]) AS c(id, delta)
             WHERE accounts.id = c.id
           ), e AS (
             INSERT INTO entries (transfer_id, account_id, amount, balance_after)
             SELECT transfer_id, account_id, amount, balance_after FROM (
               SELECT t.id AS transfer_id, i.debit AS account_id, -i.amount AS amount, i.debit_after AS balance_after, i.n, 0 AS side
               FROM t JOIN i ON i.key = t.idempotency_key
               UNION ALL
               SELECT t.id, i.credit, i.amount, i.credit_after, i.n, 1
               FROM t JOIN i ON i.key = t.idempotency_key
             ) s ORDER BY n, side
           )
           SELECT id, idempotency_key FROM t`,
          [
            column('debit'),
            column('credit'),
            column('amount'),
            column('kind'),
            column('reference'),
            column('key'),
            column('debitAfter'),
            column('creditAfter'),
            changed.map((c) => c.id),
            changed.map((c) => c.delta),
          ],
        ));
      } catch (error) {
        if (uniqueViolation(error) === 'transfers_idempotency_key_key') {
          throw new AppError(409, 'IDEMPOTENCY_CONFLICT', LEDGER_MESSAGES.idempotencyConflict);
        }
        throw error;
      }
      const ids = new Map(rows.map((row) => [row.idempotency_key, Number(row.id)]));
      const written = booked.map((b) => ids.get(b.key)!);
      // What is written is the new starting point, should the caller book more.
      for (const [account, balance] of balances) account.balance = balance;
      balances.clear();
      booked.length = 0;
      keys.clear();
      return written;
    },
  };
}

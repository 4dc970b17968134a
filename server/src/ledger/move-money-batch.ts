import type { Queryable } from '../db/db';
import { uniqueViolation } from '../db/db';
import { AppError, badRequest } from '../http/app-error';
import { LEDGER_MESSAGES } from './ledger-messages';
import { lockAccounts, type AccountRef, type FoundAccount } from './lock-accounts';
import { validateMovement, type MoveMoneyInput } from './move-money';

export interface MoneyBatch {
  // Books one movement between two of the batch's accounts, or throws (booking nothing) the refusal
  // moveMoney would throw: a player's wallet that would go below zero, a bad amount, an account the
  // batch did not find, a key already booked in this batch.
  book(input: MoveMoneyInput): void;
  // A locked account's balance, counting what this batch has booked (a house shard named by owner
  // is not locked, and has none to give).
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
}

/**
 * The batch form of moveMoney: many movements in the caller's transaction for the price of two
 * statements (a bet batch, a round's payouts). `openMoneyBatch` locks every account the movements
 * may touch, in the ledger's one lock order (lock-accounts.ts); `book` decides each movement against
 * the locked balances, so one wallet short of money refuses one movement and not the batch; `write`
 * writes them all, taking the house rows' locks then (lock-accounts.ts says why), and works out each
 * entry's running balance from the balances the statement leaves.
 *
 * Keys must be new (a bet's transfer is keyed by the bet's new id, a payout by a bet settled now):
 * a key used before fails the write with IDEMPOTENCY_CONFLICT, and the caller's transaction must
 * roll back. Callers that may be replayed use moveMoney, which answers a replay.
 */
export async function openMoneyBatch(q: Queryable, accounts: readonly AccountRef[]): Promise<MoneyBatch> {
  const found = await lockAccounts(q, accounts);
  const booked: Booked[] = [];
  const keys = new Set<string>();
  // Running balances of the locked accounts: the locked balance plus what this batch has booked.
  const balances = new Map<FoundAccount, number>();
  const balanceOf = (account: FoundAccount) => balances.get(account) ?? account.balance;

  return {
    book(input) {
      validateMovement(input);
      const debit = found.find(input.debitAccountId);
      const credit = found.find(input.creditAccountId);
      if (!debit || !credit) throw new AppError(404, 'ACCOUNT_NOT_FOUND', LEDGER_MESSAGES.accountNotFound);
      if (debit === credit) throw badRequest(LEDGER_MESSAGES.sameAccount);
      if (keys.has(input.idempotencyKey)) throw new AppError(409, 'IDEMPOTENCY_CONFLICT', LEDGER_MESSAGES.idempotencyConflict);
      const debitBefore = balanceOf(debit);
      const creditBefore = balanceOf(credit);
      const debitAfter = debitBefore === null ? null : debitBefore - input.amount;
      const creditAfter = creditBefore === null ? null : creditBefore + input.amount;
      // The same rule the CHECK on accounts holds for every writer, asked before writing, so that it
      // refuses this movement alone. A wallet is always locked, so its balance is known.
      if (debit.kind === 'player_wallet' && (debitAfter === null || debitAfter < 0)) {
        throw new AppError(400, 'INSUFFICIENT_FUNDS', LEDGER_MESSAGES.insufficientFunds, 'amount');
      }
      if ((debitAfter !== null && !Number.isSafeInteger(debitAfter)) || (creditAfter !== null && !Number.isSafeInteger(creditAfter))) {
        throw badRequest(LEDGER_MESSAGES.amountTooLarge, 'amount');
      }
      if (debitAfter !== null) balances.set(debit, debitAfter);
      if (creditAfter !== null) balances.set(credit, creditAfter);
      keys.add(input.idempotencyKey);
      booked.push({
        debit: debit.id,
        credit: credit.id,
        amount: input.amount,
        kind: input.kind,
        reference: input.reference ?? null,
        key: input.idempotencyKey,
      });
    },

    balanceOf(ref) {
      const account = found.find(ref);
      const balance = account && balanceOf(account);
      if (balance === undefined || balance === null) throw new AppError(404, 'ACCOUNT_NOT_FOUND', LEDGER_MESSAGES.accountNotFound);
      return balance;
    },

    async write() {
      if (booked.length === 0) return [];
      const column = <K extends keyof Booked>(key: K) => booked.map((b) => b[key]);
      let rows: Array<{ id: number; idempotency_key: string }>;
      try {
        // `m` is every entry, in booking order. `l` locks the accounts changed, in the lock order
        // (the players' are held already; the house rows are taken here), and `a` moves each balance
        // by the batch's sum. An entry's balance is then the account's balance before the batch
        // (after `a`, less the sum) plus its entries up to and including this one.
        ({ rows } = await q.query<{ id: number; idempotency_key: string }>(
          `WITH i AS (
             SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::text[], $5::text[], $6::text[])
               WITH ORDINALITY AS i(debit, credit, amount, kind, reference, key, n)
           ), m AS (
             SELECT i.n, 0 AS side, i.debit AS account_id, -i.amount AS amount, i.key FROM i
             UNION ALL
             SELECT i.n, 1, i.credit, i.amount, i.key FROM i
           ), d AS (
             SELECT account_id, sum(amount)::bigint AS delta FROM m GROUP BY account_id
           ), l AS (
             SELECT id FROM accounts WHERE id IN (SELECT account_id FROM d) ORDER BY user_id IS NULL, id FOR UPDATE
           ), a AS (
             UPDATE accounts SET balance = accounts.balance + d.delta
             FROM d JOIN l ON l.id = d.account_id
             WHERE accounts.id = d.account_id
             RETURNING accounts.id, accounts.balance - d.delta AS before
           ), t AS (
             INSERT INTO transfers (debit_account_id, credit_account_id, amount, kind, reference, idempotency_key)
             SELECT debit, credit, amount, kind, reference, key FROM i ORDER BY n
             RETURNING id, idempotency_key
           ), e AS (
             INSERT INTO entries (transfer_id, account_id, amount, balance_after)
             SELECT t.id, m.account_id, m.amount,
                    a.before + sum(m.amount) OVER (PARTITION BY m.account_id ORDER BY m.n, m.side ROWS UNBOUNDED PRECEDING)
             FROM m JOIN t ON t.idempotency_key = m.key JOIN a ON a.id = m.account_id
             ORDER BY m.n, m.side
           )
           SELECT id, idempotency_key FROM t`,
          [column('debit'), column('credit'), column('amount'), column('kind'), column('reference'), column('key')],
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

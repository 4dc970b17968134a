import type { Queryable } from '../db/db';
import { AppError, badRequest } from '../http/app-error';
import { LEDGER_MESSAGES } from './ledger-messages';
import { lockAccounts, type AccountRef, type LockedAccount } from './lock-accounts';

export type { AccountRef } from './lock-accounts';

export interface MoveMoneyInput {
  // The account the money leaves (its entry is negative).
  debitAccountId: AccountRef;
  // The account the money enters (its entry is positive).
  creditAccountId: AccountRef;
  // Whole đồng, > 0.
  amount: number;
  // What the movement is for ('deposit', 'bet', 'payout', 'withdrawal_hold', ...): free text, kept for audit.
  kind: string;
  // The business object behind it (an order code, a round id), for an operator reading the ledger.
  reference?: string | null;
  // Same key = same movement: a retry answers the first transfer and moves nothing.
  idempotencyKey: string;
}

export interface BookedMovement {
  // The balances right after this movement, counting the ones booked before it in the batch.
  debitBalance: number;
  creditBalance: number;
}

export interface MoveMoneyResult {
  transferId: number;
  // True when the key had already been used for this movement: nothing moved this time.
  replayed: boolean;
  // Balances right after this transfer (for a replay, right after the original one).
  debitBalance: number;
  creditBalance: number;
}

export interface MoneyBatch {
  // Books one movement between two of the locked accounts, or throws (booking nothing): a player's
  // wallet that would go below zero, a bad amount, an account the batch did not lock, a key already
  // booked in this batch.
  book(input: MoveMoneyInput): BookedMovement;
  // A locked account's balance, counting what this batch has booked.
  balanceOf(account: AccountRef): number;
  // Writes every movement booked, in booking order, and answers each: a movement whose key was used
  // before for the same movement is answered as that transfer (replayed) and moves nothing again.
  write(): Promise<MoveMoneyResult[]>;
  // The transfer `input`'s key was used for, when it was this same movement; null when the key is
  // unused; 409 when it was used for another movement.
  replayOf(input: MoveMoneyInput): Promise<MoveMoneyResult | null>;
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

interface TransferRow {
  id: number;
  debit_account_id: number;
  credit_account_id: number;
  amount: number;
  kind: string;
  reference: string | null;
  idempotency_key: string;
  // Its time as text: the month it is found in, to the microsecond (a Date keeps milliseconds).
  created_at: string;
}

const conflict = () => new AppError(409, 'IDEMPOTENCY_CONFLICT', LEDGER_MESSAGES.idempotencyConflict);
const insufficientFunds = () => new AppError(400, 'INSUFFICIENT_FUNDS', LEDGER_MESSAGES.insufficientFunds, 'amount');
const WALLET_NOT_NEGATIVE = 'accounts_player_wallet_not_negative';
const CHECK_VIOLATION = '23514';

/**
 * THE one way money moves (docs/architecture.md, "Where money moves"), in the caller's transaction:
 * `openMoneyBatch` locks every account the movements may touch, in the ledger's one lock order
 * (lock-accounts.ts); `book` decides each movement against the locked balances, so one wallet short
 * of money refuses one movement and not the batch; `write` writes them all in one statement. A
 * single movement (moveMoney, move-money.ts) is a batch of one.
 *
 * One replay rule: a key used before for the same movement (accounts, amount, kind, reference)
 * answers that transfer and moves nothing; a key used for another movement is refused (409). A
 * batch naming a used key writes nothing in its first statement, and the rest of it is written in a
 * second; a key another transaction is writing at the same moment waits for it, and is then a
 * replay for a batch of one, a 409 (the caller's transaction rolls back) for a batch of several.
 * The keys this rule reads are kept in transfer_keys (migration 047): every key but those of game
 * money, which are made from a bet's or a round's id and written once by the transaction that moves
 * that bet or round on, under its lock (their row's state keeps them single).
 */
export async function openMoneyBatch(q: Queryable, accounts: readonly AccountRef[]): Promise<MoneyBatch> {
  const locked = await lockAccounts(q, accounts);
  let booked: Booked[] = [];
  const keys = new Set<string>();
  // Running balances: the locked balance plus what this batch has booked so far.
  const balances = new Map<LockedAccount, number>();
  const balanceOf = (account: LockedAccount) => balances.get(account) ?? account.balance;
  const lockedPair = (input: MoveMoneyInput) => {
    const debit = locked.find(input.debitAccountId);
    const credit = locked.find(input.creditAccountId);
    if (!debit || !credit) throw new AppError(404, 'ACCOUNT_NOT_FOUND', LEDGER_MESSAGES.accountNotFound);
    // One account named twice (by id and by owner) is no transfer.
    if (debit === credit) throw badRequest(LEDGER_MESSAGES.sameAccount);
    return { debit, credit };
  };

  const book = (input: MoveMoneyInput): BookedMovement => {
    validateMovement(input);
    const { debit, credit } = lockedPair(input);
    if (keys.has(input.idempotencyKey)) throw conflict();
    const debitAfter = balanceOf(debit) - input.amount;
    const creditAfter = balanceOf(credit) + input.amount;
    // The rule the CHECK on accounts holds for every writer, asked before writing, so that it refuses
    // this movement alone.
    if (debit.kind === 'player_wallet' && debitAfter < 0) throw insufficientFunds();
    if (!Number.isSafeInteger(debitAfter) || !Number.isSafeInteger(creditAfter)) throw badRequest(LEDGER_MESSAGES.amountTooLarge, 'amount');
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
  };

  const forget = () => {
    balances.clear();
    booked = [];
    keys.clear();
  };

  const write = async (): Promise<MoveMoneyResult[]> => {
    if (booked.length === 0) return [];
    const movements = booked;
    const written = await insertMovements(
      q,
      movements,
      [...balances].map(([account, balance]) => ({ id: account.id, delta: balance - account.balance })),
    );
    if (written.ids) {
      // What is written is the new starting point, should the caller book more.
      for (const [account, balance] of balances) account.balance = balance;
      forget();
      const ids = written.ids;
      return movements.map((m, i) => ({
        transferId: ids[i],
        replayed: false,
        debitBalance: m.debitAfter,
        creditBalance: m.creditAfter,
      }));
    }
    // Some of the keys were taken, the others by another transaction meanwhile: only a rollback
    // gives the ones taken back.
    if (written.keysTaken > 0) throw conflict();
    // Nothing was written: keys used before. Those are answered as the transfers they were, the
    // others booked again from the locked balances (the replayed ones moved nothing this time) and
    // written.
    forget();
    const used = await usedKeys(
      q,
      movements.map((m) => m.key),
    );
    if (used.size === 0) throw conflict();
    const answers = new Map<string, MoveMoneyResult>();
    for (const m of movements) {
      const first = used.get(m.key);
      if (first) answers.set(m.key, await answerReplay(q, first, m));
    }
    const rest = movements.filter((m) => !answers.has(m.key));
    for (const m of rest) {
      book({
        debitAccountId: m.debit,
        creditAccountId: m.credit,
        amount: m.amount,
        kind: m.kind,
        reference: m.reference,
        idempotencyKey: m.key,
      });
    }
    const again = await write();
    rest.forEach((m, i) => answers.set(m.key, again[i]));
    return movements.map((m) => answers.get(m.key)!);
  };

  return {
    book,
    balanceOf(ref) {
      const account = locked.find(ref);
      if (!account) throw new AppError(404, 'ACCOUNT_NOT_FOUND', LEDGER_MESSAGES.accountNotFound);
      return balanceOf(account);
    },
    write,
    async replayOf(input) {
      validateMovement(input);
      const { debit, credit } = lockedPair(input);
      const first = (await usedKeys(q, [input.idempotencyKey])).get(input.idempotencyKey);
      if (!first) return null;
      return answerReplay(q, first, {
        debit: debit.id,
        credit: credit.id,
        amount: input.amount,
        kind: input.kind,
        reference: input.reference ?? null,
      });
    },
  };
}

// One statement for the whole batch: the transfers' keys, the transfers, their two entries each and
// the balances. It writes nothing when any key is already in the ledger's keys (so that a replay in
// the batch moves nothing twice; a game key there is another movement's, refused as such), and no transfer, entry or balance when a key was taken by another
// transaction meanwhile (ON CONFLICT waited for it): `ids` is then null, and `keysTaken` says whether
// some of the batch's other keys went in (which only a rollback undoes). The transfers' ids are drawn
// first, so that each key is written with its transfer's id before the transfer.
async function insertMovements(
  q: Queryable,
  movements: readonly Booked[],
  changed: ReadonlyArray<{ id: number; delta: number }>,
): Promise<{ ids: number[] | null; keysTaken: number }> {
  const column = <K extends keyof Booked>(key: K) => movements.map((m) => m[key]);
  try {
    const { rows } = await q.query<{ ids: string[] | null; keys_taken: number }>(
      `WITH i AS MATERIALIZED (
         SELECT u.debit, u.credit, u.amount, u.kind, u.reference, u.key, u.debit_after, u.credit_after, u.n,
                nextval('transfers_id_seq') AS id, transfer_key_is_global(u.kind) AS global
         FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::text[], $5::text[], $6::text[], $7::bigint[], $8::bigint[])
           WITH ORDINALITY AS u(debit, credit, amount, kind, reference, key, debit_after, credit_after, n)
       ), fresh AS (
         SELECT NOT EXISTS (SELECT 1 FROM transfer_keys WHERE idempotency_key = ANY($6::text[])) AS ok
       ), k AS (
         INSERT INTO transfer_keys (idempotency_key, transfer_id, created_at)
         SELECT key, id, ledger_now() FROM i, fresh WHERE fresh.ok AND i.global ORDER BY n
         ON CONFLICT DO NOTHING
         RETURNING idempotency_key
       ), whole AS (
         SELECT fresh.ok AND (SELECT count(*) FROM k) = (SELECT count(*) FROM i WHERE global) AS ok FROM fresh
       ), t AS (
         INSERT INTO transfers (id, debit_account_id, credit_account_id, amount, kind, reference, idempotency_key, created_at)
         SELECT id, debit, credit, amount, kind, reference, key, ledger_now() FROM i, whole WHERE whole.ok ORDER BY n
         RETURNING id
       ), a AS (
         UPDATE accounts SET balance = accounts.balance + c.delta
         FROM unnest($9::bigint[], $10::bigint[]) AS c(id, delta), whole
         WHERE whole.ok AND accounts.id = c.id
       ), e AS (
         INSERT INTO entries (transfer_id, account_id, amount, balance_after, created_at)
         SELECT transfer_id, account_id, amount, balance_after, ledger_now() FROM (
           SELECT i.id AS transfer_id, i.debit AS account_id, -i.amount AS amount, i.debit_after AS balance_after, i.n, 0 AS side FROM i
           UNION ALL
           SELECT i.id, i.credit, i.amount, i.credit_after, i.n, 1 FROM i
         ) s, whole WHERE whole.ok ORDER BY n, side
       )
       SELECT CASE WHEN (SELECT count(*) FROM t) > 0 THEN (SELECT array_agg(id ORDER BY n) FROM i) END AS ids,
              (SELECT count(*) FROM k)::int AS keys_taken`,
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
    );
    const { ids, keys_taken: keysTaken } = rows[0];
    return { ids: ids ? ids.map(Number) : null, keysTaken };
  } catch (error) {
    // The CHECK on accounts is what keeps a wallet from going negative for every writer; the locks
    // make it agree with book()'s own check, but it has the last word.
    const e = error as { code?: string; constraint?: string } | null;
    if (e?.code === CHECK_VIOLATION && (e.constraint === WALLET_NOT_NEGATIVE || e.constraint === undefined)) throw insufficientFunds();
    throw error;
  }
}

// The transfers of the keys kept in transfer_keys (the keys of game money are not: none is found).
async function usedKeys(q: Queryable, keys: readonly string[]): Promise<Map<string, TransferRow>> {
  const { rows } = await q.query<TransferRow>(
    `SELECT t.id, t.debit_account_id, t.credit_account_id, t.amount, t.kind, t.reference, t.idempotency_key, t.created_at::text
     FROM transfer_keys k JOIN transfers t ON t.id = k.transfer_id AND t.created_at = k.created_at
     WHERE k.idempotency_key = ANY($1::text[])`,
    [keys],
  );
  return new Map(rows.map((row) => [row.idempotency_key, row]));
}

// The key was used before: answer what happened then, provided this is the same movement. A key
// reused for a different one is a bug in the caller, and must not be mistaken for a retry.
async function answerReplay(
  q: Queryable,
  first: TransferRow,
  movement: Pick<Booked, 'debit' | 'credit' | 'amount' | 'kind' | 'reference'>,
): Promise<MoveMoneyResult> {
  if (
    Number(first.debit_account_id) !== movement.debit ||
    Number(first.credit_account_id) !== movement.credit ||
    Number(first.amount) !== movement.amount ||
    first.kind !== movement.kind ||
    first.reference !== movement.reference
  ) {
    throw conflict();
  }
  const { rows } = await q.query<{ account_id: number; balance_after: number }>(
    'SELECT account_id, balance_after FROM entries WHERE transfer_id = $1 AND created_at = $2::timestamptz',
    [first.id, first.created_at],
  );
  const balanceAfter = (accountId: number) => Number(rows.find((e) => Number(e.account_id) === accountId)?.balance_after ?? 0);
  return {
    transferId: Number(first.id),
    replayed: true,
    debitBalance: balanceAfter(movement.debit),
    creditBalance: balanceAfter(movement.credit),
  };
}

// Refuse before touching the database: a float, NaN or a number past 2^53 would be rounded by the
// driver or by JSON, and money must be exact.
export function validateMovement(input: MoveMoneyInput): void {
  const { amount } = input;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) {
    throw badRequest(LEDGER_MESSAGES.amountInvalid, 'amount');
  }
  if (!Number.isSafeInteger(amount)) throw badRequest(LEDGER_MESSAGES.amountTooLarge, 'amount');
  for (const ref of [input.debitAccountId, input.creditAccountId]) {
    const id = typeof ref === 'number' ? ref : 'wallet' in ref ? ref.wallet : ref.houseOf.player;
    if (!Number.isSafeInteger(id) || id <= 0) throw new AppError(404, 'ACCOUNT_NOT_FOUND', LEDGER_MESSAGES.accountNotFound);
  }
  if (input.debitAccountId === input.creditAccountId) throw badRequest(LEDGER_MESSAGES.sameAccount);
  if (typeof input.kind !== 'string' || input.kind.trim() === '') throw badRequest(LEDGER_MESSAGES.kindMissing);
  if (typeof input.idempotencyKey !== 'string' || input.idempotencyKey.trim() === '') {
    throw badRequest(LEDGER_MESSAGES.idempotencyKeyMissing);
  }
}

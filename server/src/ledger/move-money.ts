import type { Db, Queryable } from '../db/db';
import { AppError, badRequest } from '../http/app-error';
import { LEDGER_MESSAGES } from './ledger-messages';
import { lockAccounts, type AccountRef } from './lock-accounts';

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
  // Same key = same movement: a retry returns the first transfer and moves nothing.
  idempotencyKey: string;
}

export interface MoveMoneyResult {
  transferId: number;
  // True when the key had already been used: nothing moved this time.
  replayed: boolean;
  // Balances right after this transfer (for a replay, right after the original one).
  debitBalance: number;
  creditBalance: number;
}

interface TransferRow {
  id: number;
  debit_account_id: number;
  credit_account_id: number;
  amount: number;
  kind: string;
  reference: string | null;
}

const WALLET_NOT_NEGATIVE = 'accounts_player_wallet_not_negative';
const CHECK_VIOLATION = '23514';

// THE one function that moves money (see docs/architecture.md, "Where money moves"). It runs in the
// caller's transaction, so a game or a deposit commits its own rows and its transfer together or not
// at all. Any refusal throws, and the caller's transaction must then roll back (on PostgreSQL the
// failed statement has aborted it).
export async function moveMoney(q: Queryable, input: MoveMoneyInput): Promise<MoveMoneyResult> {
  const { amount, kind, idempotencyKey } = input;
  const reference = input.reference ?? null;
  validateMovement(input);

  // Both rows locked in the ledger's one order (lock-accounts.ts).
  const { debitAccountId, creditAccountId } = await lockBoth(q, input.debitAccountId, input.creditAccountId);

  // The rest is one statement, so the locks above are held for one round trip and the commit, not
  // five (house accounts are hot rows: every bet of a game touches one). The unique key decides
  // whether this is new: a concurrent call with the same key waits for the first to commit (then
  // inserts nothing and becomes a replay) or roll back (then inserts its own).
  let moved: { transfer_id: number; debit_balance: number; credit_balance: number } | undefined;
  try {
    const { rows } = await q.query<{ transfer_id: number; debit_balance: number; credit_balance: number }>(
      `WITH t AS (
         INSERT INTO transfers (debit_account_id, credit_account_id, amount, kind, reference, idempotency_key)
         VALUES ($1::bigint, $2::bigint, $3::bigint, $4, $5, $6)
         ON CONFLICT (idempotency_key) DO NOTHING
         RETURNING id
       ), d AS (
         UPDATE accounts SET balance = balance - $3::bigint
         WHERE id = $1::bigint AND EXISTS (SELECT 1 FROM t) RETURNING balance
       ), c AS (
         UPDATE accounts SET balance = balance + $3::bigint
         WHERE id = $2::bigint AND EXISTS (SELECT 1 FROM t) RETURNING balance
       ), e AS (
         INSERT INTO entries (transfer_id, account_id, amount, balance_after)
         SELECT t.id, $1::bigint, -$3::bigint, d.balance FROM t, d
         UNION ALL
         SELECT t.id, $2::bigint, $3::bigint, c.balance FROM t, c
       )
       SELECT t.id AS transfer_id, d.balance AS debit_balance, c.balance AS credit_balance FROM t, d, c`,
      [debitAccountId, creditAccountId, amount, kind, reference, idempotencyKey],
    );
    moved = rows[0];
  } catch (error) {
    // The CHECK on accounts, not an `if` here, is what keeps a wallet from going negative: it holds
    // for every writer, and cannot be raced.
    const e = error as { code?: string; constraint?: string } | null;
    if (e?.code === CHECK_VIOLATION && (e.constraint === WALLET_NOT_NEGATIVE || e.constraint === undefined)) {
      throw new AppError(400, 'INSUFFICIENT_FUNDS', LEDGER_MESSAGES.insufficientFunds, 'amount');
    }
    throw error;
  }
  if (!moved) return replay(q, { ...input, debitAccountId, creditAccountId }, reference);
  const transferId = moved.transfer_id;
  const debitBalance = moved.debit_balance;
  const creditBalance = moved.credit_balance;
  return { transferId, replayed: false, debitBalance, creditBalance };
}

// Both accounts, found (by id or by owner) and locked in one statement.
async function lockBoth(q: Queryable, debit: AccountRef, credit: AccountRef): Promise<{ debitAccountId: number; creditAccountId: number }> {
  const locked = await lockAccounts(q, [debit, credit]);
  const debitRow = locked.find(debit);
  const creditRow = locked.find(credit);
  if (!debitRow || !creditRow) throw new AppError(404, 'ACCOUNT_NOT_FOUND', LEDGER_MESSAGES.accountNotFound);
  // One account named twice (by id and by owner) is no transfer.
  if (debitRow === creditRow) throw badRequest(LEDGER_MESSAGES.sameAccount);
  return { debitAccountId: debitRow.id, creditAccountId: creditRow.id };
}

// For a caller with no transaction of its own.
export function transfer(db: Db, input: MoveMoneyInput): Promise<MoveMoneyResult> {
  return db.tx((q) => moveMoney(q, input));
}

// The key was used before: answer what happened then, provided this is the same movement. A key
// reused for a different one is a bug in the caller, and must not be mistaken for a retry.
async function replay(
  q: Queryable,
  input: MoveMoneyInput & { debitAccountId: number; creditAccountId: number },
  reference: string | null,
): Promise<MoveMoneyResult> {
  const { rows } = await q.query<TransferRow>(
    `SELECT id, debit_account_id, credit_account_id, amount, kind, reference FROM transfers WHERE idempotency_key = $1`,
    [input.idempotencyKey],
  );
  const existing = rows[0];
  if (
    !existing ||
    existing.debit_account_id !== input.debitAccountId ||
    existing.credit_account_id !== input.creditAccountId ||
    existing.amount !== input.amount ||
    existing.kind !== input.kind ||
    existing.reference !== reference
  ) {
    throw new AppError(409, 'IDEMPOTENCY_CONFLICT', LEDGER_MESSAGES.idempotencyConflict);
  }
  const entries = await q.query<{ account_id: number; balance_after: number }>(
    'SELECT account_id, balance_after FROM entries WHERE transfer_id = $1',
    [existing.id],
  );
  const balanceOf = (accountId: number) => entries.rows.find((e) => e.account_id === accountId)?.balance_after ?? 0;
  return {
    transferId: existing.id,
    replayed: true,
    debitBalance: balanceOf(existing.debit_account_id),
    creditBalance: balanceOf(existing.credit_account_id),
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

import type { Db, Queryable } from '../db/db';
import { AppError, badRequest } from '../http/app-error';
import { LEDGER_MESSAGES } from './ledger-messages';

export interface MoveMoneyInput {
  // The account the money leaves (its entry is negative).
  debitAccountId: number;
  // The account the money enters (its entry is positive).
  creditAccountId: number;
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

// THE one function that moves money (DESIGN 6). It runs in the caller's transaction, so a game or
// a deposit commits its own rows and its transfer together or not at all. Any refusal throws, and
// the caller's transaction must then roll back (on PostgreSQL the failed statement has aborted it).
export async function moveMoney(q: Queryable, input: MoveMoneyInput): Promise<MoveMoneyResult> {
  const { debitAccountId, creditAccountId, amount, kind, idempotencyKey } = input;
  const reference = input.reference ?? null;
  validate(input);

  // Lock both rows in ascending id order: two transfers between the same accounts in opposite
  // directions then queue on the same first row instead of each holding one and waiting on the
  // other (a deadlock). Two statements keep the order explicit rather than relying on a plan.
  const [firstId, secondId] = debitAccountId < creditAccountId ? [debitAccountId, creditAccountId] : [creditAccountId, debitAccountId];
  for (const id of [firstId, secondId]) {
    const { rows } = await q.query('SELECT id FROM accounts WHERE id = $1 FOR UPDATE', [id]);
    if (rows.length === 0) throw new AppError(404, 'ACCOUNT_NOT_FOUND', LEDGER_MESSAGES.accountNotFound);
  }

  // The unique key decides whether this is new. A concurrent call with the same key waits here for
  // the first to commit (then finds its row) or roll back (then inserts its own).
  const inserted = await q.query<{ id: number }>(
    `INSERT INTO transfers (debit_account_id, credit_account_id, amount, kind, reference, idempotency_key)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (idempotency_key) DO NOTHING
     RETURNING id`,
    [debitAccountId, creditAccountId, amount, kind, reference, idempotencyKey],
  );
  if (inserted.rows.length === 0) return replay(q, input, reference);
  const transferId = inserted.rows[0].id;

  let debitBalance: number;
  try {
    const debited = await q.query<{ balance: number }>(
      'UPDATE accounts SET balance = balance - $2 WHERE id = $1 RETURNING balance',
      [debitAccountId, amount],
    );
    debitBalance = debited.rows[0].balance;
  } catch (error) {
    // The CHECK on accounts, not an `if` here, is what keeps a wallet from going negative: it holds
    // for every writer, and cannot be raced.
    const e = error as { code?: string; constraint?: string } | null;
    if (e?.code === CHECK_VIOLATION && (e.constraint === WALLET_NOT_NEGATIVE || e.constraint === undefined)) {
      throw new AppError(400, 'INSUFFICIENT_FUNDS', LEDGER_MESSAGES.insufficientFunds, 'amount');
    }
    throw error;
  }
  const credited = await q.query<{ balance: number }>(
    'UPDATE accounts SET balance = balance + $2 WHERE id = $1 RETURNING balance',
    [creditAccountId, amount],
  );
  const creditBalance = credited.rows[0].balance;

  await q.query(
    `INSERT INTO entries (transfer_id, account_id, amount, balance_after)
     VALUES ($1, $2, $3, $4), ($1, $5, $6, $7)`,
    [transferId, debitAccountId, -amount, debitBalance, creditAccountId, amount, creditBalance],
  );
  return { transferId, replayed: false, debitBalance, creditBalance };
}

// For a caller with no transaction of its own.
export function transfer(db: Db, input: MoveMoneyInput): Promise<MoveMoneyResult> {
  return db.tx((q) => moveMoney(q, input));
}

// The key was used before: answer what happened then, provided this is the same movement. A key
// reused for a different one is a bug in the caller, and must not be mistaken for a retry.
async function replay(q: Queryable, input: MoveMoneyInput, reference: string | null): Promise<MoveMoneyResult> {
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
function validate(input: MoveMoneyInput): void {
  const { amount } = input;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) {
    throw badRequest(LEDGER_MESSAGES.amountInvalid, 'amount');
  }
  if (!Number.isSafeInteger(amount)) throw badRequest(LEDGER_MESSAGES.amountTooLarge, 'amount');
  for (const id of [input.debitAccountId, input.creditAccountId]) {
    if (!Number.isSafeInteger(id) || id <= 0) throw new AppError(404, 'ACCOUNT_NOT_FOUND', LEDGER_MESSAGES.accountNotFound);
  }
  if (input.debitAccountId === input.creditAccountId) throw badRequest(LEDGER_MESSAGES.sameAccount);
  if (typeof input.kind !== 'string' || input.kind.trim() === '') throw badRequest(LEDGER_MESSAGES.kindMissing);
  if (typeof input.idempotencyKey !== 'string' || input.idempotencyKey.trim() === '') {
    throw badRequest(LEDGER_MESSAGES.idempotencyKeyMissing);
  }
}

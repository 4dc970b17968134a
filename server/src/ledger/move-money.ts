import type { Db, Queryable } from '../db/db';
import { AppError } from '../http/app-error';
import { openMoneyBatch, validateMovement, type MoveMoneyInput, type MoveMoneyResult } from './move-money-batch';

export type { AccountRef, MoveMoneyInput, MoveMoneyResult } from './move-money-batch';
export { validateMovement } from './move-money-batch';

// One movement: a batch of one (move-money-batch.ts holds the ledger's one write path and its one
// replay rule). It runs in the caller's transaction, so a deposit or a withdrawal commits its own
// rows and its transfer together or not at all. Any refusal throws, and the caller's transaction
// must then roll back.
export async function moveMoney(q: Queryable, input: MoveMoneyInput): Promise<MoveMoneyResult> {
  // Before touching the database: a malformed account or amount is a 400, never a driver error.
  validateMovement(input);
  const batch = await openMoneyBatch(q, [input.debitAccountId, input.creditAccountId]);
  try {
    batch.book(input);
  } catch (error) {
    // A retry of a movement that was made finds the wallet as it is now, perhaps spent since: it is
    // still the replay it is, and answered as one.
    if (error instanceof AppError && error.error === 'INSUFFICIENT_FUNDS') {
      const replay = await batch.replayOf(input);
      if (replay) return replay;
    }
    throw error;
  }
  const [moved] = await batch.write();
  return moved;
}

// For a caller with no transaction of its own.
export function transfer(db: Db, input: MoveMoneyInput): Promise<MoveMoneyResult> {
  return db.tx((q) => moveMoney(q, input));
}

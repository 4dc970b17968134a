// The page's key for a withdrawal request: a copy sent again after its answer was lost (a node gone,
// the link cut) finds the withdrawal the first copy created instead of creating a second one.
export const withdrawalIdempotencyKeys = {
  id: '012_withdrawal_idempotency_keys',
  sql: `
ALTER TABLE withdrawals ADD COLUMN idempotency_key text;
CREATE UNIQUE INDEX withdrawals_idempotency_key ON withdrawals (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
`,
};

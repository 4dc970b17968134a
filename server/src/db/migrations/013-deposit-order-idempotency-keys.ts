// The page's key for a QR order: a copy of the request sent again after its answer was lost finds
// the order (and the QR) the first copy made instead of making a second one.
export const depositOrderIdempotencyKeys = {
  id: '013_deposit_order_idempotency_keys',
  sql: `
ALTER TABLE deposit_orders ADD COLUMN idempotency_key text;
CREATE UNIQUE INDEX deposit_orders_idempotency_key ON deposit_orders (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
`,
};

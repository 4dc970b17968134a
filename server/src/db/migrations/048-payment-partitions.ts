// Deposit orders, the bank feed's transfers and withdrawals are partitioned by month too (as the bets
// and the ledger are, migrations 046 and 047): their indexes and autovacuum are each month's alone,
// and a month can later be archived whole.
//
// - Each table's primary key is (id, created_at); ids come from the same sequences as before, so an
//   id is still unique on its own.
// - What "credited once" rests on can no longer be a unique index of the partitioned table (one must
//   hold the partition key). Each table's unique keys are kept in a small unpartitioned table beside
//   it, written by the same statement as the row, never changed or removed:
//   - deposit_order_keys: an order's code (the words a player types in the transfer's content, which
//     the feed matches on) once, and a player's request key once per player;
//   - bank_transfer_keys: the provider's transaction id once: a notification sent again finds its id
//     taken and is answered as a replay;
//   - withdrawal_keys: a player's request key once per player.
//   A concurrent writer of the same key waits on the key table's row, as it waited on the unique
//   index before; the answers (a code drawn again, a replay, a 409) are the same.
// - An order and its bank transfer name each other: each foreign key points at the other table's key
//   table, which holds every id of it (its unique order_id or transfer_id).
// - The tables as they were become the partitions of everything before next month: their rows stay
//   where they are, the keys are copied once.
export const paymentPartitions = {
  id: '048_payment_partitions',
  sql: `
CREATE FUNCTION keys_are_permanent() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'keys are kept for ever (% on %)', TG_OP, TG_TABLE_NAME;
END;
$$;

CREATE TABLE deposit_order_keys (
  code text PRIMARY KEY,
  order_id bigint NOT NULL UNIQUE,
  user_id bigint NOT NULL,
  idempotency_key text,
  -- The order's time: the month it is found in.
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX deposit_order_keys_request ON deposit_order_keys (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;

CREATE TABLE bank_transfer_keys (
  provider_tx_id text PRIMARY KEY,
  transfer_id bigint NOT NULL UNIQUE,
  created_at timestamptz NOT NULL
);

CREATE TABLE withdrawal_keys (
  user_id bigint NOT NULL,
  idempotency_key text NOT NULL,
  withdrawal_id bigint NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, idempotency_key)
);

INSERT INTO deposit_order_keys (code, order_id, user_id, idempotency_key, created_at)
  SELECT code, id, user_id, idempotency_key, created_at FROM deposit_orders;
INSERT INTO bank_transfer_keys (provider_tx_id, transfer_id, created_at) SELECT provider_tx_id, id, created_at FROM bank_transfers;
INSERT INTO withdrawal_keys (user_id, idempotency_key, withdrawal_id, created_at)
  SELECT user_id, idempotency_key, id, created_at FROM withdrawals WHERE idempotency_key IS NOT NULL;

CREATE TRIGGER deposit_order_keys_permanent BEFORE UPDATE OR DELETE ON deposit_order_keys
  FOR EACH ROW EXECUTE FUNCTION keys_are_permanent();
CREATE TRIGGER bank_transfer_keys_permanent BEFORE UPDATE OR DELETE ON bank_transfer_keys
  FOR EACH ROW EXECUTE FUNCTION keys_are_permanent();
CREATE TRIGGER withdrawal_keys_permanent BEFORE UPDATE OR DELETE ON withdrawal_keys
  FOR EACH ROW EXECUTE FUNCTION keys_are_permanent();
CREATE TRIGGER deposit_order_keys_no_truncate BEFORE TRUNCATE ON deposit_order_keys FOR EACH STATEMENT EXECUTE FUNCTION refuse_truncate();
CREATE TRIGGER bank_transfer_keys_no_truncate BEFORE TRUNCATE ON bank_transfer_keys FOR EACH STATEMENT EXECUTE FUNCTION refuse_truncate();
CREATE TRIGGER withdrawal_keys_no_truncate BEFORE TRUNCATE ON withdrawal_keys FOR EACH STATEMENT EXECUTE FUNCTION refuse_truncate();

-- The tables as they were: their unique keys now live in the key tables, their cross references
-- come back pointing at them.
ALTER TABLE bank_transfers DROP CONSTRAINT bank_transfers_deposit_order_id_fkey;
ALTER TABLE deposit_orders DROP CONSTRAINT deposit_orders_bank_transfer_fkey;
ALTER TABLE deposit_orders DROP CONSTRAINT deposit_orders_code_key;
DROP INDEX deposit_orders_idempotency_key;
ALTER TABLE bank_transfers DROP CONSTRAINT bank_transfers_provider_tx_id_key;
DROP INDEX withdrawals_idempotency_key;
ALTER TABLE deposit_orders RENAME TO deposit_orders_before;
ALTER TABLE deposit_orders_before RENAME CONSTRAINT deposit_orders_pkey TO deposit_orders_before_pkey;
ALTER TABLE bank_transfers RENAME TO bank_transfers_before;
ALTER TABLE bank_transfers_before RENAME CONSTRAINT bank_transfers_pkey TO bank_transfers_before_pkey;
ALTER TABLE withdrawals RENAME TO withdrawals_before;
ALTER TABLE withdrawals_before RENAME CONSTRAINT withdrawals_pkey TO withdrawals_before_pkey;

CREATE TABLE deposit_orders (
  LIKE deposit_orders_before INCLUDING DEFAULTS INCLUDING CONSTRAINTS,
  PRIMARY KEY (id, created_at),
  FOREIGN KEY (user_id) REFERENCES users (id),
  FOREIGN KEY (vendor_card_id) REFERENCES vendor_cards (id),
  FOREIGN KEY (bank_transfer_id) REFERENCES bank_transfer_keys (transfer_id)
) PARTITION BY RANGE (created_at);
ALTER SEQUENCE deposit_orders_id_seq OWNED BY deposit_orders.id;
ALTER TABLE deposit_orders_before ALTER COLUMN id DROP DEFAULT;
CREATE INDEX deposit_orders_by_code_all ON deposit_orders (code);
CREATE INDEX deposit_orders_by_request_all ON deposit_orders (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
CREATE INDEX deposit_orders_by_status_all ON deposit_orders (status, id DESC);
CREATE INDEX deposit_orders_by_user_all ON deposit_orders (user_id, id DESC);
CREATE INDEX deposit_orders_pending_by_expiry_all ON deposit_orders (expires_at) WHERE status = 'PENDING';

CREATE TABLE bank_transfers (
  LIKE bank_transfers_before INCLUDING DEFAULTS INCLUDING CONSTRAINTS,
  PRIMARY KEY (id, created_at),
  FOREIGN KEY (assigned_by) REFERENCES users (id),
  FOREIGN KEY (assigned_user_id) REFERENCES users (id),
  FOREIGN KEY (deposit_order_id) REFERENCES deposit_order_keys (order_id)
) PARTITION BY RANGE (created_at);
ALTER SEQUENCE bank_transfers_id_seq OWNED BY bank_transfers.id;
ALTER TABLE bank_transfers_before ALTER COLUMN id DROP DEFAULT;
CREATE INDEX bank_transfers_by_provider_tx_all ON bank_transfers (provider_tx_id);
CREATE INDEX bank_transfers_assigned_by_user_all ON bank_transfers (assigned_user_id, assigned_at DESC) WHERE assigned_user_id IS NOT NULL;
CREATE INDEX bank_transfers_by_order_all ON bank_transfers (deposit_order_id) WHERE deposit_order_id IS NOT NULL;
CREATE INDEX bank_transfers_by_status_all ON bank_transfers (status, id DESC);

CREATE TABLE withdrawals (
  LIKE withdrawals_before INCLUDING DEFAULTS INCLUDING CONSTRAINTS,
  PRIMARY KEY (id, created_at),
  FOREIGN KEY (user_id) REFERENCES users (id),
  FOREIGN KEY (bank_account_id) REFERENCES user_bank_accounts (id),
  FOREIGN KEY (processed_by) REFERENCES users (id)
) PARTITION BY RANGE (created_at);
ALTER SEQUENCE withdrawals_id_seq OWNED BY withdrawals.id;
ALTER TABLE withdrawals_before ALTER COLUMN id DROP DEFAULT;
CREATE INDEX withdrawals_by_request_all ON withdrawals (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
CREATE INDEX withdrawals_by_status_all ON withdrawals (status, id DESC);
CREATE INDEX withdrawals_by_time_all ON withdrawals (created_at);
CREATE INDEX withdrawals_by_user_all ON withdrawals (user_id, id DESC);
CREATE INDEX withdrawals_pending_by_bank_account_all ON withdrawals (bank_account_id) WHERE status = 'PENDING';

INSERT INTO partitioned_tables (name) VALUES ('deposit_orders'), ('bank_transfers'), ('withdrawals');

-- Each old table with rows becomes the partition of everything before next month (or before the
-- month after its last row, should a clock have written ahead); an empty one is dropped. Attached,
-- it takes the new table's indexes (its own, where they are the same) and foreign keys, checked
-- against its rows once.
DO $$
DECLARE
  t text;
  next_month date;
  last_at timestamptz;
BEGIN
  FOREACH t IN ARRAY ARRAY['deposit_orders', 'bank_transfers', 'withdrawals'] LOOP
    next_month := (date_trunc('month', (now() AT TIME ZONE 'UTC') + interval '7 hours') + interval '1 month')::date;
    EXECUTE format('SELECT max(created_at) FROM %I', t || '_before') INTO last_at;
    IF last_at IS NULL THEN
      EXECUTE format('DROP TABLE %I', t || '_before');
      CONTINUE;
    END IF;
    IF last_at >= vietnam_month_start(next_month) THEN
      next_month := (date_trunc('month', (last_at AT TIME ZONE 'UTC') + interval '7 hours') + interval '1 month')::date;
    END IF;
    EXECUTE format('ALTER TABLE %I DROP CONSTRAINT %I', t || '_before', t || '_before_pkey');
    EXECUTE format('ALTER TABLE %I ADD CONSTRAINT %I PRIMARY KEY (id, created_at)', t || '_before', t || '_before_pkey');
    EXECUTE format('ALTER TABLE %I ATTACH PARTITION %I FOR VALUES FROM (MINVALUE) TO (%L)', t, t || '_before',
      vietnam_month_start(next_month));
  END LOOP;
END;
$$;
SELECT ensure_month_partitions((now() + interval '7 hours')::date, (now() + interval '7 hours' + interval '2 months')::date);
`,
};

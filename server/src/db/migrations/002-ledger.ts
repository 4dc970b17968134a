// The double-entry ledger. 001 created `accounts` with player wallets only; this
// adds the system accounts money comes from and goes to, and the two append-only tables that record
// every movement. Constraint names are spelled out because the ledger code maps them to answers.
export const ledger = {
  id: '002_ledger',
  sql: `
-- Every kind the ledger knows; a later migration widens this list when a feature needs a new one.
ALTER TABLE accounts ADD CONSTRAINT accounts_kind_check CHECK (
  kind IN ('player_wallet', 'house_taixiu', 'house_xocdia', 'bank_in', 'withdrawal_hold', 'external')
);
-- Only player wallets belong to a user; the others are the house's, one row per kind.
ALTER TABLE accounts ADD CONSTRAINT accounts_system_has_no_user CHECK (kind = 'player_wallet' OR user_id IS NULL);
-- UNIQUE (kind, user_id) does not stop a second system row: NULLs never collide in a unique index.
CREATE UNIQUE INDEX accounts_system_kind_key ON accounts (kind) WHERE user_id IS NULL;

INSERT INTO accounts (kind, user_id) VALUES
  ('house_taixiu', NULL),
  ('house_xocdia', NULL),
  ('bank_in', NULL),
  ('withdrawal_hold', NULL),
  ('external', NULL);

-- One row per movement of money: it leaves debit_account_id and enters credit_account_id.
CREATE TABLE transfers (
  id bigserial PRIMARY KEY,
  debit_account_id bigint NOT NULL REFERENCES accounts (id),
  credit_account_id bigint NOT NULL REFERENCES accounts (id),
  amount bigint NOT NULL,
  kind text NOT NULL,
  reference text,
  -- A retried request (a replayed webhook, a double click) finds its first transfer here.
  idempotency_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT transfers_amount_positive CHECK (amount > 0),
  CONSTRAINT transfers_distinct_accounts CHECK (debit_account_id <> credit_account_id),
  CONSTRAINT transfers_idempotency_key_key UNIQUE (idempotency_key)
);
CREATE INDEX transfers_by_debit_account ON transfers (debit_account_id, id);
CREATE INDEX transfers_by_credit_account ON transfers (credit_account_id, id);

-- Two rows per transfer, one per side: negative on the debited account, positive on the credited
-- one, each with the account's balance right after it (a statement reads without summing).
CREATE TABLE entries (
  id bigserial PRIMARY KEY,
  transfer_id bigint NOT NULL REFERENCES transfers (id),
  account_id bigint NOT NULL REFERENCES accounts (id),
  amount bigint NOT NULL,
  balance_after bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT entries_amount_not_zero CHECK (amount <> 0),
  CONSTRAINT entries_transfer_account_key UNIQUE (transfer_id, account_id)
);
CREATE INDEX entries_by_account ON entries (account_id, id);

-- History is append-only: a mistake is corrected by a new (reversing) transfer, never by editing
-- or deleting what happened. The database refuses it whatever the code above it does.
CREATE FUNCTION ledger_rows_are_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are append-only (% on %)', TG_OP, TG_TABLE_NAME;
END;
$$;
CREATE TRIGGER transfers_append_only BEFORE UPDATE OR DELETE ON transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_rows_are_immutable();
CREATE TRIGGER entries_append_only BEFORE UPDATE OR DELETE ON entries
  FOR EACH ROW EXECUTE FUNCTION ledger_rows_are_immutable();
`,
};

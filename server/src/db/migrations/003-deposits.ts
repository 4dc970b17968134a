// Deposits: the house's receiving accounts (vendor cards), the operator's
// configs, the players' QR orders, and every transfer the bank feed reported. Constraint names are
// spelled out because the code maps them to answers.
export const deposits = {
  id: '003_deposits',
  sql: `
CREATE TABLE vendor_cards (
  id bigserial PRIMARY KEY,
  bank_name text NOT NULL,
  bank_code text NOT NULL,
  -- NAPAS BIN of the bank (6 digits): what a VietQR payload names.
  bin text NOT NULL,
  account_number text NOT NULL,
  account_name text NOT NULL,
  swift_code text,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT vendor_cards_bin_account_key UNIQUE (bin, account_number)
);

-- A receiving account so that a fresh install takes deposits at once; the operator replaces it
-- (PUT /api/admin/vendor-cards/:id or npm run admin -- vendor-card-add ...).
INSERT INTO vendor_cards (bank_name, bank_code, bin, account_number, account_name, swift_code)
VALUES ('Vietcombank', 'VCB', '970436', '1234567890', 'CONG TY DEMO', 'BFTVVNVX');

CREATE TABLE system_configs (
  id text PRIMARY KEY,
  value text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO system_configs (id, value) VALUES
  ('prefix_order', 'HD'),
  ('deposit_min_amount', '10000'),
  ('deposit_max_amount', '100000000');

CREATE TABLE deposit_orders (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  vendor_card_id bigint NOT NULL REFERENCES vendor_cards (id),
  amount bigint NOT NULL,
  -- ORDER_CODE_LENGTH characters of ORDER_CODE_ALPHABET; the bank feed finds the order by it.
  code text NOT NULL,
  -- prefix_order + code as it was when the order was made: what the player types.
  content text NOT NULL,
  status text NOT NULL DEFAULT 'PENDING',
  qr_data text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz,
  -- 'webhook' or 'admin:<user id>'.
  confirmed_by text,
  rejected_at timestamptz,
  reject_reason text,
  bank_transfer_id bigint,
  CONSTRAINT deposit_orders_amount_positive CHECK (amount > 0),
  CONSTRAINT deposit_orders_code_key UNIQUE (code),
  CONSTRAINT deposit_orders_status_check CHECK (status IN ('PENDING', 'CONFIRMED', 'REJECTED', 'EXPIRED'))
);
-- A player's history, newest first.
CREATE INDEX deposit_orders_by_user ON deposit_orders (user_id, id DESC);
-- The operator's list by status.
CREATE INDEX deposit_orders_by_status ON deposit_orders (status, id DESC);
-- The expiry sweep reads only pending orders.
CREATE INDEX deposit_orders_pending_by_expiry ON deposit_orders (expires_at) WHERE status = 'PENDING';

-- Every transfer the bank feed reported, matched or not: no player's money is ever dropped.
CREATE TABLE bank_transfers (
  id bigserial PRIMARY KEY,
  -- The provider's transaction id: a replayed notification finds its first row here.
  provider_tx_id text NOT NULL,
  gateway text,
  account_number text,
  content text NOT NULL DEFAULT '',
  amount bigint NOT NULL,
  transfer_type text NOT NULL,
  reference_code text,
  -- As the provider wrote it ("2024-05-01 10:20:30", bank local time).
  transaction_date text,
  raw jsonb NOT NULL,
  status text NOT NULL,
  deposit_order_id bigint REFERENCES deposit_orders (id),
  assigned_user_id bigint REFERENCES users (id),
  assigned_by bigint REFERENCES users (id),
  assigned_at timestamptz,
  note text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT bank_transfers_provider_tx_id_key UNIQUE (provider_tx_id),
  CONSTRAINT bank_transfers_amount_not_negative CHECK (amount >= 0),
  CONSTRAINT bank_transfers_type_check CHECK (transfer_type IN ('in', 'out')),
  CONSTRAINT bank_transfers_status_check CHECK (status IN ('MATCHED', 'UNMATCHED', 'ASSIGNED', 'IGNORED'))
);
CREATE INDEX bank_transfers_by_status ON bank_transfers (status, id DESC);
CREATE INDEX bank_transfers_by_order ON bank_transfers (deposit_order_id) WHERE deposit_order_id IS NOT NULL;

ALTER TABLE deposit_orders ADD CONSTRAINT deposit_orders_bank_transfer_fkey
  FOREIGN KEY (bank_transfer_id) REFERENCES bank_transfers (id);
`,
};

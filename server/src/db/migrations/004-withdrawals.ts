// Withdrawals: the players' own bank accounts, second-level passwords and the
// single-use tokens they issue, withdrawal requests, and the players' responsible-gaming limits.
// Constraint names are spelled out because the code maps them to answers.
export const withdrawals = {
  id: '004_withdrawals',
  sql: `
-- Accounts a player withdraws to. A deleted one is kept (deleted_at) because past withdrawals
-- name it; only live rows count for the uniqueness, the default and the cap.
CREATE TABLE user_bank_accounts (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  bank_code text NOT NULL,
  bank_name text NOT NULL,
  account_number text NOT NULL,
  -- Upper case, no accents (normalizeAccountName): as the bank holds it.
  account_name text NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX user_bank_accounts_user_bank_number_key
  ON user_bank_accounts (user_id, bank_code, account_number) WHERE deleted_at IS NULL;
-- At most one default per player.
CREATE UNIQUE INDEX user_bank_accounts_one_default_key
  ON user_bank_accounts (user_id) WHERE is_default AND deleted_at IS NULL;

-- The second-level password (argon2id) and its lock: five failures within a 15-minute window set
-- locked_until 15 minutes ahead.
CREATE TABLE two_factor_passwords (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  password_hash text NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0,
  failure_window_started_at timestamptz,
  locked_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT two_factor_passwords_failed_attempts_check CHECK (failed_attempts >= 0)
);

-- What POST /core/users/2fa/validate hands out: only the SHA-256 of the random id is kept. Single
-- use (used_at), short-lived (expires_at), bound to one player and one action.
CREATE TABLE two_factor_tokens (
  id bigserial PRIMARY KEY,
  token_hash text NOT NULL,
  user_id bigint NOT NULL REFERENCES users (id),
  action text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  CONSTRAINT two_factor_tokens_token_hash_key UNIQUE (token_hash)
);
CREATE INDEX two_factor_tokens_by_expiry ON two_factor_tokens (expires_at);

CREATE TABLE withdrawals (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  bank_account_id bigint NOT NULL REFERENCES user_bank_accounts (id),
  -- The account as it was when the player asked: what the operator pays to.
  bank_code text NOT NULL,
  bank_name text NOT NULL,
  account_number text NOT NULL,
  account_name text NOT NULL,
  amount bigint NOT NULL,
  status text NOT NULL DEFAULT 'PENDING',
  admin_note text,
  reject_reason text,
  -- The bank's reference of the payout, typed by the operator on approval.
  transaction_ref text,
  processed_at timestamptz,
  processed_by bigint REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT withdrawals_amount_positive CHECK (amount > 0),
  CONSTRAINT withdrawals_status_check CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
  CONSTRAINT withdrawals_processed_consistent CHECK ((status = 'PENDING') = (processed_at IS NULL))
);
-- A player's history, newest first.
CREATE INDEX withdrawals_by_user ON withdrawals (user_id, id DESC);
-- The operator's list by status.
CREATE INDEX withdrawals_by_status ON withdrawals (status, id DESC);
-- "Is this bank account used by a pending withdrawal?" (refusing its deletion).
CREATE INDEX withdrawals_pending_by_bank_account ON withdrawals (bank_account_id) WHERE status = 'PENDING';

-- A player's own limits. A raise or a removal of the daily deposit limit waits 24 hours:
-- pending_limit_at set means "pending_limit (NULL = no limit) applies from then on".
CREATE TABLE responsible_gaming (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  daily_deposit_limit bigint,
  pending_limit bigint,
  pending_limit_at timestamptz,
  self_excluded_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT responsible_gaming_limit_positive CHECK (daily_deposit_limit IS NULL OR daily_deposit_limit > 0),
  CONSTRAINT responsible_gaming_pending_positive CHECK (pending_limit IS NULL OR pending_limit > 0)
);
`,
};

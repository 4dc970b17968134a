// Players, their sessions and refresh tokens, and the wallet accounts the ledger will move money
// between. Money is bigint đồng. Constraint names are spelled out because the code maps them to
// answers (users_username_key → "username taken").
export const accountsAndSessions = {
  id: '001_accounts_and_sessions',
  sql: `
CREATE TABLE users (
  id bigserial PRIMARY KEY,
  username text NOT NULL,
  -- NULL for the operator account, which signs up through the environment, not the form.
  phone text,
  password_hash text NOT NULL,
  role text NOT NULL DEFAULT 'user',
  banned_at timestamptz,
  ban_reason text,
  dev_tools_enabled boolean NOT NULL DEFAULT false,
  -- The referral code the player typed at signup, as typed (trimmed).
  referral_code text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT users_username_key UNIQUE (username),
  CONSTRAINT users_phone_key UNIQUE (phone),
  CONSTRAINT users_role_check CHECK (role IN ('user', 'admin'))
);

CREATE TABLE sessions (
  id text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  revoke_reason text,
  user_agent text,
  ip text
);
CREATE INDEX sessions_active_by_user ON sessions (user_id) WHERE revoked_at IS NULL;

-- Only SHA-256 hashes: a leaked table does not let anyone refresh a session.
CREATE TABLE refresh_tokens (
  id bigserial PRIMARY KEY,
  token_hash text NOT NULL,
  session_id text NOT NULL REFERENCES sessions (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz,
  expires_at timestamptz NOT NULL,
  CONSTRAINT refresh_tokens_token_hash_key UNIQUE (token_hash)
);
CREATE INDEX refresh_tokens_by_session ON refresh_tokens (session_id);

CREATE TABLE accounts (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  user_id bigint REFERENCES users (id),
  balance bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT accounts_kind_user_key UNIQUE (kind, user_id),
  -- The database itself refuses a negative player wallet, whatever the code above it does.
  CONSTRAINT accounts_player_wallet_not_negative CHECK (kind <> 'player_wallet' OR balance >= 0),
  CONSTRAINT accounts_player_wallet_has_user CHECK (kind <> 'player_wallet' OR user_id IS NOT NULL)
);
`,
};

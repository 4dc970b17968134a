// Account security: when a bank account's destination (bank, number) last changed, for the
// withdrawal cool-down, and the record of sensitive changes the player sees on the profile screen.
export const accountSecurity = {
  id: '008_account_security',
  sql: `
-- Accounts made before this migration count from their last update (a toggle included): the
-- cautious reading of what is known.
ALTER TABLE user_bank_accounts ADD COLUMN destination_changed_at timestamptz;
UPDATE user_bank_accounts SET destination_changed_at = updated_at;
ALTER TABLE user_bank_accounts
  ALTER COLUMN destination_changed_at SET NOT NULL,
  ALTER COLUMN destination_changed_at SET DEFAULT now();

-- Append-only: what changed, when, and from which address and browser.
CREATE TABLE security_events (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  kind text NOT NULL,
  detail text,
  ip text,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT security_events_kind_check CHECK (kind IN (
    'password_changed', 'two_factor_set', 'two_factor_changed',
    'bank_account_added', 'bank_account_changed', 'bank_account_deleted', 'bank_account_default'
  ))
);
CREATE INDEX security_events_by_user ON security_events (user_id, created_at DESC, id DESC);
-- The cool-down reads the latest password change.
CREATE INDEX security_events_credentials ON security_events (user_id, created_at DESC)
  WHERE kind IN ('password_changed', 'two_factor_changed');
`,
};

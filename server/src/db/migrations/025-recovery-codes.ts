// Password recovery by SMS: the one-time codes sent to a player's registered phone, for the login
// password or the second-level password. Only a keyed hash of each code is kept (a 6-digit code
// hashed without a key is found from its hash in a million tries); `tries` counts the wrong ones,
// and the fifth kills the code. `started_by` is the operator who sent it for a caller, or null.
//
// Also the two kinds of security record a reset leaves, which start the withdrawal cool-down as a
// change does (the partial index the cool-down reads covers them).
export const recoveryCodes = {
  id: '025_recovery_codes',
  sql: `
CREATE TABLE recovery_codes (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  purpose text NOT NULL CHECK (purpose IN ('password', 'second_password')),
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  tries integer NOT NULL DEFAULT 0,
  used_at timestamptz,
  started_by bigint REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX recovery_codes_live ON recovery_codes (user_id, purpose, id DESC) WHERE used_at IS NULL;

ALTER TABLE security_events DROP CONSTRAINT security_events_kind_check;
ALTER TABLE security_events ADD CONSTRAINT security_events_kind_check CHECK (kind IN (
  'password_changed', 'password_reset', 'two_factor_set', 'two_factor_changed', 'two_factor_reset',
  'bank_account_added', 'bank_account_changed', 'bank_account_deleted', 'bank_account_default',
  'self_exclusion_set', 'self_exclusion_lifted'
));
DROP INDEX security_events_credentials;
CREATE INDEX security_events_credentials ON security_events (user_id, created_at DESC)
  WHERE kind IN ('password_changed', 'two_factor_changed', 'password_reset', 'two_factor_reset');
`,
};

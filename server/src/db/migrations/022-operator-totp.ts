// An operator's authenticator (TOTP, RFC 6238): the secret encrypted with a key derived from
// JWT_SECRET (operator-totp/totp-secret-box.ts), so a copy of the database alone cannot compute
// codes; `last_step`, the newest time step a code was accepted for, so a code seen once (over a
// shoulder, in a proxy's log) does not open a second session. Recovery codes are kept as SHA-256
// hashes (random, high entropy: a slow hash adds nothing), each spent once. An enrolment ticket is
// what a right password gives an operator without an authenticator: the secret shown to them, held
// until their first code confirms the phone has it, single use and short-lived.
export const operatorTotp = {
  id: '022_operator_totp',
  sql: `
CREATE TABLE operator_totp (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  secret_enc text NOT NULL,
  last_step bigint,
  enabled_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE operator_totp_recovery_codes (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  code_hash text NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX operator_totp_recovery_codes_user ON operator_totp_recovery_codes (user_id, code_hash);
CREATE TABLE operator_totp_enrolments (
  ticket_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  secret_enc text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX operator_totp_enrolments_user ON operator_totp_enrolments (user_id);
`,
};

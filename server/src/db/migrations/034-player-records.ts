// What the console keeps about a player beyond their account:
// - the device each login came from: a random id in an httpOnly cookie (auth/device-id.ts), kept on
//   the session row beside its address, so the profile lists devices and addresses seen and the
//   search finds players by address;
// - operators' notes (append-only: a note is answered by another, never edited) and tags;
// - a deposit index per wallet, so every player's lifetime deposits are summed from the ledger
//   without reading the bets and payouts that share its credit index.
export const playerRecords = {
  id: '034_player_records',
  sql: `
ALTER TABLE sessions ADD COLUMN device_id text;
CREATE INDEX sessions_by_user_created ON sessions (user_id, created_at DESC);
CREATE INDEX sessions_by_ip ON sessions (ip) WHERE ip IS NOT NULL;
CREATE INDEX sessions_by_device ON sessions (device_id) WHERE device_id IS NOT NULL;

CREATE INDEX user_bank_accounts_by_number ON user_bank_accounts (account_number);

CREATE INDEX transfers_deposits_by_credit_account ON transfers (credit_account_id) INCLUDE (amount) WHERE kind = 'deposit';

CREATE TABLE player_notes (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  author_id bigint NOT NULL REFERENCES users (id),
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX player_notes_by_user ON player_notes (user_id, id DESC);

CREATE TABLE player_tags (
  user_id bigint NOT NULL REFERENCES users (id),
  tag text NOT NULL,
  created_by bigint NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, tag)
);
CREATE INDEX player_tags_by_tag ON player_tags (tag);
`,
};

// The player's inbox, kept on the server so that each phone they sign in on shows the same items and
// read marks. An item holds the facts of what happened (the page words them); it is written in the
// transaction of the change it tells of, and the newest INBOX_KEEP of a player's are kept.
export const inbox = {
  id: '028_inbox',
  sql: `
CREATE TABLE inbox_items (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  kind text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz,
  CONSTRAINT inbox_items_kind_check CHECK (kind IN (
    'deposit_confirmed', 'deposit_rejected', 'transfer_credited', 'withdrawal_requested',
    'withdrawal_approved', 'withdrawal_rejected', 'withdrawal_cancelled', 'security'
  ))
);
-- A page newest first, and the trimming to the newest items.
CREATE INDEX inbox_items_by_user ON inbox_items (user_id, id DESC);
-- The unread count read with every page and every read mark.
CREATE INDEX inbox_items_unread ON inbox_items (user_id) WHERE read_at IS NULL;
`,
};

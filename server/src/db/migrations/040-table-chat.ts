// Each table's chat (chat/): the messages, each player's chat state (the row a send locks, so two
// sends of one player, on any node, go in turn and the rate rule counts both), each table's switch
// and the operators' word filter. Nothing here is read or written by the bet or settlement paths.
//
// A message's `created_at` is the clock's time at its insert (clock_timestamp(), not the
// transaction's start): a send that waited on the player's lock counts the one it waited for.
// Every change to the switches or the filter NOTIFYs 'chat_settings_changed' at commit, and every
// node reads them again (each keeps them in memory: a send reads no setting from the database).
export const tableChat = {
  id: '040_table_chat',
  sql: `
CREATE TABLE chat_messages (
  id bigserial PRIMARY KEY,
  game text NOT NULL CHECK (game IN ('taixiu', 'xocdia')),
  user_id bigint NOT NULL REFERENCES users (id),
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 200),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  hidden_at timestamptz,
  hidden_by bigint REFERENCES users (id),
  CONSTRAINT chat_messages_hidden_by_someone CHECK ((hidden_at IS NULL) = (hidden_by IS NULL))
);
-- A table's newest messages (its history, the console's list of one game).
CREATE INDEX chat_messages_by_game ON chat_messages (game, id DESC);
-- A player's last minute of messages (the rate rule).
CREATE INDEX chat_messages_by_user ON chat_messages (user_id, created_at DESC);

CREATE TABLE chat_players (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  muted_until timestamptz,
  mute_reason text,
  muted_by bigint REFERENCES users (id),
  muted_at timestamptz
);
CREATE INDEX chat_players_muted ON chat_players (muted_until) WHERE muted_until IS NOT NULL;

CREATE TABLE chat_settings (
  game text PRIMARY KEY CHECK (game IN ('taixiu', 'xocdia')),
  enabled boolean NOT NULL DEFAULT true,
  updated_by bigint REFERENCES users (id),
  updated_at timestamptz
);
INSERT INTO chat_settings (game) VALUES ('taixiu'), ('xocdia');

CREATE TABLE chat_word_filter (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  words text[] NOT NULL DEFAULT '{}' CHECK (cardinality(words) <= 300),
  updated_by bigint REFERENCES users (id),
  updated_at timestamptz
);
INSERT INTO chat_word_filter (id) VALUES (true);

CREATE FUNCTION notify_chat_settings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('chat_settings_changed', '');
  RETURN NULL;
END;
$$;
CREATE TRIGGER chat_settings_changed AFTER UPDATE ON chat_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_chat_settings_changed();
CREATE TRIGGER chat_word_filter_changed AFTER UPDATE ON chat_word_filter
  FOR EACH STATEMENT EXECUTE FUNCTION notify_chat_settings_changed();
`,
};

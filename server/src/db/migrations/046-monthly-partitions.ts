// Bets are partitioned by month (Vietnam's calendar), so that a year of play is twelve tables of a
// month each: each one's indexes stay a month deep, autovacuum works on the month being written, a
// round's settlement rewrites pages of this month's bets only, and a month past retention can be
// detached whole (docs/runbook.md, "Monthly partitions").
//
// - partitioned_tables: the tables kept in monthly partitions, with each partition's storage
//   options; ensure_month_partitions(first, last) creates the partitions of the months from `first`
//   to `last` that no partition covers yet (the server runs it for the next months every day, the
//   seed for the months it writes).
// - game_bets becomes partitioned by created_at. The table as it was is not copied: it becomes the
//   partition of everything before the next month (one scan to check its rows lie there, its
//   indexes kept), or is dropped when it holds no row (a new database: every month gets its own).
// - Its primary key is (id, created_at): a partitioned table's unique indexes hold its partition
//   key. The ids still come from one sequence, so each is unique on its own.
// - The idempotency key of a bet was unique per player and game over the whole table, which a
//   partitioned table cannot say. Uniqueness is kept where it matters, among the bets of rounds not
//   yet settled: game_bet_open_keys holds their keys (one row per bet with a key, written with the
//   bet, removed when its round is settled or called off; a few thousand rows). A bet can only be
//   placed in an open round, so no two bets of a player ever share a key; a retry after the round
//   finds its bet by the (now plain) index on the key and is answered as a replay, as before.
export const monthlyPartitions = {
  id: '046_monthly_partitions',
  sql: `
CREATE TABLE partitioned_tables (
  name text PRIMARY KEY,
  -- WITH (...) of each partition, e.g. 'fillfactor = 45'.
  storage text NOT NULL DEFAULT ''
);

-- The instant a Vietnam calendar month starts (UTC+7, no daylight saving).
CREATE FUNCTION vietnam_month_start(month date) RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$
  SELECT (date_trunc('month', month)::timestamp - interval '7 hours') AT TIME ZONE 'UTC'
$$;

-- The partitions of each month from \`first\` to \`last\` (any days of them) that no partition of the
-- table covers yet; returns how many it created.
CREATE FUNCTION ensure_month_partitions(first date, last date) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  t record;
  month date;
  made integer := 0;
  part text;
BEGIN
  FOR t IN SELECT name, storage FROM partitioned_tables ORDER BY name LOOP
    month := date_trunc('month', first)::date;
    WHILE month <= last LOOP
      part := format('%s_p%s', t.name, to_char(month, 'YYYYMM'));
      IF to_regclass(part) IS NULL THEN
        BEGIN
          EXECUTE format('CREATE TABLE %I PARTITION OF %I FOR VALUES FROM (%L) TO (%L)%s', part, t.name,
            vietnam_month_start(month), vietnam_month_start((month + interval '1 month')::date),
            CASE WHEN t.storage = '' THEN '' ELSE format(' WITH (%s)', t.storage) END);
          made := made + 1;
        EXCEPTION WHEN invalid_object_definition THEN
          -- Another partition covers the month (the table as it was before partitioning).
          NULL;
        END;
      END IF;
      month := (month + interval '1 month')::date;
    END LOOP;
  END LOOP;
  RETURN made;
END;
$$;

ALTER TABLE game_bets RENAME TO game_bets_before;
ALTER TABLE game_bets_before RENAME CONSTRAINT game_bets_pkey TO game_bets_before_pkey;
-- The same columns, defaults (the id from the same sequence), NOT NULLs and checks as the table it
-- takes over; its keys are the partitioned table's own.
CREATE TABLE game_bets (
  LIKE game_bets_before INCLUDING DEFAULTS INCLUDING CONSTRAINTS,
  PRIMARY KEY (id, created_at),
  FOREIGN KEY (user_id) REFERENCES users (id),
  FOREIGN KEY (game, session_id) REFERENCES game_rounds (game, session_id)
) PARTITION BY RANGE (created_at);
ALTER SEQUENCE game_bets_id_seq OWNED BY game_bets.id;
ALTER TABLE game_bets_before ALTER COLUMN id DROP DEFAULT;
-- The same definitions as the old table's: attached, its indexes become the partition's.
CREATE INDEX game_bets_by_round_all ON game_bets (game, session_id);
CREATE INDEX game_bets_by_user_all ON game_bets (user_id, game, id);
CREATE INDEX game_bets_by_time_all ON game_bets USING brin (created_at) WITH (autosummarize = on);
CREATE INDEX game_bets_by_key ON game_bets (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;

CREATE TABLE game_bet_open_keys (
  user_id bigint NOT NULL,
  game text NOT NULL,
  idempotency_key text NOT NULL,
  session_id bigint NOT NULL,
  PRIMARY KEY (user_id, game, idempotency_key)
);
CREATE INDEX game_bet_open_keys_by_round ON game_bet_open_keys (game, session_id);
INSERT INTO game_bet_open_keys (user_id, game, idempotency_key, session_id)
  SELECT b.user_id, b.game, b.idempotency_key, b.session_id FROM game_bets_before b
  JOIN game_rounds r ON r.game = b.game AND r.session_id = b.session_id
  WHERE b.idempotency_key IS NOT NULL AND r.status = 'betting';

INSERT INTO partitioned_tables (name, storage) VALUES ('game_bets', 'fillfactor = 45');

DO $$
DECLARE
  next_month date := (date_trunc('month', (now() AT TIME ZONE 'UTC') + interval '7 hours') + interval '1 month')::date;
  last_at timestamptz;
BEGIN
  IF EXISTS (SELECT 1 FROM game_bets_before) THEN
    SELECT max(created_at) INTO last_at FROM game_bets_before;
    IF last_at >= vietnam_month_start(next_month) THEN
      next_month := (date_trunc('month', (last_at AT TIME ZONE 'UTC') + interval '7 hours') + interval '1 month')::date;
    END IF;
    -- A partition's primary key is the table's, (id, created_at): built once, the old one dropped.
    ALTER TABLE game_bets_before DROP CONSTRAINT game_bets_before_pkey;
    ALTER TABLE game_bets_before ADD CONSTRAINT game_bets_before_pkey PRIMARY KEY (id, created_at);
    EXECUTE format('ALTER TABLE game_bets ATTACH PARTITION game_bets_before FOR VALUES FROM (MINVALUE) TO (%L)',
      vietnam_month_start(next_month));
  ELSE
    DROP TABLE game_bets_before;
  END IF;
END;
$$;
SELECT ensure_month_partitions((now() + interval '7 hours')::date, (now() + interval '7 hours' + interval '2 months')::date);
`,
};

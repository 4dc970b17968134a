// The ledger's transfers and entries are partitioned by month too (as the bets are, migration 046):
// a year of play is some 10 billion entries, and each month's indexes, autovacuum and (later) archive
// are that month's alone.
//
// - Both tables' primary keys are (id, created_at), and an entry names its transfer by
//   (transfer_id, created_at): the two are written by one statement, at one time. Their ids come
//   from the same sequences as before, so each id is unique on its own (and the ledger's checkpoints
//   still take their boundary from transfers_id_seq).
// - "A key moves money once" can no longer rest on a unique index of every transfer's key. Keys fall
//   in two kinds (transfer_key_is_global):
//   - the keys of game money (a bet, its refund, a round's payout, the hũ's moves) are made from a
//     bet's or a round's id, and written by the transaction that moves that bet or round on under its
//     lock (a bet placed once, cancelled once; a round settled or called off once). Their row's state
//     is what keeps them from being written twice, and nothing repeats them: they need no index.
//   - every other key (a deposit, a bank transfer, a withdrawal's hold, payout and refund, an
//     operator's adjustment, a referral reward) is kept in transfer_keys, one small table (a few
//     thousand rows a day) that holds each key once, for ever, with its transfer: the ledger's
//     replay rule reads it, and its primary key is what a concurrent writer of the same key waits on.
// - Each partition keeps the ledger's protections: the append-only row triggers are the partitioned
//   table's (PostgreSQL gives every partition a copy), and each partition gets its own TRUNCATE guard
//   (a statement trigger is not copied), made by ensure_month_partitions for the tables marked
//   append_only.
// - The tables as they were become the partitions of everything before next month, as for the bets:
//   their rows stay where they are; the new keys and the entries' unique index are built once.
export const ledgerPartitions = {
  id: '047_ledger_partitions',
  sql: `
-- The time a movement is written at: its transaction's start, as the tables' defaults say. One name
-- for it, which a test of reports over past days points at the day it writes.
CREATE FUNCTION ledger_now() RETURNS timestamptz LANGUAGE sql STABLE AS $$ SELECT now() $$;

CREATE FUNCTION transfer_key_is_global(kind text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT kind NOT IN ('bet', 'bet_refund', 'payout', 'jackpot_in', 'jackpot_payout', 'jackpot_refill')
$$;

CREATE TABLE transfer_keys (
  idempotency_key text PRIMARY KEY,
  transfer_id bigint NOT NULL,
  -- The transfer's time: the month it is found in.
  created_at timestamptz NOT NULL
);
CREATE TRIGGER transfer_keys_append_only BEFORE UPDATE OR DELETE ON transfer_keys
  FOR EACH ROW EXECUTE FUNCTION ledger_rows_are_immutable();
CREATE TRIGGER transfer_keys_no_truncate BEFORE TRUNCATE ON transfer_keys
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_truncate();
INSERT INTO transfer_keys (idempotency_key, transfer_id, created_at)
  SELECT idempotency_key, id, created_at FROM transfers WHERE transfer_key_is_global(kind);

ALTER TABLE partitioned_tables ADD COLUMN append_only boolean NOT NULL DEFAULT false;

CREATE OR REPLACE FUNCTION ensure_month_partitions(first date, last date) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  t record;
  month date;
  made integer := 0;
  part text;
  lock_wait text := current_setting('lock_timeout');
BEGIN
  -- Making a partition locks its table against every write for an instant: behind a long reader (a
  -- full ledger check, a report) it would hold up every bet meanwhile. It waits 2 s at most, and a
  -- month not made now is made at the next run (every 6 hours, two months ahead).
  PERFORM set_config('lock_timeout', '2s', true);
  FOR t IN SELECT name, storage, append_only FROM partitioned_tables ORDER BY name LOOP
    month := date_trunc('month', first)::date;
    WHILE month <= last LOOP
      part := format('%s_p%s', t.name, to_char(month, 'YYYYMM'));
      IF to_regclass(part) IS NULL THEN
        BEGIN
          EXECUTE format('CREATE TABLE %I PARTITION OF %I FOR VALUES FROM (%L) TO (%L)%s', part, t.name,
            vietnam_month_start(month), vietnam_month_start((month + interval '1 month')::date),
            CASE WHEN t.storage = '' THEN '' ELSE format(' WITH (%s)', t.storage) END);
          IF t.append_only THEN
            EXECUTE format('CREATE TRIGGER %I BEFORE TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION refuse_truncate()',
              part || '_no_truncate', part);
          END IF;
          made := made + 1;
        EXCEPTION
          -- Another partition covers the month (the table as it was before partitioning).
          WHEN invalid_object_definition THEN NULL;
          -- The table stayed busy past the wait: the next run makes it.
          WHEN lock_not_available THEN NULL;
        END;
      END IF;
      month := (month + interval '1 month')::date;
    END LOOP;
  END LOOP;
  PERFORM set_config('lock_timeout', lock_wait, true);
  RETURN made;
END;
$$;

-- The tables as they were: their row triggers come back as the partitioned tables' copies, their
-- keys as the new ones.
DROP TRIGGER transfers_append_only ON transfers;
DROP TRIGGER entries_append_only ON entries;
ALTER TABLE entries DROP CONSTRAINT entries_transfer_id_fkey;
ALTER TABLE entries DROP CONSTRAINT entries_transfer_account_key;
ALTER TABLE transfers DROP CONSTRAINT transfers_idempotency_key_key;
ALTER TABLE transfers RENAME TO transfers_before;
ALTER TABLE transfers_before RENAME CONSTRAINT transfers_pkey TO transfers_before_pkey;
ALTER TABLE entries RENAME TO entries_before;
ALTER TABLE entries_before RENAME CONSTRAINT entries_pkey TO entries_before_pkey;

CREATE TABLE transfers (
  LIKE transfers_before INCLUDING DEFAULTS INCLUDING CONSTRAINTS,
  PRIMARY KEY (id, created_at),
  FOREIGN KEY (debit_account_id) REFERENCES accounts (id),
  FOREIGN KEY (credit_account_id) REFERENCES accounts (id)
) PARTITION BY RANGE (created_at);
ALTER SEQUENCE transfers_id_seq OWNED BY transfers.id;
ALTER TABLE transfers_before ALTER COLUMN id DROP DEFAULT;
CREATE INDEX transfers_by_debit_account_all ON transfers (debit_account_id, id);
CREATE INDEX transfers_by_credit_account_all ON transfers (credit_account_id, id);
CREATE INDEX transfers_by_time_all ON transfers USING brin (created_at) WITH (autosummarize = on);
CREATE INDEX transfers_deposits_by_credit_account_all ON transfers (credit_account_id) INCLUDE (amount) WHERE kind = 'deposit';

CREATE TABLE entries (
  LIKE entries_before INCLUDING DEFAULTS INCLUDING CONSTRAINTS,
  PRIMARY KEY (id, created_at),
  CONSTRAINT entries_transfer_account_key UNIQUE (transfer_id, account_id, created_at),
  FOREIGN KEY (transfer_id, created_at) REFERENCES transfers (id, created_at),
  FOREIGN KEY (account_id) REFERENCES accounts (id)
) PARTITION BY RANGE (created_at);
ALTER SEQUENCE entries_id_seq OWNED BY entries.id;
ALTER TABLE entries_before ALTER COLUMN id DROP DEFAULT;
CREATE INDEX entries_by_account_all ON entries (account_id, id);

CREATE TRIGGER transfers_append_only BEFORE UPDATE OR DELETE ON transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_rows_are_immutable();
CREATE TRIGGER entries_append_only BEFORE UPDATE OR DELETE ON entries
  FOR EACH ROW EXECUTE FUNCTION ledger_rows_are_immutable();
CREATE TRIGGER transfers_no_truncate BEFORE TRUNCATE ON transfers FOR EACH STATEMENT EXECUTE FUNCTION refuse_truncate();
CREATE TRIGGER entries_no_truncate BEFORE TRUNCATE ON entries FOR EACH STATEMENT EXECUTE FUNCTION refuse_truncate();

INSERT INTO partitioned_tables (name, append_only) VALUES ('transfers', true), ('entries', true);

DO $$
DECLARE
  next_month date := (date_trunc('month', (now() AT TIME ZONE 'UTC') + interval '7 hours') + interval '1 month')::date;
  last_at timestamptz;
BEGIN
  IF EXISTS (SELECT 1 FROM transfers_before) THEN
    SELECT greatest((SELECT max(created_at) FROM transfers_before), (SELECT max(created_at) FROM entries_before)) INTO last_at;
    IF last_at >= vietnam_month_start(next_month) THEN
      next_month := (date_trunc('month', (last_at AT TIME ZONE 'UTC') + interval '7 hours') + interval '1 month')::date;
    END IF;
    ALTER TABLE transfers_before DROP CONSTRAINT transfers_before_pkey;
    ALTER TABLE transfers_before ADD CONSTRAINT transfers_before_pkey PRIMARY KEY (id, created_at);
    EXECUTE format('ALTER TABLE transfers ATTACH PARTITION transfers_before FOR VALUES FROM (MINVALUE) TO (%L)',
      vietnam_month_start(next_month));
    ALTER TABLE entries_before DROP CONSTRAINT entries_before_pkey;
    ALTER TABLE entries_before ADD CONSTRAINT entries_before_pkey PRIMARY KEY (id, created_at);
    -- Attached, it is given the entries' unique (transfer, account, time) index and their key to
    -- the transfers, checked against every row once.
    EXECUTE format('ALTER TABLE entries ATTACH PARTITION entries_before FOR VALUES FROM (MINVALUE) TO (%L)',
      vietnam_month_start(next_month));
  ELSE
    DROP TABLE entries_before;
    DROP TABLE transfers_before;
  END IF;
END;
$$;
SELECT ensure_month_partitions((now() + interval '7 hours')::date, (now() + interval '7 hours' + interval '2 months')::date);
`,
};

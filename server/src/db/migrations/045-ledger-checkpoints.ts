// The ledger's daily checkpoints: the check verifies the chain of checkpoints and only the entries
// written since the last one, not every entry since the first day (ledger/ledger-checkpoints.ts).
// - ledger_checkpoints: one row per checkpoint. `transfer_id_upto` is a commit-safe boundary: every
//   transfer with an id at or below it had committed (or rolled back) when the checkpoint was taken,
//   so none can appear under it later. The counts and sums are over every transfer and entry up to
//   it; `balance_digest` is a sum of a hash of (account, balance) over every account whose balance
//   at the boundary is not zero; `hash` chains each row to the one before, so an edited row breaks
//   the chain.
// - ledger_checkpoint_balances: the balance at the boundary of each account that moved since the
//   checkpoint before (an account's balance at a checkpoint is its latest row at or before it).
// Both are append-only and refuse TRUNCATE, like the ledger they vouch for.
export const ledgerCheckpoints = {
  id: '045_ledger_checkpoints',
  sql: `
CREATE TABLE ledger_checkpoints (
  id integer PRIMARY KEY,
  day date NOT NULL,
  transfer_id_upto bigint NOT NULL,
  transfer_count bigint NOT NULL,
  transfer_sum numeric NOT NULL,
  entry_count bigint NOT NULL,
  entry_sum numeric NOT NULL,
  balance_digest numeric NOT NULL,
  prev_hash text NOT NULL,
  hash text NOT NULL,
  taken_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ledger_checkpoints_day_key UNIQUE (day)
);
CREATE TABLE ledger_checkpoint_balances (
  checkpoint_id integer NOT NULL REFERENCES ledger_checkpoints (id),
  account_id bigint NOT NULL REFERENCES accounts (id),
  balance bigint NOT NULL,
  PRIMARY KEY (account_id, checkpoint_id)
);
CREATE TRIGGER ledger_checkpoints_append_only BEFORE UPDATE OR DELETE ON ledger_checkpoints
  FOR EACH ROW EXECUTE FUNCTION ledger_rows_are_immutable();
CREATE TRIGGER ledger_checkpoint_balances_append_only BEFORE UPDATE OR DELETE ON ledger_checkpoint_balances
  FOR EACH ROW EXECUTE FUNCTION ledger_rows_are_immutable();
CREATE TRIGGER ledger_checkpoints_no_truncate BEFORE TRUNCATE ON ledger_checkpoints
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_truncate();
CREATE TRIGGER ledger_checkpoint_balances_no_truncate BEFORE TRUNCATE ON ledger_checkpoint_balances
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_truncate();
`,
};

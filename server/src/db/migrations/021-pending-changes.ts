// Maker-checker: a change that creates money or changes where players' money goes (a deposit
// confirmed by hand, a large transfer assigned, a receiving account added or changed) is written
// here by the operator who asks for it and applied only when a second operator approves it, or, where
// no second operator exists, once `execute_after` has passed and its maker has not cancelled it.
// `payload` holds what the applier needs; `before`/`after` what the console shows.
export const pendingChanges = {
  id: '021_pending_changes',
  sql: `
CREATE TABLE pending_changes (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  target text NOT NULL,
  summary text NOT NULL,
  amount bigint,
  payload jsonb NOT NULL,
  before jsonb,
  after jsonb,
  maker_id bigint NOT NULL REFERENCES users (id),
  status text NOT NULL DEFAULT 'PENDING',
  execute_after timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_by bigint REFERENCES users (id),
  decided_at timestamptz,
  reason text,
  CONSTRAINT pending_changes_status_check CHECK (status IN ('PENDING', 'APPLIED', 'REJECTED', 'CANCELLED'))
);
CREATE INDEX pending_changes_waiting ON pending_changes (id) WHERE status = 'PENDING';
CREATE INDEX pending_changes_due ON pending_changes (execute_after) WHERE status = 'PENDING' AND execute_after IS NOT NULL;
-- One change waits per row at a time: a second request for the same order or account is refused.
CREATE UNIQUE INDEX pending_changes_one_per_target ON pending_changes (target) WHERE status = 'PENDING';
`,
};

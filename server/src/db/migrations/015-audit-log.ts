// The operators' audit log: every change an operator makes (who, what, to which row, the row before
// and after), written in the transaction of the change itself, so a change that rolls back leaves no
// entry and no change goes unrecorded. Append-only like the ledger: a trigger refuses any edit.
export const auditLog = {
  id: '015_audit_log',
  sql: `
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  actor_id bigint NOT NULL REFERENCES users (id),
  action text NOT NULL,
  target text NOT NULL,
  before jsonb,
  after jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_by_target ON audit_log (target, id DESC);

CREATE FUNCTION audit_rows_are_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit rows are append-only (% on %)', TG_OP, TG_TABLE_NAME;
END;
$$;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_rows_are_immutable();
`,
};

// The ledger (accounts, transfers, entries) and the operators' audit log refuse TRUNCATE as they
// already refuse UPDATE and DELETE of their rows: row triggers do not fire on TRUNCATE, so one
// statement (a slip in a psql session, a script meant for a test database) emptied them without a
// trace. Taking the guard off now needs an explicit ALTER TABLE ... DISABLE TRIGGER, done on purpose.
//
// Also the two kinds of security record of a self-exclusion (set with the login password, lifted by
// an operator), shipped with the same release.
export const noTruncate = {
  id: '018_no_truncate',
  sql: `
CREATE FUNCTION refuse_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% keeps every row: TRUNCATE is refused', TG_TABLE_NAME;
END;
$$;
CREATE TRIGGER accounts_no_truncate BEFORE TRUNCATE ON accounts FOR EACH STATEMENT EXECUTE FUNCTION refuse_truncate();
CREATE TRIGGER transfers_no_truncate BEFORE TRUNCATE ON transfers FOR EACH STATEMENT EXECUTE FUNCTION refuse_truncate();
CREATE TRIGGER entries_no_truncate BEFORE TRUNCATE ON entries FOR EACH STATEMENT EXECUTE FUNCTION refuse_truncate();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION refuse_truncate();

ALTER TABLE security_events DROP CONSTRAINT security_events_kind_check;
ALTER TABLE security_events ADD CONSTRAINT security_events_kind_check CHECK (kind IN (
  'password_changed', 'two_factor_set', 'two_factor_changed',
  'bank_account_added', 'bank_account_changed', 'bank_account_deleted', 'bank_account_default',
  'self_exclusion_set', 'self_exclusion_lifted'
));
`,
};

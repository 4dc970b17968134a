// Risk flags are computed when asked (risk/risk-service.ts); what is kept is an operator's decision
// that one was looked at: the flag's kind and key, with their note. The same finding stays cleared;
// a new one (another shared account, a later withdrawal) has another key and is raised again.
export const riskClearances = {
  id: '035_risk_clearances',
  sql: `
CREATE TABLE risk_clearances (
  user_id bigint NOT NULL REFERENCES users (id),
  kind text NOT NULL,
  key text NOT NULL,
  note text NOT NULL,
  cleared_by bigint NOT NULL REFERENCES users (id),
  cleared_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind, key)
);
CREATE INDEX withdrawals_by_time ON withdrawals (created_at);
`,
};

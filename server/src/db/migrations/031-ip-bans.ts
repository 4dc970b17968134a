// Addresses (or ranges) an operator has shut out: every request from one is refused before anything
// else runs (ip-bans/ip-ban-service.ts keeps the active ones in memory on each node). A ban is lifted,
// never deleted, so who shut out whom, and who let them back, stays on record. A change NOTIFYs
// 'ip_bans_changed' at commit, and every node reads the list again.
export const ipBans = {
  id: '031_ip_bans',
  sql: `
CREATE TABLE ip_bans (
  id bigserial PRIMARY KEY,
  network cidr NOT NULL,
  reason text NOT NULL,
  created_by bigint NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  lifted_by bigint REFERENCES users (id),
  lifted_at timestamptz,
  CONSTRAINT ip_bans_lifted_together CHECK ((lifted_at IS NULL) = (lifted_by IS NULL))
);
CREATE UNIQUE INDEX ip_bans_active_network ON ip_bans (network) WHERE lifted_at IS NULL;

CREATE FUNCTION notify_ip_bans_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ip_bans_changed', '');
  RETURN NULL;
END;
$$;
CREATE TRIGGER ip_bans_changed AFTER INSERT OR UPDATE ON ip_bans
  FOR EACH STATEMENT EXECUTE FUNCTION notify_ip_bans_changed();
`,
};

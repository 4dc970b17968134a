// The registry of the remotes' versions (remotes/): which version of each remote front end pages
// load, which was live before it, and a candidate a share of players gets (the canary).
// - remote_versions: each version ever pointed at, with its release.json as published (or, for the
//   one seeded from REMOTE_<NAME>_URL when the registry had none, only its manifest's URL);
// - remote_pointers: one row per remote, changed only in a transaction that writes its history row
//   and the audit entry; every change NOTIFYs 'remote_pointers_changed' at commit, so every node
//   reloads it within moments;
// - remote_pointer_history: what was live when, and who changed it;
// - remote_version_reports: what pages reported of each version, per day (loads, failures to load,
//   errors while drawing, fallbacks to the previous version), the evidence to promote or roll back.
export const remoteRegistry = {
  id: '044_remote_registry',
  sql: `
CREATE TABLE remote_versions (
  remote text NOT NULL,
  version text NOT NULL,
  manifest_url text NOT NULL,
  release jsonb,
  registered_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (remote, version)
);

CREATE TABLE remote_pointers (
  remote text PRIMARY KEY,
  live_version text NOT NULL,
  previous_version text,
  candidate_version text,
  canary_percent integer NOT NULL DEFAULT 0 CHECK (canary_percent BETWEEN 0 AND 100),
  changed_at timestamptz NOT NULL DEFAULT now(),
  changed_by bigint REFERENCES users (id),
  FOREIGN KEY (remote, live_version) REFERENCES remote_versions (remote, version),
  FOREIGN KEY (remote, previous_version) REFERENCES remote_versions (remote, version),
  FOREIGN KEY (remote, candidate_version) REFERENCES remote_versions (remote, version),
  CONSTRAINT remote_canary_has_candidate CHECK (candidate_version IS NOT NULL OR canary_percent = 0)
);

CREATE TABLE remote_pointer_history (
  id bigserial PRIMARY KEY,
  remote text NOT NULL,
  action text NOT NULL CHECK (action IN ('seed', 'use', 'rollback', 'canary')),
  live_version text NOT NULL,
  candidate_version text,
  canary_percent integer NOT NULL DEFAULT 0,
  actor_id bigint REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX remote_pointer_history_by_remote ON remote_pointer_history (remote, id DESC);

CREATE TABLE remote_version_reports (
  remote text NOT NULL,
  version text NOT NULL,
  day date NOT NULL,
  loads bigint NOT NULL DEFAULT 0,
  failures bigint NOT NULL DEFAULT 0,
  errors bigint NOT NULL DEFAULT 0,
  fallbacks bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (remote, version, day)
);

CREATE FUNCTION notify_remote_pointers_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('remote_pointers_changed', '');
  RETURN NULL;
END;
$$;
CREATE TRIGGER remote_pointers_changed AFTER INSERT OR UPDATE OR DELETE ON remote_pointers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_remote_pointers_changed();
`,
};

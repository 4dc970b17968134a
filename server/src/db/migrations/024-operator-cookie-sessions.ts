// An operator's session is a cookie the browser holds and no page script can read: only the
// SHA-256 of its value is kept (`cookie_hash`), with the moment it was last used (`last_seen_at`)
// for the idle timeout. Operator sessions opened before this change were access tokens a page could
// read: they are ended, and the operators sign in again.
export const operatorCookieSessions = {
  id: '024_operator_cookie_sessions',
  sql: `
ALTER TABLE sessions ADD COLUMN cookie_hash text;
ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz;
CREATE UNIQUE INDEX sessions_cookie_hash ON sessions (cookie_hash) WHERE cookie_hash IS NOT NULL;
CREATE INDEX sessions_operator_live ON sessions (last_seen_at) WHERE cookie_hash IS NOT NULL AND revoked_at IS NULL;
UPDATE sessions s SET revoked_at = now(), revoke_reason = 'OPERATOR_CHANGED'
  FROM users u WHERE u.id = s.user_id AND u.role <> 'user' AND s.revoked_at IS NULL;
`,
};

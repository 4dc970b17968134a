// Every node keeps the sessions it has checked for a moment (auth/session-cache.ts) rather than
// reading the session row on every request. These triggers tell every node, through NOTIFY at commit,
// when what it keeps stops being true: a session revoked (a logout, a login elsewhere, a password
// change, a reused refresh token), a player banned, renamed or given another role, a row deleted.
export const sessionChangeNotices = {
  id: '010_session_change_notices',
  sql: `
CREATE FUNCTION notify_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE WHEN TG_OP = 'DELETE' THEN OLD.id::text ELSE NEW.id::text END;
BEGIN
  PERFORM pg_notify('session_changed', CASE WHEN TG_TABLE_NAME = 'users' THEN 'user:' || changed ELSE changed END);
  RETURN NULL;
END;
$$;
CREATE TRIGGER sessions_changed AFTER UPDATE OF revoked_at, user_id OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_changed();
CREATE TRIGGER users_access_changed AFTER UPDATE OF banned_at, role, username OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_session_changed();
`,
};

// Operators have one of three roles (admin, ke_toan, cskh: shared/src/contracts/api.ts), and the
// host's operator CLI changes operator accounts without signing in as anyone: its audit rows have
// no actor (actor_id NULL, shown as the host), and only the operator actions may be written so.
export const operatorRoles = {
  id: '020_operator_roles',
  sql: `
ALTER TABLE users DROP CONSTRAINT users_role_check;
ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('user', 'admin', 'ke_toan', 'cskh'));
ALTER TABLE audit_log ALTER COLUMN actor_id DROP NOT NULL;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_host_actor_check CHECK (actor_id IS NOT NULL OR action LIKE 'operator.%');
`,
};

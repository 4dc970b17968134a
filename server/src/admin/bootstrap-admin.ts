import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import { uniqueViolation } from '../db/db';
import type { PasswordHasher } from '../auth/password-hasher';
import { revokeOtherSessions } from '../auth/session-store';
import { definePlugin } from '../http/define-plugin';
import { findUserByUsername, insertUserWithWallet, restoreOperator } from '../users/user-store';

export interface OperatorAccount {
  username: string;
  password: string;
}

// Raised when ADMIN_USERNAME names a player's account: the boot stops rather than hand a player's
// account (their wallet, their sessions, whoever knows their password until the next boot) the
// operator's role. Renaming or removing that player is the operator's decision, not the server's.
class AdminUsernameTakenError extends Error {
  constructor(readonly username: string) {
    super(
      `ADMIN_USERNAME "${username}" is the username of an existing player account; refusing to start. ` +
        'Set ADMIN_USERNAME to the operator account or to a name no player uses.',
    );
    this.name = 'AdminUsernameTakenError';
  }
}

// The environment is the truth about the operator account: it is created on first boot, and on
// later boots its password and (lack of) ban are put back to what ADMIN_* say. It never takes over
// a player's account.
export async function ensureAdminAccount(
  db: Db,
  passwords: PasswordHasher,
  account: OperatorAccount,
  log: FastifyBaseLogger,
): Promise<void> {
  const existing = await findUserByUsername(db, account.username);
  if (!existing) {
    const passwordHash = await passwords.hash(account.password);
    try {
      await db.tx((q) => insertUserWithWallet(q, { username: account.username, phone: null, passwordHash, role: 'admin' }));
      log.info({ username: account.username }, 'operator account created');
      return;
    } catch (error) {
      // Another node booting at the same moment created it first; check that one instead.
      if (uniqueViolation(error) !== 'users_username_key') throw error;
      return ensureAdminAccount(db, passwords, account, log);
    }
  }

  if (existing.role !== 'admin') {
    const error = new AdminUsernameTakenError(account.username);
    log.error({ username: account.username }, error.message);
    throw error;
  }

  const passwordMatches = await passwords.verify(existing.password_hash, account.password);
  const newHash = passwordMatches && !passwords.isOutdated(existing.password_hash) ? null : await passwords.hash(account.password);
  if (!newHash && !existing.banned_at) return;

  await db.tx(async (q) => {
    await restoreOperator(q, existing.id, newHash);
    // A changed ADMIN_PASSWORD signs out whoever held the old one.
    if (!passwordMatches) await revokeOtherSessions(q, existing.id, null, 'PASSWORD_CHANGED');
  });
  if (!passwordMatches) log.info({ username: account.username }, 'operator password updated from ADMIN_PASSWORD');
}

export const adminBootstrapPlugin = definePlugin(
  'admin-bootstrap',
  async (app: FastifyInstance) => {
    await ensureAdminAccount(app.db, app.passwords, { username: app.config.adminUsername, password: app.config.adminPassword }, app.log);
  },
  ['config', 'db', 'authentication'],
);

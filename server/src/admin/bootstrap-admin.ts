import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import { uniqueViolation } from '../db/db';
import type { PasswordHasher } from '../auth/password-hasher';
import { revokeOtherSessions } from '../auth/session-store';
import { definePlugin } from '../http/define-plugin';
import { findUserByUsername, insertUserWithWallet } from '../users/user-store';

export interface OperatorAccount {
  username: string;
  password: string;
}

// The environment is the truth about the operator account: it is created on first boot, and on
// later boots its role, password and (lack of) ban are put back to what ADMIN_* say.
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
      await db.tx((q) =>
        insertUserWithWallet(q, { username: account.username, phone: null, passwordHash, role: 'admin' }),
      );
      log.info({ username: account.username }, 'operator account created');
      return;
    } catch (error) {
      // Another node booting at the same moment created it first; check that one instead.
      if (uniqueViolation(error) !== 'users_username_key') throw error;
      return ensureAdminAccount(db, passwords, account, log);
    }
  }

  const passwordMatches = await passwords.verify(existing.password_hash, account.password);
  const newHash =
    passwordMatches && !passwords.isOutdated(existing.password_hash) ? null : await passwords.hash(account.password);
  if (existing.role !== 'admin') {
    log.warn({ username: account.username }, 'ADMIN_USERNAME named a player account; it is now the operator account');
  }
  if (!newHash && existing.role === 'admin' && !existing.banned_at) return;

  await db.tx(async (q) => {
    await q.query(
      `UPDATE users SET role = 'admin', password_hash = COALESCE($2, password_hash), banned_at = NULL, ban_reason = NULL
       WHERE id = $1`,
      [existing.id, newHash],
    );
    // A changed ADMIN_PASSWORD signs out whoever held the old one.
    if (!passwordMatches) await revokeOtherSessions(q, existing.id, null, 'PASSWORD_CHANGED');
  });
  if (!passwordMatches) log.info({ username: account.username }, 'operator password updated from ADMIN_PASSWORD');
}

export const adminBootstrapPlugin = definePlugin(
  'admin-bootstrap',
  async (app: FastifyInstance) => {
    await ensureAdminAccount(
      app.db,
      app.passwords,
      { username: app.config.adminUsername, password: app.config.adminPassword },
      app.log,
    );
  },
  ['config', 'db', 'authentication'],
);

import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { check, isOperatorRole, secondaryPassword } from '@app/shared/contracts';
import type { Db } from '../db/db';
import { uniqueViolation } from '../db/db';
import type { PasswordHasher } from '../auth/password-hasher';
import { revokeOtherSessions } from '../auth/session-store';
import { definePlugin } from '../http/define-plugin';
import { createOperatorTotp, type OperatorTotp } from '../operator-totp/operator-totp';
import { secondPasswordProblem } from '../two-factor/new-second-password';
import {
  clearFailures,
  insertTwoFactorPassword,
  readLockState,
  replaceTwoFactorPassword,
  revokeTwoFactorTokens,
} from '../two-factor/two-factor-store';
import { findUserByUsername, insertUserWithWallet, restoreOperator } from '../users/user-store';

export interface OperatorAccount {
  username: string;
  password: string;
  // The second-level password an operator decides on withdrawals with (ADMIN_SECOND_PASSWORD);
  // absent, whatever the account has (or not) is left alone.
  secondPassword?: string;
  // ADMIN_TOTP_SECRET (base32), with the authenticator store to set it in; absent, left alone.
  totp?: { secret: string; store: OperatorTotp };
}

// Raised when ADMIN_SECOND_PASSWORD breaks the rules a player's second-level password keeps: the boot
// stops, as it does for an ADMIN_PASSWORD that is not accepted.
class AdminSecondPasswordError extends Error {
  constructor(problem: string) {
    super(`ADMIN_SECOND_PASSWORD is not accepted: ${problem}`);
    this.name = 'AdminSecondPasswordError';
  }
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
// later boots its password, its second-level password when ADMIN_SECOND_PASSWORD is set, and its
// (lack of) ban are put back to what ADMIN_* say. It never takes over a player's account.
export async function ensureAdminAccount(
  db: Db,
  passwords: PasswordHasher,
  account: OperatorAccount,
  log: FastifyBaseLogger,
): Promise<void> {
  // Checked before anything is written: a refused one leaves the account as it was.
  if (account.secondPassword !== undefined) {
    const length = check(secondaryPassword, account.secondPassword);
    const problem = length.ok
      ? secondPasswordProblem(account.secondPassword, account.secondPassword === account.password, [account.username])
      : length.message;
    if (problem) {
      const error = new AdminSecondPasswordError(problem);
      log.error({ username: account.username }, error.message);
      throw error;
    }
  }
  const operatorId = await ensureLoginPassword(db, passwords, account, log);
  if (account.secondPassword !== undefined) await ensureSecondPassword(db, passwords, operatorId, account.secondPassword, log);
  if (account.totp && (await db.tx((q) => account.totp!.store.setSecret(q, operatorId, account.totp!.secret)))) {
    log.info({ operatorId }, 'operator authenticator secret set from ADMIN_TOTP_SECRET');
  }
}

async function ensureLoginPassword(db: Db, passwords: PasswordHasher, account: OperatorAccount, log: FastifyBaseLogger): Promise<number> {
  const existing = await findUserByUsername(db, account.username);
  if (!existing) {
    const passwordHash = await passwords.hash(account.password);
    try {
      const created = await db.tx((q) => insertUserWithWallet(q, { username: account.username, phone: null, passwordHash, role: 'admin' }));
      log.info({ username: account.username }, 'operator account created');
      return created.id;
    } catch (error) {
      // Another node booting at the same moment created it first; check that one instead.
      if (uniqueViolation(error) !== 'users_username_key') throw error;
      return ensureLoginPassword(db, passwords, account, log);
    }
  }

  // Another operator's account named by ADMIN_USERNAME is made the admin it is meant to be (the
  // host CLI never demotes this account; an ADMIN_USERNAME changed to a colleague's name does).
  if (!isOperatorRole(existing.role)) {
    const error = new AdminUsernameTakenError(account.username);
    log.error({ username: account.username }, error.message);
    throw error;
  }

  const passwordMatches = await passwords.verify(existing.password_hash, account.password);
  const newHash = passwordMatches && !passwords.isOutdated(existing.password_hash) ? null : await passwords.hash(account.password);
  if (!newHash && !existing.banned_at && existing.role === 'admin') return existing.id;

  await db.tx(async (q) => {
    await restoreOperator(q, existing.id, newHash);
    // A changed ADMIN_PASSWORD signs out whoever held the old one.
    if (!passwordMatches) await revokeOtherSessions(q, existing.id, null, 'PASSWORD_CHANGED');
  });
  if (!passwordMatches) log.info({ username: account.username }, 'operator password updated from ADMIN_PASSWORD');
  return existing.id;
}

// Set when the account has none; replaced when it differs from ADMIN_SECOND_PASSWORD, which voids
// the tokens verified with the old one and lifts a lock that wrong attempts at the old one set.
async function ensureSecondPassword(
  db: Db,
  passwords: PasswordHasher,
  operatorId: number,
  secondPassword: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const current = await readLockState(db, operatorId);
  const matches = current ? await passwords.verify(current.password_hash, secondPassword) : false;
  if (current && matches && !passwords.isOutdated(current.password_hash)) return;
  const hash = await passwords.hash(secondPassword);
  await db.tx(async (q) => {
    // A node booting at the same moment may insert first: then this one replaces it (same password).
    if (await insertTwoFactorPassword(q, operatorId, hash)) return;
    await replaceTwoFactorPassword(q, operatorId, hash);
    if (!matches) {
      await revokeTwoFactorTokens(q, operatorId);
      await clearFailures(q, operatorId);
    }
  });
  if (!matches) log.info({ operatorId }, 'operator second-level password set from ADMIN_SECOND_PASSWORD');
}

export const adminBootstrapPlugin = definePlugin(
  'admin-bootstrap',
  async (app: FastifyInstance) => {
    const { adminUsername: username, adminPassword: password, adminSecondPassword: secondPassword, adminTotpSecret } = app.config;
    const totp = adminTotpSecret ? { secret: adminTotpSecret, store: createOperatorTotp(app.config.jwtSecret) } : undefined;
    await ensureAdminAccount(app.db, app.passwords, { username, password, secondPassword, totp }, app.log);
  },
  ['config', 'db', 'authentication'],
);

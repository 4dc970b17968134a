import {
  AUTH_MESSAGES,
  OPERATOR_ROLE_LABELS,
  OPERATOR_ROLES,
  type AdminUserDto,
  type AuditAction,
  type OperatorRole,
  type OperatorsChangedEvent,
} from '@app/shared/contracts';
import { recordAudit } from '../audit/audit-store';
import { usernameTaken } from '../auth/auth-errors';
import type { PasswordHasher } from '../auth/password-hasher';
import { revokeOtherSessions } from '../auth/session-store';
import { uniqueViolation, type Db, type Queryable } from '../db/db';
import { AppError, badRequest, notFound } from '../http/app-error';
import { parseInput } from '../http/validate';
import type { Realtime } from '../realtime/realtime';
import { secondPasswordProblem } from '../two-factor/new-second-password';
import { insertTwoFactorPassword } from '../two-factor/two-factor-store';
import { insertUserWithWallet } from '../users/user-store';
import { deleteTotp } from '../operator-totp/totp-store';
import { NewOperatorBody } from './admin-inputs';
import { OPERATOR_MESSAGES } from './admin-messages';
import { clearBan, findAdminUserDto, listOperators, lockAccountByUsername, lockActiveAdmins, setBan, setRole } from './admin-store';

// An audit row written by the host's CLI: no account acted (actor_id NULL, shown as the host), and
// `via` says so in the row itself as well.
const hostAudit = (q: Queryable, action: AuditAction, user: AdminUserDto, before: unknown, after: unknown) =>
  recordAudit(q, { actorId: null, action, target: `user:${user.id}`, before, after: { ...(after as object), via: 'host' } });

// What the audit keeps of an operator account: who, which role, whether it can sign in.
const auditView = (user: AdminUserDto) => ({ username: user.username, role: user.role, disabledAt: user.bannedAt });

export const parseOperatorRole = (value: unknown): OperatorRole => {
  if (value === undefined) return 'admin';
  if (typeof value === 'string' && (OPERATOR_ROLES as readonly string[]).includes(value)) return value as OperatorRole;
  throw badRequest(OPERATOR_MESSAGES.unknownRole(String(value)), 'role');
};

export type OperatorAccounts = ReturnType<typeof createOperatorAccounts>;

// Operators' accounts: made, given another role, disabled and enabled only from the host (the CLI
// over admin/host-control.ts's socket), never from the console, so a stolen console session cannot
// make itself a colleague or lock the others out. Each change is audited as the host's and told to
// every connected operator.
//
// A disabled operator is a banned account (banned_at, with the reason below): the same refusal at
// login and on every request, the same notice to every node's session cache (migration 010's
// trigger), and the console's ban routes never reach an operator (admin-service.ts refuses
// non-players), so only the host can enable them again. Their sessions are revoked as well, so
// enabling them later does not bring an old (perhaps stolen) session back.
export function createOperatorAccounts(
  db: Db,
  realtime: Realtime,
  passwords: PasswordHasher,
  options: { bootstrapUsername: string; log: { warn(obj: unknown, msg?: string): void } },
) {
  const announce = (change: OperatorsChangedEvent['change'], user: AdminUserDto, message: string) => {
    try {
      realtime.toOperators('operatorsChanged', { change, username: user.username, role: user.role as OperatorRole, message });
    } catch (error) {
      options.log.warn({ err: error }, 'operator change announcement failed');
    }
  };

  // The account must be an operator's; the bootstrap account (ADMIN_USERNAME) is the server's own
  // and is put back as an active admin at every boot, so it is neither demoted nor disabled here.
  const lockOperator = async (q: Queryable, rawUsername: string, protectBootstrap: boolean) => {
    const username = rawUsername.trim().toLowerCase();
    const user = await lockAccountByUsername(q, username);
    if (!user) throw notFound(OPERATOR_MESSAGES.notFound(username));
    if (user.role === 'user') throw new AppError(400, 'NOT_AN_OPERATOR', OPERATOR_MESSAGES.notAnOperator(username));
    if (protectBootstrap && username === options.bootstrapUsername.toLowerCase()) {
      throw new AppError(409, 'BOOTSTRAP_OPERATOR', OPERATOR_MESSAGES.bootstrapOperator(username));
    }
    return user;
  };

  // Refused when `user` is the last admin who can sign in: nobody could then change settings or
  // decide who operates (the host could, but only by making a new admin first, which it is told).
  const keepAnAdmin = async (q: Queryable, user: AdminUserDto) => {
    const admins = await lockActiveAdmins(q);
    if (admins.length <= 1 && admins.includes(user.id)) throw new AppError(409, 'LAST_ADMIN', OPERATOR_MESSAGES.lastAdmin);
  };

  // The operator's sessions end with the change (their role or access changed, and an open console
  // would keep showing what they may no longer do); their sockets are told once it has committed.
  const endSessions = async (q: Queryable, userId: number) => revokeOtherSessions(q, userId, null, 'OPERATOR_CHANGED');

  return {
    list: () => listOperators(db),

    async create(fields: { username?: unknown; password?: unknown; secondaryPassword?: unknown; role?: unknown }) {
      const role = parseOperatorRole(fields.role);
      const input = parseInput(NewOperatorBody, {
        username: fields.username,
        password: fields.password,
        secondaryPassword: fields.secondaryPassword,
      });
      const second = input.secondaryPassword;
      if (second !== undefined) {
        const problem = secondPasswordProblem(second, second === input.password, [input.username]);
        if (problem) throw badRequest(problem, 'secondaryPassword');
      }
      const passwordHash = await passwords.hash(input.password);
      const secondHash = second === undefined ? null : await passwords.hash(second);
      let user: AdminUserDto;
      try {
        user = await db.tx(async (q) => {
          const made = await insertUserWithWallet(q, { username: input.username, phone: null, passwordHash, role });
          if (secondHash) await insertTwoFactorPassword(q, made.id, secondHash);
          const after = (await findAdminUserDto(q, made.id))!;
          await hostAudit(q, 'operator.create', after, null, auditView(after));
          return after;
        });
      } catch (error) {
        if (uniqueViolation(error) === 'users_username_key') throw usernameTaken();
        throw error;
      }
      const message = OPERATOR_MESSAGES.created(user.username, OPERATOR_ROLE_LABELS[role]);
      announce('create', user, message);
      return { user, message };
    },

    async setRole(username: string, rawRole: unknown) {
      const role = parseOperatorRole(rawRole);
      const user = await db.tx(async (q) => {
        const before = await lockOperator(q, username, true);
        if (before.role === role)
          throw new AppError(409, 'SAME_ROLE', OPERATOR_MESSAGES.sameRole(before.username, OPERATOR_ROLE_LABELS[role]));
        if (before.role === 'admin') await keepAnAdmin(q, before);
        await setRole(q, before.id, role);
        await endSessions(q, before.id);
        const after = (await findAdminUserDto(q, before.id))!;
        await hostAudit(q, 'operator.role', after, auditView(before), auditView(after));
        return after;
      });
      realtime.endUserSessions(user.id, 'OPERATOR_CHANGED');
      const message = OPERATOR_MESSAGES.roleChanged(user.username, OPERATOR_ROLE_LABELS[role]);
      announce('role', user, message);
      return { user, message };
    },

    async disable(username: string) {
      const user = await db.tx(async (q) => {
        const before = await lockOperator(q, username, true);
        if (before.bannedAt) throw new AppError(409, 'ALREADY_DISABLED', OPERATOR_MESSAGES.alreadyDisabled(before.username));
        if (before.role === 'admin') await keepAnAdmin(q, before);
        await setBan(q, before.id, OPERATOR_MESSAGES.disabledReason);
        await endSessions(q, before.id);
        const after = (await findAdminUserDto(q, before.id))!;
        await hostAudit(q, 'operator.disable', after, auditView(before), auditView(after));
        return after;
      });
      realtime.endUserSessions(user.id, 'OPERATOR_DISABLED');
      const message = OPERATOR_MESSAGES.disabled(user.username);
      announce('disable', user, message);
      return { user, message };
    },

    // An operator who lost their phone and their recovery codes: their authenticator is cleared (the
    // next login with the password enrols a new phone), and their sessions end, from the host only.
    async resetTotp(username: string) {
      const user = await db.tx(async (q) => {
        const before = await lockOperator(q, username, false);
        const had = await deleteTotp(q, before.id);
        await endSessions(q, before.id);
        await hostAudit(q, 'operator.totpReset', before, { ...auditView(before), totp: had }, { ...auditView(before), totp: false });
        return before;
      });
      realtime.endUserSessions(user.id, 'OPERATOR_CHANGED');
      return { user, message: AUTH_MESSAGES.totpResetDone(user.username) };
    },

    async enable(username: string) {
      const user = await db.tx(async (q) => {
        const before = await lockOperator(q, username, false);
        if (!before.bannedAt) throw new AppError(409, 'NOT_DISABLED', OPERATOR_MESSAGES.notDisabled(before.username));
        await clearBan(q, before.id);
        const after = (await findAdminUserDto(q, before.id))!;
        await hostAudit(q, 'operator.enable', after, auditView(before), auditView(after));
        return after;
      });
      const message = OPERATOR_MESSAGES.enabled(user.username);
      announce('enable', user, message);
      return { user, message };
    },
  };
}

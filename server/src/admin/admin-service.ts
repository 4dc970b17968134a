import { AUTH_MESSAGES } from '@app/shared/contracts';
import { uniqueViolation, type Db, type Queryable } from '../db/db';
import type { PasswordHasher } from '../auth/password-hasher';
import { insertUserWithWallet } from '../users/user-store';
import { recordAudit } from '../audit/audit-store';
import { AppError, notFound } from '../http/app-error';
import type { Realtime } from '../realtime/realtime';
import { ADMIN_MESSAGES } from './admin-messages';
import { checkLedger } from '../ledger/check-ledger';
import { ordersOfPlayer } from '../deposits/deposit-order-store';
import { toDepositDto } from '../deposits/deposit-store';
import { betHistoryOf } from '../games/bet-history';
import { getResponsibleGaming } from '../responsible-gaming/responsible-gaming-service';
import { listSecurityEvents } from '../security-events/security-event-store';
import { listPlayerWithdrawals } from '../withdrawals/withdrawal-store';
import { houseBalance } from '../ledger/balances';
import type { AppServer } from '../realtime/io-types';
import { gameRoom } from '../realtime/rooms';
import { clearBan, findAdminUserDto, findUsers, overviewCounts, setBan, setDevTools } from './admin-store';

// Distinct players with a socket in each game's room, asked of every node (the Redis adapter).
async function livePlayerCounts(io: AppServer): Promise<Record<GameType, number>> {
  const counts = await Promise.all(
    GAME_TYPES.map(async (game) => new Set((await io.in(gameRoom(game)).fetchSockets()).map((socket) => socket.data.auth.userId)).size),
  );
  return Object.fromEntries(GAME_TYPES.map((game, i) => [game, counts[i]])) as Record<GameType, number>;
}
import {
  ADMIN_PROFILE_ROWS,
  GAME_TYPES,
  type AdminOverviewDto,
  type AdminPlayerProfileDto,
  type AdminUserDto,
  type AuditAction,
  type GameType,
} from '@app/shared/contracts';

export type AdminService = ReturnType<typeof createAdminService>;

export function createAdminService(db: Db, realtime: Realtime, io: AppServer, passwords: PasswordHasher) {
  // A change to one player, with its audit entry, in one transaction: the player as the operator saw
  // them before and after. `change` answers false when there is no such player.
  const changeUser = (actorId: number, userId: number, action: AuditAction, change: (q: Queryable) => Promise<boolean>) =>
    db.tx(async (q) => {
      const before = await findAdminUserDto(q, userId);
      if (!before || !(await change(q))) throw notFound(AUTH_MESSAGES.userNotFound);
      const after = (await findAdminUserDto(q, userId))!;
      await recordAudit(q, { actorId, action, target: `user:${userId}`, before, after });
      return after;
    });

  return {
    findUsers: (usernamePrefix?: string) => findUsers(db, usernamePrefix),

    // Every list read in one transaction, so that they agree with each other and with the balance.
    playerProfile: (userId: number): Promise<AdminPlayerProfileDto> =>
      db.tx(async (q) => {
        const user = await findAdminUserDto(q, userId);
        if (!user) throw notFound(AUTH_MESSAGES.userNotFound);
        const first = { page: 1, size: ADMIN_PROFILE_ROWS, offset: 0 };
        const [deposits, withdrawals, bets, securityEvents, limits] = await Promise.all([
          ordersOfPlayer(q, userId, 1, ADMIN_PROFILE_ROWS),
          listPlayerWithdrawals(q, userId, first),
          betHistoryOf(q, userId, ADMIN_PROFILE_ROWS, null),
          listSecurityEvents(q, userId, ADMIN_PROFILE_ROWS),
          getResponsibleGaming(q, userId),
        ]);
        return { user, deposits: deposits.items.map(toDepositDto), withdrawals: withdrawals.items, bets, securityEvents, limits };
      }),

    async overview(): Promise<AdminOverviewDto> {
      const [counts, house, ledger, livePlayers] = await Promise.all([
        overviewCounts(db),
        houseBalance(db),
        checkLedger(db),
        livePlayerCounts(io),
      ]);
      return {
        house,
        today: { since: counts.since, depositsConfirmed: counts.depositsConfirmed, withdrawalsApproved: counts.withdrawalsApproved },
        pending: counts.pending,
        ledger: { ok: ledger.ok, checkedAt: new Date().toISOString() },
        livePlayers,
      };
    },

    // The ban takes effect on the player's next request (403) and, through forceLogout, at once on
    // every open page. Sessions are left as they are so the answer stays "banned", not "logged out".
    async ban(actorId: number, userId: number, reason: string | undefined): Promise<AdminUserDto> {
      if (actorId === userId) throw new AppError(400, 'CANNOT_BAN_SELF', ADMIN_MESSAGES.cannotBanSelf);
      const user = await changeUser(actorId, userId, 'user.ban', (q) => setBan(q, userId, reason || null));
      realtime.endUserSessions(userId, 'USER_BANNED');
      return user;
    },

    // A second operator: an account with the operator's role (and a wallet, as every account has),
    // audited with the operator who made it. The password is never written to the log.
    async createOperator(actorId: number, fields: { username: string; password: string }): Promise<AdminUserDto> {
      const passwordHash = await passwords.hash(fields.password);
      try {
        return await db.tx(async (q) => {
          const user = await insertUserWithWallet(q, { username: fields.username, phone: null, passwordHash, role: 'admin' });
          const after = (await findAdminUserDto(q, user.id))!;
          await recordAudit(q, { actorId, action: 'operator.create', target: `user:${user.id}`, before: null, after });
          return after;
        });
      } catch (error) {
        if (uniqueViolation(error) === 'users_username_key')
          throw new AppError(409, 'USERNAME_TAKEN', ADMIN_MESSAGES.usernameTaken, 'username');
        throw error;
      }
    },

    unban: (actorId: number, userId: number): Promise<AdminUserDto> =>
      changeUser(actorId, userId, 'user.unban', (q) => clearBan(q, userId)),

    setDevTools: (actorId: number, userId: number, enabled: boolean): Promise<AdminUserDto> =>
      changeUser(actorId, userId, 'user.devTools', (q) => setDevTools(q, userId, enabled)),
  };
}

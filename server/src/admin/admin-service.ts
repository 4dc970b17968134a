import {
  ADMIN_PROFILE_ROWS,
  AUTH_MESSAGES,
  GAME_TYPES,
  STEP_UP_TARGETS,
  TWO_FACTOR_ACTIONS,
  type AdminOverviewDto,
  type AdminPlayerProfileDto,
  type AdminUserDto,
  type AuditAction,
  type GameType,
} from '@app/shared/contracts';
import { recordAudit } from '../audit/audit-store';
import type { Db, Queryable } from '../db/db';
import { depositsOfPlayer } from '../deposits/deposit-order-store';
import { toAdminPlayerDepositDto } from '../deposits/deposit-store';
import { betHistoryOf } from '../games/bet-history-service';
import { AppError, notFound } from '../http/app-error';
import { houseBalance } from '../ledger/balances';
import { checkLedgerIncremental } from '../ledger/check-ledger';
import type { Realtime } from '../realtime/realtime';
import { getResponsibleGaming } from '../responsible-gaming/responsible-gaming-service';
import { vietnamDayStart } from '../responsible-gaming/responsible-gaming-store';
import { listSecurityEvents } from '../security-events/security-event-store';
import { spendOperatorStepUp, type OperatorStepUp } from '../two-factor/second-password-check';
import { revokeOtherSessions, sessionTraces } from '../auth/session-store';
import { bankAccountsForAdmin } from '../bank-accounts/bank-account-store';
import { notesOf, tagsOf } from '../player-notes/player-notes-store';
import { lockUser } from '../users/user-store';
import { listPlayerWithdrawalsForAdmin } from '../withdrawals/withdrawal-store';
import { ADMIN_MESSAGES } from './admin-messages';
import { findPlayers, lifetimeOf, type PlayerListQuery } from './player-list-service';
import { clearBan, findAdminUserDto, operatorQueueCounts, overviewCounts, setBan, setDevTools } from './admin-store';

export type AdminService = ReturnType<typeof createAdminService>;

const LEDGER_CHECK_KEPT_MS = 60_000;

// `reads`: where the player list reads (a replica when there is one: db/read-replica.ts).
export function createAdminService(db: Db, realtime: Realtime, reads: Db = db) {
  // The overview's ledger check, kept a minute: every console that opens the overview would run it
  // (a few hundred milliseconds on a year of play), and its answer says when it was run.
  let ledgerCheck: { at: number; answer: Promise<{ ok: boolean; checkedAt: string }> } | null = null;
  const recentLedgerCheck = () => {
    if (!ledgerCheck || Date.now() - ledgerCheck.at > LEDGER_CHECK_KEPT_MS) {
      const at = Date.now();
      const answer = checkLedgerIncremental(db).then((check) => ({ ok: check.ok, checkedAt: new Date(at).toISOString() }));
      // A failed check is not kept: the next overview runs it again.
      answer.catch(() => (ledgerCheck = null));
      ledgerCheck = { at, answer };
    }
    return ledgerCheck.answer;
  };

  // A change to one player, with its audit entry, in one transaction: the player as the operator saw
  // them before and after. `change` answers false when there is no such player.
  // Operators' accounts are not players: the console's player actions never reach one (an operator
  // is managed on the host, where a stolen console session cannot go).
  // With `step`, the change is one that decides who can act (a ban, an unban): it spends a token of
  // the operator's second-level password bound to this player, in the same transaction.
  const changeUser = (
    actor: { operatorId: number; step?: OperatorStepUp },
    userId: number,
    action: AuditAction,
    change: (q: Queryable) => Promise<boolean>,
    // What the operator wrote about it (a reason), kept in the entry beside the row as it became.
    note?: Record<string, unknown>,
  ) =>
    db.tx(async (q) => {
      if (actor.step) await spendOperatorStepUp(q, actor.step, TWO_FACTOR_ACTIONS.operatorAccess, STEP_UP_TARGETS.user(userId));
      // Locked first: two operators changing one player queue, and each entry's `before` is what
      // the other left.
      await lockUser(q, userId);
      const before = await findAdminUserDto(q, userId);
      if (before && before.role !== 'user') throw new AppError(400, 'NOT_A_PLAYER', ADMIN_MESSAGES.notAPlayer);
      if (!before || !(await change(q))) throw notFound(AUTH_MESSAGES.userNotFound);
      const after = (await findAdminUserDto(q, userId))!;
      await recordAudit(q, {
        actorId: actor.operatorId,
        action,
        target: `user:${userId}`,
        before,
        after: note ? { ...after, ...note } : after,
      });
      return after;
    });

  return {
    findPlayers: (query: PlayerListQuery) => findPlayers(reads, query),

    // Read on one connection; each list is the latest at its own read (READ COMMITTED).
    playerProfile: (userId: number): Promise<AdminPlayerProfileDto> =>
      db.tx(async (q) => {
        const user = await findAdminUserDto(q, userId);
        if (!user || user.role !== 'user') throw notFound(AUTH_MESSAGES.userNotFound);
        const [deposits, withdrawals, bets, securityEvents, limits, traces, lifetime, bankAccounts, notes, tags] = await Promise.all([
          depositsOfPlayer(q, userId, 1, ADMIN_PROFILE_ROWS),
          listPlayerWithdrawalsForAdmin(q, userId, ADMIN_PROFILE_ROWS),
          betHistoryOf(q, userId, ADMIN_PROFILE_ROWS, null),
          listSecurityEvents(q, userId, ADMIN_PROFILE_ROWS),
          getResponsibleGaming(q, userId),
          sessionTraces(q, userId),
          lifetimeOf(q, userId),
          bankAccountsForAdmin(q, userId),
          notesOf(q, userId),
          tagsOf(q, userId),
        ]);
        return {
          user,
          lastLoginAt: traces.lastLoginAt,
          lifetime,
          bankAccounts,
          devices: traces.devices,
          addresses: traces.addresses,
          notes,
          tags,
          deposits: deposits.items.map(toAdminPlayerDepositDto),
          withdrawals,
          bets,
          securityEvents,
          limits,
        };
      }),

    // What the console's navigation counts: two counts, cheap enough for every console that opens.
    queues: () => operatorQueueCounts(db),

    async overview(): Promise<AdminOverviewDto> {
      const since = vietnamDayStart();
      const [counts, waiting, house, ledger, players] = await Promise.all([
        overviewCounts(db, since),
        operatorQueueCounts(db),
        houseBalance(db),
        recentLedgerCheck(),
        Promise.all(GAME_TYPES.map((game) => realtime.playersAt(game))),
      ]);
      return {
        house,
        today: { since: since.toISOString(), depositsConfirmed: counts.depositsConfirmed, withdrawalsApproved: counts.withdrawalsApproved },
        pending: {
          withdrawals: waiting.pendingWithdrawals,
          deposits: counts.pendingDeposits,
          unmatchedTransfers: waiting.unmatchedTransfers,
          changes: waiting.pendingChanges,
        },
        ledger: { ok: ledger.ok, checkedAt: ledger.checkedAt },
        // Distinct players with a socket in each game's room, on every node (unknown: null).
        livePlayers: Object.fromEntries(GAME_TYPES.map((game, i) => [game, players[i]])) as Record<GameType, number | null>,
      };
    },

    // The ban takes effect on the player's next request (403) and, through forceLogout, at once on
    // every open page. Sessions are left as they are so the answer stays "banned", not "logged out".
    async ban(step: OperatorStepUp, userId: number, reason: string | undefined): Promise<AdminUserDto> {
      if (step.operatorId === userId) throw new AppError(400, 'CANNOT_BAN_SELF', ADMIN_MESSAGES.cannotBanSelf);
      const user = await changeUser({ operatorId: step.operatorId, step }, userId, 'user.ban', (q) => setBan(q, userId, reason || null));
      realtime.endUserSessions(userId, 'USER_BANNED');
      return user;
    },

    unban: (step: OperatorStepUp, userId: number): Promise<AdminUserDto> =>
      changeUser({ operatorId: step.operatorId, step }, userId, 'user.unban', (q) => clearBan(q, userId)),

    // Support ends a player's open sessions (a phone left signed in somewhere, a suspected takeover
    // before the password is changed): every page of theirs gets forceLogout ADMIN_TERMINATE and the
    // login screen; they may sign in again at once. Nothing else about the account changes.
    async endSessions(actorId: number, userId: number, reason: string | undefined): Promise<{ user: AdminUserDto; ended: number }> {
      let ended = 0;
      const user = await changeUser(
        { operatorId: actorId },
        userId,
        'user.sessionsEnd',
        async (q) => {
          ended = (await revokeOtherSessions(q, userId, null, 'ADMIN_TERMINATE')).length;
          return true;
        },
        { reason: reason || null },
      );
      realtime.endUserSessions(userId, 'ADMIN_TERMINATE');
      return { user, ended };
    },

    setDevTools: (actorId: number, userId: number, enabled: boolean): Promise<AdminUserDto> =>
      changeUser({ operatorId: actorId }, userId, 'user.devTools', (q) => setDevTools(q, userId, enabled)),
  };
}

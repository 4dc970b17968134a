import {
  AUTH_MESSAGES,
  BET_SIDE_LABELS,
  GAME_LABELS,
  RISK_FLAG_LABELS,
  RISK_LIST_FLAGS_SHOWN,
  RISK_MESSAGES,
  WITHDRAWAL_STATUS_LABELS,
  vndText,
  vietnamDateTimeText,
  type BetSide,
  type GameType,
  type PlayerRiskDto,
  type RiskFlagDto,
  type RiskFlagKind,
  type RiskListDto,
  type RiskRulesDto,
  type WithdrawalStatus,
} from '@app/shared/contracts';
import { ADMIN_MESSAGES } from '../admin/admin-messages';
import { recordAudit } from '../audit/audit-store';
import type { Db, Queryable } from '../db/db';
import { AppError, notFound } from '../http/app-error';
import { depositsCreditedSince } from '../ledger/balances';
import { insertNote } from '../player-notes/player-notes-store';
import { findUserById } from '../users/user-store';
import {
  bigWins,
  bothSidesRounds,
  clearances,
  insertClearance,
  pendingWithdrawals,
  sharedGroups,
  stakedSince,
  withdrawalBursts,
  type SharedKind,
} from './risk-store';

export type RiskService = ReturnType<typeof createRiskService>;

type Raised = Omit<RiskFlagDto, 'cleared'> & { userId: number; username: string };

const time = (iso: string) => vietnamDateTimeText(new Date(iso));
const HOUR_MS = 3_600_000;
// The other players a shared finding names and lists, at most.
const SHOWN = 10;

const SHARED: Array<{ kind: RiskFlagKind; shared: SharedKind; what: string; head: string[] }> = [
  { kind: 'sharedBankAccount', shared: 'bankAccount', what: 'cùng một tài khoản ngân hàng', head: ['Người chơi', 'Tài khoản', 'Thêm lúc'] },
  {
    kind: 'sharedHolderName',
    shared: 'holderName',
    what: 'tài khoản ngân hàng cùng tên chủ',
    head: ['Người chơi', 'Tài khoản', 'Thêm lúc'],
  },
  { kind: 'sharedDevice', shared: 'device', what: 'cùng một thiết bị (trình duyệt)', head: ['Người chơi', 'Đăng nhập', 'Gần nhất'] },
  { kind: 'sharedAddress', shared: 'address', what: 'cùng một địa chỉ IP', head: ['Người chơi', 'Đăng nhập', 'Gần nhất'] },
];

/**
 * The risk flags: what the server finds about players from their sessions, bank accounts, bets and
 * withdrawals, each with why and the rows it came from. Computed when asked (the console's "Rủi ro"
 * list, a profile, a withdrawal under review), so a flag is never stale; an operator's clearance
 * (with a note, which also lands in the player's notes) is what is kept.
 */
export function createRiskService(db: Db, rules: RiskRulesDto, excludedAddresses: readonly string[], now: () => number = Date.now) {
  async function raised(q: Queryable, userId: number | null): Promise<Raised[]> {
    const since = new Date(now() - rules.lookbackDays * 24 * HOUR_MS);
    const [groups, sides, wins, bursts, pending] = await Promise.all([
      Promise.all(SHARED.map((s) => sharedGroups(q, s.shared, userId, excludedAddresses))),
      bothSidesRounds(q, userId, since),
      bigWins(q, userId, since, rules.bigWin),
      withdrawalBursts(q, userId, new Date(now() - rules.manyWithdrawalsHours * HOUR_MS), rules.manyWithdrawals),
      pendingWithdrawals(q, userId),
    ]);
    const flags: Raised[] = [];

    SHARED.forEach((s, i) => {
      for (const group of groups[i]) {
        for (const member of group.members) {
          if (userId !== null && member.id !== userId) continue;
          const others = group.members.filter((m) => m.id !== member.id);
          // A group of many (a shared café address) lists its first few: the player, then the others.
          const shown = others.slice(0, SHOWN);
          const more = others.length > SHOWN ? ` và ${others.length - SHOWN} người khác` : '';
          flags.push({
            userId: member.id,
            username: member.username,
            kind: s.kind,
            key: group.key,
            reason: `Dùng ${s.what} với ${shown.map((m) => m.username).join(', ')}${more}.`,
            evidence: { head: s.head, rows: [member, ...shown].map((m) => [m.username, m.detail, time(m.at)]) },
            related: shown.map((m) => ({ id: m.id, username: m.username })),
          });
        }
      }
    });

    for (const round of sides) {
      const game = GAME_LABELS[round.game as GameType] ?? round.game;
      flags.push({
        userId: round.userId,
        username: round.username,
        kind: 'bothSides',
        key: `${round.game}:${round.roundId}`,
        reason: `Cược hai cửa đối nhau trong phiên #${round.roundId} (${game}).`,
        evidence: {
          head: ['Trò chơi', 'Phiên', 'Cửa', 'Tiền cược', 'Lúc'],
          rows: round.bets.map((b) => [
            game,
            `#${round.roundId}`,
            BET_SIDE_LABELS[b.side as BetSide] ?? b.side,
            vndText(b.amount),
            time(b.at),
          ]),
        },
        related: [],
      });
    }

    for (const win of wins) {
      const game = GAME_LABELS[win.game as GameType] ?? win.game;
      flags.push({
        userId: win.userId,
        username: win.username,
        kind: 'bigWin',
        key: `${win.game}:${win.roundId}`,
        reason: `Thắng ${vndText(win.paid - win.staked)} trong phiên #${win.roundId} (${game}), từ ${vndText(rules.bigWin)} trở lên.`,
        evidence: {
          head: ['Trò chơi', 'Phiên', 'Tiền cược', 'Được trả', 'Lúc'],
          rows: [[game, `#${win.roundId}`, vndText(win.staked), vndText(win.paid), time(win.at)]],
        },
        related: [],
      });
    }

    for (const burst of bursts) {
      const last = burst[burst.length - 1];
      flags.push({
        userId: last.userId,
        username: last.username,
        kind: 'manyWithdrawals',
        // The latest request names the burst: one more request raises it again.
        key: `withdrawal:${last.id}`,
        reason: `${burst.length} yêu cầu rút tiền trong ${rules.manyWithdrawalsHours} giờ qua (từ ${rules.manyWithdrawals} yêu cầu trở lên).`,
        evidence: {
          head: ['Mã', 'Số tiền', 'Trạng thái', 'Lúc'],
          rows: burst.map((w) => [
            `#${w.id}`,
            vndText(w.amount),
            WITHDRAWAL_STATUS_LABELS[w.status as WithdrawalStatus] ?? w.status,
            time(w.at),
          ]),
        },
        related: [],
      });
    }

    // Each withdrawal waiting for review: was there play since the money came in?
    for (const w of pending) {
      const from = w.lastPaidAt ?? new Date(0);
      const [deposited, staked] = await Promise.all([depositsCreditedSince(q, w.userId, from), stakedSince(q, w.userId, from)]);
      if (deposited === 0 || staked >= deposited * rules.turnoverMultiple) continue;
      const since = w.lastPaidAt ? `từ lần rút được duyệt gần nhất (${vietnamDateTimeText(w.lastPaidAt)})` : 'từ khi mở tài khoản';
      flags.push({
        userId: w.userId,
        username: w.username,
        kind: 'lowPlayWithdrawal',
        key: `withdrawal:${w.id}`,
        reason: `Yêu cầu rút #${w.id} khi tổng cược ${since} là ${vndText(staked)}, dưới ${rules.turnoverMultiple} lần số đã nạp (${vndText(deposited)}).`,
        evidence: {
          head: ['Yêu cầu rút', 'Số tiền', 'Đã nạp', 'Đã cược', 'Lúc'],
          rows: [[`#${w.id}`, vndText(w.amount), vndText(deposited), vndText(staked), time(w.at)]],
        },
        related: [],
      });
    }
    return flags;
  }

  async function withClearances(q: Queryable, userId: number | null) {
    const [flags, cleared] = await Promise.all([raised(q, userId), clearances(q, userId)]);
    const byKey = new Map(cleared.map((c) => [`${c.userId}|${c.kind}|${c.key}`, c]));
    return flags.map(({ userId: id, username, ...flag }) => {
      const c = byKey.get(`${id}|${flag.kind}|${flag.key}`);
      return { userId: id, username, flag: { ...flag, cleared: c ? { by: c.by, note: c.note, at: c.at } : null } };
    });
  }

  return {
    /** One player's flags, the cleared ones too (the profile, a withdrawal under review). */
    async ofPlayer(userId: number): Promise<RiskFlagDto[]> {
      return (await withClearances(db, userId)).map((f) => f.flag);
    },

    /** The players with a flag not cleared, most flags first: each with their first few flags and how many in all. */
    async list(): Promise<RiskListDto> {
      const players = new Map<number, PlayerRiskDto>();
      for (const { userId, username, flag } of await withClearances(db, null)) {
        if (flag.cleared) continue;
        const entry = players.get(userId) ?? { user: { id: userId, username, bannedAt: null }, flags: [], flagCount: 0 };
        if (entry.flags.length < RISK_LIST_FLAGS_SHOWN) entry.flags.push(flag);
        entry.flagCount += 1;
        players.set(userId, entry);
      }
      return { players: [...players.values()].sort((a, b) => b.flagCount - a.flagCount || b.user.id - a.user.id) };
    },

    /** Clears a flag raised now, with the operator's note (kept in the player's notes too); audited. */
    clear: (operatorId: number, userId: number, kind: RiskFlagKind, key: string, note: string) =>
      db.tx(async (q) => {
        const user = await findUserById(q, userId);
        if (!user) throw notFound(AUTH_MESSAGES.userNotFound);
        if (user.role !== 'user') throw new AppError(400, 'NOT_A_PLAYER', ADMIN_MESSAGES.notAPlayer);
        const flag = (await withClearances(q, userId)).find((f) => f.flag.kind === kind && f.flag.key === key);
        if (!flag) throw notFound(RISK_MESSAGES.notRaised);
        if (!(await insertClearance(q, { userId, kind, key, note, operatorId })))
          throw new AppError(409, 'ALREADY_CLEARED', RISK_MESSAGES.alreadyCleared);
        await insertNote(q, userId, operatorId, `[${RISK_FLAG_LABELS[kind]}] ${note}`);
        await recordAudit(q, {
          actorId: operatorId,
          action: 'risk.clear',
          target: `user:${userId}`,
          before: null,
          after: { kind, key, note },
        });
        return RISK_MESSAGES.cleared(RISK_FLAG_LABELS[kind]);
      }),
  };
}

import {
  STEP_UP_TARGETS,
  type MakerCheckerMode,
  type PendingChangeDto,
  type PendingChangeKind,
  type PendingChangeStatus,
  type PendingChangesDto,
  type Role,
  type TwoFactorAction,
} from '@app/shared/contracts';
import { announceOperatorQueues } from '../admin/operator-queues';
import { recordAudit } from '../audit/audit-store';
import type { Db, Queryable } from '../db/db';
import { AppError, forbidden, notFound } from '../http/app-error';
import type { Realtime } from '../realtime/realtime';
import { spendOperatorStepUp, type OperatorStepUp } from '../two-factor/second-password-check';
import { findUserById } from '../users/user-store';
import { PENDING_CHANGE_MESSAGES as M } from './pending-change-messages';
import {
  countOtherOperators,
  findPendingChange,
  insertPendingChange,
  listPendingChanges,
  lockDueChanges,
  lockPendingChange,
  markPendingChange,
  toPendingChangeDto,
  type NewPendingChange,
  type PendingChangeRow,
} from './pending-change-store';

// What a feature gives for each kind of change it sends through maker-checker.
export interface ChangeApplier {
  // The approver's step-up kind (admin_money for credits, admin_settings for receiving accounts).
  stepUpAction: TwoFactorAction;
  // Who may approve it; whether one of them exists besides the maker decides the mode.
  checkerRoles: readonly Role[];
  // Applies the change inside the approval's transaction, checking again that it still can (the
  // order still open, the number still free) and throwing an AppError otherwise, which rolls the
  // approval back. `appliedBy` is the approver (null when the solo mode's delay ran out). Returns
  // what to announce once the transaction has committed.
  apply(q: Queryable, change: PendingChangeRow, appliedBy: number | null): Promise<() => Promise<void>>;
}

export interface PendingChangeDeps {
  db: Db;
  realtime: Realtime;
  log: { warn(obj: unknown, msg?: string): void };
  soloDelayHours: number;
  manualCreditReviewAbove: number;
}

export type PendingChangeService = ReturnType<typeof createPendingChangeService>;

const conflict = (code: string, message: string) => new AppError(409, code, message);
const auditTarget = (id: number) => `pending_change:${id}`;

// Maker-checker: the changes that create money or change where it goes are asked for by one operator
// (with their own step-up, spent in the request's transaction) and applied by a second one's approval
// (with that operator's own step-up, bound to the change). The maker can never approve their own;
// where nobody else could, the change waits `soloDelayHours` and applies itself unless its maker
// cancels it, so a single stolen session still cannot move money before the real operator sees it.
export function createPendingChangeService({ db, realtime, log, soloDelayHours, manualCreditReviewAbove }: PendingChangeDeps) {
  const appliers = new Map<PendingChangeKind, ChangeApplier>();
  const applierOf = (kind: PendingChangeKind) => {
    const applier = appliers.get(kind);
    if (!applier) throw new Error(`no applier registered for ${kind}`);
    return applier;
  };
  const announce = () => announceOperatorQueues(db, realtime, 'changes', log);

  // The operator roles that approve changes of any kind: the mode shown on the console is theirs.
  const anyCheckerRoles = (): Role[] => [...new Set([...appliers.values()].flatMap((a) => a.checkerRoles))];
  const modeFor = async (q: Queryable, userId: number, roles: readonly Role[]): Promise<MakerCheckerMode> =>
    (await countOtherOperators(q, userId, roles)) > 0 ? 'two' : 'solo';

  // Applies a change in `q` and closes it; the audit names who applied it (the maker, when the delay ran out).
  const applyAndClose = async (q: Queryable, change: PendingChangeRow, appliedBy: number | null) => {
    const after = await applierOf(change.kind).apply(q, change, appliedBy);
    await markPendingChange(q, change.id, { status: 'APPLIED', decidedBy: appliedBy, reason: null });
    await recordAudit(q, {
      actorId: appliedBy ?? change.maker_id,
      action: appliedBy === null ? 'change.applyAfterDelay' : 'change.approve',
      target: auditTarget(change.id),
      before: { status: 'PENDING' },
      after: { status: 'APPLIED', kind: change.kind, target: change.target },
    });
    return after;
  };

  return {
    manualCreditReviewAbove,
    register(kind: PendingChangeKind, applier: ChangeApplier): void {
      appliers.set(kind, applier);
    },

    // Inside the maker's transaction (after their step-up was spent there): the change waits, in the
    // mode the maker is in now. Announce with `announce()` once that transaction has committed.
    async request(q: Queryable, change: Omit<NewPendingChange, 'delaySeconds'>): Promise<PendingChangeDto> {
      const mode = await modeFor(q, change.makerId, applierOf(change.kind).checkerRoles);
      const id = await insertPendingChange(q, { ...change, delaySeconds: mode === 'solo' ? soloDelayHours * 3600 : null });
      if (id === null) throw conflict('CHANGE_ALREADY_WAITING', M.alreadyWaiting);
      const saved = toPendingChangeDto((await findPendingChange(q, id))!);
      await recordAudit(q, {
        actorId: change.makerId,
        action: 'change.request',
        target: auditTarget(id),
        before: change.before,
        after: { kind: saved.kind, target: saved.target, summary: saved.summary, ...change.after, executeAfter: saved.executeAfter },
      });
      return saved;
    },
    announce,

    async list(callerId: number, status: PendingChangeStatus): Promise<PendingChangesDto> {
      const [rows, mode] = await Promise.all([listPendingChanges(db, status), modeFor(db, callerId, anyCheckerRoles())]);
      return { mode, soloDelayHours, manualCreditReviewAbove, items: rows.map(toPendingChangeDto) };
    },

    // A second operator approves with their own step-up for this change: applied in the same
    // transaction, or nothing at all (a refusal leaves the change waiting and the token unspent).
    async approve(step: OperatorStepUp, id: number): Promise<PendingChangeDto> {
      const { after } = await db.tx(async (q) => {
        const change = await lockPendingChange(q, id);
        if (!change) throw notFound(M.notFound);
        const applier = applierOf(change.kind);
        await spendOperatorStepUp(q, step, applier.stepUpAction, STEP_UP_TARGETS.pendingChange(id));
        if (change.status !== 'PENDING') throw conflict('CHANGE_DECIDED', M.alreadyDecided);
        if (Number(change.maker_id) === step.operatorId) throw forbidden(M.ownChange);
        const approver = await findUserById(q, step.operatorId);
        if (!approver || !applier.checkerRoles.includes(approver.role)) throw forbidden(M.cannotApprove);
        return { after: await applyAndClose(q, change, step.operatorId) };
      });
      await after();
      await announce();
      return toPendingChangeDto((await findPendingChange(db, id))!);
    },

    // Another operator turns a change down (no money moves, so no step-up); its maker cancels it.
    async reject(operatorId: number, id: number, reason: string): Promise<PendingChangeDto> {
      return decide(operatorId, id, 'REJECTED', reason);
    },
    async cancel(operatorId: number, id: number): Promise<PendingChangeDto> {
      return decide(operatorId, id, 'CANCELLED', null);
    },

    // The solo mode's due changes, each in its own transaction, by whichever node locks it first. One
    // that can no longer apply is closed as rejected with the reason, for its maker to see.
    async sweepDue(limit = 20): Promise<number> {
      let applied = 0;
      for (let round = 0; round < limit; round += 1) {
        let due: PendingChangeRow | null = null;
        try {
          const after = await db.tx(async (q) => {
            const [id] = await lockDueChanges(q, 1);
            if (id === undefined) return null;
            due = (await findPendingChange(q, id))!;
            return applyAndClose(q, due, null);
          });
          if (!after) break;
          await after();
          applied += 1;
        } catch (error) {
          // Refused by its applier: everything it wrote rolled back with the transaction; the change
          // is closed on its own, with the reason.
          if (!(error instanceof AppError) || !due) throw error;
          await closeRefused(due, error.message);
        }
        await announce();
      }
      return applied;
    },

    async modeFor(userId: number): Promise<MakerCheckerMode> {
      return modeFor(db, userId, anyCheckerRoles());
    },
  };

  async function closeRefused(change: PendingChangeRow, why: string) {
    await db.tx(async (q) => {
      const current = await lockPendingChange(q, change.id);
      if (!current || current.status !== 'PENDING') return;
      await markPendingChange(q, change.id, { status: 'REJECTED', decidedBy: null, reason: M.couldNotApply(why) });
      await recordAudit(q, {
        actorId: change.maker_id,
        action: 'change.reject',
        target: auditTarget(change.id),
        before: { status: 'PENDING' },
        after: { status: 'REJECTED', reason: M.couldNotApply(why) },
      });
    });
  }

  async function decide(operatorId: number, id: number, status: 'REJECTED' | 'CANCELLED', reason: string | null) {
    await db.tx(async (q) => {
      const change = await lockPendingChange(q, id);
      if (!change) throw notFound(M.notFound);
      if (change.status !== 'PENDING') throw conflict('CHANGE_DECIDED', M.alreadyDecided);
      const own = Number(change.maker_id) === operatorId;
      if (status === 'CANCELLED' && !own) throw forbidden(M.notMaker);
      if (status === 'REJECTED' && own) throw forbidden(M.ownChange);
      await markPendingChange(q, id, { status, decidedBy: operatorId, reason });
      await recordAudit(q, {
        actorId: operatorId,
        action: status === 'CANCELLED' ? 'change.cancel' : 'change.reject',
        target: auditTarget(id),
        before: { status: 'PENDING' },
        after: { status, reason },
      });
    });
    await announce();
    return toPendingChangeDto((await findPendingChange(db, id))!);
  }
}

import {
  isOperatorRole,
  OPERATOR_ACCESS,
  PENDING_CHANGE_APPROVAL,
  STEP_UP_TARGETS,
  type MakerCheckerMode,
  type PendingChangeDto,
  type PendingChangeKind,
  type PendingChangeStatus,
  type PendingChangesDto,
  type Role,
} from '@app/shared/contracts';
import { announceOperatorQueues } from '../admin/operator-queues';
import { recordAudit } from '../audit/audit-store';
import { uniqueViolation, type Db, type Queryable } from '../db/db';
import { AppError, forbidden, notFound } from '../http/app-error';
import type { Realtime } from '../realtime/realtime';
import { spendOperatorStepUp, type OperatorStepUp } from '../two-factor/second-password-check';
import { findUserById } from '../users/user-store';
import { PENDING_CHANGE_MESSAGES } from './pending-change-messages';
import {
  changeWaitingFor,
  countOtherOperators,
  findPendingChange,
  insertPendingChange,
  listPendingChanges,
  clearExecuteAfter,
  lockDueChanges,
  lockPendingChange,
  markPendingChange,
  toPendingChangeDto,
  type NewPendingChange,
  type PendingChangeRow,
} from './pending-change-store';

// What a feature gives for each kind of change it sends through maker-checker. The approver's
// step-up kind and who may approve are the contract's (PENDING_CHANGE_APPROVAL).
export interface ChangeApplier {
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

// Why a change cannot be applied, when its applier refused it (an answer for the operator); null for
// a failure of the moment (the database away), after which it may still apply.
function refusal(error: unknown): string | null {
  if (error instanceof AppError) return error.message;
  if (uniqueViolation(error) !== null) return PENDING_CHANGE_MESSAGES.rowTaken;
  return null;
}
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
    const { action, access } = PENDING_CHANGE_APPROVAL[kind];
    return { ...applier, stepUpAction: action, checkerRoles: OPERATOR_ACCESS[access] as readonly Role[] };
  };
  const announce = () => announceOperatorQueues(db, realtime, 'changes', log);

  // The operator roles that approve changes of any kind: the mode shown on the console is theirs.
  const anyCheckerRoles = (): Role[] => [...new Set([...appliers.keys()].flatMap((kind) => applierOf(kind).checkerRoles))];
  const modeFor = async (q: Queryable, userId: number, roles: readonly Role[]): Promise<MakerCheckerMode> =>
    (await countOtherOperators(q, userId, roles)) > 0 ? 'two' : 'solo';

  // Applies a change in `q` and closes it; the audit names who applied it (the maker, when the delay ran out).
  // A maker disabled or moved to another role since asking (a console found in someone else's
  // hands) takes their requests with them.
  const applyAndClose = async (q: Queryable, change: PendingChangeRow, appliedBy: number | null) => {
    const maker = await findUserById(q, Number(change.maker_id));
    if (!maker || maker.banned_at !== null || !isOperatorRole(maker.role)) throw conflict('MAKER_GONE', PENDING_CHANGE_MESSAGES.makerGone);
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
      if (id === null) throw conflict('CHANGE_ALREADY_WAITING', PENDING_CHANGE_MESSAGES.alreadyWaiting);
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
    isWaiting: (q: Queryable, target: string) => changeWaitingFor(q, target),

    async list(callerId: number, status: PendingChangeStatus): Promise<PendingChangesDto> {
      const kinds = [...appliers.keys()];
      const [rows, ...kindModes] = await Promise.all([
        listPendingChanges(db, status),
        ...kinds.map((kind) => modeFor(db, callerId, applierOf(kind).checkerRoles)),
      ]);
      const modes = Object.fromEntries(kinds.map((kind, i) => [kind, kindModes[i]])) as Record<PendingChangeKind, MakerCheckerMode>;
      return { modes, soloDelayHours, manualCreditReviewAbove, items: rows.map(toPendingChangeDto) };
    },

    async find(id: number): Promise<PendingChangeDto | null> {
      const row = await findPendingChange(db, id);
      return row ? toPendingChangeDto(row) : null;
    },

    // A second operator approves with their own step-up for this change: applied in the same
    // transaction, or nothing at all (a refusal leaves the change waiting and the token unspent).
    async approve(step: OperatorStepUp, id: number): Promise<PendingChangeDto> {
      // Set once the approval itself is in order: a refusal after it is the change's own (the order
      // was handled meanwhile, the number taken), which closes the change instead of leaving it to
      // block its row.
      let applying: PendingChangeRow | null = null;
      let after: () => Promise<void>;
      try {
        after = await db.tx(async (q) => {
          const change = await lockPendingChange(q, id);
          if (!change) throw notFound(PENDING_CHANGE_MESSAGES.notFound);
          const applier = applierOf(change.kind);
          await spendOperatorStepUp(q, step, applier.stepUpAction, STEP_UP_TARGETS.pendingChange(id));
          if (change.status !== 'PENDING') throw conflict('CHANGE_DECIDED', PENDING_CHANGE_MESSAGES.alreadyDecided);
          if (Number(change.maker_id) === step.operatorId) throw forbidden(PENDING_CHANGE_MESSAGES.ownChange);
          const approver = await findUserById(q, step.operatorId);
          if (!approver || !applier.checkerRoles.includes(approver.role)) throw forbidden(PENDING_CHANGE_MESSAGES.cannotApprove);
          applying = change;
          return applyAndClose(q, change, step.operatorId);
        });
      } catch (error) {
        const refused = applying as PendingChangeRow | null;
        const why = refusal(error);
        if (!refused || why === null) throw error;
        await closeRefused(refused, why, step.operatorId, PENDING_CHANGE_MESSAGES.couldNotApplyNow(why));
        await announce();
        throw conflict('CHANGE_CANNOT_APPLY', PENDING_CHANGE_MESSAGES.couldNotApplyNow(why));
      }
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
      // A change that failed for a reason of the moment (the database away) is tried at the next
      // sweep; meanwhile the ones behind it are not held up.
      const skip: number[] = [];
      for (let round = 0; round < limit; round += 1) {
        let due: PendingChangeRow | null = null;
        try {
          const outcome = await db.tx(async (q) => {
            const [id] = await lockDueChanges(q, 1, skip);
            if (id === undefined) return null;
            due = (await findPendingChange(q, id))!;
            // The delay stood in for a second operator who did not exist. One added since (the team
            // grew while it waited) decides it instead: the change no longer applies by itself.
            if ((await modeFor(q, Number(due.maker_id), applierOf(due.kind).checkerRoles)) === 'two') {
              await clearExecuteAfter(q, due.id);
              // Under its maker's name, as a change applied after the delay is (no operator acted).
              await recordAudit(q, {
                actorId: due.maker_id,
                action: 'change.awaitApproval',
                target: auditTarget(due.id),
                before: { executeAfter: due.execute_after },
                after: { executeAfter: null },
              });
              return { applied: false };
            }
            return { applied: true, after: await applyAndClose(q, due, null) };
          });
          if (!outcome) break;
          if (outcome.applied) {
            await outcome.after?.();
            applied += 1;
          }
        } catch (error) {
          const failed = due as PendingChangeRow | null;
          if (!failed) throw error;
          const why = refusal(error);
          // Refused by its applier: everything it wrote rolled back with the transaction; the change
          // is closed on its own, with the reason.
          if (why !== null) await closeRefused(failed, why, null, PENDING_CHANGE_MESSAGES.couldNotApply(why));
          else {
            skip.push(Number(failed.id));
            log.warn({ err: error, changeId: failed.id }, 'pending change could not be applied; tried again at the next sweep');
          }
        }
        await announce();
      }
      return applied;
    },

    // Whether at least two operators could approve changes: a change any of them asks for then has
    // another to approve it (what the boot log says).
    async teamMode(): Promise<MakerCheckerMode> {
      return (await countOtherOperators(db, 0, anyCheckerRoles())) >= 2 ? 'two' : 'solo';
    },
  };

  async function closeRefused(change: PendingChangeRow, why: string, decidedBy: number | null, reason: string) {
    await db.tx(async (q) => {
      const current = await lockPendingChange(q, change.id);
      if (!current || current.status !== 'PENDING') return;
      await markPendingChange(q, change.id, { status: 'REJECTED', decidedBy, reason });
      await recordAudit(q, {
        actorId: decidedBy ?? change.maker_id,
        action: 'change.reject',
        target: auditTarget(change.id),
        before: { status: 'PENDING' },
        after: { status: 'REJECTED', reason, cannotApply: why },
      });
    });
  }

  async function decide(operatorId: number, id: number, status: 'REJECTED' | 'CANCELLED', reason: string | null) {
    await db.tx(async (q) => {
      const change = await lockPendingChange(q, id);
      if (!change) throw notFound(PENDING_CHANGE_MESSAGES.notFound);
      if (change.status !== 'PENDING') throw conflict('CHANGE_DECIDED', PENDING_CHANGE_MESSAGES.alreadyDecided);
      const own = Number(change.maker_id) === operatorId;
      if (status === 'CANCELLED' && !own) throw forbidden(PENDING_CHANGE_MESSAGES.notMaker);
      if (status === 'REJECTED' && own) throw forbidden(PENDING_CHANGE_MESSAGES.rejectOwn);
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

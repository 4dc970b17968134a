import { announceOperatorQueues } from '../admin/operator-queues';
import { recordAudit } from '../audit/audit-store';
import {
  PAYMENT_MESSAGES,
  STEP_UP_TARGETS,
  TWO_FACTOR_ACTIONS,
  WITHDRAWAL_MESSAGES,
  WITHDRAWAL_STATUS_EVENT,
  withdrawalBatchTarget,
  vndText,
  withdrawalAmountError,
  withdrawalLimitError,
  type InboxItemDto,
  type WithdrawalDto,
  type WithdrawalPayoutQrDto,
  type WithdrawalStatusUpdate,
} from '@app/shared/contracts';
import type { Db, Queryable } from '../db/db';
import { AppError, badRequest } from '../http/app-error';
import { walletBalance } from '../ledger/balances';
import { systemAccountId, walletAccountId } from '../ledger/ledger-accounts';
import { moveMoney } from '../ledger/move-money';
import { announceInboxItem } from '../inbox/inbox-notice';
import { insertInboxItem } from '../inbox/inbox-store';
import { announceBalance } from '../realtime/announce-balance';
import type { Realtime } from '../realtime/realtime';
import { lastPasswordChange } from '../security-events/security-event-store';
import { consumeTwoFactorToken, spendStepUpToken, type OperatorStepUp } from '../two-factor/second-password-check';
import { accountNotFound } from '../bank-accounts/bank-account-errors';
import { findDirectoryBank } from '../bank-directory/bank-list';
import { buildVietQr, qrPngDataUrl } from '../deposits/vietqr';
import { withdrawalNotFound } from './withdrawal-errors';
import { oncePerKey } from '../http/once-per-key';
import { cooldownRefused, withdrawalCooldown } from './withdrawal-cooldown';
import {
  findWithdrawal,
  findWithdrawalByKey,
  insertWithdrawal,
  lockOwnBankAccount,
  lockWithdrawal,
  markApproved,
  markCancelled,
  markRejected,
  withdrawalLimits,
} from './withdrawal-store';

export interface NewWithdrawal {
  bankAccountId: number;
  amount: number;
  stepUpToken: string;
  // The page's key for this request (absent from older clients).
  idempotencyKey?: string | null;
}

export interface WithdrawalServiceDeps {
  db: Db;
  realtime: Realtime;
  log: { warn(obj: unknown, msg?: string): void };
  cooldownHours: number;
}

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;

const INBOX_KIND = {
  PENDING: 'withdrawal_requested',
  APPROVED: 'withdrawal_approved',
  REJECTED: 'withdrawal_rejected',
  CANCELLED: 'withdrawal_cancelled',
} as const;

// A withdrawal's rules and money: made by the player behind the second-level password, approved or
// rejected by the operator. Each change commits in one transaction; what the player's sockets hear
// of it (the status, the balance) leaves afterwards, from here.
export function createWithdrawalService({ db, realtime, cooldownHours, log }: WithdrawalServiceDeps) {
  const lockPending = async (q: Queryable, id: number): Promise<WithdrawalDto> => {
    const withdrawal = await lockWithdrawal(q, id);
    if (!withdrawal) throw withdrawalNotFound();
    if (withdrawal.status !== 'PENDING') throw new AppError(409, 'ALREADY_PROCESSED', PAYMENT_MESSAGES.alreadyProcessed);
    return withdrawal;
  };

  // Spends the operator's token for this decision in the decision's own transaction, before the
  // withdrawal is looked at: a decision refused after it (not found, already processed) rolls the
  // spending back with everything else, so the operator may use the token again while it lasts.
  // Two decisions sent with one token queue on its row; the second finds it used.
  // The token is bound to `target` (this withdrawal, or a batch's exact set): one asked for another
  // cannot decide it.
  const spendReviewToken = (q: Queryable, step: OperatorStepUp, target: string) =>
    spendStepUpToken(
      q,
      step.operatorId,
      step.token,
      TWO_FACTOR_ACTIONS.withdrawalReview,
      { required: WITHDRAWAL_MESSAGES.reviewStepUpRequired, notSet: WITHDRAWAL_MESSAGES.reviewStepUpNotSet },
      target,
    );

  // The player's inbox item of a request or a decision, written in the transaction that made it.
  const inboxItemOf = (q: Queryable, withdrawal: WithdrawalDto) =>
    insertInboxItem(q, withdrawal.userId, INBOX_KIND[withdrawal.status as keyof typeof INBOX_KIND], {
      amount: withdrawal.amount,
      refId: withdrawal.id,
      note: withdrawal.rejectReason ?? null,
    });

  const announceStatus = (withdrawal: WithdrawalDto, message: string) => {
    const update: WithdrawalStatusUpdate = {
      withdrawalId: withdrawal.id,
      status: withdrawal.status,
      amount: withdrawal.amount,
      message,
      reason: withdrawal.rejectReason,
    };
    realtime.toUser(withdrawal.userId, WITHDRAWAL_STATUS_EVENT, update);
  };

  // Hold → external for one locked pending withdrawal the operator paid, its approval audited and
  // its inbox item written, in the caller's transaction (one approval, or each of a batch).
  const payOut = async (q: Queryable, pending: WithdrawalDto, operatorId: number, input: { transactionRef: string; note?: string }) => {
    await moveMoney(q, {
      debitAccountId: await systemAccountId(q, 'withdrawal_hold'),
      creditAccountId: await systemAccountId(q, 'external'),
      amount: pending.amount,
      kind: 'withdrawal_payout',
      reference: `withdrawal:${pending.id}`,
      idempotencyKey: `withdrawal-payout:${pending.id}`,
    });
    const approved = await markApproved(q, pending.id, operatorId, input);
    await recordAudit(q, {
      actorId: operatorId,
      action: 'withdrawal.approve',
      target: `withdrawal:${pending.id}`,
      before: pending,
      after: approved,
    });
    return { approved, item: await inboxItemOf(q, approved) };
  };
  const announcePaid = ({ approved, item }: { approved: WithdrawalDto; item: InboxItemDto }) => {
    announceStatus(approved, WITHDRAWAL_MESSAGES.playerApproved(vndText(approved.amount)));
    announceInboxItem(realtime, approved.userId, item);
  };

  // Hold → the player's wallet: a rejection's and a cancellation's return of the held amount. One key
  // for both, so that the amount can come back once only, whichever closed the request.
  const returnHeld = async (q: Queryable, pending: WithdrawalDto) =>
    moveMoney(q, {
      debitAccountId: await systemAccountId(q, 'withdrawal_hold'),
      creditAccountId: await walletAccountId(q, pending.userId),
      amount: pending.amount,
      kind: 'withdrawal_refund',
      reference: `withdrawal:${pending.id}`,
      idempotencyKey: `withdrawal-refund:${pending.id}`,
    });

  return {
    // One transaction: the 2FA token is used up, the bank account checked (and share-locked so that
    // it cannot be deleted meanwhile), the withdrawal row written and the amount moved from the wallet
    // to the withdrawal hold. Any refusal rolls all of it back, the token included: a token is spent
    // only by a withdrawal that was created, and a player refused for the amount can correct it and
    // retry with the same token while it lasts (5 minutes). Two requests with one token queue on its
    // row; the second finds it used. An account added or changed within the cool-down, or any account
    // within it after a password change, is refused with the time it opens (withdrawal-cooldown.ts).
    async create(userId: number, input: NewWithdrawal): Promise<WithdrawalDto> {
      const key = input.idempotencyKey ?? null;
      // A copy of a request that was carried out (its answer lost on the way) gets the withdrawal it
      // made, and nothing more: its token is spent by then. The key used for another request is refused.
      const madeEarlier = async () => {
        if (key === null) return undefined;
        const earlier = await findWithdrawalByKey(db, userId, key);
        if (earlier && (earlier.amount !== input.amount || earlier.bankAccountId !== input.bankAccountId)) {
          throw new AppError(409, 'IDEMPOTENCY_CONFLICT', PAYMENT_MESSAGES.withdrawalKeyReused);
        }
        return earlier;
      };
      let requested: InboxItemDto | null = null;
      const withdrawal = await oncePerKey(madeEarlier, async () => {
        // Outside the limits is refused first, before the token, the account or the balance is looked at.
        const limits = await withdrawalLimits(db);
        const outside = withdrawalLimitError(input.amount, limits);
        if (outside) throw badRequest(outside, 'amount');

        return db.tx(async (q) => {
          await consumeTwoFactorToken(q, userId, input.stepUpToken, TWO_FACTOR_ACTIONS.withdraw);
          const account = await lockOwnBankAccount(q, userId, input.bankAccountId);
          if (!account) throw accountNotFound();
          if (!account.is_active) throw badRequest(PAYMENT_MESSAGES.accountInactive, 'bankAccountId');
          const cooldown = withdrawalCooldown(account.destination_changed_at, await lastPasswordChange(q, userId), cooldownHours);
          if (cooldown) throw cooldownRefused(cooldown);

          // A friendly answer first; the ledger's CHECK below is what holds under concurrency.
          // Within the limits by now: what is left to refuse is an empty wallet or an amount above it.
          const refused = withdrawalAmountError(input.amount, limits, await walletBalance(q, userId), vndText);
          if (refused) throw badRequest(refused, 'amount');

          const created = await insertWithdrawal(q, userId, account, input.amount, key);
          await moveMoney(q, {
            debitAccountId: await walletAccountId(q, userId),
            creditAccountId: await systemAccountId(q, 'withdrawal_hold'),
            amount: input.amount,
            kind: 'withdrawal_hold',
            reference: `withdrawal:${created.id}`,
            idempotencyKey: `withdrawal-hold:${created.id}`,
          });
          requested = await inboxItemOf(q, created);
          return created;
        });
      });
      announceInboxItem(realtime, userId, requested);
      await announceBalance(db, realtime, userId);
      await announceOperatorQueues(db, realtime, 'withdrawals', log);
      return withdrawal;
    },

    // What the operator's bank app needs to pay it: a VietQR of the player's account and the amount,
    // and the same fields to copy (a bank the directory does not know gets no QR, only the fields).
    async payoutQr(id: number): Promise<WithdrawalPayoutQrDto> {
      const w = await findWithdrawal(db, id);
      if (!w) throw withdrawalNotFound();
      const content = `RUT TIEN ${w.id}`;
      const bank = findDirectoryBank(w.bankCode);
      const payload = bank ? buildVietQr({ bin: bank.bin, accountNumber: w.accountNumber, amount: w.amount, purpose: content }) : '';
      return {
        payload,
        image: payload ? await qrPngDataUrl(payload) : '',
        bankName: w.bankName,
        accountNumber: w.accountNumber,
        accountName: w.accountName,
        amount: w.amount,
        content,
      };
    },

    // Hold → external: the operator paid the player's bank account (transactionRef is the bank's
    // reference). The row lock makes an approve and a reject of the same withdrawal run one after the
    // other; the second finds it processed. Either needs a fresh token of the operator's
    // second-level password (spendReviewToken).
    async approve(id: number, actor: OperatorStepUp, input: { transactionRef: string; note?: string }): Promise<WithdrawalDto> {
      const { operatorId } = actor;
      const paid = await db.tx(async (q) => {
        await spendReviewToken(q, actor, STEP_UP_TARGETS.withdrawal(id));
        return payOut(q, await lockPending(q, id), operatorId, input);
      });
      announcePaid(paid);
      await announceOperatorQueues(db, realtime, 'withdrawals', log);
      return paid.approved;
    },

    // Several withdrawals paid in one bank batch, approved under one token of the operator's
    // second-level password bound to exactly this set (withdrawalBatchTarget). All or none: one no
    // longer pending refuses the batch, naming it, and nothing is approved.
    async approveBatch(ids: readonly number[], actor: OperatorStepUp, input: { transactionRef: string; note?: string }) {
      const { operatorId } = actor;
      const sorted = [...ids].sort((a, b) => a - b);
      const approvals = await db.tx(async (q) => {
        await spendReviewToken(q, actor, withdrawalBatchTarget(sorted));
        // Locked in id order, as every other path locks withdrawals, so two batches never deadlock.
        const locked = [];
        for (const id of sorted) locked.push({ id, row: await lockWithdrawal(q, id) });
        const gone = locked.filter((w) => w.row?.status !== 'PENDING').map((w) => w.id);
        if (gone.length > 0) throw new AppError(409, 'ALREADY_PROCESSED', WITHDRAWAL_MESSAGES.batchNotPending(gone));
        const done = [];
        for (const { row } of locked) done.push(await payOut(q, row!, operatorId, input));
        return done;
      });
      approvals.forEach(announcePaid);
      await announceOperatorQueues(db, realtime, 'withdrawals', log);
      const withdrawals = approvals.map((a) => a.approved);
      return { withdrawals, total: withdrawals.reduce((sum, w) => sum + w.amount, 0) };
    },

    // Hold → the player's wallet, with the reason the player will read.
    async reject(id: number, actor: OperatorStepUp, reason: string): Promise<WithdrawalDto> {
      const { operatorId } = actor;
      const { rejected: withdrawal, item } = await db.tx(async (q) => {
        await spendReviewToken(q, actor, STEP_UP_TARGETS.withdrawal(id));
        const pending = await lockPending(q, id);
        await returnHeld(q, pending);
        const rejected = await markRejected(q, id, operatorId, reason);
        await recordAudit(q, {
          actorId: operatorId,
          action: 'withdrawal.reject',
          target: `withdrawal:${id}`,
          before: pending,
          after: rejected,
        });
        return { rejected, item: await inboxItemOf(q, rejected) };
      });
      announceStatus(withdrawal, WITHDRAWAL_MESSAGES.playerRejected(vndText(withdrawal.amount), reason));
      announceInboxItem(realtime, withdrawal.userId, item);
      await announceOperatorQueues(db, realtime, 'withdrawals', log);
      await announceBalance(db, realtime, withdrawal.userId);
      return withdrawal;
    },

    // The player takes back their own request while no operator has decided it: hold → wallet, as a
    // rejection returns it. The row lock orders it with an operator's approval or rejection of the
    // same request: whichever comes second finds it closed and changes nothing (a cancel is then a
    // 409 with its own sentence). Another player's request is not found, as one that does not exist.
    // No second-level password: the money only comes back to the wallet it left.
    async cancel(userId: number, id: number): Promise<WithdrawalDto> {
      const { cancelled: withdrawal, item } = await db.tx(async (q) => {
        const own = await lockWithdrawal(q, id);
        if (!own || own.userId !== userId) throw withdrawalNotFound();
        if (own.status !== 'PENDING') throw new AppError(409, 'WITHDRAWAL_NOT_PENDING', PAYMENT_MESSAGES.withdrawalNotCancellable);
        await returnHeld(q, own);
        const cancelled = await markCancelled(q, id);
        return { cancelled, item: await inboxItemOf(q, cancelled) };
      });
      announceStatus(withdrawal, WITHDRAWAL_MESSAGES.playerCancelled(vndText(withdrawal.amount)));
      announceInboxItem(realtime, userId, item);
      await announceBalance(db, realtime, userId);
      // The operators' pending queue loses it on every console at once.
      await announceOperatorQueues(db, realtime, 'withdrawals', log);
      return withdrawal;
    },
  };
}

import { announceOperatorQueues } from '../admin/operator-queues';
import {
  PAYMENT_MESSAGES,
  STEP_UP_TARGETS,
  TWO_FACTOR_ACTIONS,
  WALLET_CREDIT_EVENT,
  depositAmountError,
  type AdminDepositDto,
  type BankTransferDto,
  type DepositDto,
  type DepositOrderDto,
  type DepositStatus,
  type InboxItemDto,
  type Page,
  type PendingChangeDto,
} from '@app/shared/contracts';
import type { Db, Queryable } from '../db/db';
import { AppError, badRequest, notFound } from '../http/app-error';
import { oncePerKey } from '../http/once-per-key';
import { recordAudit } from '../audit/audit-store';
import type { PendingChangeService } from '../pending-changes/pending-change-service';
import { spendOperatorStepUp, type OperatorStepUp } from '../two-factor/second-password-check';
import { announceInboxItem } from '../inbox/inbox-notice';
import { insertInboxItem } from '../inbox/inbox-store';
import { announceBalance } from '../realtime/announce-balance';
import { systemAccountId, walletAccountId } from '../ledger/ledger-accounts';
import { moveMoney } from '../ledger/move-money';
import type { Realtime } from '../realtime/realtime';
import { DEPOSIT_MESSAGES } from './deposit-messages';
import {
  insertBankTransfer,
  lockTransfer,
  transferNamingOrder,
  markTransferAssigned,
  markTransferResolved,
  markTransferMatched,
  noteTransfer,
  transfersByStatus,
} from './bank-transfer-store';
import {
  activeVendorCard,
  databaseNow,
  expireOrders,
  insertOrder,
  isOrderOf,
  lockOrder,
  lockOrdersByCode,
  markOrderConfirmed,
  markOrderRejected,
  orderByKey,
  ordersByStatus,
  depositsOfPlayer,
  readOrder,
  vendorCardById,
} from './deposit-order-store';
import {
  depositSettings,
  toAdminDepositDto,
  toBankTransferDto,
  toDepositDto,
  type BankTransferRow,
  type DepositOrderRow,
  type VendorCardRow,
} from './deposit-store';
import { findUserById } from '../users/user-store';
import { candidateCodes, newOrderCode, normalizeTransferText } from './order-code';
import { buildVietQr, parseVietQr, qrPngDataUrl } from './vietqr';

// A check another feature runs before a deposit order is made (responsible gaming: daily deposit
// limit, self-exclusion). It runs inside the order's transaction, with that transaction's `q`, so
// it sees and counts the orders committed before it; it refuses by throwing an AppError (a 4xx with
// a Vietnamese message), which rolls the order back. Push one into `app.depositGuards`.
export type DepositGuard = (q: Queryable, userId: number, amount: number) => Promise<void>;

export interface DepositServiceDeps {
  db: Db;
  // History and the operator's lists (a replica when there is one: db/read-replica.ts).
  reads?: Db;
  pendingChanges: PendingChangeService;
  realtime: Realtime;
  depositTtlMinutes: number;
  guards: () => readonly DepositGuard[];
  log: { warn(obj: unknown, msg?: string): void };
}

export interface BankTransferInput {
  id: number | string;
  gateway?: string | null;
  transactionDate?: string | null;
  accountNumber?: string | null;
  // The virtual account the money went to, when the bank account has them (SePay's subAccount).
  subAccount?: string | null;
  code?: string | null;
  content: string;
  transferType: 'in' | 'out';
  transferAmount: number;
  referenceCode?: string | null;
  description?: string | null;
}

export type WebhookOutcome = 'replayed' | 'ignored' | 'matched' | 'unmatched';

export type AssignTarget = { userId?: number; orderId?: number };

interface StatusEvent {
  userId: number;
  orderId: number;
  amount: number;
  status: DepositStatus;
  // The player's inbox item of a confirmation or a rejection, written with it.
  item?: InboxItemDto;
}

const alreadyProcessed = () => new AppError(409, 'ALREADY_PROCESSED', PAYMENT_MESSAGES.alreadyProcessed);
const orderNotFound = () => notFound(PAYMENT_MESSAGES.orderNotFound);

// An operator's decision on an order, audited in its transaction: the order before and after (the
// latter answered, as the operator's answer needs it too).
async function auditOrder(
  q: Queryable,
  adminId: number,
  action: 'deposit.confirm' | 'deposit.reject',
  before: DepositOrderRow,
): Promise<DepositDto> {
  const after = toDepositDto((await readOrder(q, before.id))!);
  await recordAudit(q, { actorId: adminId, action, target: `deposit_order:${before.id}`, before: toDepositDto(before), after });
  return after;
}

const ORDER_CODE_ATTEMPTS = 8;

const STATUS_MESSAGES: Partial<Record<DepositStatus, string>> = {
  CONFIRMED: PAYMENT_MESSAGES.depositConfirmed,
  REJECTED: PAYMENT_MESSAGES.depositRejected,
  EXPIRED: PAYMENT_MESSAGES.depositExpired,
};

export type DepositService = ReturnType<typeof createDepositService>;

export function createDepositService(deps: DepositServiceDeps) {
  const { db, realtime, pendingChanges } = deps;
  const reads = deps.reads ?? db;

  // After commit: `deposit_status_update` to the player's sockets and to those watching the order
  // (once each), and the new balance on a credit.
  async function announce(event: StatusEvent): Promise<void> {
    realtime.toOrder(event.userId, event.orderId, 'deposit_status_update', {
      orderId: event.orderId,
      status: event.status,
      amount: event.amount,
      message: STATUS_MESSAGES[event.status] ?? '',
    });
    announceInboxItem(realtime, event.userId, event.item);
    if (event.status === 'CONFIRMED') {
      await announceBalance(db, realtime, event.userId).catch((error) => deps.log.warn({ err: error }, 'balance announcement failed'));
    }
  }

  // The one crediting path of an order (webhook, operator, assigned transfer): bank_in → wallet,
  // keyed `deposit:<orderId>` so an order is credited once whatever path comes first. Returns the
  // player's inbox item of it.
  async function creditOrder(q: Queryable, order: DepositOrderRow, confirmedBy: string, transferId: number | null) {
    await moveMoney(q, {
      debitAccountId: await systemAccountId(q, 'bank_in'),
      creditAccountId: await walletAccountId(q, order.user_id),
      amount: order.amount,
      kind: 'deposit',
      reference: order.code,
      idempotencyKey: `deposit:${order.id}`,
    });
    await markOrderConfirmed(q, order.id, confirmedBy, transferId);
    return insertInboxItem(q, order.user_id, 'deposit_confirmed', { amount: order.amount, refId: order.id });
  }

  const effectiveStatus = (order: DepositOrderRow, now: Date): DepositStatus =>
    order.status === 'PENDING' && new Date(order.expires_at).getTime() <= now.getTime() ? 'EXPIRED' : order.status;

  const createdOrder = async (order: DepositOrderRow, card: VendorCardRow): Promise<DepositOrderDto> => ({
    orderId: order.id,
    amount: order.amount,
    code: order.code,
    content: order.content,
    qrData: order.qr_data,
    qrUrl: await qrPngDataUrl(order.qr_data),
    accountNumber: card.account_number,
    accountName: card.account_name,
    bankCode: card.bank_code,
    bankName: card.bank_name,
    bin: card.bin,
    vendorId: card.id,
    status: order.status,
    expiredAt: new Date(order.expires_at).toISOString(),
    createdAt: new Date(order.created_at).toISOString(),
  });

  // An order a hand confirmation may credit: open (or expired), and no bank transfer names it (that
  // transfer is what to assign to it, or the same money would be credited twice).
  const lockConfirmable = async (q: Queryable, orderId: number) => {
    const order = await lockOrder(q, orderId);
    if (!order) throw orderNotFound();
    if (order.status !== 'PENDING' && order.status !== 'EXPIRED') throw alreadyProcessed();
    const transferId = await transferNamingOrder(q, order.id);
    if (transferId !== null) throw new AppError(409, 'ORDER_HAS_TRANSFER', DEPOSIT_MESSAGES.orderHasTransfer(order.id, transferId));
    return order;
  };

  const lockAssignable = async (q: Queryable, transferId: number) => {
    const transfer = await lockTransfer(q, transferId);
    if (!transfer) throw notFound(DEPOSIT_MESSAGES.transferNotFound);
    if (transfer.status !== 'UNMATCHED' || transfer.transfer_type !== 'in') {
      throw new AppError(409, 'ALREADY_PROCESSED', DEPOSIT_MESSAGES.transferAlreadyHandled);
    }
    return transfer;
  };

  // Whom the transfer would go to, checked (and the order locked) as the assignment itself checks it.
  const checkAssignTarget = async (q: Queryable, transfer: BankTransferRow, target: AssignTarget) => {
    if (target.orderId !== undefined) {
      const order = await lockOrder(q, target.orderId);
      if (!order) throw orderNotFound();
      if (order.status !== 'PENDING' && order.status !== 'EXPIRED') {
        throw new AppError(409, 'ORDER_NOT_ASSIGNABLE', DEPOSIT_MESSAGES.orderNotAssignable(order.id, order.status));
      }
      if (order.amount !== transfer.amount) throw badRequest(DEPOSIT_MESSAGES.amountMismatch(transfer.amount, order.amount), 'orderId');
      return { order, userId: order.user_id, username: (await findUserById(q, order.user_id))!.username };
    }
    // An operator's account holds no wallet: a stray transfer can only go to a player.
    const owner = await findUserById(q, target.userId!);
    if (!owner || owner.role !== 'user') throw notFound(DEPOSIT_MESSAGES.userNotFound);
    // A late transfer names its order: if that order was credited by hand (or waits to be), the
    // player already has (or will have) this money.
    if (transfer.deposit_order_id !== null) {
      const named = await readOrder(q, transfer.deposit_order_id);
      const waiting = await pendingChanges.isWaiting(q, STEP_UP_TARGETS.depositOrder(transfer.deposit_order_id));
      if (named?.status === 'CONFIRMED' || waiting) {
        throw new AppError(409, 'ORDER_ALREADY_HANDLED', DEPOSIT_MESSAGES.transferOrderHandled(transfer.id, transfer.deposit_order_id));
      }
    }
    return { order: null, userId: owner.id, username: owner.username };
  };

  // The assignment itself, in `q` (the operator's transaction, or a second operator's approval):
  // `adminId` is who decided it. Returns what to announce once committed.
  const assign = async (q: Queryable, transfer: BankTransferRow, target: AssignTarget, adminId: number) => {
    const { order, userId, username } = await checkAssignTarget(q, transfer, target);
    let event: StatusEvent | null = null;
    let credited: InboxItemDto | null = null;
    if (order) {
      const item = await creditOrder(q, order, `admin:${adminId}`, transfer.id);
      await auditOrder(q, adminId, 'deposit.confirm', order);
      event = { userId, orderId: order.id, amount: order.amount, status: 'CONFIRMED', item };
    } else {
      await moveMoney(q, {
        debitAccountId: await systemAccountId(q, 'bank_in'),
        creditAccountId: await walletAccountId(q, userId),
        amount: transfer.amount,
        kind: 'deposit',
        reference: `bank-transfer:${transfer.id}`,
        idempotencyKey: `bank-transfer:${transfer.id}`,
      });
      credited = await insertInboxItem(q, userId, 'transfer_credited', {
        amount: transfer.amount,
        refId: transfer.id,
        note: transfer.content,
      });
    }
    const assigned = await markTransferAssigned(q, transfer.id, { userId, adminId, orderId: target.orderId ?? null });
    await recordAudit(q, {
      actorId: adminId,
      action: 'bankTransfer.assign',
      target: `bank_transfer:${transfer.id}`,
      before: toBankTransferDto(transfer),
      after: toBankTransferDto(assigned),
    });
    return {
      transfer: toBankTransferDto(assigned),
      username,
      announce: async () => {
        await announceOperatorQueues(db, realtime, 'transfers', deps.log);
        if (event) {
          await announce(event);
          return;
        }
        // No order of the player's tells of this money: without its own notice, the balance would
        // just jump, with nothing in the page to say whose money it is or why.
        realtime.toUser(userId, WALLET_CREDIT_EVENT, {
          kind: 'transfer',
          transferId: transfer.id,
          amount: transfer.amount,
          content: transfer.content,
        });
        announceInboxItem(realtime, userId, credited);
        await announceBalance(db, realtime, userId).catch((error) => deps.log.warn({ err: error }, 'balance announcement failed'));
      },
    };
  };

  // What a second operator's approval (or the solo mode's delay) applies: checked again, as the
  // order or the transfer may have been handled since it was asked for.
  pendingChanges.register('deposit.confirm', {
    async apply(q, change, appliedBy) {
      const orderId = Number(change.payload.orderId);
      if (change.target !== STEP_UP_TARGETS.depositOrder(orderId))
        throw new AppError(409, 'CHANGE_MALFORMED', DEPOSIT_MESSAGES.changeMalformed);
      const order = await lockConfirmable(q, orderId);
      const item = await creditOrder(q, order, `admin:${change.maker_id}`, null);
      await auditOrder(q, appliedBy ?? Number(change.maker_id), 'deposit.confirm', order);
      return () => announce({ userId: order.user_id, orderId: order.id, amount: order.amount, status: 'CONFIRMED', item });
    },
  });
  pendingChanges.register('bankTransfer.assign', {
    async apply(q, change, appliedBy) {
      const { transferId, userId, orderId } = change.payload as { transferId: number; userId?: number; orderId?: number };
      if (change.target !== STEP_UP_TARGETS.bankTransfer(Number(transferId)))
        throw new AppError(409, 'CHANGE_MALFORMED', DEPOSIT_MESSAGES.changeMalformed);
      const transfer = await lockAssignable(q, Number(transferId));
      const target: AssignTarget = orderId !== undefined ? { orderId: Number(orderId) } : { userId: Number(userId) };
      return (await assign(q, transfer, target, appliedBy ?? Number(change.maker_id))).announce;
    },
  });

  return {
    // `idempotencyKey`: the page's key for this request. A copy sent again after its answer was lost
    // gets the order the first made (its QR as it was, expired or paid since perhaps), and the key
    // used for another amount or bank is refused.
    async createOrder(userId: number, vendorId: number, amount: number, idempotencyKey: string | null = null): Promise<DepositOrderDto> {
      const madeEarlier = async () => {
        if (idempotencyKey === null) return undefined;
        const earlier = await orderByKey(db, userId, idempotencyKey);
        if (!earlier) return undefined;
        if (earlier.amount !== amount || earlier.vendor_card_id !== vendorId) {
          throw new AppError(409, 'IDEMPOTENCY_CONFLICT', PAYMENT_MESSAGES.depositKeyReused);
        }
        const card = await vendorCardById(db, earlier.vendor_card_id);
        return card ? createdOrder(earlier, card) : undefined;
      };
      return oncePerKey(madeEarlier, async () => {
        const { order, card } = await db.tx(async (q) => {
          const card = await activeVendorCard(q, vendorId);
          if (!card) throw badRequest(PAYMENT_MESSAGES.vendorNotFound, 'vendorId');
          const settings = await depositSettings(q);
          const refused = depositAmountError(amount, settings);
          if (refused) throw badRequest(refused, 'amount');
          for (const guard of deps.guards()) await guard(q, userId, amount);

          for (let attempt = 0; attempt < ORDER_CODE_ATTEMPTS; attempt += 1) {
            const code = newOrderCode();
            const content = `${settings.prefix}${code}`;
            const qrData = buildVietQr({ bin: card.bin, accountNumber: card.account_number, amount, purpose: content });
            // A code already taken (1 in 32^8 per order) is drawn again.
            const order = await insertOrder(q, {
              userId,
              vendorCardId: card.id,
              amount,
              code,
              content,
              qrData,
              ttlMinutes: deps.depositTtlMinutes,
              idempotencyKey,
            });
            if (order) return { order, card };
          }
          throw new AppError(503, 'ORDER_CODE_EXHAUSTED', PAYMENT_MESSAGES.depositCreate);
        });
        return createdOrder(order, card);
      });
    },

    // A player's own order still waiting for the transfer, with its QR, to show again: the player
    // leaves the QR for the bank app and comes back. Another player's order is not found; one paid,
    // rejected or past its time is not open.
    async openOrderOf(userId: number, orderId: number): Promise<DepositOrderDto> {
      const order = await readOrder(db, orderId);
      if (!order || order.user_id !== userId) throw orderNotFound();
      const card = await vendorCardById(db, order.vendor_card_id);
      if (effectiveStatus(order, await databaseNow(db)) !== 'PENDING' || !card)
        throw new AppError(409, 'ORDER_NOT_OPEN', PAYMENT_MESSAGES.orderNotOpen);
      return createdOrder(order, card);
    },

    async playerDeposits(userId: number, page: number, size: number): Promise<Page<DepositDto>> {
      const deposits = await depositsOfPlayer(reads, userId, page, size);
      return { ...deposits, items: deposits.items.map(toDepositDto) };
    },

    async canJoinOrder(userId: number, orderId: number): Promise<boolean> {
      return isOrderOf(db, orderId, userId);
    },

    // The bank feed's webhook. Every notification is kept once (the provider's id is unique), so a
    // replay changes nothing; an incoming one credits its order when everything matches exactly.
    async handleBankTransfer(input: BankTransferInput, raw: unknown): Promise<WebhookOutcome> {
      const providerTxId = String(input.id).trim();
      const result = await db.tx(async (q) => {
        const transferId = await insertBankTransfer(q, {
          providerTxId,
          gateway: input.gateway ?? null,
          accountNumber: input.accountNumber ?? null,
          content: input.content,
          amount: input.transferAmount,
          transferType: input.transferType,
          referenceCode: input.referenceCode ?? null,
          transactionDate: input.transactionDate ?? null,
          raw,
          status: input.transferType === 'out' ? 'IGNORED' : 'UNMATCHED',
          note: input.transferType === 'out' ? DEPOSIT_MESSAGES.noteOut : null,
        });
        if (transferId === null) return { outcome: 'replayed' as const };
        if (input.transferType === 'out') return { outcome: 'ignored' as const };

        const keep = async (note: string, orderId: number | null) => {
          await noteTransfer(q, transferId, note, orderId);
          return { outcome: 'unmatched' as const };
        };

        // Candidates from the content, the provider's detected code and the description, each
        // scanned on its own (joining them could forge a code across the seam). The order's code is
        // enough, with or without the prefix: bank apps often drop or mangle it ("HD" typed as "H D",
        // cut off, lower case). A code is 8 characters of a 32-letter alphabet, so a text names an
        // order by chance about once in 10^12 tries, and the amount must match too.
        const texts = [input.content, input.code ?? '', input.description ?? ''].map(normalizeTransferText);
        const codes = [...new Set(texts.flatMap(candidateCodes))];
        if (codes.length === 0) return keep(DEPOSIT_MESSAGES.noteNoCode, null);
        const named = await lockOrdersByCode(q, codes);
        if (named.length === 0) return keep(DEPOSIT_MESSAGES.noteNoCode, null);

        const now = await databaseNow(q);
        // Two open orders named at once: which one the player meant is the operator's call.
        const open = named.filter((o) => effectiveStatus(o, now) === 'PENDING');
        if (open.length > 1) return keep(DEPOSIT_MESSAGES.noteSeveral(open.map((o) => o.content)), null);
        const order = open[0] ?? named[0];
        const status = effectiveStatus(order, now);
        if (status === 'EXPIRED') return keep(DEPOSIT_MESSAGES.noteLate, order.id);
        if (status !== 'PENDING') return keep(DEPOSIT_MESSAGES.noteStatus(status), order.id);
        if (order.amount !== input.transferAmount) return keep(DEPOSIT_MESSAGES.noteAmount(input.transferAmount, order.amount), order.id);
        // Money that reached another of the operator's accounts is not this order's payment, even
        // with its code and amount: the operator looks at it (the feed may leave the field out).
        const paidTo = [input.accountNumber, input.subAccount].map(accountKey).filter(Boolean);
        const orderAccount = accountKey(parseVietQr(order.qr_data).accountNumber);
        if (paidTo.length && orderAccount && !paidTo.includes(orderAccount))
          return keep(DEPOSIT_MESSAGES.noteAccount(paidTo.join(' / '), orderAccount), order.id);

        const item = await creditOrder(q, order, 'webhook', transferId);
        await markTransferMatched(q, transferId, DEPOSIT_MESSAGES.noteMatched, order.id);
        return { outcome: 'matched' as const, event: { userId: order.user_id, orderId: order.id, amount: order.amount, item } };
      });
      if (result.outcome === 'matched') await announce({ ...result.event, status: 'CONFIRMED' });
      if (result.outcome === 'unmatched') await announceOperatorQueues(db, realtime, 'transfers', deps.log);
      return result.outcome;
    },

    // Pending orders past their time become EXPIRED, each announced by the one node that turned it.
    async sweepExpired(): Promise<number> {
      const rows = await expireOrders(db);
      for (const row of rows) await announce({ userId: row.user_id, orderId: row.id, amount: row.amount, status: 'EXPIRED' });
      return rows.length;
    },

    async adminDeposits(status: string | undefined, page: number, size: number, search?: string): Promise<Page<AdminDepositDto>> {
      const orders = await ordersByStatus(reads, status, page, size, search);
      return { ...orders, items: orders.items.map(toAdminDepositDto) };
    },

    // Manual confirmation of a PENDING or EXPIRED order (the player shows a bank receipt): money no
    // bank feed reported, so it never applies at once. The operator's own step-up (bound to this
    // order) asks for it; a second operator's approval applies it (the 'deposit.confirm' applier).
    async adminConfirm(step: OperatorStepUp, orderId: number): Promise<PendingChangeDto> {
      const change = await db.tx(async (q) => {
        await spendOperatorStepUp(q, step, TWO_FACTOR_ACTIONS.operatorMoney, STEP_UP_TARGETS.depositOrder(orderId));
        const order = await lockConfirmable(q, orderId);
        const player = (await findUserById(q, order.user_id))!;
        return pendingChanges.request(q, {
          kind: 'deposit.confirm',
          target: STEP_UP_TARGETS.depositOrder(order.id),
          summary: DEPOSIT_MESSAGES.confirmSummary(order.id, order.amount, player.username, order.content),
          amount: order.amount,
          payload: { orderId: order.id },
          before: { status: order.status },
          after: { status: 'CONFIRMED' },
          makerId: step.operatorId,
        });
      });
      await pendingChanges.announce();
      return change;
    },

    async adminReject(adminId: number, orderId: number, reason: string): Promise<DepositDto> {
      const { order, after, item } = await db.tx(async (q) => {
        const order = await lockOrder(q, orderId);
        if (!order) throw orderNotFound();
        if (order.status !== 'PENDING' && order.status !== 'EXPIRED') throw alreadyProcessed();
        await markOrderRejected(q, orderId, reason);
        const item = await insertInboxItem(q, order.user_id, 'deposit_rejected', { amount: order.amount, refId: order.id });
        return { order, item, after: await auditOrder(q, adminId, 'deposit.reject', order) };
      });
      await announce({ userId: order.user_id, orderId: order.id, amount: order.amount, status: 'REJECTED', item });
      return after;
    },

    async transfers(status: string | undefined, page: number, size: number): Promise<Page<BankTransferDto>> {
      const found = await transfersByStatus(reads, status, page, size);
      return { ...found, items: found.items.map(toBankTransferDto) };
    },

    // A stray transfer nobody is credited with: ignored (the reason in its note), or returned to its
    // sender from the bank (the bank's reference kept). No money moves in the ledger: an unmatched
    // transfer was never in it. Behind the same step-up as an assignment, and audited.
    async resolveTransfer(
      step: OperatorStepUp,
      transferId: number,
      resolution: { status: 'IGNORED' | 'RETURNED'; note: string; returnReference: string | null },
    ): Promise<BankTransferDto> {
      const resolved = await db.tx(async (q) => {
        await spendOperatorStepUp(q, step, TWO_FACTOR_ACTIONS.operatorMoney, STEP_UP_TARGETS.bankTransfer(transferId));
        const transfer = await lockAssignable(q, transferId);
        const after = await markTransferResolved(q, transfer.id, { ...resolution, adminId: step.operatorId });
        await recordAudit(q, {
          actorId: step.operatorId,
          action: resolution.status === 'IGNORED' ? 'bankTransfer.ignore' : 'bankTransfer.return',
          target: `bank_transfer:${transfer.id}`,
          before: toBankTransferDto(transfer),
          after: toBankTransferDto(after),
        });
        return toBankTransferDto(after);
      });
      await announceOperatorQueues(db, realtime, 'transfers', deps.log);
      return resolved;
    },

    // An operator gives an unmatched transfer's money to its owner: a player (credited with the
    // transfer's amount, keyed `bank-transfer:<id>`), or an order (which it then confirms, keyed
    // `deposit:<orderId>` like every order credit; refused unless the amounts are equal). Above
    // MANUAL_CREDIT_REVIEW_ABOVE it waits for a second operator (the 'bankTransfer.assign' applier).
    async assignTransfer(
      step: OperatorStepUp,
      transferId: number,
      target: AssignTarget,
    ): Promise<{ done: { transfer: BankTransferDto; username: string } } | { pending: PendingChangeDto }> {
      const outcome = await db.tx(async (q) => {
        await spendOperatorStepUp(q, step, TWO_FACTOR_ACTIONS.operatorMoney, STEP_UP_TARGETS.bankTransfer(transferId));
        const transfer = await lockAssignable(q, transferId);
        if (transfer.amount <= pendingChanges.manualCreditReviewAbove) {
          return { done: await assign(q, transfer, target, step.operatorId) } as const;
        }
        const { username } = await checkAssignTarget(q, transfer, target);
        const picked = target.orderId !== undefined ? { orderId: target.orderId } : { userId: target.userId! };
        const pending = await pendingChanges.request(q, {
          kind: 'bankTransfer.assign',
          target: STEP_UP_TARGETS.bankTransfer(transfer.id),
          summary: DEPOSIT_MESSAGES.assignSummary(transfer.id, transfer.amount, username, target.orderId ?? null),
          amount: transfer.amount,
          // Only the checked values: the body may carry keys of its own, which never reach the applier.
          payload: { transferId: transfer.id, ...picked },
          before: { status: transfer.status },
          after: { status: 'ASSIGNED', ...picked },
          makerId: step.operatorId,
        });
        return { pending } as const;
      });
      if (outcome.pending) {
        await pendingChanges.announce();
        return { pending: outcome.pending };
      }
      await outcome.done!.announce();
      return { done: { transfer: outcome.done!.transfer, username: outcome.done!.username } };
    },
  };
}

// Account numbers as banks print them: spaces, dots and dashes are layout, letters are not case-sensitive.
function accountKey(value: string | null | undefined): string {
  return (value ?? '').replace(/[\s.-]/g, '').toUpperCase();
}

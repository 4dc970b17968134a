import type { Server } from 'socket.io';
import { PAYMENT_MESSAGES, type DepositDto, type DepositOrderDto, type DepositStatus, type Page } from '@app/shared/contracts';
import type { Db, Queryable } from '../db/db';
import { AppError, badRequest, notFound } from '../http/app-error';
import { announceBalance } from '../realtime/announce-balance';
import { systemAccountId, walletAccountId } from '../ledger/ledger-accounts';
import { moveMoney } from '../ledger/move-money';
import type { Realtime } from '../realtime/realtime';
import { orderRoom, userRoom } from '../realtime/rooms';
import { DEPOSIT_MESSAGES as M } from './deposit-messages';
import {
  BANK_TRANSFER_COLUMNS,
  VENDOR_CARD_COLUMNS,
  depositSettings,
  orderColumnsAsRead,
  toAdminDepositView,
  toBankTransferView,
  toDepositDto,
  type AdminDepositView,
  type BankTransferRow,
  type BankTransferView,
  type DepositOrderRow,
  type VendorCardRow,
} from './deposit-store';
import { candidateCodes, newOrderCode, normalizeTransferText } from './order-code';
import { buildVietQr, parseVietQr, qrPngDataUrl } from './vietqr';

// A check another feature runs before a deposit order is made (responsible gaming: daily deposit
// limit, self-exclusion). It runs inside the order's transaction, with that transaction's `q`, so
// it sees and counts the orders committed before it; it refuses by throwing an AppError (a 4xx with
// a Vietnamese message), which rolls the order back. Push one into `app.depositGuards`.
export type DepositGuard = (q: Queryable, userId: number, amount: number) => Promise<void>;

export interface DepositServiceDeps {
  db: Db;
  io: Server;
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

interface StatusEvent {
  userId: number;
  orderId: number;
  amount: number;
  status: DepositStatus;
}

const alreadyProcessed = () => new AppError(409, 'ALREADY_PROCESSED', PAYMENT_MESSAGES.alreadyProcessed);
const orderNotFound = () => notFound(PAYMENT_MESSAGES.orderNotFound);
const ORDER_CODE_ATTEMPTS = 8;

const STATUS_MESSAGES: Partial<Record<DepositStatus, string>> = {
  CONFIRMED: PAYMENT_MESSAGES.depositConfirmed,
  REJECTED: PAYMENT_MESSAGES.depositRejected,
  EXPIRED: PAYMENT_MESSAGES.depositExpired,
};

export type DepositService = ReturnType<typeof createDepositService>;

export function createDepositService(deps: DepositServiceDeps) {
  const { db, io, realtime } = deps;

  // After commit: `deposit_status_update` to the player's sockets and to those watching the order
  // (one emit over both rooms, so a socket in both gets it once), and the new balance on a credit.
  async function announce(event: StatusEvent): Promise<void> {
    io.to([userRoom(event.userId), orderRoom(event.orderId)]).emit('deposit_status_update', {
      orderId: event.orderId,
      status: event.status,
      amount: event.amount,
      message: STATUS_MESSAGES[event.status] ?? '',
    });
    if (event.status === 'CONFIRMED') {
      await announceBalance(db, realtime, event.userId).catch((error) => deps.log.warn({ err: error }, 'balance announcement failed'));
    }
  }

  // The one crediting path of an order (webhook, operator, assigned transfer): bank_in → wallet,
  // keyed `deposit:<orderId>` so an order is credited once whatever path comes first.
  async function creditOrder(q: Queryable, order: DepositOrderRow, confirmedBy: string, transferId: number | null) {
    await moveMoney(q, {
      debitAccountId: await systemAccountId(q, 'bank_in'),
      creditAccountId: await walletAccountId(q, order.user_id),
      amount: order.amount,
      kind: 'deposit',
      reference: order.code,
      idempotencyKey: `deposit:${order.id}`,
    });
    await q.query(
      `UPDATE deposit_orders SET status = 'CONFIRMED', confirmed_at = now(), confirmed_by = $2,
         bank_transfer_id = coalesce($3::bigint, bank_transfer_id)
       WHERE id = $1`,
      [order.id, confirmedBy, transferId],
    );
  }

  const lockOrder = async (q: Queryable, orderId: number) =>
    (await q.query<DepositOrderRow>(`SELECT * FROM deposit_orders WHERE id = $1 FOR UPDATE`, [orderId])).rows[0];

  const effectiveStatus = (order: DepositOrderRow, now: Date): DepositStatus =>
    order.status === 'PENDING' && new Date(order.expires_at).getTime() <= now.getTime() ? 'EXPIRED' : order.status;

  return {
    async createOrder(userId: number, vendorId: number, amount: number): Promise<DepositOrderDto> {
      const { order, card } = await db.tx(async (q) => {
        const card = (
          await q.query<VendorCardRow>(`SELECT ${VENDOR_CARD_COLUMNS} FROM vendor_cards WHERE id = $1 AND is_active`, [vendorId])
        ).rows[0];
        if (!card) throw badRequest(PAYMENT_MESSAGES.vendorNotFound, 'vendorId');
        const settings = await depositSettings(q);
        if (amount < settings.min) throw badRequest(PAYMENT_MESSAGES.depositMin(settings.min), 'amount');
        if (amount > settings.max) throw badRequest(PAYMENT_MESSAGES.depositMax(settings.max), 'amount');
        for (const guard of deps.guards()) await guard(q, userId, amount);

        for (let attempt = 0; attempt < ORDER_CODE_ATTEMPTS; attempt += 1) {
          const code = newOrderCode();
          const content = `${settings.prefix}${code}`;
          const qrData = buildVietQr({ bin: card.bin, accountNumber: card.account_number, amount, purpose: content });
          // ON CONFLICT: a code already taken (1 in 32^8 per order) is drawn again, without
          // aborting the transaction as a unique violation would on PostgreSQL.
          const { rows } = await q.query<DepositOrderRow>(
            `INSERT INTO deposit_orders (user_id, vendor_card_id, amount, code, content, qr_data, expires_at)
             VALUES ($1, $2, $3, $4, $5, $6, now() + $7::double precision * interval '1 minute')
             ON CONFLICT (code) DO NOTHING
             RETURNING *`,
            [userId, card.id, amount, code, content, qrData, deps.depositTtlMinutes],
          );
          if (rows[0]) return { order: rows[0], card };
        }
        throw new AppError(503, 'ORDER_CODE_EXHAUSTED', PAYMENT_MESSAGES.depositCreate);
      });
      return {
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
      };
    },

    async playerDeposits(userId: number, page: number, size: number): Promise<Page<DepositDto>> {
      const [items, total] = await Promise.all([
        db.query<DepositOrderRow>(
          `SELECT ${orderColumnsAsRead()} FROM deposit_orders WHERE user_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`,
          [userId, size, (page - 1) * size],
        ),
        db.query<{ total: number }>('SELECT count(*)::int AS total FROM deposit_orders WHERE user_id = $1', [userId]),
      ]);
      return { items: items.rows.map(toDepositDto), page, size, total: total.rows[0].total };
    },

    async canJoinOrder(userId: number, orderId: number): Promise<boolean> {
      const { rows } = await db.query('SELECT 1 FROM deposit_orders WHERE id = $1 AND user_id = $2', [orderId, userId]);
      return rows.length > 0;
    },

    // The bank feed's webhook. Every notification is kept once (the provider's id is unique), so a
    // replay changes nothing; an incoming one credits its order when everything matches exactly.
    async handleBankTransfer(input: BankTransferInput, raw: unknown): Promise<WebhookOutcome> {
      const providerTxId = String(input.id).trim();
      const result = await db.tx(async (q) => {
        const inserted = await q.query<{ id: number }>(
          `INSERT INTO bank_transfers (provider_tx_id, gateway, account_number, content, amount, transfer_type,
             reference_code, transaction_date, raw, status, note)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11)
           ON CONFLICT (provider_tx_id) DO NOTHING
           RETURNING id`,
          [
            providerTxId,
            input.gateway ?? null,
            input.accountNumber ?? null,
            input.content,
            input.transferAmount,
            input.transferType,
            input.referenceCode ?? null,
            input.transactionDate ?? null,
            JSON.stringify(raw),
            input.transferType === 'out' ? 'IGNORED' : 'UNMATCHED',
            input.transferType === 'out' ? M.noteOut : null,
          ],
        );
        const transferId = inserted.rows[0]?.id;
        if (transferId === undefined) return { outcome: 'replayed' as const };
        if (input.transferType === 'out') return { outcome: 'ignored' as const };

        const keep = async (note: string, orderId: number | null) => {
          await q.query(`UPDATE bank_transfers SET note = $2, deposit_order_id = $3 WHERE id = $1`, [transferId, note, orderId]);
          return { outcome: 'unmatched' as const };
        };

        // Candidates from the content, the provider's detected code and the description, each
        // scanned on its own (joining them could forge a code across the seam).
        const texts = [input.content, input.code ?? '', input.description ?? ''].map(normalizeTransferText);
        const codes = [...new Set(texts.flatMap(candidateCodes))];
        if (codes.length === 0) return keep(M.noteNoCode, null);
        const { rows } = await q.query<DepositOrderRow>(
          `SELECT * FROM deposit_orders WHERE code = ANY($1::text[]) ORDER BY id FOR UPDATE`,
          [codes],
        );
        const named = rows.filter((order) => texts.some((t) => t.includes(normalizeTransferText(order.content))));
        if (named.length === 0) return keep(M.noteNoCode, null);

        const now = new Date((await q.query<{ now: Date | string }>('SELECT now() AS now')).rows[0].now);
        const order =
          named.find((o) => effectiveStatus(o, now) === 'PENDING' && o.amount === input.transferAmount) ??
          named.find((o) => effectiveStatus(o, now) === 'PENDING') ??
          named[0];
        const status = effectiveStatus(order, now);
        if (status === 'EXPIRED') return keep(M.noteLate, order.id);
        if (status !== 'PENDING') return keep(M.noteStatus(status), order.id);
        if (order.amount !== input.transferAmount) return keep(M.noteAmount(input.transferAmount, order.amount), order.id);
        // Money that reached another of the operator's accounts is not this order's payment, even
        // with its code and amount: the operator looks at it (the feed may leave the field out).
        const paidTo = [input.accountNumber, input.subAccount].map(accountKey).filter(Boolean);
        const orderAccount = accountKey(parseVietQr(order.qr_data).accountNumber);
        if (paidTo.length && orderAccount && !paidTo.includes(orderAccount))
          return keep(M.noteAccount(paidTo.join(' / '), orderAccount), order.id);

        await creditOrder(q, order, 'webhook', transferId);
        await q.query(`UPDATE bank_transfers SET status = 'MATCHED', note = $2, deposit_order_id = $3 WHERE id = $1`, [
          transferId,
          M.noteMatched,
          order.id,
        ]);
        return { outcome: 'matched' as const, event: { userId: order.user_id, orderId: order.id, amount: order.amount } };
      });
      if (result.outcome === 'matched') await announce({ ...result.event, status: 'CONFIRMED' });
      return result.outcome;
    },

    // Pending orders past their time become EXPIRED. One UPDATE ... RETURNING: with several nodes
    // sweeping, each row is turned (and announced) by exactly one of them.
    async sweepExpired(): Promise<number> {
      const { rows } = await db.query<{ id: number; user_id: number; amount: number }>(
        `UPDATE deposit_orders SET status = 'EXPIRED'
         WHERE status = 'PENDING' AND expires_at <= now()
         RETURNING id, user_id, amount`,
      );
      for (const row of rows) await announce({ userId: row.user_id, orderId: row.id, amount: row.amount, status: 'EXPIRED' });
      return rows.length;
    },

    async adminDeposits(status: string | undefined, page: number, size: number): Promise<Page<AdminDepositView>> {
      // The status filter reads what a player would see: a pending order past its time is EXPIRED.
      const filter = `($1::text IS NULL OR (CASE WHEN d.status = 'PENDING' AND d.expires_at <= now() THEN 'EXPIRED' ELSE d.status END) = $1::text)`;
      const [items, total] = await Promise.all([
        db.query<DepositOrderRow & { username: string }>(
          `SELECT ${orderColumnsAsRead('d')}, u.username
           FROM deposit_orders d JOIN users u ON u.id = d.user_id
           WHERE ${filter} ORDER BY d.id DESC LIMIT $2 OFFSET $3`,
          [status ?? null, size, (page - 1) * size],
        ),
        db.query<{ total: number }>(`SELECT count(*)::int AS total FROM deposit_orders d WHERE ${filter}`, [status ?? null]),
      ]);
      return { items: items.rows.map(toAdminDepositView), page, size, total: total.rows[0].total };
    },

    // Manual confirmation of a PENDING or EXPIRED order (the player shows a bank receipt).
    async adminConfirm(adminId: number, orderId: number): Promise<DepositDto> {
      const order = await db.tx(async (q) => {
        const order = await lockOrder(q, orderId);
        if (!order) throw orderNotFound();
        if (order.status !== 'PENDING' && order.status !== 'EXPIRED') throw alreadyProcessed();
        await creditOrder(q, order, `admin:${adminId}`, null);
        return order;
      });
      await announce({ userId: order.user_id, orderId: order.id, amount: order.amount, status: 'CONFIRMED' });
      return this.readOrder(orderId);
    },

    async adminReject(orderId: number, reason: string): Promise<DepositDto> {
      const order = await db.tx(async (q) => {
        const order = await lockOrder(q, orderId);
        if (!order) throw orderNotFound();
        if (order.status !== 'PENDING' && order.status !== 'EXPIRED') throw alreadyProcessed();
        await q.query(`UPDATE deposit_orders SET status = 'REJECTED', rejected_at = now(), reject_reason = $2 WHERE id = $1`, [
          orderId,
          reason,
        ]);
        return order;
      });
      await announce({ userId: order.user_id, orderId: order.id, amount: order.amount, status: 'REJECTED' });
      return this.readOrder(orderId);
    },

    async readOrder(orderId: number): Promise<DepositDto> {
      const { rows } = await db.query<DepositOrderRow>(`SELECT ${orderColumnsAsRead()} FROM deposit_orders WHERE id = $1`, [orderId]);
      if (!rows[0]) throw orderNotFound();
      return toDepositDto(rows[0]);
    },

    async transfers(status: string | undefined, page: number, size: number): Promise<Page<BankTransferView>> {
      const [items, total] = await Promise.all([
        db.query<BankTransferRow>(
          `SELECT ${BANK_TRANSFER_COLUMNS} FROM bank_transfers WHERE ($1::text IS NULL OR status = $1::text)
           ORDER BY id DESC LIMIT $2 OFFSET $3`,
          [status ?? null, size, (page - 1) * size],
        ),
        db.query<{ total: number }>('SELECT count(*)::int AS total FROM bank_transfers WHERE ($1::text IS NULL OR status = $1::text)', [
          status ?? null,
        ]),
      ]);
      return { items: items.rows.map(toBankTransferView), page, size, total: total.rows[0].total };
    },

    // An operator gives an unmatched transfer's money to its owner: a player (credited with the
    // transfer's amount, keyed `bank-transfer:<id>`), or an order (which it then confirms, keyed
    // `deposit:<orderId>` like every order credit; refused unless the amounts are equal).
    async assignTransfer(
      adminId: number,
      transferId: number,
      target: { userId?: number; orderId?: number },
    ): Promise<{ transfer: BankTransferView; username: string }> {
      const outcome = await db.tx(async (q) => {
        const transfer = (
          await q.query<BankTransferRow>(`SELECT ${BANK_TRANSFER_COLUMNS} FROM bank_transfers WHERE id = $1 FOR UPDATE`, [transferId])
        ).rows[0];
        if (!transfer) throw notFound(M.transferNotFound);
        if (transfer.status !== 'UNMATCHED' || transfer.transfer_type !== 'in') {
          throw new AppError(409, 'ALREADY_PROCESSED', M.transferAlreadyHandled);
        }

        let event: StatusEvent | null = null;
        let userId: number;
        if (target.orderId !== undefined) {
          const order = await lockOrder(q, target.orderId);
          if (!order) throw orderNotFound();
          if (order.status !== 'PENDING' && order.status !== 'EXPIRED') {
            throw new AppError(409, 'ORDER_NOT_ASSIGNABLE', M.orderNotAssignable(order.id, order.status));
          }
          if (order.amount !== transfer.amount) throw badRequest(M.amountMismatch(transfer.amount, order.amount), 'orderId');
          await creditOrder(q, order, `admin:${adminId}`, transfer.id);
          userId = order.user_id;
          event = { userId, orderId: order.id, amount: order.amount, status: 'CONFIRMED' };
        } else {
          userId = target.userId!;
          const user = await q.query('SELECT 1 FROM users WHERE id = $1', [userId]);
          if (!user.rows[0]) throw notFound(M.userNotFound);
          await moveMoney(q, {
            debitAccountId: await systemAccountId(q, 'bank_in'),
            creditAccountId: await walletAccountId(q, userId),
            amount: transfer.amount,
            kind: 'deposit',
            reference: `bank-transfer:${transfer.id}`,
            idempotencyKey: `bank-transfer:${transfer.id}`,
          });
        }
        const { rows } = await q.query<BankTransferRow>(
          `UPDATE bank_transfers SET status = 'ASSIGNED', assigned_user_id = $2, assigned_by = $3, assigned_at = now(),
             deposit_order_id = coalesce($4::bigint, deposit_order_id)
           WHERE id = $1 RETURNING ${BANK_TRANSFER_COLUMNS}`,
          [transfer.id, userId, adminId, target.orderId ?? null],
        );
        const username = (await q.query<{ username: string }>('SELECT username FROM users WHERE id = $1', [userId])).rows[0].username;
        return { transfer: toBankTransferView(rows[0]), username, userId, event };
      });
      if (outcome.event) await announce(outcome.event);
      else
        await announceBalance(db, realtime, outcome.userId).catch((error) => deps.log.warn({ err: error }, 'balance announcement failed'));
      return { transfer: outcome.transfer, username: outcome.username };
    },
  };
}

// Account numbers as banks print them: spaces, dots and dashes are layout, letters are not case-sensitive.
function accountKey(value: string | null | undefined): string {
  return (value ?? '').replace(/[\s.-]/g, '').toUpperCase();
}

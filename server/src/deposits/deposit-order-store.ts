import { ORDER_CODE_LENGTH, type Page } from '@app/shared/contracts';
import type { Queryable } from '../db/db';
import {
  ORDER_COLUMNS,
  orderColumnsAsRead,
  VENDOR_CARD_COLUMNS,
  type DepositHistoryRow,
  type DepositOrderRow,
  type VendorCardRow,
} from './deposit-store';

// The SQL of deposit orders: made, read, locked, confirmed, rejected, expired.

export async function activeVendorCard(q: Queryable, vendorId: number): Promise<VendorCardRow | null> {
  const { rows } = await q.query<VendorCardRow>(`SELECT ${VENDOR_CARD_COLUMNS} FROM vendor_cards WHERE id = $1 AND is_active`, [vendorId]);
  return rows[0] ?? null;
}

// A vendor card whatever its state: the one an earlier order was made on.
export async function vendorCardById(q: Queryable, vendorId: number): Promise<VendorCardRow | null> {
  const { rows } = await q.query<VendorCardRow>(`SELECT ${VENDOR_CARD_COLUMNS} FROM vendor_cards WHERE id = $1`, [vendorId]);
  return rows[0] ?? null;
}

/** A new pending order, or null when its code is already taken (the caller draws another). */
export async function insertOrder(
  q: Queryable,
  order: {
    userId: number;
    vendorCardId: number;
    amount: number;
    code: string;
    content: string;
    qrData: string;
    ttlMinutes: number;
    idempotencyKey: string | null;
  },
): Promise<DepositOrderRow | null> {
  // The code and the request key are held once in deposit_order_keys (the orders are partitioned by
  // month, and a unique index there would be a month's only); the order is written only when its key
  // row was. ON CONFLICT: a taken code does not abort the transaction, as a unique violation would on
  // PostgreSQL. A request key already used does: the request is a copy, and the caller answers with
  // the earlier order.
  const { rows } = await q.query<DepositOrderRow>(
    `WITH k AS (
       INSERT INTO deposit_order_keys (code, order_id, user_id, idempotency_key, created_at)
       VALUES ($4, nextval('deposit_orders_id_seq'), $1, $8, now())
       ON CONFLICT (code) DO NOTHING
       RETURNING order_id, created_at
     )
     INSERT INTO deposit_orders (id, created_at, user_id, vendor_card_id, amount, code, content, qr_data, expires_at, idempotency_key)
     SELECT k.order_id, k.created_at, $1, $2, $3, $4, $5, $6, now() + $7::double precision * interval '1 minute', $8 FROM k
     RETURNING ${ORDER_COLUMNS}`,
    [order.userId, order.vendorCardId, order.amount, order.code, order.content, order.qrData, order.ttlMinutes, order.idempotencyKey],
  );
  return rows[0] ?? null;
}

// The order an earlier request of the player's made with this key, if any.
export async function orderByKey(q: Queryable, userId: number, idempotencyKey: string): Promise<DepositOrderRow | undefined> {
  const { rows } = await q.query<DepositOrderRow>(
    `SELECT ${orderColumnsAsRead()} FROM deposit_orders WHERE user_id = $1 AND idempotency_key = $2 AND idempotency_key IS NOT NULL`,
    [userId, idempotencyKey],
  );
  return rows[0];
}

export async function lockOrder(q: Queryable, orderId: number): Promise<DepositOrderRow | undefined> {
  return (await q.query<DepositOrderRow>(`SELECT ${ORDER_COLUMNS} FROM deposit_orders WHERE id = $1 FOR UPDATE`, [orderId])).rows[0];
}

/** The orders whose code is one of `codes`, locked in id order. */
export async function lockOrdersByCode(q: Queryable, codes: readonly string[]): Promise<DepositOrderRow[]> {
  const { rows } = await q.query<DepositOrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM deposit_orders WHERE code = ANY($1::text[]) ORDER BY id FOR UPDATE`,
    [codes],
  );
  return rows;
}

export async function readOrder(q: Queryable, orderId: number): Promise<DepositOrderRow | undefined> {
  return (await q.query<DepositOrderRow>(`SELECT ${orderColumnsAsRead()} FROM deposit_orders WHERE id = $1`, [orderId])).rows[0];
}

export async function isOrderOf(q: Queryable, orderId: number, userId: number): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM deposit_orders WHERE id = $1 AND user_id = $2', [orderId, userId]);
  return rows.length > 0;
}

// Who credited an order: 'webhook', or the username of the operator its `confirmed_by` names.
const CREDITED_BY_NAME = `CASE WHEN d.confirmed_by LIKE 'admin:%'
  THEN (SELECT username FROM users WHERE id = substr(d.confirmed_by, 7)::bigint) ELSE d.confirmed_by END`;

/**
 * A player's deposit history, newest first: their orders (by when they were made) and the bank
 * transfers an operator recorded in their wallet without an order (by when they were recorded),
 * each transfer read in an order's columns. A transfer assigned to one of their orders is that
 * order's payment (the order names it): it is the order's row, not one of its own.
 */
export async function depositsOfPlayer(q: Queryable, userId: number, page: number, size: number): Promise<Page<DepositHistoryRow>> {
  const recordedTransfers = `FROM bank_transfers t
    WHERE t.assigned_user_id = $1 AND t.status = 'ASSIGNED'
      AND NOT EXISTS (SELECT 1 FROM deposit_orders o WHERE o.id = t.deposit_order_id AND o.bank_transfer_id = t.id)`;
  const [items, total] = await Promise.all([
    q.query<DepositHistoryRow>(
      `SELECT 'order' AS source, ${orderColumnsAsRead('d')}, ${CREDITED_BY_NAME} AS credited_by_name
       FROM deposit_orders d WHERE d.user_id = $1
       UNION ALL
       SELECT 'transfer', t.id, t.assigned_user_id, NULL, t.amount, '', t.content, 'CONFIRMED', '', t.assigned_at, t.assigned_at,
         t.assigned_at, 'admin:' || t.assigned_by, NULL, NULL, t.id, (SELECT username FROM users WHERE id = t.assigned_by)
       ${recordedTransfers}
       ORDER BY created_at DESC, source DESC, id DESC LIMIT $2 OFFSET $3`,
      [userId, size, (page - 1) * size],
    ),
    q.query<{ total: number }>(
      `SELECT (SELECT count(*) FROM deposit_orders WHERE user_id = $1)::int + (SELECT count(*) ${recordedTransfers})::int AS total`,
      [userId],
    ),
  ]);
  return { items: items.rows, page, size, total: total.rows[0].total };
}

/**
 * Orders by the status a player would see (a pending order past its time is EXPIRED), with their
 * player's name. `search` keeps the order whose code it is, typed alone or as the transfer content
 * (prefix + code: the code is its end), any case; or the orders of players whose username starts with
 * it. Both are looked up by index (the code's, the username's), never by reading every order.
 */
export async function ordersByStatus(
  q: Queryable,
  status: string | undefined,
  page: number,
  size: number,
  search?: string,
): Promise<Page<DepositOrderRow & { username: string }>> {
  const typed = search?.toUpperCase();
  const codes = typed ? [...new Set([typed, typed.slice(-ORDER_CODE_LENGTH)])] : null;
  const usernames = search ? `${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const filter = `($1::text IS NULL OR (CASE WHEN d.status = 'PENDING' AND d.expires_at <= now() THEN 'EXPIRED' ELSE d.status END) = $1::text)
    AND ($2::text[] IS NULL OR d.code = ANY($2::text[]) OR d.user_id IN (SELECT id FROM users WHERE username LIKE $3))`;
  const [items, total] = await Promise.all([
    q.query<DepositOrderRow & { username: string }>(
      `SELECT ${orderColumnsAsRead('d')}, u.username
       FROM deposit_orders d JOIN users u ON u.id = d.user_id
       WHERE ${filter} ORDER BY d.id DESC LIMIT $4 OFFSET $5`,
      [status ?? null, codes, usernames, size, (page - 1) * size],
    ),
    q.query<{ total: number }>(`SELECT count(*)::int AS total FROM deposit_orders d WHERE ${filter}`, [status ?? null, codes, usernames]),
  ]);
  return { items: items.rows, page, size, total: total.rows[0].total };
}

export async function markOrderConfirmed(q: Queryable, orderId: number, confirmedBy: string, transferId: number | null): Promise<void> {
  await q.query(
    `UPDATE deposit_orders SET status = 'CONFIRMED', confirmed_at = now(), confirmed_by = $2,
       bank_transfer_id = coalesce($3::bigint, bank_transfer_id)
     WHERE id = $1`,
    [orderId, confirmedBy, transferId],
  );
}

export async function markOrderRejected(q: Queryable, orderId: number, reason: string): Promise<void> {
  await q.query(`UPDATE deposit_orders SET status = 'REJECTED', rejected_at = now(), reject_reason = $2 WHERE id = $1`, [orderId, reason]);
}

/**
 * Pending orders past their time become EXPIRED, in one UPDATE ... RETURNING: with several nodes
 * sweeping, each row is turned (and announced) by exactly one of them.
 */
export async function expireOrders(q: Queryable): Promise<Array<{ id: number; user_id: number; amount: number }>> {
  const { rows } = await q.query<{ id: number; user_id: number; amount: number }>(
    `UPDATE deposit_orders SET status = 'EXPIRED'
     WHERE status = 'PENDING' AND expires_at <= now()
     RETURNING id, user_id, amount`,
  );
  return rows;
}

/** The database's clock, the one expires_at is compared with. */
export async function databaseNow(q: Queryable): Promise<Date> {
  return new Date((await q.query<{ now: Date | string }>('SELECT now() AS now')).rows[0].now);
}

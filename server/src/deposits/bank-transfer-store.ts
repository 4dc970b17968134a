import type { BankTransferDto, Page } from '@app/shared/contracts';
import type { Queryable } from '../db/db';
import { BANK_TRANSFER_COLUMNS, type BankTransferRow } from './deposit-store';

// The SQL of the bank feed's transfers: each notification kept once, matched, assigned or left.

// A transfer as the feed reported it, before an id, a match or an assignment.
export type NewBankTransfer = Pick<
  BankTransferDto,
  'providerTxId' | 'gateway' | 'accountNumber' | 'content' | 'amount' | 'transferType' | 'referenceCode' | 'transactionDate' | 'note'
> & { raw: unknown; status: 'IGNORED' | 'UNMATCHED' };

/**
 * The transfer's id, or null when the provider's id was seen before (a replay). The provider's id is
 * held once in bank_transfer_keys (the transfers are partitioned by month); a notification sent twice
 * at once waits on its key row, then finds it taken.
 */
export async function insertBankTransfer(q: Queryable, t: NewBankTransfer): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>(
    `WITH k AS (
       INSERT INTO bank_transfer_keys (provider_tx_id, transfer_id, created_at)
       VALUES ($1, nextval('bank_transfers_id_seq'), now())
       ON CONFLICT (provider_tx_id) DO NOTHING
       RETURNING transfer_id, created_at
     )
     INSERT INTO bank_transfers (id, created_at, provider_tx_id, gateway, account_number, content, amount, transfer_type,
       reference_code, transaction_date, raw, status, note)
     SELECT k.transfer_id, k.created_at, $1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11 FROM k
     RETURNING id`,
    [
      t.providerTxId,
      t.gateway,
      t.accountNumber,
      t.content,
      t.amount,
      t.transferType,
      t.referenceCode,
      t.transactionDate,
      JSON.stringify(t.raw),
      t.status,
      t.note,
    ],
  );
  return rows[0]?.id ?? null;
}

/** Why the transfer was left for the operator, and the order it seems to be about. */
export async function noteTransfer(q: Queryable, transferId: number, note: string, orderId: number | null): Promise<void> {
  await q.query(`UPDATE bank_transfers SET note = $2, deposit_order_id = $3 WHERE id = $1`, [transferId, note, orderId]);
}

export async function markTransferMatched(q: Queryable, transferId: number, note: string, orderId: number): Promise<void> {
  await q.query(`UPDATE bank_transfers SET status = 'MATCHED', note = $2, deposit_order_id = $3 WHERE id = $1`, [
    transferId,
    note,
    orderId,
  ]);
}

/** A bank transfer (other than `exceptId`) that names this order: the order's money has been seen. */
export async function transferNamingOrder(q: Queryable, orderId: number, exceptId: number | null = null): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>(
    `SELECT id FROM bank_transfers WHERE deposit_order_id = $1 AND id IS DISTINCT FROM $2 AND transfer_type = 'in' ORDER BY id LIMIT 1`,
    [orderId, exceptId],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

export async function lockTransfer(q: Queryable, transferId: number): Promise<BankTransferRow | undefined> {
  return (await q.query<BankTransferRow>(`SELECT ${BANK_TRANSFER_COLUMNS} FROM bank_transfers WHERE id = $1 FOR UPDATE`, [transferId]))
    .rows[0];
}

export async function markTransferAssigned(
  q: Queryable,
  transferId: number,
  a: { userId: number; adminId: number; orderId: number | null },
): Promise<BankTransferRow> {
  const { rows } = await q.query<BankTransferRow>(
    `UPDATE bank_transfers SET status = 'ASSIGNED', assigned_user_id = $2, assigned_by = $3, assigned_at = now(),
       deposit_order_id = coalesce($4::bigint, deposit_order_id)
     WHERE id = $1 RETURNING ${BANK_TRANSFER_COLUMNS}`,
    [transferId, a.userId, a.adminId, a.orderId],
  );
  return rows[0];
}

/** A stray transfer settled without a credit: ignored, or returned to its sender with the bank's reference. */
export async function markTransferResolved(
  q: Queryable,
  transferId: number,
  r: { status: 'IGNORED' | 'RETURNED'; note: string; returnReference: string | null; adminId: number },
): Promise<BankTransferRow> {
  const { rows } = await q.query<BankTransferRow>(
    `UPDATE bank_transfers SET status = $2, note = $3, return_reference = $4, assigned_by = $5, assigned_at = now()
     WHERE id = $1 RETURNING ${BANK_TRANSFER_COLUMNS}`,
    [transferId, r.status, r.note, r.returnReference, r.adminId],
  );
  return rows[0];
}

export async function transfersByStatus(
  q: Queryable,
  status: string | undefined,
  page: number,
  size: number,
): Promise<Page<BankTransferRow>> {
  const [items, total] = await Promise.all([
    q.query<BankTransferRow>(
      `SELECT ${BANK_TRANSFER_COLUMNS} FROM bank_transfers WHERE ($1::text IS NULL OR status = $1::text)
       ORDER BY id DESC LIMIT $2 OFFSET $3`,
      [status ?? null, size, (page - 1) * size],
    ),
    q.query<{ total: number }>('SELECT count(*)::int AS total FROM bank_transfers WHERE ($1::text IS NULL OR status = $1::text)', [
      status ?? null,
    ]),
  ]);
  return { items: items.rows, page, size, total: total.rows[0].total };
}

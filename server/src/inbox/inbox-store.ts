import {
  GAME_TYPES,
  INBOX_KEEP,
  type GameType,
  type InboxItemDto,
  type InboxItemKind,
  type SecurityEventKind,
} from '@app/shared/contracts';
import type { Queryable } from '../db/db';

// What an item holds besides its kind: the facts the page words (contracts/inbox.ts).
export interface InboxPayload {
  amount?: number;
  refId?: number;
  note?: string | null;
  securityKind?: SecurityEventKind;
  ip?: string | null;
  game?: GameType;
  // eslint-disable-next-line no-restricted-syntax -- the round's id under the key stored items carry, as a column keeps its name
  sessionId?: number;
}

interface InboxRow {
  id: string | number;
  kind: InboxItemKind;
  payload: InboxPayload;
  created_at: Date;
  read_at: Date | null;
}

const COLUMNS = 'id, kind, payload, created_at, read_at';

const toInboxItemDto = (row: InboxRow): InboxItemDto => ({
  id: Number(row.id),
  kind: row.kind,
  amount: typeof row.payload.amount === 'number' ? row.payload.amount : null,
  refId: typeof row.payload.refId === 'number' ? row.payload.refId : null,
  note: typeof row.payload.note === 'string' ? row.payload.note : null,
  securityKind: row.payload.securityKind ?? null,
  ip: typeof row.payload.ip === 'string' ? row.payload.ip : null,
  gameType: GAME_TYPES.find((game) => game === row.payload.game) ?? null,
  sessionId: typeof row.payload.sessionId === 'number' ? row.payload.sessionId : null,
  createdAt: row.created_at.toISOString(),
  readAt: row.read_at ? row.read_at.toISOString() : null,
});

/** Adds an unread item and drops the player's items older than the newest INBOX_KEEP. */
export async function insertInboxItem(q: Queryable, userId: number, kind: InboxItemKind, payload: InboxPayload): Promise<InboxItemDto> {
  const [{ item }] = await insertInboxItems(q, [{ userId, kind, payload }]);
  return item;
}

/**
 * Adds unread items, for one player or many at once (a round called off tells each of its players),
 * in one INSERT and one trim, so that a transaction holding a round's locks does not grow by two
 * round trips per player; each player keeps their newest INBOX_KEEP. Each item is answered with its
 * player (not necessarily in the order given).
 */
export async function insertInboxItems(
  q: Queryable,
  items: ReadonlyArray<{ userId: number; kind: InboxItemKind; payload: InboxPayload }>,
): Promise<Array<{ userId: number; item: InboxItemDto }>> {
  if (!items.length) return [];
  const { rows } = await q.query<InboxRow & { user_id: string | number }>(
    `INSERT INTO inbox_items (user_id, kind, payload)
       SELECT * FROM unnest($1::bigint[], $2::text[], $3::jsonb[])
     RETURNING ${COLUMNS}, user_id`,
    [items.map((i) => i.userId), items.map((i) => i.kind), items.map((i) => JSON.stringify(i.payload))],
  );
  // Each player's cut-off read from inbox_items_by_user (newest first, the INBOX_KEEP-th past it).
  await q.query(
    `DELETE FROM inbox_items i USING (
       SELECT u.id AS user_id,
              (SELECT id FROM inbox_items WHERE user_id = u.id ORDER BY id DESC OFFSET $2 LIMIT 1) AS cutoff
         FROM unnest($1::bigint[]) AS u(id)
     ) c
     WHERE i.user_id = c.user_id AND i.id <= c.cutoff`,
    [[...new Set(items.map((i) => i.userId))], INBOX_KEEP],
  );
  return rows.map((row) => ({ userId: Number(row.user_id), item: toInboxItemDto(row) }));
}

export async function listInboxItems(
  q: Queryable,
  userId: number,
  { size, offset }: { size: number; offset: number },
): Promise<{ items: InboxItemDto[]; total: number; unread: number }> {
  const [list, counts] = await Promise.all([
    q.query<InboxRow>(`SELECT ${COLUMNS} FROM inbox_items WHERE user_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`, [userId, size, offset]),
    q.query<{ total: string | number; unread: string | number }>(
      `SELECT count(*) AS total, count(*) FILTER (WHERE read_at IS NULL) AS unread FROM inbox_items WHERE user_id = $1`,
      [userId],
    ),
  ]);
  return { items: list.rows.map(toInboxItemDto), total: Number(counts.rows[0].total), unread: Number(counts.rows[0].unread) };
}

/** Marks the player's item read (kept as first read if it was); null when they have no such item. */
export async function markInboxItemRead(q: Queryable, userId: number, id: number): Promise<number | null> {
  const { rows } = await q.query<{ id: string | number }>(
    `UPDATE inbox_items SET read_at = COALESCE(read_at, now()) WHERE id = $1 AND user_id = $2 RETURNING id`,
    [id, userId],
  );
  return rows.length ? Number(rows[0].id) : null;
}

/** Marks every unread item of the player read; the ids it marked. */
export async function markAllInboxItemsRead(q: Queryable, userId: number): Promise<number[]> {
  const { rows } = await q.query<{ id: string | number }>(
    `UPDATE inbox_items SET read_at = now() WHERE user_id = $1 AND read_at IS NULL RETURNING id`,
    [userId],
  );
  return rows.map((r) => Number(r.id)).sort((a, b) => b - a);
}

export async function unreadInboxCount(q: Queryable, userId: number): Promise<number> {
  const { rows } = await q.query<{ unread: string | number }>(
    `SELECT count(*) AS unread FROM inbox_items WHERE user_id = $1 AND read_at IS NULL`,
    [userId],
  );
  return Number(rows[0].unread);
}

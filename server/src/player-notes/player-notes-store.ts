import type { PlayerNoteDto, PlayerTagDto } from '@app/shared/contracts';
import type { Queryable } from '../db/db';
import { iso } from '../db/iso-time';

const NOTE_ROWS = 50;

export async function insertNote(q: Queryable, userId: number, authorId: number, body: string): Promise<PlayerNoteDto> {
  const { rows } = await q.query<{ id: number; created_at: Date; author_name: string }>(
    `INSERT INTO player_notes (user_id, author_id, body) VALUES ($1, $2, $3)
     RETURNING id, created_at, (SELECT username FROM users WHERE id = $2) AS author_name`,
    [userId, authorId, body],
  );
  return { id: Number(rows[0].id), body, authorName: rows[0].author_name, createdAt: iso(rows[0].created_at) };
}

/** The player's latest notes, newest first. */
export async function notesOf(q: Queryable, userId: number): Promise<PlayerNoteDto[]> {
  const { rows } = await q.query<{ id: number; body: string; author_name: string; created_at: Date }>(
    `SELECT n.id, n.body, a.username AS author_name, n.created_at
     FROM player_notes n JOIN users a ON a.id = n.author_id
     WHERE n.user_id = $1 ORDER BY n.id DESC LIMIT ${NOTE_ROWS}`,
    [userId],
  );
  return rows.map((r) => ({ id: Number(r.id), body: r.body, authorName: r.author_name, createdAt: iso(r.created_at) }));
}

/** False when the player has the tag already. */
export async function insertTag(q: Queryable, userId: number, tag: string, createdBy: number): Promise<boolean> {
  const { rows } = await q.query(
    'INSERT INTO player_tags (user_id, tag, created_by) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING tag',
    [userId, tag, createdBy],
  );
  return rows.length > 0;
}

/** False when the player did not have the tag. */
export async function deleteTag(q: Queryable, userId: number, tag: string): Promise<boolean> {
  const { rows } = await q.query('DELETE FROM player_tags WHERE user_id = $1 AND tag = $2 RETURNING tag', [userId, tag]);
  return rows.length > 0;
}

export async function tagsOf(q: Queryable, userId: number): Promise<PlayerTagDto[]> {
  const { rows } = await q.query<{ tag: string; created_by: string; created_at: Date }>(
    `SELECT t.tag, a.username AS created_by, t.created_at
     FROM player_tags t JOIN users a ON a.id = t.created_by
     WHERE t.user_id = $1 ORDER BY t.tag`,
    [userId],
  );
  return rows.map((r) => ({ tag: r.tag, createdBy: r.created_by, createdAt: iso(r.created_at) }));
}

/** The tags of several players (a page of the list). */
export async function tagsOfPlayers(q: Queryable, userIds: readonly number[]): Promise<Map<number, string[]>> {
  if (userIds.length === 0) return new Map();
  const { rows } = await q.query<{ user_id: number; tags: string[] }>(
    'SELECT user_id, array_agg(tag ORDER BY tag) AS tags FROM player_tags WHERE user_id = ANY($1::bigint[]) GROUP BY user_id',
    [userIds],
  );
  return new Map(rows.map((r) => [Number(r.user_id), r.tags]));
}

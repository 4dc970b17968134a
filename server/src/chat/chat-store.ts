// SQL of the tables' chat (migration 040): the messages, each player's chat state, each table's
// switch and the word filter. No statement here is on the bet or settlement path.
import type { GameType } from '@app/shared/contracts';
import type { Queryable } from '../db/db';

type Time = Date | string;
const iso = (v: Time) => new Date(v).toISOString();
const isoOrNull = (v: Time | null) => (v === null ? null : iso(v));

export interface ChatMessageRow {
  id: number;
  game: GameType;
  userId: number;
  username: string;
  body: string;
  at: string;
}

interface MessageRow {
  id: number | string;
  game: GameType;
  user_id: number | string;
  username: string;
  body: string;
  created_at: Time;
}
const messageOf = (row: MessageRow): ChatMessageRow => ({
  id: Number(row.id),
  game: row.game,
  userId: Number(row.user_id),
  username: row.username,
  body: row.body,
  at: iso(row.created_at),
});

/** The table's newest `limit` visible messages, newest first. */
export async function visibleMessages(q: Queryable, game: GameType, limit: number): Promise<ChatMessageRow[]> {
  const { rows } = await q.query<MessageRow>(
    `SELECT m.id, m.game, m.user_id, u.username, m.body, m.created_at
       FROM chat_messages m JOIN users u ON u.id = m.user_id
      WHERE m.game = $1 AND m.hidden_at IS NULL
      ORDER BY m.id DESC LIMIT $2`,
    [game, limit],
  );
  return rows.map(messageOf);
}

export interface ChatPlayerState {
  // Until when the player is muted, when that is still to come.
  mutedUntil: string | null;
  muteReason: string | null;
}

interface StateRow {
  muted_until: Time | null;
  mute_reason: string | null;
  muted: boolean;
}
const stateOf = (row: StateRow | undefined): ChatPlayerState =>
  row?.muted && row.muted_until !== null
    ? { mutedUntil: iso(row.muted_until), muteReason: row.mute_reason }
    : { mutedUntil: null, muteReason: null };

/** The player's chat state now (no lock): whether they are muted. */
export async function chatPlayerState(q: Queryable, userId: number): Promise<ChatPlayerState> {
  const { rows } = await q.query<StateRow>(
    'SELECT muted_until, mute_reason, muted_until > clock_timestamp() AS muted FROM chat_players WHERE user_id = $1',
    [userId],
  );
  return stateOf(rows[0]);
}

/**
 * The player's chat row, made on their first message and locked until the caller's transaction
 * ends: two sends of one player, on any node, go one after the other, so the second counts the
 * first. One statement (an upsert takes the row's lock whether it inserts or finds the row).
 */
export async function lockChatPlayer(q: Queryable, userId: number): Promise<ChatPlayerState> {
  const { rows } = await q.query<StateRow>(
    `INSERT INTO chat_players (user_id) VALUES ($1)
     ON CONFLICT (user_id) DO UPDATE SET user_id = EXCLUDED.user_id
     RETURNING muted_until, mute_reason, muted_until > clock_timestamp() AS muted`,
    [userId],
  );
  return stateOf(rows[0]);
}

export interface RecentSends {
  // The player's messages (both tables, hidden ones too) in the last `windowMs`.
  count: number;
  // Milliseconds since their last message (null: none in the window).
  sinceLastMs: number | null;
}

/** What the player sent lately, read on the clock's time now (after the lock was granted). */
export async function recentSends(q: Queryable, userId: number, windowMs: number): Promise<RecentSends> {
  const { rows } = await q.query<{ n: number | string; since_last_ms: number | string | null }>(
    `SELECT count(*) AS n, EXTRACT(EPOCH FROM (clock_timestamp() - max(created_at))) * 1000 AS since_last_ms
       FROM chat_messages
      WHERE user_id = $1 AND created_at > clock_timestamp() - make_interval(secs => $2::double precision / 1000)`,
    [userId, windowMs],
  );
  const row = rows[0];
  return { count: Number(row?.n ?? 0), sinceLastMs: row?.since_last_ms === null || row === undefined ? null : Number(row.since_last_ms) };
}

/** A new message, with its author's username. */
export async function insertMessage(q: Queryable, game: GameType, userId: number, body: string): Promise<ChatMessageRow> {
  const { rows } = await q.query<MessageRow>(
    `INSERT INTO chat_messages (game, user_id, body) VALUES ($1, $2, $3)
     RETURNING id, game, user_id, body, created_at, (SELECT username FROM users WHERE id = $2) AS username`,
    [game, userId, body],
  );
  return messageOf(rows[0]);
}

export interface AdminMessageRow extends ChatMessageRow {
  hiddenAt: string | null;
  hiddenBy: string | null;
  authorMutedUntil: string | null;
}

interface AdminRow extends MessageRow {
  hidden_at: Time | null;
  hidden_by: string | null;
  muted_until: Time | null;
}
const adminMessageOf = (row: AdminRow): AdminMessageRow => ({
  ...messageOf(row),
  hiddenAt: isoOrNull(row.hidden_at),
  hiddenBy: row.hidden_by,
  authorMutedUntil: isoOrNull(row.muted_until),
});

const ADMIN_SELECT = `SELECT m.id, m.game, m.user_id, u.username, m.body, m.created_at, m.hidden_at, h.username AS hidden_by,
    CASE WHEN p.muted_until > clock_timestamp() THEN p.muted_until END AS muted_until
  FROM chat_messages m
  JOIN users u ON u.id = m.user_id
  LEFT JOIN users h ON h.id = m.hidden_by
  LEFT JOIN chat_players p ON p.user_id = m.user_id`;

/** The newest messages (one game's, or both), hidden ones too, older than `before` when given. */
export async function adminMessages(
  q: Queryable,
  filter: { game: GameType | null; before: number | null; limit: number },
): Promise<AdminMessageRow[]> {
  const { rows } = await q.query<AdminRow>(
    `${ADMIN_SELECT}
      WHERE ($1::text IS NULL OR m.game = $1) AND ($2::bigint IS NULL OR m.id < $2)
      ORDER BY m.id DESC LIMIT $3`,
    [filter.game, filter.before, filter.limit],
  );
  return rows.map(adminMessageOf);
}

/** One message as the console sees it, locked until the caller's transaction ends. */
export async function lockMessage(q: Queryable, id: number): Promise<AdminMessageRow | null> {
  const { rows } = await q.query<AdminRow>(`${ADMIN_SELECT} WHERE m.id = $1 FOR UPDATE OF m`, [id]);
  return rows[0] ? adminMessageOf(rows[0]) : null;
}

export async function hideMessage(q: Queryable, id: number, actorId: number): Promise<void> {
  await q.query('UPDATE chat_messages SET hidden_at = now(), hidden_by = $2 WHERE id = $1', [id, actorId]);
}

/** A player's account (null for an operator's or an unknown id). */
export async function findPlayer(q: Queryable, userId: number): Promise<{ id: number; username: string } | null> {
  const { rows } = await q.query<{ id: number | string; username: string }>(
    "SELECT id, username FROM users WHERE id = $1 AND role = 'user'",
    [userId],
  );
  return rows[0] ? { id: Number(rows[0].id), username: rows[0].username } : null;
}

/** An account's username (the operator who acted, for the console's answer). */
export async function usernameOf(q: Queryable, userId: number): Promise<string | null> {
  const { rows } = await q.query<{ username: string }>('SELECT username FROM users WHERE id = $1', [userId]);
  return rows[0]?.username ?? null;
}

/** Muted from now for `minutes`; answers the new end. */
export async function mutePlayer(
  q: Queryable,
  mute: { userId: number; minutes: number; reason: string; actorId: number },
): Promise<{ until: string; at: string }> {
  const { rows } = await q.query<{ muted_until: Time; muted_at: Time }>(
    `INSERT INTO chat_players (user_id, muted_until, mute_reason, muted_by, muted_at)
     VALUES ($1, now() + make_interval(mins => $2::int), $3, $4, now())
     ON CONFLICT (user_id) DO UPDATE SET muted_until = EXCLUDED.muted_until, mute_reason = EXCLUDED.mute_reason,
       muted_by = EXCLUDED.muted_by, muted_at = EXCLUDED.muted_at
     RETURNING muted_until, muted_at`,
    [mute.userId, mute.minutes, mute.reason, mute.actorId],
  );
  return { until: iso(rows[0].muted_until), at: iso(rows[0].muted_at) };
}

/** The player's mute as it stands, locked (a mute and its lifting at once go in turn). */
export async function lockPlayerMute(q: Queryable, userId: number): Promise<ChatPlayerState> {
  const { rows } = await q.query<StateRow>(
    'SELECT muted_until, mute_reason, muted_until > clock_timestamp() AS muted FROM chat_players WHERE user_id = $1 FOR UPDATE',
    [userId],
  );
  return stateOf(rows[0]);
}

export async function unmutePlayer(q: Queryable, userId: number): Promise<void> {
  await q.query('UPDATE chat_players SET muted_until = NULL, mute_reason = NULL, muted_by = NULL, muted_at = NULL WHERE user_id = $1', [
    userId,
  ]);
}

export interface MuteRow {
  userId: number;
  username: string;
  until: string;
  reason: string;
  mutedBy: string | null;
  mutedAt: string;
}

/** The players muted now, the soonest to speak again first. */
export async function activeMutes(q: Queryable): Promise<MuteRow[]> {
  const { rows } = await q.query<{
    user_id: number | string;
    username: string;
    muted_until: Time;
    mute_reason: string | null;
    muted_by: string | null;
    muted_at: Time | null;
  }>(
    `SELECT p.user_id, u.username, p.muted_until, p.mute_reason, b.username AS muted_by, p.muted_at
       FROM chat_players p JOIN users u ON u.id = p.user_id LEFT JOIN users b ON b.id = p.muted_by
      WHERE p.muted_until > clock_timestamp()
      ORDER BY p.muted_until, p.user_id`,
  );
  return rows.map((row) => ({
    userId: Number(row.user_id),
    username: row.username,
    until: iso(row.muted_until),
    reason: row.mute_reason ?? '',
    mutedBy: row.muted_by,
    mutedAt: iso(row.muted_at ?? row.muted_until),
  }));
}

export interface ChatSettingsRow {
  games: Array<{ game: GameType; enabled: boolean; updatedAt: string | null; updatedBy: string | null }>;
  words: string[];
  wordsUpdatedAt: string | null;
  wordsUpdatedBy: string | null;
}

/** Each table's switch and the word filter (locked until the caller's transaction ends with `lock`). */
export async function readChatSettings(q: Queryable, lock = false): Promise<ChatSettingsRow> {
  const games = await q.query<{ game: GameType; enabled: boolean; updated_at: Time | null; updated_by: string | null }>(
    `SELECT s.game, s.enabled, s.updated_at, u.username AS updated_by
       FROM chat_settings s LEFT JOIN users u ON u.id = s.updated_by
      ORDER BY s.game${lock ? ' FOR UPDATE OF s' : ''}`,
  );
  const filter = await q.query<{ words: string[]; updated_at: Time | null; updated_by: string | null }>(
    `SELECT f.words, f.updated_at, u.username AS updated_by
       FROM chat_word_filter f LEFT JOIN users u ON u.id = f.updated_by${lock ? ' FOR UPDATE OF f' : ''}`,
  );
  return {
    games: games.rows.map((row) => ({
      game: row.game,
      enabled: row.enabled,
      updatedAt: isoOrNull(row.updated_at),
      updatedBy: row.updated_by,
    })),
    words: filter.rows[0]?.words ?? [],
    wordsUpdatedAt: isoOrNull(filter.rows[0]?.updated_at ?? null),
    wordsUpdatedBy: filter.rows[0]?.updated_by ?? null,
  };
}

export async function saveChatWords(q: Queryable, words: readonly string[], actorId: number): Promise<void> {
  await q.query('UPDATE chat_word_filter SET words = $1::text[], updated_by = $2, updated_at = now()', [words, actorId]);
}

export async function saveChatEnabled(q: Queryable, game: GameType, enabled: boolean, actorId: number): Promise<void> {
  await q.query('UPDATE chat_settings SET enabled = $2, updated_by = $3, updated_at = now() WHERE game = $1', [game, enabled, actorId]);
}

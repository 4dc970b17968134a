import { isIP } from 'node:net';
import {
  normalizeAccountName,
  normalizePhone,
  PLAYER_PAGE_SIZE,
  type PlayerMatch,
  type PlayerSort,
  type PlayerStatusFilter,
} from '@app/shared/contracts';
import type { Queryable } from '../db/db';
import type { AdminUserRow } from './admin-store';

export interface PlayerSearch {
  /** One box for a username, a phone, a bank account number, a holder's name or an address. */
  text?: string;
  status: PlayerStatusFilter;
  tag?: string;
}

export interface PlayerHit extends AdminUserRow {
  last_login_at: Date | null;
  matchedBy: PlayerMatch[];
}

interface HitRow extends Omit<PlayerHit, 'matchedBy'> {
  m_username: boolean;
  m_phone: boolean;
  m_bank: boolean;
  m_holder: boolean;
  m_address: boolean;
  total: number;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

// What the text can be: each kind is looked for only where the text could be one (digits for a
// phone or an account number, an address for an address), so a name never scans the sessions.
function patterns(text: string | undefined) {
  const t = text?.trim() ?? '';
  if (!t) return null;
  const digits = /^[\d\s+.-]+$/.test(t) ? normalizePhone(t).replace(/\D/g, '') : '';
  const name = /\p{L}/u.test(t) ? normalizeAccountName(t) : '';
  return {
    username: escapeLike(t.toLowerCase()) + '%',
    phone: digits.length >= 3 ? '%' + digits + '%' : null,
    bank: digits.length >= 3 ? escapeLike(digits) + '%' : null,
    holder: name.length >= 2 ? '%' + escapeLike(name) + '%' : null,
    address: isIP(t) ? t : null,
  };
}

// The order the database can give by itself; the money orders are sorted by the service, which
// reads the figures from the ledger.
const SQL_ORDER: Partial<Record<PlayerSort, string>> = {
  created: 'id',
  lastLogin: 'last_login_at',
};

/**
 * The players matching a search, in `sort` order when the database can sort them (a page of them),
 * else all of them (the caller sorts and pages).
 */
export async function searchPlayers(
  q: Queryable,
  search: PlayerSearch,
  order: { sort: PlayerSort; descending: boolean; page: number },
): Promise<{ hits: PlayerHit[]; total: number; paged: boolean }> {
  const p = patterns(search.text);
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions = [`u.role = 'user'`];
  if (search.status === 'active') conditions.push('u.banned_at IS NULL');
  if (search.status === 'banned') conditions.push('u.banned_at IS NOT NULL');
  if (search.tag) conditions.push(`EXISTS (SELECT 1 FROM player_tags t WHERE t.user_id = u.id AND t.tag = ${param(search.tag)})`);
  const match = (sql: string | null) => sql ?? 'false';
  const columns = p
    ? `u.username LIKE ${param(p.username)} AS m_username,
       ${match(p.phone && `coalesce(u.phone LIKE ${param(p.phone)}, false)`)} AS m_phone,
       ${match(p.bank && `u.id IN (SELECT b.user_id FROM user_bank_accounts b WHERE b.account_number LIKE ${param(p.bank)})`)} AS m_bank,
       ${match(p.holder && `u.id IN (SELECT b.user_id FROM user_bank_accounts b WHERE b.account_name LIKE ${param(p.holder)})`)} AS m_holder,
       ${match(p.address && `u.id IN (SELECT s.user_id FROM sessions s WHERE s.ip = ${param(p.address)})`)} AS m_address`
    : 'false AS m_username, false AS m_phone, false AS m_bank, false AS m_holder, false AS m_address';
  const sqlOrder = SQL_ORDER[order.sort];
  const direction = order.descending ? 'DESC NULLS LAST' : 'ASC NULLS FIRST';
  const page = sqlOrder
    ? `ORDER BY ${sqlOrder} ${direction}, id DESC LIMIT ${PLAYER_PAGE_SIZE} OFFSET ${param((order.page - 1) * PLAYER_PAGE_SIZE)}`
    : '';
  const { rows } = await q.query<HitRow>(
    `SELECT id, username, phone, role, dev_tools_enabled, created_at, banned_at, ban_reason, last_login_at,
       m_username, m_phone, m_bank, m_holder, m_address, count(*) OVER ()::int AS total FROM (
       SELECT u.id, u.username, u.phone, u.role, u.dev_tools_enabled, u.created_at, u.banned_at, u.ban_reason,
         (SELECT s.created_at FROM sessions s WHERE s.user_id = u.id ORDER BY s.created_at DESC LIMIT 1) AS last_login_at,
         ${columns}
       FROM users u
       WHERE ${conditions.join(' AND ')}
     ) found
     ${p ? 'WHERE m_username OR m_phone OR m_bank OR m_holder OR m_address' : ''}
     ${page}`,
    params,
  );
  const hits = rows.map(({ m_username, m_phone, m_bank, m_holder, m_address, total: _total, ...row }) => ({
    ...row,
    id: Number(row.id),
    matchedBy: (
      [
        [m_username, 'username'],
        [m_phone, 'phone'],
        [m_bank, 'bankAccount'],
        [m_holder, 'holderName'],
        [m_address, 'address'],
      ] as const
    )
      .filter(([hit]) => hit)
      .map(([, kind]) => kind),
  }));
  // A page past the end has no rows to carry the count: counted again.
  const total = rows[0]?.total ?? (sqlOrder && order.page > 1 ? (await searchPlayers(q, search, { ...order, page: 1 })).total : 0);
  return { hits, total, paged: Boolean(sqlOrder) };
}

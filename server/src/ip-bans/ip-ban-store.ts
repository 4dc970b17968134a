import type { IpBanDto } from '@app/shared/contracts';
import type { Queryable } from '../db/db';

interface BanRow {
  id: number;
  network: string;
  reason: string;
  created_by: string;
  created_at: Date | string;
  lifted_by: string | null;
  lifted_at: Date | string | null;
}

const toDto = (row: BanRow): IpBanDto => ({
  id: Number(row.id),
  network: row.network,
  reason: row.reason,
  createdBy: row.created_by,
  createdAt: new Date(row.created_at).toISOString(),
  liftedBy: row.lifted_by,
  liftedAt: row.lifted_at === null ? null : new Date(row.lifted_at).toISOString(),
});

const SELECT = `SELECT b.id, b.network::text AS network, b.reason, c.username AS created_by, b.created_at, l.username AS lifted_by, b.lifted_at
  FROM ip_bans b JOIN users c ON c.id = b.created_by LEFT JOIN users l ON l.id = b.lifted_by`;

export async function activeNetworks(q: Queryable): Promise<string[]> {
  const { rows } = await q.query<{ network: string }>('SELECT network::text AS network FROM ip_bans WHERE lifted_at IS NULL');
  return rows.map((row) => row.network);
}

/** The active bans, newest first, then the last lifted ones. */
export async function listBans(q: Queryable, limit: number): Promise<IpBanDto[]> {
  const { rows } = await q.query<BanRow>(`${SELECT} ORDER BY b.lifted_at IS NOT NULL, b.id DESC LIMIT $1`, [limit]);
  return rows.map(toDto);
}

export async function findBan(q: Queryable, id: number): Promise<IpBanDto | null> {
  const { rows } = await q.query<BanRow>(`${SELECT} WHERE b.id = $1`, [id]);
  return rows[0] ? toDto(rows[0]) : null;
}

/** A new ban of `network` (host bits cleared), or null when it is banned already. */
export async function insertBan(q: Queryable, network: string, reason: string, actorId: number): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO ip_bans (network, reason, created_by) VALUES (network($1::inet), $2, $3)
     ON CONFLICT (network) WHERE lifted_at IS NULL DO NOTHING RETURNING id`,
    [network, reason, actorId],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

export async function liftBan(q: Queryable, id: number, actorId: number): Promise<boolean> {
  const { rows } = await q.query('UPDATE ip_bans SET lifted_at = now(), lifted_by = $2 WHERE id = $1 AND lifted_at IS NULL RETURNING id', [
    id,
    actorId,
  ]);
  return rows.length > 0;
}

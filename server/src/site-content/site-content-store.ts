import type { ConsoleSiteContentDto } from '@app/shared/contracts';
import type { Queryable } from '../db/db';

interface ContentRow {
  announcement: string | null;
  maintenance_message: string | null;
  maintenance_from: Date | string | null;
  maintenance_until: Date | string | null;
  telegram_url: string | null;
  zalo_url: string | null;
  hotline: string | null;
  updated_by: string | null;
  updated_at: Date | string | null;
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

const toDto = (row: ContentRow): ConsoleSiteContentDto => ({
  announcement: row.announcement,
  maintenance:
    row.maintenance_message === null
      ? null
      : { message: row.maintenance_message, from: iso(row.maintenance_from), until: iso(row.maintenance_until) },
  support: { telegramUrl: row.telegram_url, zaloUrl: row.zalo_url, hotline: row.hotline },
  updatedAt: iso(row.updated_at),
  updatedBy: row.updated_by,
});

const SELECT = `SELECT c.announcement, c.maintenance_message, c.maintenance_from, c.maintenance_until, c.telegram_url, c.zalo_url,
    c.hotline, u.username AS updated_by, c.updated_at
  FROM site_content c LEFT JOIN users u ON u.id = c.updated_by`;

export async function readSiteContent(q: Queryable): Promise<ConsoleSiteContentDto> {
  const { rows } = await q.query<ContentRow>(SELECT);
  return toDto(rows[0]);
}

/** The row as it stands, locked until the caller's transaction ends (two saves at once go in turn). */
export async function lockSiteContent(q: Queryable): Promise<ConsoleSiteContentDto> {
  const { rows } = await q.query<ContentRow>(`${SELECT} FOR UPDATE OF c`);
  return toDto(rows[0]);
}

export interface SiteContentRow {
  announcement: string | null;
  maintenanceMessage: string | null;
  maintenanceFrom: Date | null;
  maintenanceUntil: Date | null;
  telegramUrl: string | null;
  zaloUrl: string | null;
  hotline: string | null;
}

export async function saveSiteContent(q: Queryable, content: SiteContentRow, actorId: number): Promise<void> {
  await q.query(
    `UPDATE site_content SET announcement = $1, maintenance_message = $2, maintenance_from = $3, maintenance_until = $4,
       telegram_url = $5, zalo_url = $6, hotline = $7, updated_by = $8, updated_at = now()`,
    [
      content.announcement,
      content.maintenanceMessage,
      content.maintenanceFrom,
      content.maintenanceUntil,
      content.telegramUrl,
      content.zaloUrl,
      content.hotline,
      actorId,
    ],
  );
}

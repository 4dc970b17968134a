import type { FastifyBaseLogger } from 'fastify';
import {
  EMPTY_SITE_CONTENT,
  SITE_CONTENT_EVENT,
  maintenanceIsOver,
  siteContentProblems,
  vietnamTimeToInstant,
  type ConsoleSiteContentDto,
  type SiteContentDto,
  type SiteContentInput,
} from '@app/shared/contracts';
import { recordAudit } from '../audit/audit-store';
import type { Db } from '../db/db';
import { badRequest } from '../http/app-error';
import type { Realtime } from '../realtime/realtime';
import { lockSiteContent, readSiteContent, saveSiteContent, type SiteContentRow } from './site-content-store';

export const SITE_CONTENT_CHANNEL = 'site_content_changed';
export const SITE_CONTENT_TARGET = 'site_content';

const publicOf = ({ announcement, maintenance, support }: ConsoleSiteContentDto): SiteContentDto => ({
  announcement,
  maintenance,
  support,
});

// The audit log's rows are flat (one line a field in the console); `updatedAt` and `updatedBy` are
// the entry's own time and operator.
const auditedOf = (content: ConsoleSiteContentDto) => ({
  announcement: content.announcement,
  maintenanceMessage: content.maintenance?.message ?? null,
  maintenanceFrom: content.maintenance?.from ?? null,
  maintenanceUntil: content.maintenance?.until ?? null,
  telegramUrl: content.support.telegramUrl,
  zaloUrl: content.support.zaloUrl,
  hotline: content.support.hotline,
});

const rowOf = (input: SiteContentInput): SiteContentRow => {
  const hasNotice = input.maintenanceMessage !== '';
  return {
    announcement: input.announcement || null,
    maintenanceMessage: input.maintenanceMessage || null,
    maintenanceFrom: hasNotice && input.maintenanceFrom ? vietnamTimeToInstant(input.maintenanceFrom) : null,
    maintenanceUntil: hasNotice && input.maintenanceUntil ? vietnamTimeToInstant(input.maintenanceUntil) : null,
    telegramUrl: input.telegramUrl || null,
    zaloUrl: input.zaloUrl || null,
    hotline: input.hotline || null,
  };
};

export type SiteContentService = Awaited<ReturnType<typeof createSiteContentService>>;

/**
 * The content every page is given, kept in memory on each node (the page's start-up data carries it,
 * so it is read on every page served): read at boot, again whenever it changes anywhere (NOTIFY at
 * commit) and whenever the listening link comes back. A save is told to every open page on the
 * socket once committed; it is content, not money, so it takes no second-level password.
 */
export async function createSiteContentService(options: { db: Db; realtime: Realtime; log: FastifyBaseLogger }) {
  const { db, realtime, log } = options;
  let held: SiteContentDto = EMPTY_SITE_CONTENT;

  async function reload(): Promise<void> {
    held = publicOf(await readSiteContent(db));
  }
  const reloadQuietly = () => void reload().catch((error) => log.warn({ err: error }, 'site content: reload failed'));

  await reload();
  const stopListening = await db.listen(SITE_CONTENT_CHANNEL, reloadQuietly, (live) => {
    if (live) reloadQuietly();
  });

  // A notice whose end has passed says nothing true any more: it is left out of what pages get.
  const shown = (content: SiteContentDto, now = Date.now()): SiteContentDto =>
    content.maintenance && maintenanceIsOver(content.maintenance, now) ? { ...content, maintenance: null } : content;

  return {
    /** What a page is given now (the public configuration). */
    current: (now?: number): SiteContentDto => shown(held, now),

    forConsole: (): Promise<ConsoleSiteContentDto> => readSiteContent(db),

    async save(actorId: number, input: SiteContentInput): Promise<ConsoleSiteContentDto> {
      const [field, message] = Object.entries(siteContentProblems(input))[0] ?? [];
      if (field && message) throw badRequest(message, field);
      const saved = await db.tx(async (q) => {
        const before = await lockSiteContent(q);
        await saveSiteContent(q, rowOf(input), actorId);
        const after = await readSiteContent(q);
        await recordAudit(q, {
          actorId,
          action: 'siteContent.update',
          target: SITE_CONTENT_TARGET,
          before: auditedOf(before),
          after: auditedOf(after),
        });
        return after;
      });
      held = publicOf(saved);
      realtime.toEveryone(SITE_CONTENT_EVENT, shown(held));
      return saved;
    },

    stop: stopListening,
  };
}

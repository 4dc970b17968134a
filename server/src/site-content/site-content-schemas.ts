import type { ConsoleSiteContentDto, MaintenanceNoticeDto, SupportLinksDto } from '@app/shared/contracts';
import { dto, nullable, nullableString, string } from '../http/schemas';

const maintenanceSchema = dto<MaintenanceNoticeDto>({ message: string, from: nullableString, until: nullableString });
const supportSchema = dto<SupportLinksDto>({ telegramUrl: nullableString, zaloUrl: nullableString, hotline: nullableString });

// The console's copy of the content (the read and the save answer the same).
export const consoleSiteContentSchema = dto<ConsoleSiteContentDto>({
  announcement: nullableString,
  maintenance: nullable(maintenanceSchema),
  support: supportSchema,
  updatedAt: nullableString,
  updatedBy: nullableString,
});

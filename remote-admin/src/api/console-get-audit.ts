import { AUDIT_PATHS, type AuditEntryDto } from '@app/shared';
import { consoleGet } from './console-request';

/** GET /admin/audit?limit&before&target, newest first. */
export const consoleGetAudit = (query: { limit: number; before?: number; target?: string }) =>
  consoleGet<AuditEntryDto[]>(AUDIT_PATHS.list, query);

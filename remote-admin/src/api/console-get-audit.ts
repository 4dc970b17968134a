import { AUDIT_PATHS } from '@app/shared';
import { type AuditAction, type AuditEntryDto } from '@app/shared/contracts';
import { consoleGet } from './console-request';

/** GET /admin/audit?limit&before&target&actor&action&from&to, newest first. */
export const consoleGetAudit = (query: {
  limit: number;
  before?: number;
  target?: string;
  actor?: string;
  action?: AuditAction;
  from?: string;
  to?: string;
}) => consoleGet<AuditEntryDto[]>(AUDIT_PATHS.list, query);

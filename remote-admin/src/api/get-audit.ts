import { AUDIT_PATHS, type AuditEntryDto } from '@app/shared';
import { adminGet } from './admin-request';

/** GET /admin/audit?limit&before&target, newest first. */
export const getAudit = (query: { limit: number; before?: number; target?: string }) => adminGet<AuditEntryDto[]>(AUDIT_PATHS.list, query);

import type { AuditEntryDto } from '@app/shared';
import { adminGet } from './admin-request';

/** GET /admin/audit?limit&before&target, newest first. */
export const getAudit = (query: { limit: number; before?: number; target?: string }) => adminGet<AuditEntryDto[]>('/admin/audit', query);

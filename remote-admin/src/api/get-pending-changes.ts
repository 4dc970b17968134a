import type { PendingChangesDto, PendingChangeStatus } from '@app/shared';
import { adminGet } from './admin-request';

/** GET /admin/pending-changes?status: the maker-checker list and the mode in force. */
export const getPendingChanges = (status: PendingChangeStatus) => adminGet<PendingChangesDto>('/admin/pending-changes', { status });

import { PENDING_CHANGE_PATHS, type PendingChangesDto, type PendingChangeStatus } from '@app/shared';
import { adminGet } from './admin-request';

/** GET /admin/pending-changes?status: the maker-checker list and the mode in force. */
export const getPendingChanges = (status: PendingChangeStatus) => adminGet<PendingChangesDto>(PENDING_CHANGE_PATHS.list, { status });

import { PENDING_CHANGE_PATHS } from '@app/shared';
import { type PendingChangesDto, type PendingChangeStatus } from '@app/shared/contracts';
import { consoleGet } from './console-request';

/** GET /admin/pending-changes?status: the maker-checker list and the mode in force. */
export const consoleGetPendingChanges = (status: PendingChangeStatus) =>
  consoleGet<PendingChangesDto>(PENDING_CHANGE_PATHS.list, { status });

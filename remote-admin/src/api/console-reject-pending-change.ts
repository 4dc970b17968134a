import { PENDING_CHANGE_PATHS } from '@app/shared';
import { type PendingChangeDto } from '@app/shared/contracts';
import { consoleSend } from './console-request';

/** POST /admin/pending-changes/:id/reject {reason}: another operator turns it down. */
export const consoleRejectPendingChange = (id: number, reason: string) =>
  consoleSend<PendingChangeDto>('post', PENDING_CHANGE_PATHS.reject(id), { reason });

import { PENDING_CHANGE_PATHS, type PendingChangeDto } from '@app/shared';
import { adminSend } from './admin-request';

/** POST /admin/pending-changes/:id/reject {reason}: another operator turns it down. */
export const rejectPendingChange = (id: number, reason: string) =>
  adminSend<PendingChangeDto>('post', PENDING_CHANGE_PATHS.reject(id), { reason });

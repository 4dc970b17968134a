import type { PendingChangeDto } from '@app/shared';
import { adminSend } from './admin-request';

/** POST /admin/pending-changes/:id/reject {reason}: another operator turns it down. */
export const rejectPendingChange = (id: number, reason: string) =>
  adminSend<PendingChangeDto>('post', `/admin/pending-changes/${id}/reject`, { reason });

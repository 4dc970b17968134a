import { PENDING_CHANGE_PATHS, type PendingChangeDto } from '@app/shared';
import { adminSend } from './admin-request';

/** POST /admin/pending-changes/:id/approve, with the approver's step-up bound to the change: applies it. */
export const approvePendingChange = (id: number, stepUpToken: string) =>
  adminSend<PendingChangeDto>('post', PENDING_CHANGE_PATHS.approve(id), {}, stepUpToken);

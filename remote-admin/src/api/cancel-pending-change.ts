import { PENDING_CHANGE_PATHS, type PendingChangeDto } from '@app/shared';
import { adminSend } from './admin-request';

/** POST /admin/pending-changes/:id/cancel: its maker withdraws it. */
export const cancelPendingChange = (id: number) => adminSend<PendingChangeDto>('post', PENDING_CHANGE_PATHS.cancel(id), {});

import { PENDING_CHANGE_PATHS } from '@app/shared';
import { type PendingChangeDto } from '@app/shared/contracts';
import { consoleSend } from './console-request';

/** POST /admin/pending-changes/:id/cancel: its maker withdraws it. */
export const consoleCancelPendingChange = (id: number) => consoleSend<PendingChangeDto>('post', PENDING_CHANGE_PATHS.cancel(id), {});

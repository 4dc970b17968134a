import { PENDING_CHANGE_PATHS } from '@app/shared';
import { type PendingChangeDto } from '@app/shared/contracts';
import { consoleSend } from './console-request';

/** POST /admin/pending-changes/:id/approve, with the approver's step-up bound to the change: applies it. */
export const consoleApprovePendingChange = (id: number, stepUpToken: string) =>
  consoleSend<PendingChangeDto>('post', PENDING_CHANGE_PATHS.approve(id), {}, stepUpToken);

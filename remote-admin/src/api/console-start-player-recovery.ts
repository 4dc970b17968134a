import { RECOVERY_PATHS, type RecoverySentDto } from '@app/shared';
import { consoleSend } from './console-request';

/**
 * POST /admin/users/:id/recovery (roles admin, cskh): a recovery code to the player's registered
 * phone, for a caller support has identified. Answers where it went (091*****78), never the code.
 */
export const consoleStartPlayerRecovery = (id: number) => consoleSend<RecoverySentDto>('post', RECOVERY_PATHS.operatorStart(id), {});

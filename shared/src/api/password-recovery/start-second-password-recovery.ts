import type { ApiResult } from '../../contracts/api';
import { type RecoverySentDto } from '../../contracts/recovery';
import { api, unwrap } from '@app/shared';
import { RECOVERY_PATHS } from '../../contracts/routes';

/**
 * POST /core/second-password-recovery/start: a code to the signed-in player's own phone. Answers
 * where it went (phoneHint, e.g. 091*****78) and the sentence saying so.
 */
export async function startSecondPasswordRecovery(): Promise<{ phoneHint: string; message: string }> {
  const body = await api.post(RECOVERY_PATHS.secondStart, { silent: true }).json<ApiResult<RecoverySentDto>>();
  const { phoneHint } = unwrap(body);
  return { phoneHint, message: body.message ?? '' };
}

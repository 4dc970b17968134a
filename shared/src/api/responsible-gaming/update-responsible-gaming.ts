import type { ApiResult } from '../../contracts/api';
import { type ResponsibleGamingDto } from '../../contracts/responsible-gaming';
import { api, coreCall } from '@app/shared';
import { getResponsibleGaming } from './get-responsible-gaming';
import { RESPONSIBLE_GAMING_PATHS } from '../../contracts/routes';

export const RESPONSIBLE_GAMING_SAVE_FAILED = 'Không thể lưu giới hạn của bạn';

export interface ResponsibleGamingUpdate {
  /** A whole number of đồng, or null to remove the limit (a raise or removal waits 24 hours). */
  dailyDepositLimit?: number | null;
  /** One of SELF_EXCLUSION_DAYS. Cannot be undone. */
  selfExclusionDays?: number;
  /** The login password: required with SELF_EXCLUSION_PASSWORD_DAYS or more. */
  loginPassword?: string;
}

/** PUT /core/responsible-gaming → the limits as they now stand. */
export async function updateResponsibleGaming(body: ResponsibleGamingUpdate): Promise<ResponsibleGamingDto> {
  const data = await coreCall(
    () => api.put(RESPONSIBLE_GAMING_PATHS.own, { json: body, silent: true }).json<ApiResult<ResponsibleGamingDto>>(),
    RESPONSIBLE_GAMING_SAVE_FAILED,
  );
  return data && typeof data === 'object' ? data : getResponsibleGaming();
}

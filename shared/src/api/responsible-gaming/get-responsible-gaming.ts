import type { ApiResult } from '../../contracts/api';
import { type ResponsibleGamingDto } from '../../contracts/responsible-gaming';
import { api, coreCall } from '@app/shared';
import { RESPONSIBLE_GAMING_PATHS } from '../../contracts/routes';

export const RESPONSIBLE_GAMING_LOAD_FAILED = 'Không thể tải giới hạn chơi có trách nhiệm';

const EMPTY: ResponsibleGamingDto = {
  dailyDepositLimit: null,
  pendingDailyDepositLimit: null,
  pendingLimitAt: null,
  depositedToday: 0,
  pendingDepositsToday: 0,
  selfExcludedUntil: null,
};

/** GET /core/responsible-gaming → the player's own limits. */
export async function getResponsibleGaming(): Promise<ResponsibleGamingDto> {
  const data = await coreCall(
    () => api.get(RESPONSIBLE_GAMING_PATHS.own, { silent: true }).json<ApiResult<ResponsibleGamingDto>>(),
    RESPONSIBLE_GAMING_LOAD_FAILED,
  );
  return { ...EMPTY, ...(data ?? {}) };
}

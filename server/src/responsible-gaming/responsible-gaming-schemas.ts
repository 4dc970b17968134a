import type { ResponsibleGamingDto } from '@app/shared/contracts';
import { dto, integer, nullableInteger, nullableString } from '../http/schemas';

export const responsibleGamingSchema = dto<ResponsibleGamingDto>({
  dailyDepositLimit: nullableInteger,
  pendingDailyDepositLimit: nullableInteger,
  pendingLimitAt: nullableString,
  depositedToday: integer,
  pendingDepositsToday: integer,
  selfExcludedUntil: nullableString,
});

import { integer, nullableInt, nullableStr } from '../../withdrawals/envelope-schema';

export const responsibleGamingSchema = {
  type: 'object',
  required: ['dailyDepositLimit', 'pendingDailyDepositLimit', 'pendingLimitAt', 'depositedToday', 'selfExcludedUntil'],
  properties: {
    dailyDepositLimit: nullableInt,
    pendingDailyDepositLimit: nullableInt,
    pendingLimitAt: nullableStr,
    depositedToday: integer,
    selfExcludedUntil: nullableStr,
  },
};

import { REFERRAL_PATHS } from '@app/shared';
import { type ReferralSettingsDto } from '@app/shared/contracts';
import { consoleGet } from './console-request';

/** GET /admin/referral-settings: whether the weekly referral reward is on, and its share. */
export const consoleGetReferralSettings = () => consoleGet<ReferralSettingsDto>(REFERRAL_PATHS.adminSettings);

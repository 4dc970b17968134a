import { REFERRAL_PATHS } from '@app/shared';
import { type ReferralSettingsDto } from '@app/shared/contracts';
import { consoleSend } from './console-request';

/** PUT /admin/referral-settings {enabled, shareBp}, step-up 'admin_settings' for STEP_UP_TARGETS.referralSettings. */
export const consoleSaveReferralSettings = (settings: { enabled: boolean; shareBp: number | string }, stepUpToken: string) =>
  consoleSend<ReferralSettingsDto>('put', REFERRAL_PATHS.adminSettings, settings, stepUpToken);

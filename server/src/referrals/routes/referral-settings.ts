import type { FastifyInstance } from 'fastify';
import { API_BASE, REFERRAL_MESSAGES, REFERRAL_PATHS, ReferralSettingsBody, type ReferralSettingsDto } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { boolean, dto, integer, nullableString, successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { operatorStepUp } from '../../two-factor/step-up-header';
import type { ReferralService } from '../referral-service';

const schema = {
  response: {
    200: successSchema(
      dto<ReferralSettingsDto>({
        enabled: boolean,
        shareBp: integer,
        enabledSince: nullableString,
        updatedAt: nullableString,
        updatedBy: nullableString,
      }),
    ),
  },
};

// GET /api/admin/referral-settings; PUT {enabled, shareBp}, x-two-factor-session: 'admin_settings'
// for STEP_UP_TARGETS.referralSettings. The feature's entry lets admins only in.
export function referralSettingsRoutes(app: FastifyInstance, referrals: ReferralService): void {
  app.get(`${API_BASE}${REFERRAL_PATHS.adminSettings}`, { schema }, async () => ok(await referrals.settings()));
  app.put(`${API_BASE}${REFERRAL_PATHS.adminSettings}`, { schema }, async (request) => {
    const input = parseInput(ReferralSettingsBody, request.body);
    return ok(await referrals.saveSettings(operatorStepUp(request), input), REFERRAL_MESSAGES.saved);
  });
}

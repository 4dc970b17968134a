import type { FastifyInstance } from 'fastify';
import { API_BASE, REFERRAL_PATHS, type MyReferralsDto, type ReferredPlayerDto } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { arrayOf, dto, integer, nullable, string, successSchema } from '../../http/schemas';
import type { ReferralService } from '../referral-service';

const referredSchema = dto<ReferredPlayerDto>({ name: string, joinedAt: string });
const schema = dto<MyReferralsDto>({
  code: string,
  total: integer,
  referred: arrayOf(referredSchema),
  earned: integer,
  reward: nullable(dto<{ shareBp: number }>({ shareBp: integer })),
});

// GET /api/core/referrals: the signed-in player's own code, who joined with it, and the reward.
export function myReferralsRoute(app: FastifyInstance, referrals: ReferralService): void {
  app.get(
    `${API_BASE}${REFERRAL_PATHS.own}`,
    { preHandler: app.requirePlayer, schema: { response: { 200: successSchema(schema) } } },
    async (request) => ok(await referrals.mine(request.auth!.userId)),
  );
}

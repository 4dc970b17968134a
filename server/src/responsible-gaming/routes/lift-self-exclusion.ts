import type { FastifyInstance } from 'fastify';
import { OPERATOR_ACCESS, PAYMENT_MESSAGES, SelfExclusionLiftBody, API_BASE, RESPONSIBLE_GAMING_PATHS } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { operatorStepUp } from '../../two-factor/step-up-header';
import { IdParams } from '../../http/route-inputs';
import { successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { liftSelfExclusion, type ResponsibleGamingDeps } from '../responsible-gaming-service';

// POST /api/admin/users/:id/self-exclusion/lift {reason}: an operator ends a player's self-exclusion
// once support has proven it was set by someone who took the account over (operators only, like
// every /api/admin route: 401 without a session, 403 for a player), x-two-factor-session: a token
// for 'admin_access' bound to 'user:<id>'. The console has no screen for
// it: README's "Operator" section shows the request.
export function liftSelfExclusionRoute(app: FastifyInstance, deps: ResponsibleGamingDeps): void {
  app.post(
    `${API_BASE}${RESPONSIBLE_GAMING_PATHS.liftSelfExclusion(':id')}`,
    { preHandler: app.requireOperator(OPERATOR_ACCESS.admin), schema: { response: { 200: successSchema() } } },
    async (request) => {
      const { id } = parseInput(IdParams, request.params);
      const { reason } = parseInput(SelfExclusionLiftBody, request.body);
      const { username } = await liftSelfExclusion(deps, operatorStepUp(request), id, reason.trim());
      return ok(undefined, PAYMENT_MESSAGES.selfExclusionLifted(username));
    },
  );
}

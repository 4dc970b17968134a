import type { FastifyInstance } from 'fastify';
import { API_BASE, RISK_PATHS } from '@app/shared/contracts';
import { UserIdParams } from '../../admin/admin-inputs';
import { ok } from '../../http/respond';
import { arrayOf, successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import type { RiskService } from '../risk-service';
import { riskFlagSchema } from '../risk-schemas';

// GET /api/admin/users/:id/risk: one player's flags, cleared ones too (a profile, a withdrawal under review).
export function playerRiskRoute(app: FastifyInstance, risk: RiskService): void {
  app.get(
    `${API_BASE}${RISK_PATHS.player(':id')}`,
    { schema: { response: { 200: successSchema(arrayOf(riskFlagSchema)) } } },
    async (request) => {
      const { id } = parseInput(UserIdParams, request.params);
      return ok(await risk.ofPlayer(id));
    },
  );
}

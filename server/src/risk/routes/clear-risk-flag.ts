import type { FastifyInstance } from 'fastify';
import { API_BASE, RISK_PATHS } from '@app/shared/contracts';
import { UserIdParams } from '../../admin/admin-inputs';
import { ok } from '../../http/respond';
import { dto, successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { ClearRiskBody } from '../risk-inputs';
import type { RiskService } from '../risk-service';

// POST /api/admin/users/:id/risk/clear {kind, key, note}: the flag was looked at; the note says what was found.
export function clearRiskFlagRoute(app: FastifyInstance, risk: RiskService): void {
  app.post(
    `${API_BASE}${RISK_PATHS.clear(':id')}`,
    { schema: { response: { 200: successSchema(dto<Record<string, never>>({})) } } },
    async (request) => {
      const { id } = parseInput(UserIdParams, request.params);
      const { kind, key, note } = parseInput(ClearRiskBody, request.body);
      return ok({}, await risk.clear(request.auth!.userId, id, kind, key, note));
    },
  );
}

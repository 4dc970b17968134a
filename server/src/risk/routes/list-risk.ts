import type { FastifyInstance } from 'fastify';
import { API_BASE, RISK_PATHS, type RiskListDto } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { arrayOf, dto, successSchema } from '../../http/schemas';
import type { RiskService } from '../risk-service';
import { playerRiskSchema } from '../risk-schemas';

// GET /api/admin/risk: the "Rủi ro" list, the players with a flag not cleared.
export function listRiskRoute(app: FastifyInstance, risk: RiskService): void {
  app.get(
    `${API_BASE}${RISK_PATHS.list}`,
    { schema: { response: { 200: successSchema(dto<RiskListDto>({ players: arrayOf(playerRiskSchema) })) } } },
    async () => ok(await risk.list()),
  );
}

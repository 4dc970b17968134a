import type { FastifyInstance } from 'fastify';
import { API_BASE, RESPONSIBLE_GAMING_PATHS } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { successSchema } from '../../http/schemas';
import { getResponsibleGaming, type ResponsibleGamingDeps } from '../responsible-gaming-service';
import { responsibleGamingSchema } from '../responsible-gaming-schemas';

// GET /api/core/responsible-gaming → {success, data: ResponsibleGamingDto}
export function getResponsibleGamingRoute(app: FastifyInstance, { db }: ResponsibleGamingDeps): void {
  app.get(
    `${API_BASE}${RESPONSIBLE_GAMING_PATHS.own}`,
    { preHandler: app.requireUser, schema: { response: { 200: successSchema(responsibleGamingSchema) } } },
    async (request) => ok(await getResponsibleGaming(db, request.auth!.userId)),
  );
}

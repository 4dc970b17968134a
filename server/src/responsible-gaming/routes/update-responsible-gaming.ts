import type { FastifyInstance } from 'fastify';
import { API_BASE, PAYMENT_MESSAGES, RESPONSIBLE_GAMING_PATH, ResponsibleGamingBody } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { updateResponsibleGaming } from '../responsible-gaming-service';
import { responsibleGamingSchema } from './responsible-gaming-schema';

// PUT /api/core/responsible-gaming {dailyDepositLimit?: number | null, selfExclusionDays?}
export function updateResponsibleGamingRoute(app: FastifyInstance): void {
  app.put(
    `${API_BASE}${RESPONSIBLE_GAMING_PATH}`,
    { preHandler: app.requirePlayer, schema: { response: { 200: successSchema(responsibleGamingSchema) } } },
    async (request) => {
      const input = parseInput(ResponsibleGamingBody, request.body);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const change = {
        // A key sent as null removes the limit; a key left out leaves it as it is.
        dailyDepositLimit: 'dailyDepositLimit' in body ? (input.dailyDepositLimit ?? null) : undefined,
        selfExclusionDays: input.selfExclusionDays,
      };
      return ok(await updateResponsibleGaming(app.db, request.auth!.userId, change), PAYMENT_MESSAGES.responsibleSaved);
    },
  );
}

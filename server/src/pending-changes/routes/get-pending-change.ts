import type { FastifyInstance } from 'fastify';
import { OPERATOR_ACCESS, API_BASE, PENDING_CHANGE_PATHS } from '@app/shared/contracts';
import { notFound } from '../../http/app-error';
import { ok } from '../../http/respond';
import { IdParams } from '../../http/route-inputs';
import { successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { PENDING_CHANGE_MESSAGES } from '../pending-change-messages';
import { pendingChangeSchema } from '../pending-change-schemas';
import type { PendingChangeService } from '../pending-change-service';

// GET /api/admin/pending-changes/:id: one change, whatever its status and however long the queue
// (the CLI's approval reads the kind it must step up for here).
export function getPendingChangeRoute(app: FastifyInstance, changes: PendingChangeService): void {
  app.get(
    `${API_BASE}${PENDING_CHANGE_PATHS.one(':id')}`,
    { preHandler: app.requireOperator(OPERATOR_ACCESS.money), schema: { response: { 200: successSchema(pendingChangeSchema) } } },
    async (request) => {
      const { id } = parseInput(IdParams, request.params);
      const change = await changes.find(id);
      if (!change) throw notFound(PENDING_CHANGE_MESSAGES.notFound);
      return ok(change);
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { OPERATOR_ACCESS, API_BASE, DEPOSIT_PATHS } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { operatorStepUp } from '../../two-factor/step-up-header';
import { parseInput } from '../../http/validate';
import { IdParams } from '../../http/route-inputs';
import { VendorCardCreateBody, VendorCardUpdateBody } from '../deposit-inputs';
import { DEPOSIT_MESSAGES } from '../deposit-messages';
import { arrayOf, successSchema } from '../../http/schemas';
import { vendorCardSchema } from '../deposit-schemas';
import { PENDING_CHANGE_MESSAGES } from '../../pending-changes/pending-change-messages';
import { changeRequestedSchema } from '../../pending-changes/pending-change-schemas';
import { listVendorCards } from '../deposit-store';
import type { DepositRouteContext } from './route-context';

// GET /api/admin/vendor-cards: every receiving account, active or not.
export function adminListVendorCardsRoute(app: FastifyInstance): void {
  app.get(
    `${API_BASE}${DEPOSIT_PATHS.adminVendorCards}`,
    { preHandler: app.requireOperator(OPERATOR_ACCESS.admin), schema: { response: { 200: successSchema(arrayOf(vendorCardSchema)) } } },
    async () => ok(await listVendorCards(app.db)),
  );
}

// POST /api/admin/vendor-cards {bankCode, accountNumber, accountName, isActive?}: the bank's name,
// BIN and SWIFT code come from the bank directory. x-two-factor-session: 'admin_settings' for
// 'vendor-card:new'. A new place for players' money: 202 {pendingChange}, added once a second
// operator approves (or, with no second operator, after the delay).
export function adminCreateVendorCardRoute(app: FastifyInstance, { settings }: DepositRouteContext): void {
  app.post(
    `${API_BASE}${DEPOSIT_PATHS.adminVendorCards}`,
    { preHandler: app.requireOperator(OPERATOR_ACCESS.admin), schema: { response: { 202: successSchema(changeRequestedSchema) } } },
    async (request, reply) => {
      const fields = parseInput(VendorCardCreateBody, request.body);
      const pendingChange = await settings.createVendorCard(operatorStepUp(request), fields);
      return reply.code(202).send(ok({ pendingChange }, PENDING_CHANGE_MESSAGES.requested(pendingChange)));
    },
  );
}

// PUT /api/admin/vendor-cards/:id {bankCode?, accountNumber?, accountName?, isActive?},
// x-two-factor-session: 'admin_settings' for 'vendor-card:<id>'. Pausing or reusing applies at once
// (200, the card); a new bank, number or owner waits for a second operator (202 {pendingChange}).
export function adminUpdateVendorCardRoute(app: FastifyInstance, { settings }: DepositRouteContext): void {
  app.put(
    `${API_BASE}${DEPOSIT_PATHS.adminVendorCard(':id')}`,
    {
      preHandler: app.requireOperator(OPERATOR_ACCESS.admin),
      schema: { response: { 200: successSchema(vendorCardSchema), 202: successSchema(changeRequestedSchema) } },
    },
    async (request, reply) => {
      const { id } = parseInput(IdParams, request.params);
      const fields = parseInput(VendorCardUpdateBody, request.body);
      const outcome = await settings.updateVendorCard(operatorStepUp(request), id, fields);
      if ('pending' in outcome) {
        return reply.code(202).send(ok({ pendingChange: outcome.pending }, PENDING_CHANGE_MESSAGES.requested(outcome.pending)));
      }
      return ok(outcome.card, DEPOSIT_MESSAGES.vendorCardUpdated);
    },
  );
}

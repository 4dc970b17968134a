import type { FastifyInstance } from 'fastify';
import { OPERATOR_ACCESS } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { operatorStepUp } from '../../two-factor/step-up-header';
import { parseInput } from '../../http/validate';
import { IdParams } from '../../http/route-inputs';
import { VendorCardCreateBody, VendorCardUpdateBody } from '../deposit-inputs';
import { DEPOSIT_MESSAGES } from '../deposit-messages';
import { arrayOf, successSchema } from '../../http/schemas';
import { vendorCardSchema } from '../deposit-schemas';
import { listVendorCards } from '../deposit-store';
import type { DepositRouteContext } from './route-context';

// GET /api/admin/vendor-cards: every receiving account, active or not.
export function adminListVendorCardsRoute(app: FastifyInstance): void {
  app.get(
    '/api/admin/vendor-cards',
    { preHandler: app.requireOperator(OPERATOR_ACCESS.admin), schema: { response: { 200: successSchema(arrayOf(vendorCardSchema)) } } },
    async () => ok(await listVendorCards(app.db)),
  );
}

// POST /api/admin/vendor-cards {bankCode, accountNumber, accountName, isActive?}: the bank's name,
// BIN and SWIFT code come from the bank directory. x-two-factor-session: 'admin_settings' for
// 'vendor-card:new'.
export function adminCreateVendorCardRoute(app: FastifyInstance, { settings }: DepositRouteContext): void {
  app.post(
    '/api/admin/vendor-cards',
    { preHandler: app.requireOperator(OPERATOR_ACCESS.admin), schema: { response: { 200: successSchema(vendorCardSchema) } } },
    async (request) => {
      const fields = parseInput(VendorCardCreateBody, request.body);
      return ok(await settings.createVendorCard(operatorStepUp(request), fields), DEPOSIT_MESSAGES.vendorCardCreated);
    },
  );
}

// PUT /api/admin/vendor-cards/:id {bankCode?, accountNumber?, accountName?, isActive?},
// x-two-factor-session: 'admin_settings' for 'vendor-card:<id>'.
export function adminUpdateVendorCardRoute(app: FastifyInstance, { settings }: DepositRouteContext): void {
  app.put(
    '/api/admin/vendor-cards/:id',
    { preHandler: app.requireOperator(OPERATOR_ACCESS.admin), schema: { response: { 200: successSchema(vendorCardSchema) } } },
    async (request) => {
      const { id } = parseInput(IdParams, request.params);
      const fields = parseInput(VendorCardUpdateBody, request.body);
      return ok(await settings.updateVendorCard(operatorStepUp(request), id, fields), DEPOSIT_MESSAGES.vendorCardUpdated);
    },
  );
}

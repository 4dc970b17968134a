import type { FastifyInstance } from 'fastify';
import { API_BASE, DEPOSIT_PATHS } from '@app/shared/contracts';
import { paid } from '../../http/payment-envelope';
import { parseInput } from '../../http/validate';
import { VendorCardsQuery } from '../deposit-inputs';
import { arrayOf, paymentEnvelopeSchema } from '../../http/schemas';
import { vendorCardSchema } from '../deposit-schemas';
import { listVendorCards } from '../deposit-store';

// GET /api/v1/payment-service/u/vendor-cards?isActive=true: the house's receiving accounts.
export function listVendorCardsRoute(app: FastifyInstance): void {
  app.get(
    `${API_BASE}${DEPOSIT_PATHS.vendorCards}`,
    { preHandler: app.requireUser, schema: { response: { 200: paymentEnvelopeSchema(arrayOf(vendorCardSchema)) } } },
    async (request) => {
      const { isActive } = parseInput(VendorCardsQuery, request.query);
      return paid(await listVendorCards(app.db, isActive));
    },
  );
}

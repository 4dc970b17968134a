import type { FastifyInstance } from 'fastify';
import { API_BASE, OPERATOR_ACCESS, WITHDRAWAL_PATHS, type WithdrawalPayoutQrDto } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { dto, integer, string, successSchema } from '../../http/schemas';
import { parseId } from '../../http/route-inputs';
import { withdrawalNotFound } from '../withdrawal-errors';
import type { WithdrawalService } from '../withdrawal-service';

const payoutQrSchema = dto<WithdrawalPayoutQrDto>({
  payload: string,
  image: string,
  bankName: string,
  accountNumber: string,
  accountName: string,
  amount: integer,
  content: string,
});

// GET /api/admin/withdrawals/:id/payout-qr (the roles that pay withdrawals): the payout as a VietQR
// and as fields to copy. It moves nothing; the approval that follows the bank transfer does.
export function withdrawalPayoutQrRoute(app: FastifyInstance, withdrawals: WithdrawalService): void {
  app.get(
    `${API_BASE}${WITHDRAWAL_PATHS.payoutQr(':id')}`,
    { preHandler: app.requireOperator(OPERATOR_ACCESS.money), schema: { response: { 200: successSchema(payoutQrSchema) } } },
    async (request) => ok(await withdrawals.payoutQr(parseId((request.params as { id?: unknown }).id, withdrawalNotFound))),
  );
}

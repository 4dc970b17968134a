import type { FastifyInstance } from 'fastify';
import { API_BASE, type BankDto, DEPOSIT_PATHS } from '@app/shared/contracts';
import { DIRECTORY_DATE, listDirectoryBanks } from '../../bank-directory/bank-list';
import { paid } from '../../http/payment-envelope';
import { arrayOf, paymentEnvelopeSchema } from '../../http/schemas';
import { bankSchema } from '../deposit-schemas';

// GET /api/v1/payment-service/u/banks: the banks a player can withdraw to (the directory, in the
// same shape as a system bank list, every bank ACTIVE).
export function listBanksRoute(app: FastifyInstance): void {
  const banks: BankDto[] = listDirectoryBanks().map((bank) => ({
    id: bank.id,
    name: bank.name,
    shortName: bank.shortName,
    code: bank.code,
    bin: bank.bin,
    swiftCode: bank.swiftCode,
    logo: null,
    accountNumber: '',
    accountName: '',
    status: 'ACTIVE',
    createdAt: DIRECTORY_DATE,
    updatedAt: DIRECTORY_DATE,
  }));
  app.get(
    `${API_BASE}${DEPOSIT_PATHS.banks}`,
    { preHandler: app.requireUser, schema: { response: { 200: paymentEnvelopeSchema(arrayOf(bankSchema)) } } },
    async () => paid(banks),
  );
}

import type { FastifyInstance } from 'fastify';
import { API_BASE, BANK_DIRECTORY_PATH } from '@app/shared/contracts';
import { listDirectoryBanks } from './bank-list';

const BANK_DIRECTORY_CACHE_SECONDS = 300;

const bankItemSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    code: { type: 'string' },
    bin: { type: 'string' },
    shortName: { type: 'string' },
    logo: { type: 'string' },
    transferSupported: { type: 'integer' },
    lookupSupported: { type: 'integer' },
    short_name: { type: 'string' },
    support: { type: 'integer' },
    isTransfer: { type: 'integer' },
    swift_code: { type: ['string', 'null'] },
  },
};

// Built once: the list only changes with the library.
function directoryAnswer() {
  const data = listDirectoryBanks().map((bank) => ({
    id: bank.id,
    name: bank.name,
    code: bank.code,
    bin: bank.bin,
    shortName: bank.shortName,
    // No remote logos: the front end draws a badge from the code.
    logo: '',
    transferSupported: bank.transferSupported ? 1 : 0,
    lookupSupported: bank.lookupSupported ? 1 : 0,
    short_name: bank.shortName,
    support: bank.transferSupported ? 3 : 0,
    isTransfer: bank.transferSupported ? 1 : 0,
    swift_code: bank.swiftCode,
  }));
  return { code: '00', desc: `Get Bank list successful! Total ${data.length} banks`, data };
}

// GET /api/bank-directory/v2/banks: an offline mirror of the public bank directory, in
// its shape ({code: '00', desc, data[]}). Public, cacheable for a few minutes.
export function bankDirectoryRoute(app: FastifyInstance): void {
  const answer = directoryAnswer();
  app.get(
    `${API_BASE}${BANK_DIRECTORY_PATH}`,
    {
      schema: {
        response: {
          200: {
            type: 'object',
            properties: { code: { type: 'string' }, desc: { type: 'string' }, data: { type: 'array', items: bankItemSchema } },
          },
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', `public, max-age=${BANK_DIRECTORY_CACHE_SECONDS}`);
      return answer;
    },
  );
}

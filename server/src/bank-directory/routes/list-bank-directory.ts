import type { FastifyInstance } from 'fastify';
import { API_BASE, BANK_DIRECTORY_PATHS } from '@app/shared/contracts';
import { arrayOf, dto, integer, nullableString, string } from '../../http/schemas';
import { listDirectoryBanks } from '../bank-list';

const BANK_DIRECTORY_CACHE_SECONDS = 300;

// Built once: the list only changes with the library.
type DirectoryAnswer = ReturnType<typeof directoryAnswer>;
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

const bankItemSchema = dto<DirectoryAnswer['data'][number]>({
  id: integer,
  name: string,
  code: string,
  bin: string,
  shortName: string,
  logo: string,
  transferSupported: integer,
  lookupSupported: integer,
  short_name: string,
  support: integer,
  isTransfer: integer,
  swift_code: nullableString,
});

// GET /api/bank-directory/v2/banks: an offline mirror of the public bank directory, in
// its shape ({code: '00', desc, data[]}). Public, cacheable for a few minutes.
export function bankDirectoryRoute(app: FastifyInstance): void {
  const answer = directoryAnswer();
  app.get(
    `${API_BASE}${BANK_DIRECTORY_PATHS.banks}`,
    {
      schema: {
        response: {
          200: dto<DirectoryAnswer>({ code: string, desc: string, data: arrayOf(bankItemSchema) }),
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', `public, max-age=${BANK_DIRECTORY_CACHE_SECONDS}`);
      return answer;
    },
  );
}

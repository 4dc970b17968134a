import type { FastifyInstance } from 'fastify';
import { ok } from '../http/respond';
import { objectSchema, successSchema } from '../http/schemas';
import { checkLedger } from './check-ledger';

const integer = { type: 'integer' };
const ledgerCheckSchema = objectSchema({
  ok: { type: 'boolean' },
  totalBalance: integer,
  accountsOutOfBalance: {
    type: 'array',
    items: objectSchema({ accountId: integer, kind: { type: 'string' }, balance: integer, entriesSum: integer }),
  },
  transfersMalformed: {
    type: 'array',
    items: objectSchema({ transferId: integer, amount: integer, entryCount: integer, entriesSum: integer }),
  },
});

// /api/admin/ledger/*: operators only (401 without a session, 403 for a player). Registered by
// app.ts beside the admin plugin rather than inside it, so the two features do not import each other.
export async function ledgerAdminRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', app.requireAdmin);

  // GET /api/admin/ledger/check
  app.get('/check', { schema: { response: { 200: successSchema(ledgerCheckSchema) } } }, async () => ok(await checkLedger(app.db)));
}

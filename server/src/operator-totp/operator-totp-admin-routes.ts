import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES } from '@app/shared/contracts';
import { ok } from '../http/respond';
import { dto, integer, string, successSchema } from '../http/schemas';
import { operatorStepUp } from '../two-factor/step-up-header';
import { resetOperatorTotp } from './operator-totp-reset';

// /api/admin/operators/:username/totp-reset: operators only (401 without a session, 403 for a
// player), registered by app.ts beside the admin plugin, as the ledger's check is.
// x-two-factor-session: 'admin_access' for 'operator:<username in lower case>'.
export async function operatorTotpAdminRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', app.requireAdmin);
  app.post<{ Params: { username: string } }>(
    '/operators/:username/totp-reset',
    { schema: { response: { 200: successSchema(dto<{ username: string; userId: number }>({ username: string, userId: integer })) } } },
    async (request) => {
      const reset = await resetOperatorTotp(app.db, operatorStepUp(request), String(request.params.username).slice(0, 64));
      return ok(reset, AUTH_MESSAGES.totpResetDone(reset.username));
    },
  );
}

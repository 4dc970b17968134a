import type { FastifyInstance } from 'fastify';
import { API_BASE, TWO_FACTOR_PATHS } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { successSchema } from '../../http/schemas';
import { bool, nullableStr } from '../../withdrawals/envelope-schema';
import { twoFactorStatus } from '../two-factor-store';

// GET /api/core/two-factor-status → {success, data: {has_two_factor, locked_until}}
export function twoFactorStatusRoute(app: FastifyInstance): void {
  app.get(
    `${API_BASE}${TWO_FACTOR_PATHS.status}`,
    {
      preHandler: app.requireUser,
      schema: {
        response: {
          200: successSchema({
            type: 'object',
            required: ['has_two_factor', 'locked_until'],
            properties: { has_two_factor: bool, locked_until: nullableStr },
          }),
        },
      },
    },
    async (request) => {
      const status = await twoFactorStatus(app.db, request.auth!.userId);
      return ok({ has_two_factor: status.hasTwoFactor, locked_until: status.lockedUntil?.toISOString() ?? null });
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { API_BASE, TWO_FACTOR_PATHS, type TwoFactorStatusDto } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { boolean, dto, nullableString, successSchema } from '../../http/schemas';
import { twoFactorStatus } from '../two-factor-store';

// GET /api/core/two-factor-status → {success, data: {has_two_factor, locked_until}}
export function twoFactorStatusRoute(app: FastifyInstance): void {
  app.get(
    `${API_BASE}${TWO_FACTOR_PATHS.status}`,
    {
      preHandler: app.requireUser,
      schema: {
        response: {
          200: successSchema(dto<TwoFactorStatusDto>({ has_two_factor: boolean, locked_until: nullableString })),
        },
      },
    },
    async (request) => {
      const status = await twoFactorStatus(app.db, request.auth!.userId);
      return ok({ has_two_factor: status.hasTwoFactor, locked_until: status.lockedUntil?.toISOString() ?? null });
    },
  );
}

import type { FastifyInstance } from 'fastify';
import {
  API_BASE,
  PAYMENT_MESSAGES,
  ResponsibleGamingBody,
  selfExclusionNeedsPassword,
  RESPONSIBLE_GAMING_PATHS,
} from '@app/shared/contracts';
import { sessionMeta } from '../../auth/session-meta';
import { rateLimitPolicies } from '../../http/rate-limits';
import { ok } from '../../http/respond';
import { successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { updateResponsibleGaming, type ResponsibleGamingDeps } from '../responsible-gaming-service';
import { responsibleGamingSchema } from '../responsible-gaming-schemas';

// The body's own self-exclusion period, read before it is validated (the rate limit runs first).
const requestedDays = (body: unknown) => {
  const days = (body as { selfExclusionDays?: unknown } | null | undefined)?.selfExclusionDays;
  return typeof days === 'number' ? days : undefined;
};

// PUT /api/core/responsible-gaming {dailyDepositLimit?: number | null, selfExclusionDays?, loginPassword?}
export function updateResponsibleGamingRoute(app: FastifyInstance, deps: ResponsibleGamingDeps): void {
  app.put(
    `${API_BASE}${RESPONSIBLE_GAMING_PATHS.own}`,
    {
      preHandler: app.requirePlayer,
      // A long self-exclusion checks the login password: it counts toward the budget of every such
      // check (5 per quarter hour); a limit change or a short exclusion does not.
      config: {
        rateLimit: {
          ...rateLimitPolicies(app.config.rateLimitScale).passwordStepUp,
          allowList: (request) => !selfExclusionNeedsPassword(requestedDays(request.body)),
        },
      },
      schema: { response: { 200: successSchema(responsibleGamingSchema) } },
    },
    async (request) => {
      const input = parseInput(ResponsibleGamingBody, request.body);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const change = {
        // A key sent as null removes the limit; a key left out leaves it as it is.
        dailyDepositLimit: 'dailyDepositLimit' in body ? (input.dailyDepositLimit ?? null) : undefined,
        selfExclusionDays: input.selfExclusionDays,
        loginPassword: input.loginPassword,
      };
      const saved = await updateResponsibleGaming(deps, request.auth!.userId, change, sessionMeta(request));
      return ok(saved, PAYMENT_MESSAGES.responsibleSaved);
    },
  );
}

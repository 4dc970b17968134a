import type { FastifyRequest } from 'fastify';
import { TWO_FACTOR_SESSION_HEADER } from '@app/shared/contracts';
import type { OperatorStepUp } from './second-password-check';

// A step-up token rides in a header, so that a request without a body (DELETE, an unban, a
// confirmation) carries it the same way as one with a body. Anything not shaped like a token is as
// good as none.
export function stepUpHeader(request: FastifyRequest): string | null {
  const header = request.headers[TWO_FACTOR_SESSION_HEADER];
  return typeof header === 'string' && header.length > 0 && header.length <= 200 ? header : null;
}

/** The signed-in operator and the token their request carries, for spendOperatorStepUp. */
export const operatorStepUp = (request: FastifyRequest): OperatorStepUp => ({
  operatorId: request.auth!.userId,
  token: stepUpHeader(request),
});

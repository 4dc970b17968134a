import type { FastifyRequest } from 'fastify';
import { TWO_FACTOR_SESSION_HEADER } from '@app/shared/contracts';
import { sessionMeta } from '../auth/routes/session-meta';
import type { BankAccountActor } from './bank-account-service';

// The step-up token rides in a header so that DELETE and set-default (no body) carry it the same way.
export function bankAccountActor(request: FastifyRequest): BankAccountActor {
  const header = request.headers[TWO_FACTOR_SESSION_HEADER];
  const token = typeof header === 'string' && header.length > 0 && header.length <= 200 ? header : null;
  return { userId: request.auth!.userId, origin: sessionMeta(request), stepUpToken: token };
}

import type { FastifyRequest } from 'fastify';
import { sessionMeta } from '../auth/session-meta';
import { stepUpHeader } from '../two-factor/step-up-header';
import type { BankAccountActor } from './bank-account-service';

export function bankAccountActor(request: FastifyRequest): BankAccountActor {
  return { userId: request.auth!.userId, origin: sessionMeta(request), stepUpToken: stepUpHeader(request) };
}

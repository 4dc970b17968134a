import type { FastifyInstance } from 'fastify';
import { API_BASE, AUTH_PATHS } from '@app/shared/contracts';
import type { BotCheck } from '../bot-check';

// A fresh bot-check challenge, bare: the ALTCHA widget fetches this address itself and reads the
// challenge as ALTCHA defines it ({parameters, signature}), not inside our {success, data} envelope.
// Never cached: each one is good for a single solution.
export function challengeRoute(app: FastifyInstance, botCheck: BotCheck): void {
  app.get(`${API_BASE}${AUTH_PATHS.challenge}`, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return botCheck.issue();
  });
}

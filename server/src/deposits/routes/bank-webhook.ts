import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API_BASE, PAYMENT_MESSAGES, DEPOSIT_PATHS } from '@app/shared/contracts';
import { addressMatcher } from '../../http/address-list';
import { AppError, forbidden } from '../../http/app-error';
import { rateLimitPolicies } from '../../http/rate-limits';
import { parseInput } from '../../http/validate';
import { successSchema } from '../../http/schemas';
import { BankWebhookStruct } from '../deposit-inputs';
import { wellFormed } from '../../http/well-formed';
import type { DepositRouteContext } from './route-context';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

// `Authorization: Apikey <key>`, compared in constant time (over digests, so the length of the
// right key does not leak either).
function hasWebhookKey(header: unknown, key: string): boolean {
  if (typeof header !== 'string') return false;
  const match = /^apikey\s+(.+)$/i.exec(header.trim());
  if (!match) return false;
  return timingSafeEqual(digest(match[1].trim()), digest(key));
}

// POST /api/v1/payment-service/webhooks/bank-transfer: the bank feed (SePay-compatible body).
// Answers 200 {success: true} for every well-formed notification, matched, kept or replayed: the
// provider retries anything else, and each transfer is kept once anyway.
export function bankWebhookRoute(app: FastifyInstance, { deposits }: DepositRouteContext): void {
  const fromAllowedAddress = addressMatcher(app.config.bankWebhookAllowedIps ?? []);
  app.post(
    `${API_BASE}${DEPOSIT_PATHS.bankWebhook}`,
    {
      config: { rateLimit: rateLimitPolicies(app.config.rateLimitScale).bankWebhook },
      // With BANK_WEBHOOK_ALLOWED_IPS set, any other address is refused before its body is read or
      // its key compared. request.ip is the client's address as TRUST_PROXY lets Fastify see it.
      onRequest: async (request) => {
        if (fromAllowedAddress(request.ip)) return;
        request.log.warn({ ip: request.ip }, 'bank webhook from an address outside BANK_WEBHOOK_ALLOWED_IPS');
        throw forbidden();
      },
      schema: {
        response: { 200: successSchema() },
      },
    },
    async (request) => {
      if (!hasWebhookKey(request.headers.authorization, app.config.bankWebhookKey)) {
        throw new AppError(401, 'WEBHOOK_UNAUTHORIZED', PAYMENT_MESSAGES.webhookKey);
      }
      const body = parseInput(BankWebhookStruct, request.body);
      const outcome = await deposits.handleBankTransfer(body, wellFormed(request.body));
      request.log.info({ providerTxId: String(body.id), outcome }, 'bank transfer notification');
      return { success: true };
    },
  );
}

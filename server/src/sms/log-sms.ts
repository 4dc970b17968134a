import type { FastifyBaseLogger } from 'fastify';
import type { SmsProvider } from './sms-provider';

// Development: the message, code included, goes to the server log instead of a phone, so recovery
// can be tried without a gateway. Anyone who reads the log can use the codes: not for production.
export function createLogSms(log: FastifyBaseLogger): SmsProvider {
  return {
    name: 'log',
    async send({ to, text }) {
      log.info({ sms: { to, text } }, `SMS to ${to}: ${text}`);
    },
  };
}

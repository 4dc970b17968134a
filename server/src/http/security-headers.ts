import type { FastifyInstance } from 'fastify';
import { definePlugin } from './define-plugin';

// The few headers every answer of a money app should carry (@fastify/helmet is not a dependency):
// no MIME sniffing of API answers or uploads, no framing by other sites (clickjacking of the
// wallet), and no full URLs leaking to other origins in the Referer.
export const securityHeadersPlugin = definePlugin('security-headers', async (app: FastifyInstance) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  });
});

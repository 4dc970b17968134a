import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HTTP_MESSAGES } from '@app/shared/contracts';
import { databaseUnreachable } from '../db/db';
import { AppError, badRequest, tooManyRequests } from './app-error';
import { definePlugin } from './define-plugin';
import { isPaymentServiceUrl, paymentFailure } from './payment-envelope';

// Every failure leaves as {success:false, error, message} with a Vietnamese message. Client mistakes
// keep their 4xx; the database out of reach is a 503 (the pages retry it, and say so); anything else
// is logged in full and answered with a bare 500, so no stack trace, SQL or driver text ever reaches
// a player.
export const errorHandlingPlugin = definePlugin('error-handling', async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const answer = toAppError(error);
    if (databaseUnreachable(error))
      request.log.warn({ err: { code: (error as { code?: unknown }).code, message: error.message } }, 'database unreachable');
    else if (answer.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    const body = isPaymentServiceUrl(request.url) ? paymentFailure(answer) : answer.toBody();
    return reply.code(answer.statusCode).send(body);
  });

  // JSON with no body at all is how ky sends POST /auth/logout and /auth/refresh-token (it sets the
  // content type on every call), so an empty JSON body means "no body", not a syntax error.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, done);
  });
});

// Errors Fastify raises before routing (a malformed URL, an overlong path id), answered in the
// same shape (the payment service's envelope on its paths).
export function frameworkErrors(_error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const answer = badRequest();
  return reply.code(400).send(isPaymentServiceUrl(request.url) ? paymentFailure(answer) : answer.toBody());
}

function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (databaseUnreachable(error)) return new AppError(503, 'SERVICE_UNAVAILABLE', HTTP_MESSAGES.serviceUnavailable);
  const e = error as Partial<FastifyError> | null;
  const status = typeof e?.statusCode === 'number' ? e.statusCode : 500;
  const code = e?.code ?? '';

  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return new AppError(400, 'BAD_JSON', HTTP_MESSAGES.badJson);
  }
  if (status === 413) return new AppError(413, 'PAYLOAD_TOO_LARGE', HTTP_MESSAGES.bodyTooLarge);
  if (status === 415) return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', HTTP_MESSAGES.unsupportedMediaType);
  if (status === 429) return tooManyRequests();
  if (status === 401) return new AppError(401, 'UNAUTHORIZED', HTTP_MESSAGES.unauthorized);
  if (status === 403) return new AppError(403, 'FORBIDDEN', HTTP_MESSAGES.forbidden);
  if (status === 404) return new AppError(404, 'NOT_FOUND', HTTP_MESSAGES.notFound);
  if (status >= 400 && status < 500) return new AppError(status, 'BAD_REQUEST', HTTP_MESSAGES.badRequest);
  return new AppError(500, 'INTERNAL_SERVER_ERROR', HTTP_MESSAGES.serverError);
}

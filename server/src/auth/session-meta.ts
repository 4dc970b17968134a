import type { FastifyRequest } from 'fastify';
import type { SessionMeta } from './session-store';

export const sessionMeta = (request: FastifyRequest): SessionMeta => ({
  userAgent: request.headers['user-agent'] ?? null,
  ip: request.ip ?? null,
});

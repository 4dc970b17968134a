import type { RateLimitOptions } from '@fastify/rate-limit';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

const keyOf = (prefix: string) => (request: FastifyRequest) => `${prefix}:${request.auth?.userId ?? normalizeIP(request.ip ?? 'unknown')}`;

// The requests a player's page may make, per player, times RATE_LIMIT_SCALE; counted after
// authentication. Far above what the chat's own rule lets through (one message every 2 s, 10 a
// minute, told in its own words): this only keeps a script's flood from reaching the database.
export function chatSendRateLimit(scale: number): RateLimitOptions {
  return { max: Math.max(1, Math.round(20 * scale)), timeWindow: 10_000, hook: 'preHandler', keyGenerator: keyOf('chat-send') };
}

// A page reads the history when the table opens and after a reconnect.
export function chatReadRateLimit(scale: number): RateLimitOptions {
  return { max: Math.max(1, Math.round(30 * scale)), timeWindow: 10_000, hook: 'preHandler', keyGenerator: keyOf('chat-read') };
}

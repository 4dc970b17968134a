import type { RateLimitOptions } from '@fastify/rate-limit';
import { normalizeIP } from '@fastify/rate-limit';

// Bets and cancels per player (60 per 10 s), times RATE_LIMIT_SCALE; counted after authentication.
export function gameBetRateLimit(scale: number): RateLimitOptions {
  return {
    max: Math.max(1, Math.round(60 * scale)),
    timeWindow: 10_000,
    hook: 'preHandler',
    keyGenerator: (request) => `game-bet:${request.auth?.userId ?? normalizeIP(request.ip ?? 'unknown')}`,
  };
}

import type { RateLimitOptions } from '@fastify/rate-limit';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

const addressOf = (request: FastifyRequest) => normalizeIP(request.ip ?? 'unknown');

// Bets and cancels per player (60 per 10 s), times RATE_LIMIT_SCALE; counted after authentication.
export function gameBetRateLimit(scale: number): RateLimitOptions {
  return {
    max: Math.max(1, Math.round(60 * scale)),
    timeWindow: 10_000,
    hook: 'preHandler',
    keyGenerator: (request) => `game-bet:${request.auth?.userId ?? addressOf(request)}`,
  };
}

// The public reads of a game (current, history, fairness), each answered from memory
// (round-board.ts), so the limit guards the node's CPU and bandwidth rather than the database. A
// signed-in caller is counted as a player (the token's own claim, checked without the database: a
// forged one counts under the address), so players sharing one carrier address, or the bench's
// loopback players, do not share a budget; anyone else per address, with a larger budget since one
// address may hide many phones. A page reads these a few times a round; 60 per 10 s per player is a
// page reloaded every second and more.
export function gameReadRateLimit(scale: number, playerOf: (request: FastifyRequest) => number | null): RateLimitOptions {
  const max = (n: number) => Math.max(1, Math.round(n * scale));
  const perPlayer = max(60);
  const perAddress = max(300);
  return {
    timeWindow: 10_000,
    // Called after keyGenerator with the same request: the key says which budget it is.
    max: (_request, key) => (key.startsWith('game-read:p:') ? perPlayer : perAddress),
    keyGenerator: (request) => {
      const player = playerOf(request);
      return player !== null ? `game-read:p:${player}` : `game-read:a:${addressOf(request)}`;
    },
  };
}

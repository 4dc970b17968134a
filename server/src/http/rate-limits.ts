import rateLimit, { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REFRESH_COOKIE } from '@app/shared/contracts';
import { hashRefreshToken } from '../auth/refresh-token';
import { tooManyRequests } from './app-error';
import { definePlugin } from './define-plugin';

// @fastify/rate-limit for the routes that ask for it (none by default), counted in Redis when the
// app has one so that every node shares the same budget.
export const rateLimitPlugin = definePlugin(
  'rate-limit',
  async (app: FastifyInstance) => {
    await app.register(rateLimit, {
      global: false,
      ...(app.redis ? { redis: app.redis, nameSpace: `${app.config.redisKeyPrefix}rate-limit:` } : {}),
      // A Redis outage should not lock every player out of logging in; the limits resume with Redis.
      skipOnError: true,
      errorResponseBuilder: () => tooManyRequests(),
    });
  },
  ['config', 'redis'],
);

const clientIp = (request: FastifyRequest) => normalizeIP(request.ip ?? 'unknown');

const bodyUsername = (request: FastifyRequest) => {
  const value = (request.body as { username?: unknown } | undefined)?.username;
  return typeof value === 'string' ? value.trim().toLowerCase().slice(0, 64) : '';
};

// Budgets of the issue, each multiplied by RATE_LIMIT_SCALE (tests and benchmarks raise it).
export function rateLimitPolicies(scale: number) {
  const max = (n: number) => Math.max(1, Math.round(n * scale));
  return {
    // Counted once the body is parsed: the key is the address plus the username being guessed.
    login: {
      max: max(10),
      timeWindow: 60_000,
      hook: 'preValidation',
      keyGenerator: (request) => `login:${clientIp(request)}:${bodyUsername(request)}`,
    },
    signup: {
      max: max(10),
      timeWindow: 10 * 60_000,
      keyGenerator: (request) => `signup:${clientIp(request)}`,
    },
    // Per refresh cookie, not per address: many players share one carrier address, and a guessed
    // cookie (256 random bits) opens nothing however often it is tried.
    refresh: {
      max: max(30),
      timeWindow: 60_000,
      keyGenerator: (request) => {
        const cookie = request.cookies?.[REFRESH_COOKIE];
        return cookie ? `refresh:${hashRefreshToken(cookie).slice(0, 32)}` : `refresh:${clientIp(request)}`;
      },
    },
    // Per player, so it runs after authentication has named the player.
    changePassword: {
      max: max(10),
      timeWindow: 60_000,
      hook: 'preHandler',
      keyGenerator: (request) => `change-password:${request.auth?.userId ?? clientIp(request)}`,
    },
    depositCreate: { max: max(20), timeWindow: 60_000, hook: 'preHandler', keyGenerator: (request) => `deposit-create:${request.auth?.userId ?? clientIp(request)}` },
    // Second-level password (setup, change, validate), per player; the lock after five wrong ones
    // is the real guard, this only keeps argon2 from being used as a CPU sink.
    twoFactor: {
      max: max(20),
      timeWindow: 60_000,
      hook: 'preHandler',
      keyGenerator: (request) => `two-factor:${request.auth?.userId ?? clientIp(request)}`,
    },
    withdrawalCreate: {
      max: max(20),
      timeWindow: 60_000,
      hook: 'preHandler',
      keyGenerator: (request) => `withdrawal-create:${request.auth?.userId ?? clientIp(request)}`,
    },
  } satisfies Record<string, RateLimitOptions>;
}

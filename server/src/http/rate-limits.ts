import rateLimit, { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalizePhone, REFRESH_COOKIE, TOTP_INVALID } from '@app/shared/contracts';
import { knownDeviceId } from '../auth/known-device';
import { hashRefreshToken } from '../auth/refresh-token';
import { AppError, tooManyPasswordTries, tooManyRequests } from './app-error';
import { definePlugin } from './define-plugin';
import { redisOrMemoryStore } from './redis-or-memory-store';

// @fastify/rate-limit for the routes that ask for it (none by default), counted in Redis when the
// app has one so that every node shares the same budget, and in memory while Redis is away.
export const rateLimitPlugin = definePlugin(
  'rate-limit',
  async (app: FastifyInstance) => {
    await app.register(rateLimit, {
      global: false,
      // Counted in this node's memory while Redis is out of reach (redis-or-memory-store.ts).
      ...(app.redis ? { store: redisOrMemoryStore(app.redis, `${app.config.redisKeyPrefix}rate-limit:`) } : {}),
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

const bodyPhone = (request: FastifyRequest) => {
  const value = (request.body as { phone?: unknown } | undefined)?.phone;
  return typeof value === 'string' ? normalizePhone(value.trim()).slice(0, 16) : '';
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
    // Failed logins per address, whatever the usernames (password spraying across many players).
    // Only failures count: players behind one carrier address log in freely; see failedLoginLimit.
    loginFailures: {
      max: max(50),
      timeWindow: 10 * 60_000,
      keyGenerator: (request) => `login-failures:${clientIp(request)}`,
    },
    // Failed logins from one address (the loginFailures count) after which every login from it must
    // carry a solved bot check (auth/bot-check.ts): three honest slips (caps lock, the keyboard's
    // language) cost a player nothing, while a guesser pays a proof of work per try from the fourth,
    // up to the cap of 50 above.
    loginBotCheckAfter: max(3),
    // Wrong passwords sent with one known_device cookie (auth/known-device.ts): past 5, the cookie
    // stops letting its browser through a capped address.
    knownDeviceFailures: {
      max: max(5),
      timeWindow: 10 * 60_000,
      keyGenerator: (request) => `login-device-failures:${knownDeviceId(request)}`,
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
    // The bank feed's webhook, per address, counted before the key is checked. A feed posts once per
    // incoming transfer and retries whatever is refused, so 300 a minute (5 a second held for a whole
    // minute) is far beyond a real provider's pace, while a flood of forged posts is cut short before
    // it costs key checks and database work.
    bankWebhook: {
      max: max(300),
      timeWindow: 60_000,
      keyGenerator: (request) => `bank-webhook:${clientIp(request)}`,
    },
    depositCreate: {
      max: max(20),
      timeWindow: 60_000,
      hook: 'preHandler',
      keyGenerator: (request) => `deposit-create:${request.auth?.userId ?? clientIp(request)}`,
    },
    // Second-level password (setup, change, validate), per player; the lock after five wrong ones
    // is the real guard, this only keeps argon2 from being used as a CPU sink.
    twoFactor: {
      max: max(20),
      timeWindow: 60_000,
      hook: 'preHandler',
      keyGenerator: (request) => `two-factor:${request.auth?.userId ?? clientIp(request)}`,
    },
    // Every route of a signed-in player that checks the login password (changing it, setting or
    // changing the second-level password, a long self-exclusion) has this budget: a stolen access
    // token gets 5 guesses at it per quarter hour on each, and a player needs one or two. Per player,
    // so it runs after authentication has named the player; every request counts, right or wrong.
    passwordStepUp: {
      max: max(5),
      timeWindow: 15 * 60_000,
      hook: 'preHandler',
      keyGenerator: (request) => `password-step-up:${request.auth?.userId ?? clientIp(request)}`,
      errorResponseBuilder: () => tooManyPasswordTries(),
    },
    // Password recovery by SMS code (password-recovery/). Each start may send a message that costs
    // money and lands on someone's phone: per address, and per phone number whatever the address
    // (the same budget whether or not the number is registered, so a refusal tells nothing).
    recoveryStart: {
      max: max(10),
      timeWindow: 15 * 60_000,
      hook: 'preValidation',
      keyGenerator: (request) => `recovery-start:${clientIp(request)}`,
    },
    recoveryStartPerPhone: {
      max: max(3),
      timeWindow: 15 * 60_000,
      keyGenerator: (request) => `recovery-start-phone:${bodyPhone(request)}`,
    },
    // Codes tried: a code dies after 5 wrong ones; these keep a guesser from trying many codes of
    // many numbers from one address, or one number's codes from many addresses.
    recoveryReset: {
      max: max(20),
      timeWindow: 15 * 60_000,
      hook: 'preValidation',
      keyGenerator: (request) => `recovery-reset:${clientIp(request)}`,
    },
    recoveryResetPerPhone: {
      max: max(10),
      timeWindow: 15 * 60_000,
      keyGenerator: (request) => `recovery-reset-phone:${bodyPhone(request)}`,
    },
    // A signed-in player's second-level password recovery, and an operator's start for a player: per
    // player the code goes to.
    secondRecovery: {
      max: max(10),
      timeWindow: 15 * 60_000,
      hook: 'preHandler',
      keyGenerator: (request) => `second-recovery:${request.auth?.userId ?? clientIp(request)}`,
    },
    recoveryStartPerPlayer: {
      max: max(3),
      timeWindow: 15 * 60_000,
      keyGenerator: (request) =>
        `recovery-start-player:${(request.params as { id?: unknown } | undefined)?.id ?? request.auth?.userId ?? ''}`,
    },
    withdrawalCreate: {
      max: max(20),
      timeWindow: 60_000,
      hook: 'preHandler',
      keyGenerator: (request) => `withdrawal-create:${request.auth?.userId ?? clientIp(request)}`,
    },
  } satisfies Record<string, RateLimitOptions | number>;
}

// A second budget for a route whose own rateLimit is another one: counted (every call) and refused
// with a 429 once spent.
export function extraRateLimit(app: FastifyInstance, policy: RateLimitOptions) {
  const limiter = app.createRateLimit(policy);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const state = await limiter(request);
    if (!state.isAllowed && state.isExceeded) {
      reply.header('retry-after', String(Math.max(1, state.ttlInSeconds)));
      throw tooManyRequests();
    }
  };
}

// @fastify/rate-limit runs one limiter per request, and counts every request; the failed-login budget
// needs a second one that counts only wrong passwords, so it is read and bumped by hand. Logins still
// being checked hold a place too (per node), or a burst sent at once would all read the same count:
// one place under the address, and one under the known_device cookie when it is presented, whose
// own 5 failures would otherwise let a burst sent with one cookie through a capped address.
export function failedLoginLimit(app: FastifyInstance) {
  const policies = rateLimitPolicies(app.config.rateLimitScale);
  const limiter = app.createRateLimit(policies.loginFailures);
  const deviceLimiter = app.createRateLimit(policies.knownDeviceFailures);
  const inFlight = new Map<string, number>();
  // Takes the next place under `key` (synchronously, before any read) and answers its number.
  const take = (key: string) => {
    const place = (inFlight.get(key) ?? 0) + 1;
    inFlight.set(key, place);
    return place;
  };
  const release = (key: string) => {
    const left = (inFlight.get(key) ?? 1) - 1;
    if (left > 0) inFlight.set(key, left);
    else inFlight.delete(key);
  };

  return {
    // Runs `login` unless the address has used up its failures (429 before any password is checked);
    // a wrong password is counted before the place is given back. A browser that signed in as this
    // player before (`knownDevice`, auth/known-device.ts) is let through the cap, until its cookie
    // has had its own 5 failures. Past loginBotCheckAfter failures (the logins still being checked
    // counted as failures, so a burst does not slip past), `botCheck` must pass before the password
    // is checked; the trusted browser is spared it. A refused bot check is not a failure.
    async attempt<T>(
      request: FastifyRequest,
      reply: FastifyReply,
      login: () => Promise<T>,
      { knownDevice = false, botCheck }: { knownDevice?: boolean; botCheck?: () => Promise<void> } = {},
    ): Promise<T> {
      const ipKey = `ip:${clientIp(request)}`;
      const deviceKey = knownDevice ? `device:${knownDeviceId(request)}` : null;
      const place = take(ipKey);
      const devicePlace = deviceKey ? take(deviceKey) : 0;
      try {
        const device = deviceKey ? await deviceLimiter(request, { increment: false }) : null;
        const trusted = device !== null && (device.isAllowed || (device.remaining ?? 0) >= devicePlace);
        const state = await limiter(request, { increment: false });
        if (!trusted && !state.isAllowed && state.remaining !== undefined && state.remaining < place) {
          reply.header('retry-after', String(Math.max(1, state.ttlInSeconds ?? 1)));
          throw tooManyRequests();
        }
        const failures = state.isAllowed ? 0 : state.max - state.remaining;
        if (botCheck && !trusted && failures + place - 1 >= policies.loginBotCheckAfter) await botCheck();
        try {
          return await login();
        } catch (error) {
          // An operator's wrong authenticator code counts as a wrong password: the same budget.
          if (error instanceof AppError && (error.error === 'INVALID_CREDENTIALS' || error.error === TOTP_INVALID)) {
            await limiter(request);
            if (knownDevice) await deviceLimiter(request);
          }
          throw error;
        }
      } finally {
        release(ipKey);
        if (deviceKey) release(deviceKey);
      }
    },
  };
}

import { createHmac, randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CAPTCHA_FIELD, CAPTCHA_REQUIRED, AUTH_MESSAGES } from '@app/shared/contracts';
import { CONFIG_DEFAULTS } from '../config/app-config';
import { AppError } from '../http/app-error';

// The bot check: a proof-of-work challenge (ALTCHA) the page solves in its own workers, issued and
// verified here, with no outside service. Signup always asks for one; login once the address has had
// a few wrong passwords (http/rate-limits.ts, failedLoginLimit).
//
// The page holds the challenge the server signed (HMAC) and a hidden counter's key: it tries
// counters from 0 until one derives the key. A counter is drawn from [maxNumber / 2, maxNumber], so a
// solve costs about three quarters of maxNumber tries, never a lucky few, each try 1,000 rounds of
// PBKDF2-SHA-256 (native in every browser, so a bot's hand-written solver gains little on a phone).

export const BOT_CHECK_ALGORITHM = 'PBKDF2/SHA-256';
const ROUNDS_PER_TRY = 1_000;
// Long enough for a player to fill the register form after the widget solved on load.
export const CHALLENGE_TTL_MS = 5 * 60_000;

export const botCheckRefused = () => new AppError(400, CAPTCHA_REQUIRED, AUTH_MESSAGES.captchaRequired, CAPTCHA_FIELD);

// Derived from JWT_SECRET with a label, so the bot check has its own key (a challenge's signature is
// never a token's) without another secret to generate, store and share between nodes.
export const botCheckKeys = (jwtSecret: string) => ({
  signature: createHmac('sha256', jwtSecret).update('altcha').digest('hex'),
  keySignature: createHmac('sha256', jwtSecret).update('altcha-key').digest('hex'),
});

export type BotCheck = ReturnType<typeof createBotCheck>;

export function createBotCheck(app: FastifyInstance) {
  const keys = botCheckKeys(app.config.jwtSecret);
  const maxNumber = app.config.altchaMaxNumber ?? CONFIG_DEFAULTS.altchaMaxNumber;
  // A solution is good once: its challenge's nonce is counted in the rate limits' store (Redis shared
  // by every node, or this node's memory while Redis is away) for as long as the challenge lives; a
  // second count means a replay. The count is atomic in both stores, so two copies sent at once do
  // not both pass.
  const nonceOf = new WeakMap<FastifyRequest, string>();
  const uses = app.createRateLimit({
    max: 1,
    timeWindow: CHALLENGE_TTL_MS,
    keyGenerator: (request) => `altcha-used:${nonceOf.get(request)}`,
  });

  return {
    issue(): Promise<Challenge> {
      return createChallenge({
        algorithm: BOT_CHECK_ALGORITHM,
        cost: ROUNDS_PER_TRY,
        counter: randomInt(Math.floor(maxNumber / 2), maxNumber + 1),
        deriveKey,
        expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
        hmacSignatureSecret: keys.signature,
        hmacKeySignatureSecret: keys.keySignature,
      });
    },

    // Refuses (400 on the captcha field) a missing, malformed, forged, expired or already used
    // solution; the refusal is not a wrong password and is not counted as one.
    async verify(request: FastifyRequest, payload: string | undefined): Promise<void> {
      const answer = parsePayload(payload);
      if (!answer) throw botCheckRefused();
      let verified: boolean;
      try {
        const result = await verifySolution({
          challenge: answer.challenge,
          solution: answer.solution,
          deriveKey,
          hmacSignatureSecret: keys.signature,
          hmacKeySignatureSecret: keys.keySignature,
        });
        // A challenge without an expiry is none of ours (ours all carry one, under the signature).
        verified = result.verified && typeof answer.challenge.parameters.expiresAt === 'number';
      } catch {
        // Thrown for parameters the library cannot read (an unknown algorithm, a malformed prefix).
        verified = false;
      }
      if (!verified) throw botCheckRefused();
      nonceOf.set(request, answer.challenge.parameters.nonce);
      const state = await uses(request);
      if (state.isAllowed === false && state.isExceeded) throw botCheckRefused();
    },
  };
}

interface Answer {
  challenge: Challenge;
  solution: Solution;
}

// The widget's payload: base64 of {challenge, solution}. Anything else is no answer.
function parsePayload(payload: string | undefined): Answer | null {
  if (!payload) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const { challenge, solution } = parsed as Partial<Answer>;
  const parameters = challenge?.parameters;
  if (!parameters || typeof parameters !== 'object' || typeof parameters.nonce !== 'string' || !parameters.nonce) return null;
  if (typeof challenge.signature !== 'string' || !solution || typeof solution !== 'object') return null;
  return { challenge, solution };
}

// Response schemas of the game routes: Fastify serializes through them, so nothing unlisted (an
// unrevealed seed, another player's id) can leak out.
import { objectSchema, successSchema } from '../http/schemas';

type JsonSchema = Record<string, unknown>;

const int = { type: 'integer' };
const str = { type: 'string' };
const bool = { type: 'boolean' };
const strArray = { type: 'array', items: str };

export const totalsSchema: JsonSchema = {
  type: 'object',
  additionalProperties: objectSchema({ amount: int, players: int }),
};

export const roundResultSchema: JsonSchema = objectSchema(
  {
    gameType: str,
    sessionId: int,
    dice: { type: 'array', items: int },
    coins: strArray,
    outcome: str,
    winningSides: strArray,
    seed: str,
    previousSeed: str,
    chainId: int,
    chainIndex: int,
    settledAt: int,
  },
  ['gameType', 'sessionId', 'outcome', 'winningSides', 'seed', 'previousSeed', 'chainId', 'chainIndex', 'settledAt'],
);

export const sessionStatusSchema: JsonSchema = objectSchema({
  gameType: str,
  sessionId: int,
  phase: str,
  endsAt: int,
  bettingEndsAt: int,
  resultEndsAt: int,
  serverNow: int,
  previousSeed: str,
  chainId: int,
  totals: totalsSchema,
  result: { anyOf: [{ type: 'null' }, roundResultSchema] },
});

export const placedBetSchema = objectSchema({
  betId: int,
  gameType: str,
  sessionId: int,
  side: str,
  amount: int,
  newBalance: int,
  replayed: bool,
});

export const cancelledBetSchema = objectSchema({ betId: int, gameType: str, sessionId: int, newBalance: int });

export const myBetSchema = objectSchema({
  betId: int,
  sessionId: int,
  side: str,
  amount: int,
  status: str,
  payout: int,
  createdAt: int,
});

export const fairnessSchema = objectSchema({
  gameType: str,
  chainId: int,
  commitment: str,
  chainLength: int,
  currentSessionId: int,
  previousSeed: str,
  previousChain: { anyOf: [{ type: 'null' }, objectSchema({ chainId: int, commitment: str })] },
  recipe: str,
});

export const gameConfigSchema = objectSchema({ gameType: str, minBet: int, maxBet: int, maxRoundTotal: int, updatedAt: str });
export const gameLimitsSchema = objectSchema({ gameType: str, minBet: int, maxBet: int, maxRoundTotal: int });

export const csrfSchema: JsonSchema = {
  type: 'object',
  required: ['success', 'csrf_token', 'expires_in'],
  properties: {
    success: bool,
    csrf_token: str,
    expires_in: int,
    data: objectSchema({ csrf_token: str, expires_in: int }),
  },
};

export const ok = (data: JsonSchema) => successSchema(data);
export const okList = (item: JsonSchema) => successSchema({ type: 'array', items: item });

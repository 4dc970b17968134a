// Response schemas of the game routes: Fastify serializes through them, so nothing unlisted (an
// unrevealed seed, another player's id) can leak out.
import type {
  AdminRoundDto,
  AdminRoundFairnessDto,
  AdminRoundsPageDto,
  BetHistoryDto,
  CancelledBetDto,
  CsrfTokenDto,
  FairnessDto,
  GameConfigDto,
  GameStateDto,
  GameLimitsDto,
  GameTableConfigDto,
  JackpotDto,
  LeaderboardDto,
  MyBetDto,
  PlacedBetDto,
  RoundBigWinsDto,
  RoundJackpotDto,
  RoundResultDto,
  RoundStatusDto,
  VoidRoundDto,
} from '@app/shared/contracts';
import { arrayOf, boolean, dto, integer, nullable, nullableInteger, nullableString, number, recordOf, string } from '../http/schemas';

// A settled round's big wins: masked names and net amounts only, never a player's id.
export const roundBigWinsSchema = dto<RoundBigWinsDto>({
  gameType: string,
  sessionId: integer,
  wins: arrayOf(dto<RoundBigWinsDto['wins'][number]>({ name: string, net: integer })),
});

// A leaderboard: ranks, masked names and net amounts only, never a player's id.
export const leaderboardSchema = dto<LeaderboardDto>({
  gameType: string,
  period: string,
  from: string,
  to: string,
  entries: arrayOf(dto<LeaderboardDto['entries'][number]>({ rank: integer, name: string, net: integer })),
  computedAt: integer,
});

export const roundJackpotSchema = dto<RoundJackpotDto>({ contributed: integer, paid: integer, pool: integer });

export const jackpotSchema = dto<JackpotDto>({
  gameType: string,
  pool: integer,
  shareBasisPoints: integer,
  seedAmount: integer,
  capPerBet: integer,
});

const totalsSchema = recordOf(dto<{ amount: number; players: number }>({ amount: integer, players: integer }));

export const roundResultSchema = dto<RoundResultDto>(
  {
    gameType: string,
    sessionId: integer,
    status: string,
    dice: arrayOf(integer),
    coins: arrayOf(string),
    outcome: string,
    winningSides: arrayOf(string),
    seed: string,
    previousSeed: string,
    chainId: integer,
    chainIndex: integer,
    settledAt: integer,
    jackpot: roundJackpotSchema,
  },
  ['dice', 'coins', 'status', 'jackpot'],
);

// One entry of the public history, settled or void: one object schema listing the fields of both
// (the void ones optional), rather than anyOf, which would validate every entry to pick its branch.
type HistoryEntryFields = Omit<RoundResultDto, 'status' | 'outcome' | 'seed'> &
  Pick<VoidRoundDto, 'outcome' | 'seed'> & { status: string } & Partial<
    Pick<VoidRoundDto, 'voidReason' | 'voidReasonText' | 'reveal' | 'revealText' | 'revealedAt'>
  >;
// The fields of a void round; a settled one in the history has the same ones, the void ones left out.
const voidRoundProperties = {
  gameType: string,
  sessionId: integer,
  status: string,
  voidReason: string,
  voidReasonText: string,
  dice: arrayOf(integer),
  coins: arrayOf(string),
  outcome: nullableString,
  winningSides: arrayOf(string),
  seed: nullableString,
  previousSeed: string,
  chainId: integer,
  chainIndex: integer,
  settledAt: integer,
  reveal: string,
  revealText: string,
  revealedAt: nullableInteger,
} as const;
export const roundHistoryEntrySchema = dto<HistoryEntryFields>({ ...voidRoundProperties, jackpot: roundJackpotSchema }, [
  'dice',
  'coins',
  'voidReason',
  'voidReasonText',
  'reveal',
  'revealText',
  'revealedAt',
  'jackpot',
]);

export const roundStatusSchema = dto<RoundStatusDto>({
  gameType: string,
  sessionId: integer,
  phase: string,
  endsAt: integer,
  bettingEndsAt: integer,
  resultEndsAt: integer,
  serverNow: integer,
  previousSeed: string,
  chainId: integer,
  totals: totalsSchema,
  result: nullable(roundResultSchema),
  pausedAt: nullableString,
});

export const placedBetSchema = dto<PlacedBetDto>({
  betId: integer,
  gameType: string,
  sessionId: integer,
  side: string,
  amount: integer,
  newBalance: integer,
  replayed: boolean,
});

export const cancelledBetSchema = dto<CancelledBetDto>({ betId: integer, gameType: string, sessionId: integer, newBalance: integer });

const myBetProperties = {
  betId: integer,
  sessionId: integer,
  side: string,
  amount: integer,
  status: string,
  payout: integer,
  createdAt: integer,
} as const;
export const myBetSchema = dto<MyBetDto>(myBetProperties);

const voidRoundSchema = dto<VoidRoundDto>(voidRoundProperties, ['dice', 'coins']);

// A bet of either game in the player's history: a bet of the table's list, its game and its round's result.
export const betHistorySchema = dto<BetHistoryDto>(
  {
    ...myBetProperties,
    gameType: string,
    jackpotWon: integer,
    result: nullable(roundResultSchema),
    voided: nullable(voidRoundSchema),
  },
  ['voided'],
);

export const fairnessSchema = dto<FairnessDto>({
  gameType: string,
  chainId: integer,
  commitment: string,
  chainLength: integer,
  currentSessionId: integer,
  previousSeed: string,
  previousChain: nullable(dto<NonNullable<FairnessDto['previousChain']>>({ chainId: integer, commitment: string, voidedRounds: integer })),
  voidedRounds: integer,
  voids: dto<FairnessDto['voids']>({ total: integer, unrevealed: integer }),
  recipe: string,
});

const limitProperties = { gameType: string, minBet: integer, maxBet: integer, maxRoundTotal: integer } as const;
export const gameLimitsSchema = dto<GameLimitsDto>(limitProperties);
export const gameTableConfigSchema = dto<GameTableConfigDto>({ ...limitProperties, bettingSeconds: number, resultSeconds: number });
export const gameConfigSchema = dto<GameConfigDto>({
  ...limitProperties,
  maxHouseExposure: integer,
  refuseBothSides: boolean,
  pausedAt: nullableString,
  updatedAt: string,
});
export const gameStateSchema = dto<GameStateDto>({ gameType: string, pausedAt: nullableString });

// The CSRF token answer carries its fields twice, at the top and under `data`: the game client of
// the wire contract reads either.
const csrfToken = dto<CsrfTokenDto>({ csrf_token: string, expires_in: integer });
export const csrfSchema = {
  type: 'object',
  required: ['success', 'csrf_token', 'expires_in'],
  properties: { success: boolean, ...csrfToken.properties, data: csrfToken },
} as const;

const adminRoundFairnessSchema = dto<AdminRoundFairnessDto>({
  chainId: integer,
  chainIndex: integer,
  chainCommitment: string,
  previousSeed: string,
  seed: nullableString,
  hmacMessage: string,
});

const adminRoundSchema = dto<AdminRoundDto>({
  gameType: string,
  sessionId: integer,
  status: string,
  phase: nullableString,
  openedAt: integer,
  bettingEndsAt: integer,
  resultEndsAt: integer,
  settledAt: nullableInteger,
  dice: nullable(arrayOf(integer)),
  coins: nullable(arrayOf(string)),
  outcome: nullableString,
  winningSides: arrayOf(string),
  betCount: nullableInteger,
  totalStaked: integer,
  sides: totalsSchema,
  totalPaid: nullableInteger,
  houseResult: nullableInteger,
  fairness: adminRoundFairnessSchema,
});

export const adminRoundsPageSchema = dto<AdminRoundsPageDto>({
  gameType: string,
  items: arrayOf(adminRoundSchema),
  nextBefore: nullableInteger,
  serverNow: integer,
  recipe: string,
});

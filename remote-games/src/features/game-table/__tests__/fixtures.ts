import {
  payoutFor,
  ROUND_VOID_REASON_TEXTS,
  VOID_REVEAL_TEXTS,
  type BetSettledEvent,
  type BetSide,
  type Coins,
  type Dice,
  type RoundResultDto,
  type VoidRoundDto,
} from '@app/shared/signed-in';
import type { GameActions, GameSessionView } from '../../game-session/game-session-types';

export function taixiuResult(roundId: number, dice: Dice, overrides: Partial<RoundResultDto> = {}): RoundResultDto {
  const outcome = dice[0] + dice[1] + dice[2] >= 11 ? 'tai' : 'xiu';
  return {
    gameType: 'taixiu',
    sessionId: roundId,
    dice,
    outcome,
    winningSides: [outcome],
    seed: 'a'.repeat(64),
    previousSeed: 'b'.repeat(64),
    chainId: 1,
    chainIndex: roundId,
    settledAt: 1_700_000_000_000 + roundId,
    ...overrides,
  };
}

export function xocdiaResult(roundId: number, coins: Coins, overrides: Partial<RoundResultDto> = {}): RoundResultDto {
  const red = coins.filter((c) => c === 'red').length;
  const winningSides: RoundResultDto['winningSides'] = [red % 2 === 0 ? 'chan' : 'le'];
  if (red === 4) winningSides.push('four_red');
  if (red === 0) winningSides.push('four_white');
  if (red === 3) winningSides.push('three_red');
  if (red === 1) winningSides.push('three_white');
  return {
    gameType: 'xocdia',
    sessionId: roundId,
    coins,
    outcome: winningSides[0],
    winningSides,
    seed: 'c'.repeat(64),
    previousSeed: 'd'.repeat(64),
    chainId: 2,
    chainIndex: roundId,
    settledAt: 1_700_000_000_000 + roundId,
    ...overrides,
  };
}

export function settledEvent(roundId: number, totalStake: number, totalPayout: number): BetSettledEvent {
  return {
    gameType: 'taixiu',
    sessionId: roundId,
    bets: [{ betId: 1, side: 'tai', amount: totalStake, payout: totalPayout, status: totalPayout > 0 ? 'won' : 'lost' }],
    totalStake,
    totalPayout,
  };
}

// A settlement paid by the real pay table: each bet on a side in `winning` returns payoutFor, stake included.
export function settledBets(
  result: RoundResultDto,
  bets: ReadonlyArray<{ betId: number; side: BetSide; amount: number }>,
  winning: readonly BetSide[] = result.winningSides,
): BetSettledEvent {
  const paid = bets.map((bet) => {
    const won = winning.includes(bet.side);
    return {
      ...bet,
      payout: won ? payoutFor(result.gameType, bet.side as never, bet.amount) : 0,
      status: won ? ('won' as const) : ('lost' as const),
    };
  });
  return {
    gameType: result.gameType,
    sessionId: result.sessionId,
    bets: paid,
    totalStake: paid.reduce((sum, b) => sum + b.amount, 0),
    totalPayout: paid.reduce((sum, b) => sum + b.payout, 0),
  };
}

export function makeView(overrides: Partial<GameSessionView> = {}): GameSessionView {
  return {
    game: 'taixiu',
    status: 'ready',
    listsLoading: false,
    error: null,
    connection: 'connected',
    roundId: 120,
    phase: 'betting',
    endsAt: Date.now() + 30_000,
    clockOffsetMs: 0,
    resultEndsAt: null,
    totals: {
      tai: { amount: 1_200_000, players: 7 },
      xiu: { amount: 500_000, players: 3 },
    },
    result: null,
    myBets: [],
    lastRoundBets: null,
    settled: null,
    history: [],
    bigWins: [],
    fairness: null,
    older: 'idle',
    limits: { minBet: 1_000, maxBet: 50_000_000, maxRoundTotal: 100_000_000 },
    timing: { bettingSeconds: 45, resultSeconds: 15 },
    sending: false,
    retrying: false,
    kicked: null,
    inactiveRounds: 0,
    pausedAt: null,
    ...overrides,
  };
}

export function makeActions(): jest.Mocked<GameActions> {
  return {
    placeBet: jest.fn().mockResolvedValue(true),
    repeatLastRound: jest.fn().mockResolvedValue(true),
    cancelBet: jest.fn().mockResolvedValue(undefined),
    rejoin: jest.fn(),
    retry: jest.fn(),
    loadOlder: jest.fn().mockResolvedValue(undefined),
  };
}

// A tài xỉu round called off; with `dice`, its seed was published since (the would-be draw).
export function voidTaixiu(roundId: number, dice: Dice | null, overrides: Partial<VoidRoundDto> = {}): VoidRoundDto {
  const outcome = dice ? (dice[0] + dice[1] + dice[2] >= 11 ? 'tai' : 'xiu') : null;
  return {
    gameType: 'taixiu',
    sessionId: roundId,
    status: 'void',
    voidReason: 'secret_mismatch',
    voidReasonText: ROUND_VOID_REASON_TEXTS.secret_mismatch,
    ...(dice ? { dice } : {}),
    outcome,
    winningSides: outcome ? [outcome] : [],
    seed: dice ? 'c'.repeat(64) : null,
    previousSeed: 'b'.repeat(64),
    chainId: 1,
    chainIndex: roundId,
    settledAt: 1_700_000_000_000 + roundId,
    reveal: dice ? 'revealed' : 'pending',
    revealText: VOID_REVEAL_TEXTS[dice ? 'revealed' : 'pending'],
    revealedAt: dice ? 1_700_000_100_000 : null,
    ...overrides,
  };
}

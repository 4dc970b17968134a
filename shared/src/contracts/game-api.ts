// The games API contract: paths, answer shapes, socket payloads,
// Vietnamese messages and the input structs that the pages and the server share.
import { define, object, optional, type } from 'superstruct';
import { GAME_SIDES, GAME_TYPES, type BetSide, type Coins, type Dice, type GameType } from './games';
import type { RoundJackpotDto } from './jackpot';
import { IDEMPOTENCY_KEY_PATTERN } from './constants';
import { vndText } from './money-text';

export type RoundPhase = 'betting' | 'result';

/** What a table says about the phase of its round (the page drawn at build time says it too). */
export const PHASE_LABELS: Readonly<Record<RoundPhase, string>> = {
  betting: 'Đang nhận cược',
  result: 'Đang mở kết quả',
};

// Per side of the round now: total staked (đồng) and how many players bet on it.
export type SideTotals = Record<string, { amount: number; players: number }>;

// A settled round's draw.
export interface RoundResultDto {
  gameType: GameType;
  sessionId: number;
  // Set in the public history, where a round may also be void (RoundHistoryEntryDto).
  status?: 'settled';
  // taixiu: three dice; xocdia: four coins. The other is absent.
  dice?: Dice;
  coins?: Coins;
  // taixiu: 'tai' | 'xiu'; xocdia: 'chan' | 'le'.
  outcome: BetSide;
  // Every side that wins this round (xocdia: e.g. ['chan', 'four_red']).
  winningSides: BetSide[];
  // seed_k of the chain, revealed at the end of betting; SHA256(seed) == previousSeed.
  seed: string;
  previousSeed: string;
  chainId: number;
  chainIndex: number;
  // Epoch ms.
  settledAt: number;
  // A tài xỉu round settled with the hũ on: what went in, what was paid (on 1-1-1 or 6-6-6), the pool after.
  jackpot?: RoundJackpotDto;
}

// Why a round was called off (no draw, every stake refunded with its own ledger key refund:<betId>).
// secret_mismatch: the node driving the clock could not derive the seed the round's chain committed
// (its FAIRNESS_SECRET differs); chain_closed: the round's chain was closed before its result (the
// upgrade that moved seeds out of the database).
export type RoundVoidReason = 'secret_mismatch' | 'chain_closed';

export const ROUND_VOID_REASON_TEXTS: Readonly<Record<RoundVoidReason, string>> = {
  secret_mismatch: 'Phiên bị hủy: máy chủ không tạo được kết quả đã cam kết. Tiền cược đã được hoàn lại.',
  chain_closed: 'Phiên bị hủy: chuỗi kết quả của phiên đã đóng trước khi mở kết quả (nâng cấp hệ thống). Tiền cược đã được hoàn lại.',
};

// Whether the seed a void round would have revealed is public: 'revealed' (seed and would-be result
// given, verifiable like a settled round), 'pending' (no node holding the chain's secret has run since;
// one that does publishes it), 'never' (the chain predates seeds derived from the secret: its seeds
// were deleted, nobody can publish them).
export type VoidRevealState = 'revealed' | 'pending' | 'never';

export const VOID_REVEAL_TEXTS: Readonly<Record<VoidRevealState, string>> = {
  revealed: 'Kết quả lẽ ra đã được công bố: bấm "Kiểm tra" để đối chiếu hạt giống với cam kết của chuỗi.',
  pending:
    'Kết quả lẽ ra: chưa công bố. Máy chủ giữ đúng khóa của chuỗi sẽ công bố hạt giống khi chạy lại; nếu khóa đã mất, phiên này sẽ không bao giờ được công bố.',
  never:
    'Kết quả lẽ ra: chưa công bố và không thể công bố: chuỗi này có từ trước khi hạt giống được tạo từ khóa bí mật, hạt giống của nó đã bị xóa.',
};

// A round called off, in the public history. Its seed and the draw it would have given are filled
// in once revealed (reveal 'revealed'): the same check as a settled round's (seed hashes to
// previousSeed, the draw follows the recipe), so a house voiding the rounds it would lose shows.
export interface VoidRoundDto {
  gameType: GameType;
  sessionId: number;
  status: 'void';
  voidReason: RoundVoidReason;
  voidReasonText: string;
  // The would-be draw: absent, and outcome null, until revealed.
  dice?: Dice;
  coins?: Coins;
  outcome: BetSide | null;
  winningSides: BetSide[];
  seed: string | null;
  previousSeed: string;
  chainId: number;
  chainIndex: number;
  // When it was called off, epoch ms.
  settledAt: number;
  reveal: VoidRevealState;
  revealText: string;
  // When its seed was published, epoch ms (null before).
  revealedAt: number | null;
}

// GET /game-<g>/history: settled and void rounds, newest first (tell them apart by `status`).
export type RoundHistoryEntryDto = RoundResultDto | VoidRoundDto;

export const isVoidRound = (entry: RoundHistoryEntryDto): entry is VoidRoundDto => entry.status === 'void';

// GET /game-<g>/current and socket `sessionStatus`.
export interface RoundStatusDto {
  gameType: GameType;
  sessionId: number;
  phase: RoundPhase;
  // End of the current phase, epoch ms (server clock); compare with serverNow, not the local clock.
  endsAt: number;
  bettingEndsAt: number;
  resultEndsAt: number;
  serverNow: number;
  // seed_{k-1}: this round's commitment (published before its result).
  previousSeed: string;
  chainId: number;
  totals: SideTotals;
  // In the result phase, the round's draw; null while betting.
  result: RoundResultDto | null;
  // When an operator paused the game for maintenance (ISO time), null while it runs: no bet is
  // taken and no round opens after this one until it is resumed.
  pausedAt: string | null;
}

export interface CsrfTokenDto {
  csrf_token: string;
  // Seconds.
  expires_in: number;
}

export interface PlaceBetBody {
  sessionId: number;
  // `side` (taixiu) or `bet` (xocdia): either is accepted by both games.
  side?: BetSide;
  bet?: BetSide;
  amount: number;
  // Optional: the same key (per player and game) places the bet once, however often it is sent.
  idempotencyKey?: string;
}

export interface PlacedBetDto {
  betId: number;
  gameType: GameType;
  sessionId: number;
  side: BetSide;
  amount: number;
  newBalance: number;
  // True when the idempotency key had been used: nothing moved this time.
  replayed: boolean;
}

export interface CancelledBetDto {
  betId: number;
  gameType: GameType;
  sessionId: number;
  newBalance: number;
}

export type BetStatus = 'placed' | 'cancelled' | 'won' | 'lost' | 'refunded';

export interface MyBetDto {
  betId: number;
  sessionId: number;
  side: BetSide;
  amount: number;
  status: BetStatus;
  payout: number;
  createdAt: number;
}

// A bet in the player's history: its round's result once settled (what the verifier checks), else
// null (a round still running, or called off); a called-off round as the public history shows it.
export interface BetHistoryDto extends MyBetDto {
  gameType: GameType;
  // What the bet won of the hũ, beside its payout (0 but on a 1-1-1 or 6-6-6 round it won).
  jackpotWon: number;
  result: RoundResultDto | null;
  // The server always sends it (null but for a void round); optional for older answers.
  voided?: VoidRoundDto | null;
}

export interface FairnessDto {
  gameType: GameType;
  chainId: number;
  // seed_0 of the chain in use.
  commitment: string;
  chainLength: number;
  currentSessionId: number;
  // seed_{k-1} of the current round (the last revealed seed, or the commitment for round 1).
  previousSeed: string;
  // The chain before this one, whose last seed links to its own commitment (null for the first chain).
  previousChain: { chainId: number; commitment: string; voidedRounds: number } | null;
  // Rounds of this chain called off.
  voidedRounds: number;
  // Every round of the game ever called off, and how many of them still have no published seed.
  voids: { total: number; unrevealed: number };
  recipe: string;
}

// What the fairness view says about a chain's called-off rounds.
export const voidedRoundsText = (n: number): string =>
  n === 0 ? 'Không có phiên nào bị hủy trong chuỗi này' : `${n} phiên bị hủy trong chuỗi này`;

// GET /game-<g>/config (public): the limits a bet must keep, in đồng.
export interface GameLimitsDto {
  gameType: GameType;
  minBet: number;
  maxBet: number;
  // The most one player may stake in one round, all bets together.
  maxRoundTotal: number;
}

// GET /game-<g>/config: the limits, and how long a round takes bets and shows its result (the
// game's rules screen says both).
export interface GameTableConfigDto extends GameLimitsDto {
  bettingSeconds: number;
  resultSeconds: number;
}

// The operator's view (/admin/games/...): the limits and when they last changed.
export interface GameConfigDto extends GameLimitsDto {
  // The most the house may lose on one round, all players together, whatever the draw: a bet that
  // would take the worst outcome's loss (its winners' payouts less every stake of the round) past
  // it is refused.
  maxHouseExposure: number;
  // A player with a bet on one side may not bet its opposite (OPPOSITE_SIDES) in the same round.
  refuseBothSides: boolean;
  // Paused for maintenance since (ISO time), or null.
  pausedAt: string | null;
  updatedAt: string;
}

// GET /games/states (public): whether each game is open, for the lobby.
export interface GameStateDto {
  gameType: GameType;
  pausedAt: string | null;
}

// Socket payloads (server to client).
export interface CurrentRoundIdEvent {
  gameType: GameType;
  sessionId: number;
}
export type BetPlacedEvent = PlacedBetDto;
export type BetCancelledEvent = CancelledBetDto;
export interface BetErrorEvent {
  gameType: GameType;
  sessionId: number | null;
  message: string;
}
export interface RoundTotalsEvent {
  gameType: GameType;
  sessionId: number;
  totals: SideTotals;
}
export interface BetSettledEvent {
  gameType: GameType;
  sessionId: number;
  bets: Array<{ betId: number; side: BetSide; amount: number; payout: number; status: 'won' | 'lost' }>;
  totalStake: number;
  totalPayout: number;
  // The player's share of the hũ this round paid (a 1-1-1 or 6-6-6), on top of the payouts; absent when none.
  jackpotWon?: number;
}
export interface IdleAutoKickEvent {
  gameType: GameType;
  message: string;
}

export const GAME_EVENTS = {
  sessionStatus: 'sessionStatus',
  currentSessionId: 'currentSessionId',
  roundResult: 'roundResult',
  sessionTotals: 'sessionTotals',
  betPlaced: 'betPlaced',
  betCancelled: 'betCancelled',
  betError: 'betError',
  betSettled: 'betSettled',
  bigWins: 'bigWins',
  jackpotPool: 'jackpotPool',
  idleAutoKick: 'idleAutoKick',
  balanceUpdate: 'balanceUpdate',
} as const;

export const IDLE_KICK_ROUNDS = 20;
export const GAME_HISTORY_LIMIT_DEFAULT = 20;
export const GAME_HISTORY_LIMIT_MAX = 100;
export const GAME_CONFIG_DEFAULTS = { minBet: 1_000, maxBet: 50_000_000, maxRoundTotal: 100_000_000 } as const;
// The rest of an operator's settings of a game as migration 032 sets them.
export const GAME_CONTROL_DEFAULTS = { maxHouseExposure: 10_000_000_000, refuseBothSides: false } as const;

export const GAME_MESSAGES = {
  gameUnknown: 'Trò chơi không tồn tại',
  roundRequired: 'Vui lòng chọn phiên cược',
  roundIdInvalid: 'Mã phiên không hợp lệ',
  roundNotFound: 'Không tìm thấy phiên cược',
  roundNotStarted: 'Phiên cược chưa bắt đầu',
  bettingClosed: 'Đã hết thời gian đặt cược cho phiên này',
  cancelClosed: 'Đã hết thời gian hủy cược cho phiên này',
  sideRequired: 'Vui lòng chọn cửa cược',
  sideInvalid: 'Cửa cược không hợp lệ',
  amountRequired: 'Vui lòng nhập số tiền cược',
  amountInvalid: 'Số tiền cược phải là số nguyên dương',
  betMin: (n: number) => `Số tiền cược tối thiểu là ${vndText(n)}`,
  betMax: (n: number) => `Số tiền cược tối đa mỗi lần là ${vndText(n)}`,
  roundTotalMax: (n: number) => `Tổng tiền cược của bạn trong một phiên không được vượt quá ${vndText(n)}`,
  insufficientBalance: 'Số dư không đủ để đặt cược',
  // Shown while a bet whose answer was lost is sent again with its key (placed once either way).
  betRetrying: 'Mất kết nối, đang gửi lại lượt cược…',
  idempotencyKeyInvalid: 'Mã giao dịch không hợp lệ',
  idempotencyKeyReused: 'Mã giao dịch này đã được dùng cho một lượt cược khác',
  betNotFound: 'Không tìm thấy lượt cược',
  betIdInvalid: 'Mã cược không hợp lệ',
  betAlreadyCancelled: 'Lượt cược đã được hủy trước đó',
  betAlreadySettled: 'Lượt cược đã được trả kết quả',
  csrfMissing: 'Thiếu mã bảo mật (CSRF). Vui lòng tải lại trang và thử lại.',
  csrfInvalid: 'Mã bảo mật (CSRF) không hợp lệ hoặc đã hết hạn. Vui lòng tải lại trang và thử lại.',
  limitInvalid: 'Số lượng phải là số nguyên từ 1 đến 100',
  beforeInvalid: 'Mốc phiên (before) phải là mã phiên, một số nguyên dương',
  beforeBetInvalid: 'Mốc cược (before) phải là mã cược, một số nguyên dương',
  configInvalid: 'Cấu hình không hợp lệ: tối thiểu ≤ tối đa mỗi lần ≤ tối đa mỗi phiên, đều là số nguyên dương',
  houseExposureInvalid: 'Hạn mức rủi ro của nhà cái mỗi phiên phải là số nguyên dương (đồng)',
  refuseBothSidesInvalid: 'Chặn cược hai cửa đối nhau phải là true (bật) hoặc false (tắt)',
  houseExposureFull: 'Cửa này đã đủ hạn mức nhận cược của phiên. Vui lòng chọn cửa khác hoặc đợi phiên sau.',
  bothSidesRefused: (placed: string, asked: string) =>
    `Bạn đã cược cửa ${placed} trong phiên này nên không thể cược thêm cửa ${asked}. Vui lòng đặt tiếp cửa ${placed} hoặc đợi phiên sau.`,
  gamePaused: 'Trò chơi đang bảo trì, tạm ngừng nhận cược. Vui lòng quay lại sau.',
  gamePausedNotice: (at: string) =>
    `Bảo trì từ ${at}. Các cược đã đặt vẫn được trả kết quả bình thường; bạn có thể đặt cược lại khi trò chơi mở lại.`,
  alreadyPaused: 'Trò chơi này đang tạm dừng rồi',
  notPaused: 'Trò chơi này đang chạy, không cần mở lại',
  gamePausedDone: 'Đã tạm dừng trò chơi: không mở phiên mới sau phiên hiện tại',
  gameResumed: 'Đã mở lại trò chơi: phiên mới sẽ bắt đầu ngay',
  configUpdated: 'Đã cập nhật cấu hình trò chơi',
  betPlaced: 'Đặt cược thành công',
  betCancelled: 'Đã hủy cược và hoàn tiền',
  roundVoided: 'Phiên này đã bị hủy do sự cố hệ thống, không có kết quả. Tiền cược của bạn đã được hoàn lại.',
  idleKick: `Bàn chơi đã tạm dừng vì bạn không đặt cược và không xem bàn trong ${IDLE_KICK_ROUNDS} phiên liên tiếp.`,
} as const;

// The exact check a page needs to verify a round itself (shown by the verifier, served by GET /fairness).
export const FAIRNESS_RECIPE =
  'seed_{k-1} = SHA256(seed_k) trên byte thô; h = HMAC_SHA256(key = seed_k, message = "<game>:<sessionId>"). ' +
  'Tài xỉu: duyệt từng byte của h, bỏ byte >= 252, mỗi byte b cho một xúc xắc b % 6 + 1, lấy 3 viên đầu ' +
  '(thiếu thì dùng HMAC_SHA256(seed_k, message + ":1")...). Xóc đĩa: đồng i (0..3) đỏ khi h[i] & 1 == 1.';

export const isGameType = (value: unknown): value is GameType =>
  typeof value === 'string' && (GAME_TYPES as readonly string[]).includes(value);

// A whole round id from JSON (a number) or a path/query (a digit string).
const toInt = (v: unknown): unknown => (typeof v === 'string' && /^\d{1,16}$/.test(v) ? Number(v) : v);

const roundIdStruct = define<number>('sessionId', (v) => {
  if (v === undefined || v === null || v === '') return GAME_MESSAGES.roundRequired;
  const n = toInt(v);
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? true : GAME_MESSAGES.roundIdInvalid;
});

const betAmountStruct = define<number>('amount', (v) => {
  if (v === undefined || v === null || v === '' || v === 0) return GAME_MESSAGES.amountRequired;
  return typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? true : GAME_MESSAGES.amountInvalid;
});

const betSideStruct = (game: GameType) =>
  define<BetSide>('side', (v) => {
    if (v === undefined || v === null || v === '') return GAME_MESSAGES.sideRequired;
    return typeof v === 'string' && (GAME_SIDES[game] as readonly string[]).includes(v) ? true : GAME_MESSAGES.sideInvalid;
  });

const idempotencyKeyStruct = define<string>('idempotencyKey', (v) =>
  typeof v === 'string' && IDEMPOTENCY_KEY_PATTERN.test(v) ? true : GAME_MESSAGES.idempotencyKeyInvalid,
);

// POST /game-<g>/bet. `side` and `bet` are two names for the same field; the server takes `side`
// when both are given. Unknown extra fields are ignored (type, not object).
export const placeBetStruct = (game: GameType) =>
  type({
    sessionId: roundIdStruct,
    side: optional(betSideStruct(game)),
    bet: optional(betSideStruct(game)),
    amount: betAmountStruct,
    idempotencyKey: optional(idempotencyKeyStruct),
  });

export const BetIdParams = object({
  id: define<string>('id', (v) =>
    typeof v === 'string' && /^[1-9]\d{0,15}$/.test(v) && Number.isSafeInteger(Number(v)) ? true : GAME_MESSAGES.betIdInvalid,
  ),
});

const historyLimit = define<string>('limit', (v) => {
  if (typeof v !== 'string' || !/^\d{1,3}$/.test(v)) return GAME_MESSAGES.limitInvalid;
  const n = Number(v);
  return n >= 1 && n <= GAME_HISTORY_LIMIT_MAX ? true : GAME_MESSAGES.limitInvalid;
});

// GET /game-<g>/my-bets?limit=
export const HistoryQuery = type({ limit: optional(historyLimit) });

// GET /game-<g>/history?limit=&before=: `before` is a round id (a cursor: the rounds older than
// it), so a page reads the next page with before = the last sessionId it got.
export const RoundHistoryQuery = type({
  limit: optional(historyLimit),
  before: optional(
    define<string>('before', (v) =>
      typeof v === 'string' && /^[1-9]\d{0,15}$/.test(v) && Number.isSafeInteger(Number(v)) ? true : GAME_MESSAGES.beforeInvalid,
    ),
  ),
});

// GET /games/my-bets?limit=&before=: `before` is a bet id (the bets older than it), so a page reads
// the next page with before = the last betId it got.
export const BetHistoryQuery = type({
  limit: optional(historyLimit),
  before: optional(
    define<string>('before', (v) =>
      typeof v === 'string' && /^[1-9]\d{0,15}$/.test(v) && Number.isSafeInteger(Number(v)) ? true : GAME_MESSAGES.beforeBetInvalid,
    ),
  ),
});

const positiveMoney = define<number>('money', (v) =>
  typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? true : GAME_MESSAGES.configInvalid,
);

// PUT /admin/games/:game/config: every field optional; the server checks min ≤ max ≤ round max.
export const GameConfigBody = object({
  minBet: optional(positiveMoney),
  maxBet: optional(positiveMoney),
  maxRoundTotal: optional(positiveMoney),
  maxHouseExposure: optional(
    define<number>('maxHouseExposure', (v) =>
      typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? true : GAME_MESSAGES.houseExposureInvalid,
    ),
  ),
  refuseBothSides: optional(
    define<boolean>('refuseBothSides', (v) => (typeof v === 'boolean' ? true : GAME_MESSAGES.refuseBothSidesInvalid)),
  ),
});

export const GameParams = object({
  game: define<GameType>('game', (v) => (isGameType(v) ? true : GAME_MESSAGES.gameUnknown)),
});

// The message a page shows for a bet amount before sending it (same rules as the server).
export function betAmountError(value: unknown, limits: { minBet: number; maxBet: number } | null): string | undefined {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (n === undefined || n === null || n === '' || n === 0) return GAME_MESSAGES.amountRequired;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) return GAME_MESSAGES.amountInvalid;
  if (limits && n < limits.minBet) return GAME_MESSAGES.betMin(limits.minBet);
  if (limits && n > limits.maxBet) return GAME_MESSAGES.betMax(limits.maxBet);
  return undefined;
}

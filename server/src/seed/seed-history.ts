// A business's history written straight into an empty database: players signing up, paying in by
// VietQR, playing both games round after round, cashing out, over `days` days up to `endAt`. For the
// operators' reports and their benchmarks, which need months of realistic rows that no test could
// play through the API in reasonable time.
//
// The rows are the ones the server itself would have written: the same ledger transfers with the
// same kinds, references and idempotency keys, each with its two entries and running balances; rounds
// drawn from real hash chains by the fairness code and settled with their totals; bets, orders, bank
// feed notifications and withdrawals in the states their services leave them. Everything is written
// in time order (a transfer's id follows its time), so a balance "as of" a moment reads the same
// from the entries' running balances as from their sums; and no wallet is ever below zero: a player
// pays in before betting, and bets only what the wallet holds.
//
// It writes day by day, one transaction each, in statements of a few thousand rows, with ids it
// hands out itself (the sequences are moved past them in the same transaction): memory stays that of
// one day's rows whatever the number of bets. Same seed, same options, same history.
import { ensureMonthPartitions } from '../db/partitions';
import { takeLedgerCheckpoint } from '../ledger/ledger-checkpoints';
import {
  GAME_SIDES,
  GAME_TYPES,
  ORDER_CODE_ALPHABET,
  ORDER_CODE_LENGTH,
  payoutFor,
  type BetSide,
  type GameConfigDto,
  type GameType,
  type PaymentSettings,
  type VendorCardDto,
} from '@app/shared/contracts';
import { createPasswordHasher } from '../auth/password-hasher';
import { CONFIG_DEFAULTS, PRODUCTION_PASSWORD_HASHING, type PasswordHashingConfig } from '../config/app-config';
import type { Db, Queryable } from '../db/db';
import { DEPOSIT_MESSAGES } from '../deposits/deposit-messages';
import { depositSettings, listVendorCards } from '../deposits/deposit-store';
import { buildVietQr } from '../deposits/vietqr';
import { hashChainBytes } from '../games/fairness/hash-chain';
import { SEED_BYTES } from '../games/fairness/seed-hex';
import { allGameConfigs } from '../games/game-config-store';
import { drawRound, roundPayoutKey } from '../games/settlement-service';
import { HOUSE_SHARDS, houseAccount, houseShardOf } from '../ledger/house-shards';
import { randomStream, type Random } from './prng';
import { seedBankAccount, seedPhone, seedUsername, type SeedBankAccount } from './seed-people';
import { DAY_MS, HOUR_MS, MINUTE_MS, REGISTER_LEAD_MS, planPlayers, planSlotBets, planVoidRounds, type PlayerPlan } from './seed-plan';
import {
  advanceSequences,
  analyzeSeededTables,
  closeWithdrawals,
  deciderOperator,
  existingActivity,
  insertBankAccounts,
  insertBets,
  insertChains,
  insertDeposits,
  insertEntries,
  insertPlayers,
  insertRounds,
  insertStakes,
  insertTransfers,
  insertWithdrawals,
  maySkipForeignKeyChecks,
  reserveIds,
  setBalances,
  skipForeignKeyChecks,
  systemAccounts,
  type BankAccountRows,
  type BankTransferRows,
  type BetRows,
  type ChainRows,
  type DepositOrderRows,
  type NextIds,
  type PlayerRows,
  type RoundRows,
  type SideStakeRows,
  type StakeRows,
  type TransferRows,
  type WithdrawalDecisionRows,
  type WithdrawalRows,
} from './seed-store';

export interface SeedHistoryOptions {
  // Length of the history, in days back from endAt.
  days: number;
  // Players signing up over the period.
  players: number;
  // Bets over the period, both games together (exactly this many game_bets rows).
  bets: number;
  // The end of the history (default: now).
  endAt?: Date | number;
  // The generator's seed (default 1).
  seed?: number;
  // Length of a round, betting and result together (default 180 s; results take the server's 15 s).
  roundSeconds?: number;
  // Every seeded player's login password (default 'Seed12345'), hashed once for all of them.
  password?: string;
  // The hasher's cost (default the server's production parameters).
  passwordHashing?: PasswordHashingConfig;
  // Rows per statement (default 10,000).
  chunkRows?: number;
  // Keep PostgreSQL's foreign key checks on while writing (default false: they are switched off when
  // the role may, a superuser, as they double the time and check only ids the seed handed out itself).
  checkForeignKeys?: boolean;
  // Called after each day has committed.
  onProgress?: (progress: SeedProgress) => void;
}

export interface SeedProgress {
  day: number;
  days: number;
  bets: number;
  transfers: number;
  elapsedMs: number;
}

export interface SeedSummary {
  from: Date;
  to: Date;
  players: number;
  rounds: number;
  voidRounds: number;
  bets: number;
  cancelledBets: number;
  deposits: number;
  expiredOrders: number;
  withdrawals: number;
  transfers: number;
  elapsedMs: number;
}

// The history would be written on top of another one (or on an install the server has already run).
export class SeedRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SeedRefusedError';
  }
}

export const SEED_DEFAULTS = {
  seed: 1,
  roundSeconds: 180,
  password: 'Seed12345',
  chunkRows: 10_000,
} as const;

const RESULT_MS = CONFIG_DEFAULTS.gameResultSeconds * 1000;
const CHAIN_LENGTH = CONFIG_DEFAULTS.gameChainLength;
const ORDER_TTL_MS = CONFIG_DEFAULTS.depositTtlMinutes * MINUTE_MS;
const WITHDRAWAL_COOLDOWN_MS = CONFIG_DEFAULTS.withdrawalCooldownHours * HOUR_MS;
// Statements sent ahead on the transaction's connection while the next rows are drawn.
const STATEMENTS_IN_FLIGHT = 6;
// How long after betting closes each game's settlement commits.
const SETTLE_DELAY_MS: Record<GameType, number> = { taixiu: 35, xocdia: 60 };

// Chips by tier, with how often each is played.
const CHIPS: Record<Tier, { values: number[]; weights: number[] }> = {
  0: { values: [1_000, 2_000, 5_000, 10_000, 20_000, 50_000], weights: [10, 15, 30, 25, 12, 8] },
  1: { values: [10_000, 20_000, 50_000, 100_000, 200_000, 500_000], weights: [10, 20, 30, 20, 12, 8] },
  2: { values: [100_000, 200_000, 500_000, 1_000_000, 2_000_000, 5_000_000], weights: [15, 20, 25, 20, 12, 8] },
};
const CHIP_MULTIPLES = [1, 1, 1, 2, 2, 3, 5];
const DEPOSITS: Record<Tier, number[]> = {
  0: [50_000, 100_000, 100_000, 200_000, 200_000, 300_000, 500_000],
  1: [200_000, 500_000, 1_000_000, 1_000_000, 2_000_000, 3_000_000, 5_000_000],
  2: [5_000_000, 10_000_000, 20_000_000, 30_000_000, 50_000_000],
};
// A winner at least this rich may cash out.
const CASH_OUT_AT: Record<Tier, number> = { 0: 400_000, 1: 4_000_000, 2: 40_000_000 };
const XOCDIA_SIDES: BetSide[] = ['chan', 'le', 'four_red', 'four_white', 'three_red', 'three_white'];
const XOCDIA_SIDE_WEIGHTS = [38, 38, 3, 3, 9, 9];
const ALL_SIDES: BetSide[] = [...GAME_SIDES.taixiu, ...GAME_SIDES.xocdia];
const SIDE_INDEX = Object.fromEntries(ALL_SIDES.map((side, i) => [side, i])) as Record<BetSide, number>;
const SIDE_KEYS = ALL_SIDES.length;
const REJECT_REASONS = [
  'Tên chủ tài khoản không khớp với tên đăng ký',
  'Số tài khoản nhận không hợp lệ, vui lòng kiểm tra lại',
  'Cần xác minh thêm giao dịch nạp tiền trước khi rút',
];

type Tier = 0 | 1 | 2;
type WithdrawalOutcome = 'APPROVED' | 'REJECTED' | 'CANCELLED';

interface Options {
  days: number;
  players: number;
  bets: number;
  end: number;
  seed: number;
  roundMs: number;
  password: string;
  passwordHashing: PasswordHashingConfig;
  chunkRows: number;
  checkForeignKeys: boolean;
  onProgress?: (progress: SeedProgress) => void;
}

function resolveOptions(options: SeedHistoryOptions): Options {
  const whole = (name: string, value: number, min: number) => {
    if (!Number.isSafeInteger(value) || value < min) throw new RangeError(`${name} must be a whole number of at least ${min}: ${value}`);
    return value;
  };
  const end = options.endAt === undefined ? Date.now() : new Date(options.endAt).getTime();
  if (!Number.isFinite(end)) throw new RangeError(`endAt is not a date: ${String(options.endAt)}`);
  const roundSeconds = whole('roundSeconds', options.roundSeconds ?? SEED_DEFAULTS.roundSeconds, 20);
  const players = whole('players', options.players, 0);
  const bets = whole('bets', options.bets, 0);
  if (bets > 0 && players === 0) throw new RangeError('bets need players: players must be at least 1');
  return {
    days: whole('days', options.days, 1),
    players,
    bets,
    end,
    seed: whole('seed', options.seed ?? SEED_DEFAULTS.seed, 0),
    roundMs: roundSeconds * 1000,
    password: options.password ?? SEED_DEFAULTS.password,
    passwordHashing: options.passwordHashing ?? PRODUCTION_PASSWORD_HASHING,
    chunkRows: whole('chunkRows', options.chunkRows ?? SEED_DEFAULTS.chunkRows, 1),
    checkForeignKeys: options.checkForeignKeys ?? false,
    onProgress: options.onProgress,
  };
}

// What the database already holds that the history is written against.
interface Setting {
  bankIn: number;
  withdrawalHold: number;
  external: number;
  // Each game's house rows, by shard.
  houses: Record<GameType, number[]>;
  card: VendorCardDto;
  payments: PaymentSettings;
  games: Record<GameType, GameConfigDto>;
  operator: number | null;
}

async function readSetting(q: Queryable): Promise<Setting> {
  const accounts = await systemAccounts(q);
  const single = (kind: string) => {
    const found = accounts.find((a) => a.kind === kind && a.shard === 0);
    if (!found) throw new Error(`no ${kind} account: are the migrations applied?`);
    return found.id;
  };
  const houses = Object.fromEntries(
    GAME_TYPES.map((game) => {
      const rows = accounts.filter((a) => a.kind === houseAccount(game));
      if (rows.length !== HOUSE_SHARDS) throw new Error(`expected ${HOUSE_SHARDS} ${houseAccount(game)} rows, found ${rows.length}`);
      return [game, rows.map((a) => a.id)];
    }),
  ) as Record<GameType, number[]>;
  const cards = await listVendorCards(q, true);
  const card = cards[0] ?? (await listVendorCards(q))[0];
  if (!card) throw new Error('no receiving account (vendor_cards) for the deposit orders to name');
  const configs = await allGameConfigs(q);
  const games = Object.fromEntries(GAME_TYPES.map((game) => [game, configs.find((c) => c.gameType === game)!])) as Record<
    GameType,
    GameConfigDto
  >;
  return {
    bankIn: single('bank_in'),
    withdrawalHold: single('withdrawal_hold'),
    external: single('external'),
    houses,
    card,
    payments: await depositSettings(q),
    games,
    operator: await deciderOperator(q),
  };
}

/** Writes the history; refuses (SeedRefusedError) a database that has one of its own already. */
export async function seedHistory(db: Db, options: SeedHistoryOptions): Promise<SeedSummary> {
  const started = Date.now();
  const o = resolveOptions(options);
  const found = await existingActivity(db);
  const refusal = found.transfers
    ? 'the ledger already holds transfers'
    : found.rounds
      ? 'the games have rounds already (the server has run its clock on this database)'
      : found.players
        ? 'players have signed up already'
        : null;
  if (refusal) {
    throw new SeedRefusedError(
      `Cannot seed this database: ${refusal}. A seeded history starts from an empty business; use a fresh database.`,
    );
  }
  const setting = await readSetting(db);
  const passwordHash = await (await createPasswordHasher(o.passwordHashing)).hash(o.password);
  const history = new History(o, setting, await reserveIds(db), passwordHash);
  const skipChecks = !o.checkForeignKeys && (await maySkipForeignKeyChecks(db));
  // Without the checks, each day's rows go out on three connections at once (the entries, the
  // transfers with the accounts, the rest), which keeps both cores of a small server busy; with
  // them, a row must see its parents, all of them written on one connection.
  const connections = skipChecks && db.kind === 'postgres' ? 3 : 1;
  // The monthly partitions of the period (the server makes only the coming months').
  await ensureMonthPartitions(db, new Date(history.start), new Date(o.end));

  for (let day = 0; day < o.days; day += 1) {
    await inTransactions(db, connections, skipChecks, async (qs) => {
      const lanes = qs.map((q) => ({ q, queue: new StatementQueue() }));
      await history.writeDay(day, { entries: lanes[0], ledger: lanes[1 % lanes.length], game: lanes[2 % lanes.length] });
      await Promise.all(lanes.map((lane) => lane.queue.drain()));
    });
    // The checkpoint the server would have taken just after the day's midnight: a seeded year holds
    // a year of daily checkpoints, and the ledger check reads only the last day (the last seeded day
    // is today's, the server's to checkpoint tomorrow).
    if (day < o.days - 1) {
      const outcome = await takeLedgerCheckpoint(db, { now: new Date(history.start + (day + 1) * DAY_MS) });
      if ('refused' in outcome) throw new Error(`the seeded ledger does not add up on day ${day + 1}: ${outcome.detail}`);
    }
    o.onProgress?.({
      day: day + 1,
      days: o.days,
      bets: history.counts.bets,
      transfers: history.counts.transfers,
      elapsedMs: Date.now() - started,
    });
  }
  await analyzeSeededTables(db);
  return {
    from: new Date(history.start),
    to: new Date(o.end),
    ...history.counts,
    elapsedMs: Date.now() - started,
  };
}

// `count` transactions open at once, each on its connection, committed together once `fn` is done
// (one after the other: a failure between two commits leaves a partial day, to be seeded afresh).
async function inTransactions(
  db: Db,
  count: number,
  skipChecks: boolean,
  fn: (qs: Queryable[]) => Promise<void>,
  open: Queryable[] = [],
): Promise<void> {
  if (open.length === count) return fn(open);
  await db.tx(async (q) => {
    if (skipChecks) await skipForeignKeyChecks(q);
    await inTransactions(db, count, skipChecks, fn, [...open, q]);
  });
}

// Where each kind of row is written: the accounts' rows (wallets, balances) stay on the transfers'
// connection, and withdrawals are decided on the one that wrote them, as an update sees only what
// its own transaction wrote today.
interface Lanes {
  entries: Lane;
  ledger: Lane;
  game: Lane;
}

interface Lane {
  q: Queryable;
  queue: StatementQueue;
}

// Statements sent ahead without waiting for their answers (on PostgreSQL they travel pipelined on the
// transaction's connection, and the rows of the next slots are drawn meanwhile), a few at a time so
// that the rows waiting to be sent stay few.
class StatementQueue {
  private readonly sent: Array<Promise<void>> = [];

  async add(statement: Promise<void>): Promise<void> {
    // Awaited below or in drain: the failure is met there.
    statement.catch(() => {});
    this.sent.push(statement);
    while (this.sent.length > STATEMENTS_IN_FLIGHT) await this.sent.shift();
  }

  async drain(): Promise<void> {
    while (this.sent.length) await this.sent.shift();
  }
}

// Column buffers of every table, filled as the history is drawn and taken whole by a flush.
function emptyRows() {
  return {
    players: { id: [], username: [], phone: [], createdAt: [], walletId: [] } as PlayerRows,
    bankAccounts: { id: [], userId: [], bankCode: [], bankName: [], accountNumber: [], accountName: [], createdAt: [] } as BankAccountRows,
    chains: { id: [], game: [], length: [], commitment: [], createdAt: [], closedAt: [] } as ChainRows,
    rounds: {
      game: [],
      roundId: [],
      chainId: [],
      chainIndex: [],
      previousSeed: [],
      startedAt: [],
      bettingEndsAt: [],
      endsAt: [],
      status: [],
      seed: [],
      dice: [],
      coins: [],
      outcome: [],
      winningSides: [],
      settledAt: [],
      betCount: [],
      totalStaked: [],
      totalPaid: [],
      sideTotals: [],
      voidReason: [],
      revealedAt: [],
    } as RoundRows,
    bets: {
      id: [],
      game: [],
      roundId: [],
      userId: [],
      side: [],
      amount: [],
      status: [],
      payout: [],
      createdAt: [],
      settledAt: [],
    } as BetRows,
    stakes: { game: [], roundId: [], userId: [], stake: [] } as StakeRows,
    sideStakes: { game: [], roundId: [], userId: [], stake: [], side: [] } as SideStakeRows,
    orders: {
      id: [],
      userId: [],
      vendorCardId: [],
      amount: [],
      code: [],
      content: [],
      status: [],
      qrData: [],
      createdAt: [],
      expiresAt: [],
      confirmedAt: [],
      bankTransferId: [],
    } as DepositOrderRows,
    bankTransfers: {
      id: [],
      providerTxId: [],
      gateway: [],
      accountNumber: [],
      content: [],
      amount: [],
      referenceCode: [],
      transactionDate: [],
      raw: [],
      depositOrderId: [],
      note: [],
      createdAt: [],
    } as BankTransferRows,
    withdrawals: {
      id: [],
      userId: [],
      bankAccountId: [],
      bankCode: [],
      bankName: [],
      accountNumber: [],
      accountName: [],
      amount: [],
      createdAt: [],
    } as WithdrawalRows,
    decisions: { id: [], status: [], processedAt: [], processedBy: [], transactionRef: [], rejectReason: [] } as WithdrawalDecisionRows,
    transfers: {
      id: [],
      debit: [],
      credit: [],
      amount: [],
      kind: [],
      reference: [],
      key: [],
      at: [],
      debitAfter: [],
      creditAfter: [],
    } as TransferRows,
  };
}
type Rows = ReturnType<typeof emptyRows>;

interface Session {
  player: number;
  game: GameType;
  roundsLeft: number;
  betsPerRound: number;
  favourite: BetSide;
}

interface PlannedBet {
  t: number;
  player: number;
  game: GameType;
  side: BetSide;
  amount: number;
}

interface LiveBet {
  id: number;
  player: number;
  side: BetSide;
  amount: number;
  t: number;
  // 'cancelled' at `cancelledAt`, else standing until the round closes.
  cancelledAt: number | null;
}

interface OpenRound {
  game: GameType;
  roundId: number;
  chainId: number;
  chainIndex: number;
  seed: string;
  previousSeed: string;
  startedAt: number;
  bettingEndsAt: number;
  endsAt: number;
  settlesAt: number;
  isVoid: boolean;
  bets: LiveBet[];
  // Each player's stake in the round so far (the round total the bet rule caps).
  stakes: Map<number, number>;
}

interface Chain {
  id: number;
  firstRound: number;
  lastRound: number;
  // seed_k is bytes [32k, 32k + 32).
  seeds: Buffer;
}

type Agendum =
  | { t: number; kind: 'cancel'; round: OpenRound; bet: LiveBet }
  | { t: number; kind: 'request'; player: number; fraction: number }
  | { t: number; kind: 'decide'; withdrawal: number; player: number; amount: number; outcome: WithdrawalOutcome };
// `seq` keeps events of the same millisecond in the order they were planned.
type Scheduled = Agendum & { seq: number };

// Events to come (a bet's cancel, a cash-out, an operator's decision), earliest first.
class Agenda {
  private readonly heap: Scheduled[] = [];
  private seq = 0;

  push(event: Agendum): void {
    const heap = this.heap;
    heap.push({ ...event, seq: this.seq++ });
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.before(heap[i], heap[parent])) break;
      [heap[i], heap[parent]] = [heap[parent], heap[i]];
      i = parent;
    }
  }

  // The earliest event before `until`, taken off the agenda.
  takeBefore(until: number): Scheduled | null {
    const heap = this.heap;
    if (heap.length === 0 || heap[0].t >= until) return null;
    const top = heap[0];
    const last = heap.pop()!;
    if (heap.length) {
      heap[0] = last;
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let least = i;
        if (left < heap.length && this.before(heap[left], heap[least])) least = left;
        if (right < heap.length && this.before(heap[right], heap[least])) least = right;
        if (least === i) break;
        [heap[i], heap[least]] = [heap[least], heap[i]];
        i = least;
      }
    }
    return top;
  }

  private before(a: Scheduled, b: Scheduled): boolean {
    return a.t < b.t || (a.t === b.t && a.seq < b.seq);
  }
}

const ORDER_CODE_SPACE = BigInt(ORDER_CODE_ALPHABET.length) ** BigInt(ORDER_CODE_LENGTH);
// Odd, so multiplying by it permutes 0 .. 32^8 - 1: every order id gets its own code.
const ORDER_CODE_MULTIPLIER = 0x9e3779b97f4an + 1n;

// An order code that reads as random and is unique per order id (the column is unique).
function orderCodeOf(orderId: number): string {
  let n = (BigInt(orderId) * ORDER_CODE_MULTIPLIER + 0x5eedn) % ORDER_CODE_SPACE;
  let code = '';
  for (let i = 0; i < ORDER_CODE_LENGTH; i += 1) {
    code = ORDER_CODE_ALPHABET[Number(n % 32n)] + code;
    n /= 32n;
  }
  return code;
}

// The bank's own clock, as its feed writes it: Vietnam time, no zone.
const bankTime = (t: number) => new Date(t + 7 * HOUR_MS).toISOString().replace('T', ' ').slice(0, 19);
const digits = (random: Random, count: number) => {
  let out = String(random.int(1, 9));
  while (out.length < count) out += String(random.int(0, 9));
  return out;
};

class History {
  readonly start: number;
  readonly counts = {
    players: 0,
    rounds: 0,
    voidRounds: 0,
    bets: 0,
    cancelledBets: 0,
    deposits: 0,
    expiredOrders: 0,
    withdrawals: 0,
    transfers: 0,
  };

  private readonly slots: number;
  private readonly bettingMs: number;
  private readonly plan: PlayerPlan;
  private readonly quotas: Uint32Array;
  private readonly voids: Record<GameType, number[]>;
  private readonly people: Random;
  private readonly play: Random;
  private readonly draws: Random;

  // Per player (by sign-up order).
  private readonly firstUserId: number;
  private readonly firstWalletId: number;
  private readonly firstBankAccountId: number;
  private readonly wallet: Float64Array;
  private readonly bankAccounts: SeedBankAccount[] = [];
  private readonly withdrawableFrom: Float64Array;
  private readonly withdrawing: Uint8Array;
  private readonly inSessions: Uint16Array;
  private readonly touched: Uint8Array;
  private touchedToday: number[] = [];

  private readonly houseBalances: Record<GameType, Float64Array>;
  private bankIn = 0;
  private held = 0;
  private paidOut = 0;

  private readonly firstTransferId: number;
  private readonly firstEntryId: number;
  private readonly next: NextIds;
  private readonly chains: Record<GameType, Chain | null> = { taixiu: null, xocdia: null };
  private readonly agenda = new Agenda();
  private sessions: Session[] = [];
  private signedUp = 0;
  private written = 0;
  private nextSlot = 0;
  // The time of the last movement written: each one is at or after it.
  private clock: number;
  private rows: Rows = emptyRows();

  constructor(
    private readonly o: Options,
    private readonly setting: Setting,
    ids: NextIds,
    private readonly passwordHash: string,
  ) {
    this.start = o.end - o.days * DAY_MS;
    this.clock = this.start;
    this.slots = Math.floor((o.days * DAY_MS) / o.roundMs);
    this.bettingMs = o.roundMs - RESULT_MS;
    const planning = randomStream(o.seed, 0);
    this.plan = planPlayers(planning, o.players, this.start, o.end);
    this.quotas = planSlotBets(planning, this.plan, this.start, o.roundMs, this.slots, o.bets);
    this.voids = { taixiu: planVoidRounds(planning, this.slots), xocdia: planVoidRounds(planning, this.slots) };
    this.people = randomStream(o.seed, 1);
    this.play = randomStream(o.seed, 2);
    this.draws = randomStream(o.seed, 3);

    this.next = { ...ids };
    this.firstUserId = ids.users;
    this.firstWalletId = ids.accounts;
    this.firstBankAccountId = ids.user_bank_accounts;
    this.next.users += o.players;
    this.next.accounts += o.players;
    this.next.user_bank_accounts += o.players;
    this.firstTransferId = ids.transfers;
    this.firstEntryId = ids.entries;
    this.wallet = new Float64Array(o.players);
    this.withdrawableFrom = new Float64Array(o.players);
    this.withdrawing = new Uint8Array(o.players);
    this.inSessions = new Uint16Array(o.players);
    this.touched = new Uint8Array(o.players);
    this.houseBalances = { taixiu: new Float64Array(HOUSE_SHARDS), xocdia: new Float64Array(HOUSE_SHARDS) };
  }

  private slotStart(k: number): number {
    return this.start + k * this.o.roundMs;
  }

  private settlesAt(game: GameType, roundId: number): number {
    return this.slotStart(roundId - 1) + this.bettingMs + SETTLE_DELAY_MS[game];
  }

  private dayEnd(day: number): number {
    return day === this.o.days - 1 ? Infinity : this.start + (day + 1) * DAY_MS;
  }

  // The rounds of `day` (and the sign-ups and events of its hours), up to the slots a head start has
  // drawn already, then its accounts' balances; then, while its last statements run, a head start
  // on the next day, so that its transaction opens with rows to send.
  async writeDay(day: number, lanes: Lanes): Promise<void> {
    const dayEnd = this.dayEnd(day);
    this.signUp(dayEnd);
    for (; this.nextSlot < this.slots && this.slotStart(this.nextSlot) < dayEnd; this.nextSlot += 1) {
      this.playSlot(this.nextSlot);
      if (this.full()) await this.flush(lanes);
    }
    // The day's last events: decisions between the last round and the day's end, and on the last day
    // those up to endAt (later ones leave their withdrawals pending).
    this.runAgenda(Math.min(dayEnd, this.o.end));
    await this.flush(lanes);
    const wallets = this.touchedToday;
    this.touchedToday = [];
    for (const player of wallets) this.touched[player] = 0;
    const { houses } = this.setting;
    const ids = [
      ...wallets.map((player) => this.firstWalletId + player),
      ...houses.taixiu,
      ...houses.xocdia,
      this.setting.bankIn,
      this.setting.withdrawalHold,
      this.setting.external,
    ];
    const balances = [
      ...wallets.map((player) => this.wallet[player]),
      ...this.houseBalances.taixiu,
      ...this.houseBalances.xocdia,
      this.bankIn,
      this.held,
      this.paidOut,
    ];
    const { ledger } = lanes;
    await ledger.queue.add(setBalances(ledger.q, ids, balances));
    await ledger.queue.add(
      advanceSequences(ledger.q, { ...this.next, entries: this.firstEntryId + 2 * (this.next.transfers - this.firstTransferId) }),
    );
    if (day + 1 < this.o.days) {
      const tomorrow = this.dayEnd(day + 1);
      this.signUp(tomorrow);
      for (; !this.full() && this.nextSlot < this.slots && this.slotStart(this.nextSlot) < tomorrow; this.nextSlot += 1) {
        this.playSlot(this.nextSlot);
      }
    }
  }

  // --- players ---

  private signUp(until: number): void {
    const { plan, people } = this;
    for (; this.written < plan.count && plan.createdAt[this.written] < until; this.written += 1) {
      const i = this.written;
      const createdAt = plan.createdAt[i];
      const userId = this.firstUserId + i;
      const p = this.rows.players;
      p.id.push(userId);
      p.username.push(seedUsername(i));
      p.phone.push(seedPhone(i, people));
      p.createdAt.push(createdAt);
      p.walletId.push(this.firstWalletId + i);
      // The account they will cash out to, added a little after signing up.
      const account = seedBankAccount(people);
      const addedAt = Math.min(this.o.end - MINUTE_MS, createdAt + people.int(2 * MINUTE_MS, 2 * HOUR_MS));
      this.bankAccounts.push(account);
      this.withdrawableFrom[i] = addedAt + WITHDRAWAL_COOLDOWN_MS;
      const b = this.rows.bankAccounts;
      b.id.push(this.firstBankAccountId + i);
      b.userId.push(userId);
      b.bankCode.push(account.bankCode);
      b.bankName.push(account.bankName);
      b.accountNumber.push(account.accountNumber);
      b.accountName.push(account.accountName);
      b.createdAt.push(addedAt);
      this.counts.players += 1;
    }
  }

  // A player among those signed up long enough ago, more often the keener ones.
  private drawPlayer(): number {
    const { cumulativeWeight } = this.plan;
    const u = this.play.next() * cumulativeWeight[this.signedUp - 1];
    let lo = 0;
    let hi = this.signedUp - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulativeWeight[mid] > u) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  private startSession(): Session {
    let player = this.drawPlayer();
    // Someone already at a table is usually someone else's turn; a small player base has to share.
    for (let attempt = 0; attempt < 6 && this.inSessions[player] > 0; attempt += 1) player = this.drawPlayer();
    const { play } = this;
    const session: Session = {
      player,
      game: play.chance(0.62) ? 'taixiu' : 'xocdia',
      roundsLeft: 1 + Math.floor(-Math.log(1 - play.next()) * 9),
      betsPerRound: play.weighted([1, 2, 3, 4], [50, 30, 15, 5]),
      favourite: play.chance(0.5) ? 'tai' : 'xiu',
    };
    this.inSessions[player] += 1;
    this.sessions.push(session);
    return session;
  }

  // --- a round slot: both games' rounds, side by side as their clocks run ---

  private playSlot(k: number): void {
    const startedAt = this.slotStart(k);
    while (this.signedUp < this.plan.count && this.plan.createdAt[this.signedUp] <= startedAt - REGISTER_LEAD_MS) this.signedUp += 1;
    const rounds = { taixiu: this.openRound('taixiu', k + 1), xocdia: this.openRound('xocdia', k + 1) };
    // Events due before a bet happen before it; the bets' own cancels and cash-outs come later.
    for (const bet of this.planBets(k, startedAt)) {
      this.runAgenda(bet.t);
      this.placeBet(rounds[bet.game], bet);
    }
    for (const game of GAME_TYPES) {
      const round = rounds[game];
      this.runAgenda(round.settlesAt);
      this.closeRound(round);
    }
    this.runAgenda(startedAt + this.o.roundMs);
  }

  private runAgenda(until: number): void {
    for (let event = this.agenda.takeBefore(until); event; event = this.agenda.takeBefore(until)) this.happen(event);
  }

  private happen(event: Scheduled): void {
    if (event.kind === 'cancel') this.cancelBet(event.round, event.bet, event.t);
    else if (event.kind === 'request') this.requestWithdrawal(event.player, event.fraction, event.t);
    else this.decideWithdrawal(event.withdrawal, event.player, event.amount, event.outcome, event.t);
  }

  // The slot's bets, in time order: the players already at a table first, then new ones sitting down
  // until the slot has its share.
  private planBets(k: number, startedAt: number): PlannedBet[] {
    let quota = this.quotas[k];
    const planned: PlannedBet[] = [];
    if (quota > 0 && this.signedUp === 0) throw new Error(`slot ${k} has bets but no player has signed up yet`);
    for (const session of this.sessions) {
      if (quota === 0) break;
      if (session.roundsLeft <= 0) continue;
      const n = Math.min(session.betsPerRound, quota);
      this.drawBets(session, n, startedAt, planned);
      quota -= n;
    }
    while (quota > 0) {
      const session = this.startSession();
      const n = Math.min(session.betsPerRound, quota);
      this.drawBets(session, n, startedAt, planned);
      quota -= n;
    }
    const staying: Session[] = [];
    for (const session of this.sessions) {
      session.roundsLeft -= 1;
      if (session.roundsLeft > 0) staying.push(session);
      else this.inSessions[session.player] -= 1;
    }
    this.sessions = staying;
    return planned.sort((a, b) => a.t - b.t);
  }

  private drawBets(session: Session, n: number, startedAt: number, into: PlannedBet[]): void {
    const { play } = this;
    const config = this.setting.games[session.game];
    const chips = CHIPS[this.plan.tier[session.player] as Tier];
    for (let j = 0; j < n; j += 1) {
      const side: BetSide =
        session.game === 'taixiu'
          ? play.chance(0.7)
            ? session.favourite
            : session.favourite === 'tai'
              ? 'xiu'
              : 'tai'
          : play.weighted(XOCDIA_SIDES, XOCDIA_SIDE_WEIGHTS);
      const amount = play.weighted(chips.values, chips.weights) * play.pick(CHIP_MULTIPLES);
      into.push({
        t: startedAt + 300 + Math.floor(play.next() * (this.bettingMs - 1_500)),
        player: session.player,
        game: session.game,
        side,
        amount: Math.min(config.maxBet, Math.max(config.minBet, amount)),
      });
    }
  }

  // --- rounds and their chains ---

  private openRound(game: GameType, roundId: number): OpenRound {
    let chain = this.chains[game];
    if (!chain || roundId > chain.lastRound) chain = this.commitChain(game, roundId);
    const chainIndex = roundId - chain.firstRound + 1;
    const seedAt = (index: number) => chain.seeds.toString('hex', index * SEED_BYTES, (index + 1) * SEED_BYTES);
    const startedAt = this.slotStart(roundId - 1);
    return {
      game,
      roundId,
      chainId: chain.id,
      chainIndex,
      seed: seedAt(chainIndex),
      previousSeed: seedAt(chainIndex - 1),
      startedAt,
      bettingEndsAt: startedAt + this.bettingMs,
      endsAt: startedAt + this.o.roundMs,
      settlesAt: this.settlesAt(game, roundId),
      isVoid: this.voids[game].includes(roundId),
      bets: [],
      stakes: new Map(),
    };
  }

  // A new hash chain, as the clock commits one when the last runs out or was closed by a round called
  // off: seed_N from the generator, every earlier seed the SHA-256 of the next (fairness/hash-chain.ts).
  // It is closed once its last round here has closed.
  private commitChain(game: GameType, firstRound: number): Chain {
    const nextVoid = this.voids[game].find((round) => round >= firstRound) ?? Infinity;
    const lastRound = Math.min(firstRound + CHAIN_LENGTH - 1, this.slots, nextVoid);
    const chain: Chain = {
      id: this.next.game_chains++,
      firstRound,
      lastRound,
      seeds: hashChainBytes(CHAIN_LENGTH, this.draws.bytes(SEED_BYTES)),
    };
    const c = this.rows.chains;
    c.id.push(chain.id);
    c.game.push(game);
    c.length.push(CHAIN_LENGTH);
    c.commitment.push(chain.seeds.toString('hex', 0, SEED_BYTES));
    c.createdAt.push(this.slotStart(firstRound - 1));
    c.closedAt.push(this.settlesAt(game, lastRound));
    this.chains[game] = chain;
    return chain;
  }

  private closeRound(round: OpenRound): void {
    const { game, roundId, settlesAt: at } = round;
    const standing = round.bets.filter((bet) => bet.cancelledAt === null);
    const shards = this.houseBalances[game];
    const houses = this.setting.houses[game];
    const reference = `${game}:${roundId}`;
    const draw = drawRound(game, round.seed, roundId);
    const paid = new Map<LiveBet, number>();
    let voidReveal: number | null = null;
    if (round.isVoid) {
      // Called off: every standing stake back, bet by bet (refund:<betId>, as settlement does), and
      // the seed it would have revealed published later by a node that could derive it.
      for (const bet of standing) {
        const shard = houseShardOf(this.firstUserId + bet.player);
        this.move(
          houses[shard],
          (shards[shard] -= bet.amount),
          this.walletOf(bet.player),
          this.credit(bet.player, bet.amount),
          bet.amount,
          'bet_refund',
          reference,
          `refund:${bet.id}`,
          at,
        );
        paid.set(bet, bet.amount);
      }
      voidReveal = Math.min(this.o.end, at + this.draws.int(2 * MINUTE_MS, 30 * MINUTE_MS));
      this.counts.voidRounds += 1;
    } else {
      // One payout per winning player and round, in the order of their first winning bet.
      const winnings = new Map<number, number>();
      for (const bet of standing) {
        if (!draw.winningSides.includes(bet.side)) continue;
        const payout = payoutFor(game, bet.side as never, bet.amount);
        paid.set(bet, payout);
        winnings.set(bet.player, (winnings.get(bet.player) ?? 0) + payout);
      }
      for (const [player, amount] of winnings) {
        const shard = houseShardOf(this.firstUserId + player);
        this.move(
          houses[shard],
          (shards[shard] -= amount),
          this.walletOf(player),
          this.credit(player, amount),
          amount,
          'payout',
          reference,
          roundPayoutKey(game, roundId, this.firstUserId + player),
          at,
        );
      }
      for (const player of winnings.keys()) this.considerCashOut(player, at, round.endsAt);
    }

    // The bets as settlement leaves them, and what the round took and gave back.
    const b = this.rows.bets;
    const sides = new Map<BetSide, { amount: number; players: Set<number> }>();
    const playerStakes = new Map<number, number>();
    // By player and side together: player * SIDE_KEYS + the side's place in ALL_SIDES.
    const sideStakes = new Map<number, number>();
    let staked = 0;
    let returned = 0;
    for (const bet of round.bets) {
      const standingBet = bet.cancelledAt === null;
      const payout = paid.get(bet) ?? 0;
      b.id.push(bet.id);
      b.game.push(game);
      b.roundId.push(roundId);
      b.userId.push(this.firstUserId + bet.player);
      b.side.push(bet.side);
      b.amount.push(bet.amount);
      b.status.push(!standingBet ? 'cancelled' : round.isVoid ? 'refunded' : payout > 0 ? 'won' : 'lost');
      b.payout.push(round.isVoid ? 0 : payout);
      b.createdAt.push(bet.t);
      b.settledAt.push(bet.cancelledAt ?? at);
      const kept = standingBet ? bet.amount : 0;
      playerStakes.set(bet.player, (playerStakes.get(bet.player) ?? 0) + kept);
      const sideKey = bet.player * SIDE_KEYS + SIDE_INDEX[bet.side];
      sideStakes.set(sideKey, (sideStakes.get(sideKey) ?? 0) + kept);
      if (!standingBet) continue;
      staked += bet.amount;
      returned += payout;
      const side = sides.get(bet.side) ?? { amount: 0, players: new Set<number>() };
      side.amount += bet.amount;
      side.players.add(bet.player);
      sides.set(bet.side, side);
    }
    const s = this.rows.stakes;
    for (const [player, stake] of playerStakes) {
      s.game.push(game);
      s.roundId.push(roundId);
      s.userId.push(this.firstUserId + player);
      s.stake.push(stake);
    }
    const ss = this.rows.sideStakes;
    for (const [key, stake] of sideStakes) {
      const player = Math.floor(key / SIDE_KEYS);
      ss.game.push(game);
      ss.roundId.push(roundId);
      ss.side.push(ALL_SIDES[key % SIDE_KEYS]);
      ss.userId.push(this.firstUserId + player);
      ss.stake.push(stake);
    }

    const r = this.rows.rounds;
    r.game.push(game);
    r.roundId.push(roundId);
    r.chainId.push(round.chainId);
    r.chainIndex.push(round.chainIndex);
    r.previousSeed.push(round.previousSeed);
    r.startedAt.push(round.startedAt);
    r.bettingEndsAt.push(round.bettingEndsAt);
    r.endsAt.push(round.endsAt);
    r.status.push(round.isVoid ? 'void' : 'settled');
    r.seed.push(round.seed);
    r.dice.push(draw.dice ? `{${draw.dice.join(',')}}` : null);
    r.coins.push(draw.coins ? `{${draw.coins.join(',')}}` : null);
    r.outcome.push(draw.outcome);
    r.winningSides.push(`{${draw.winningSides.join(',')}}`);
    r.settledAt.push(at);
    r.betCount.push(standing.length);
    r.totalStaked.push(staked);
    r.totalPaid.push(returned);
    r.sideTotals.push(
      JSON.stringify(Object.fromEntries([...sides].map(([side, t]) => [side, { amount: t.amount, players: t.players.size }]))),
    );
    r.voidReason.push(round.isVoid ? 'secret_mismatch' : null);
    r.revealedAt.push(voidReveal);
    this.counts.rounds += 1;
  }

  // --- bets ---

  private placeBet(round: OpenRound, planned: PlannedBet): void {
    const { player, t } = planned;
    const config = this.setting.games[round.game];
    const stake = round.stakes.get(player) ?? 0;
    let amount = Math.max(config.minBet, Math.min(planned.amount, config.maxRoundTotal - stake));
    if (this.wallet[player] < amount) {
      // Short of money: what is left, now and then, else a top-up first.
      const rest = Math.floor(this.wallet[player] / 1_000) * 1_000;
      if (rest >= config.minBet && this.play.chance(0.4)) amount = rest;
      else this.deposit(player, amount - this.wallet[player], t);
    }
    const id = this.next.game_bets++;
    const shard = houseShardOf(this.firstUserId + player);
    this.move(
      this.walletOf(player),
      this.debit(player, amount),
      this.setting.houses[round.game][shard],
      (this.houseBalances[round.game][shard] += amount),
      amount,
      'bet',
      `${round.game}:${round.roundId}`,
      `bet:${id}`,
      t,
    );
    const bet: LiveBet = { id, player, side: planned.side, amount, t, cancelledAt: null };
    round.bets.push(bet);
    round.stakes.set(player, stake + amount);
    this.counts.bets += 1;
    // Now and then a player takes a chip back before betting closes.
    if (this.play.chance(0.003) && round.bettingEndsAt - t > 2_000) {
      this.agenda.push({ t: t + this.play.int(1_000, round.bettingEndsAt - t - 500), kind: 'cancel', round, bet });
    }
  }

  private cancelBet(round: OpenRound, bet: LiveBet, at: number): void {
    const shard = houseShardOf(this.firstUserId + bet.player);
    const shards = this.houseBalances[round.game];
    this.move(
      this.setting.houses[round.game][shard],
      (shards[shard] -= bet.amount),
      this.walletOf(bet.player),
      this.credit(bet.player, bet.amount),
      bet.amount,
      'bet_refund',
      `${round.game}:${round.roundId}`,
      `refund:${bet.id}`,
      at,
    );
    bet.cancelledAt = at;
    round.stakes.set(bet.player, (round.stakes.get(bet.player) ?? 0) - bet.amount);
    this.counts.cancelledBets += 1;
  }

  // --- deposits ---

  // An order paid by bank transfer, the feed's notification matched to it and the wallet credited,
  // a moment before `before` (the bet it is for), covering at least `need`.
  private deposit(player: number, need: number, before: number): void {
    const { play } = this;
    const { payments } = this.setting;
    const tier = this.plan.tier[player] as Tier;
    let left = need;
    while (left > 0) {
      const wanted = Math.max(play.pick(DEPOSITS[tier]), Math.ceil(left / 10_000) * 10_000);
      const amount = Math.min(payments.max, Math.max(payments.min, wanted));
      const creditedAt = Math.max(this.clock, before - play.int(20_000, 4 * MINUTE_MS));
      const signedUpAt = this.plan.createdAt[player];
      const orderedAt = Math.max(signedUpAt + 1_000, creditedAt - play.int(20_000, 4 * MINUTE_MS));
      // Some players leave a QR unpaid first and come back for a new one.
      if (play.chance(0.08)) {
        const abandonedAt = orderedAt - play.int(35 * MINUTE_MS, 3 * HOUR_MS);
        if (abandonedAt > signedUpAt) this.order(player, play.pick(DEPOSITS[tier]), abandonedAt, null);
      }
      const orderId = this.order(player, amount, orderedAt, creditedAt);
      const code = this.rows.orders.code[this.rows.orders.code.length - 1];
      this.move(
        this.setting.bankIn,
        (this.bankIn -= amount),
        this.walletOf(player),
        this.credit(player, amount),
        amount,
        'deposit',
        code,
        `deposit:${orderId}`,
        creditedAt,
      );
      left -= amount;
      this.counts.deposits += 1;
    }
  }

  // A deposit order; paid when `paidAt` is given (with the bank feed's transfer), else left to expire.
  private order(player: number, amount: number, createdAt: number, paidAt: number | null): number {
    const { card, payments } = this.setting;
    const id = this.next.deposit_orders++;
    const code = orderCodeOf(id);
    const content = `${payments.prefix}${code}`;
    const transferId = paidAt === null ? null : this.next.bank_transfers++;
    const o = this.rows.orders;
    o.id.push(id);
    o.userId.push(this.firstUserId + player);
    o.vendorCardId.push(card.id);
    o.amount.push(amount);
    o.code.push(code);
    o.content.push(content);
    o.status.push(paidAt === null ? 'EXPIRED' : 'CONFIRMED');
    o.qrData.push(buildVietQr({ bin: card.bin, accountNumber: card.accountNumber, amount, purpose: content }));
    o.createdAt.push(createdAt);
    o.expiresAt.push(createdAt + ORDER_TTL_MS);
    o.confirmedAt.push(paidAt);
    o.bankTransferId.push(transferId);
    if (paidAt === null || transferId === null) {
      this.counts.expiredOrders += 1;
      return id;
    }
    const providerTxId = `seed-${transferId}`;
    const referenceCode = `FT${digits(this.play, 13)}`;
    const transactionDate = bankTime(paidAt - this.play.int(0, 3_000));
    const t = this.rows.bankTransfers;
    t.id.push(transferId);
    t.providerTxId.push(providerTxId);
    t.gateway.push(card.bankName);
    t.accountNumber.push(card.accountNumber);
    t.content.push(content);
    t.amount.push(amount);
    t.referenceCode.push(referenceCode);
    t.transactionDate.push(transactionDate);
    t.raw.push(
      JSON.stringify({
        id: providerTxId,
        gateway: card.bankName,
        transactionDate,
        accountNumber: card.accountNumber,
        code: null,
        content,
        transferType: 'in',
        transferAmount: amount,
        accumulated: 0,
        referenceCode,
        description: `BankAPINotify ${content}`,
      }),
    );
    t.depositOrderId.push(id);
    t.note.push(DEPOSIT_MESSAGES.noteMatched);
    t.createdAt.push(paidAt);
    return id;
  }

  // --- withdrawals ---

  // A winner well in funds may cash out a few seconds after the result, and leaves the table.
  private considerCashOut(player: number, at: number, roundEndsAt: number): void {
    const tier = this.plan.tier[player] as Tier;
    if (this.withdrawing[player] || at < this.withdrawableFrom[player] || this.wallet[player] < CASH_OUT_AT[tier]) return;
    if (!this.play.chance(0.3)) return;
    this.withdrawing[player] = 1;
    for (const session of this.sessions) if (session.player === player) session.roundsLeft = 0;
    const requestAt = Math.min(roundEndsAt - 1, at + this.play.int(1_000, 12_000));
    this.agenda.push({ t: requestAt, kind: 'request', player, fraction: this.play.between(0.5, 1) });
  }

  private requestWithdrawal(player: number, fraction: number, at: number): void {
    const { min, max } = this.setting.payments;
    const amount = Math.min(max, Math.floor((this.wallet[player] * fraction) / 50_000) * 50_000);
    if (amount < min || amount > this.wallet[player]) {
      this.withdrawing[player] = 0;
      return;
    }
    const id = this.next.withdrawals++;
    const account = this.bankAccounts[player];
    const w = this.rows.withdrawals;
    w.id.push(id);
    w.userId.push(this.firstUserId + player);
    w.bankAccountId.push(this.firstBankAccountId + player);
    w.bankCode.push(account.bankCode);
    w.bankName.push(account.bankName);
    w.accountNumber.push(account.accountNumber);
    w.accountName.push(account.accountName);
    w.amount.push(amount);
    w.createdAt.push(at);
    this.move(
      this.walletOf(player),
      this.debit(player, amount),
      this.setting.withdrawalHold,
      (this.held += amount),
      amount,
      'withdrawal_hold',
      `withdrawal:${id}`,
      `withdrawal-hold:${id}`,
      at,
    );
    this.counts.withdrawals += 1;
    const { play } = this;
    // Most are paid within hours; a few refused by the operator, a few taken back by the player.
    const roll = play.next();
    const [outcome, minMs, maxMs]: [WithdrawalOutcome, number, number] =
      roll < 0.88
        ? ['APPROVED', 3 * MINUTE_MS, 3 * HOUR_MS]
        : roll < 0.92
          ? ['REJECTED', 10 * MINUTE_MS, 6 * HOUR_MS]
          : ['CANCELLED', MINUTE_MS, 30 * MINUTE_MS];
    // Spread over the range the way waiting times are: most near its start.
    const delay = Math.round(minMs * Math.pow(maxMs / minMs, play.next()));
    this.agenda.push({ t: at + delay, kind: 'decide', withdrawal: id, player, amount, outcome });
  }

  private decideWithdrawal(id: number, player: number, amount: number, outcome: WithdrawalOutcome, at: number): void {
    const reference = `withdrawal:${id}`;
    if (outcome === 'APPROVED') {
      this.move(
        this.setting.withdrawalHold,
        (this.held -= amount),
        this.setting.external,
        (this.paidOut += amount),
        amount,
        'withdrawal_payout',
        reference,
        `withdrawal-payout:${id}`,
        at,
      );
    } else {
      this.move(
        this.setting.withdrawalHold,
        (this.held -= amount),
        this.walletOf(player),
        this.credit(player, amount),
        amount,
        'withdrawal_refund',
        reference,
        `withdrawal-refund:${id}`,
        at,
      );
    }
    const d = this.rows.decisions;
    d.id.push(id);
    d.status.push(outcome);
    d.processedAt.push(at);
    // A player's own cancel has no operator.
    d.processedBy.push(outcome === 'CANCELLED' ? null : this.setting.operator);
    d.transactionRef.push(outcome === 'APPROVED' ? `FT${digits(this.play, 13)}` : null);
    d.rejectReason.push(outcome === 'REJECTED' ? this.play.pick(REJECT_REASONS) : null);
    this.withdrawing[player] = 0;
  }

  // --- the ledger ---

  private walletOf(player: number): number {
    return this.firstWalletId + player;
  }

  private debit(player: number, amount: number): number {
    const after = (this.wallet[player] -= amount);
    if (after < 0) throw new Error(`seed bug: the wallet of player ${player} would go below zero`);
    this.touch(player);
    return after;
  }

  private credit(player: number, amount: number): number {
    this.touch(player);
    return (this.wallet[player] += amount);
  }

  private touch(player: number): void {
    if (this.touched[player]) return;
    this.touched[player] = 1;
    this.touchedToday.push(player);
  }

  // One transfer with the balances both its accounts have right after it.
  private move(
    debit: number,
    debitAfter: number,
    credit: number,
    creditAfter: number,
    amount: number,
    kind: string,
    reference: string,
    key: string,
    at: number,
  ): void {
    if (at < this.clock)
      throw new Error(`seed bug: a ${kind} at ${new Date(at).toISOString()} after one at ${new Date(this.clock).toISOString()}`);
    this.clock = at;
    const t = this.rows.transfers;
    t.id.push(this.next.transfers++);
    t.debit.push(debit);
    t.credit.push(credit);
    t.amount.push(amount);
    t.kind.push(kind);
    t.reference.push(reference);
    t.key.push(key);
    t.at.push(at);
    t.debitAfter.push(debitAfter);
    t.creditAfter.push(creditAfter);
    this.counts.transfers += 1;
  }

  // --- writing ---

  private full(): boolean {
    const limit = this.o.chunkRows;
    const r = this.rows;
    return (
      r.transfers.id.length >= limit || r.bets.id.length >= limit || r.sideStakes.game.length >= limit || r.rounds.game.length >= limit
    );
  }

  // Every buffer's rows, parents before the rows that name them.
  private async flush({ entries, ledger, game }: Lanes): Promise<void> {
    const r = this.rows;
    this.rows = emptyRows();
    if (r.players.id.length) await ledger.queue.add(insertPlayers(ledger.q, this.passwordHash, r.players));
    if (r.bankAccounts.id.length) await game.queue.add(insertBankAccounts(game.q, r.bankAccounts));
    if (r.chains.id.length) await game.queue.add(insertChains(game.q, r.chains));
    if (r.rounds.game.length) await game.queue.add(insertRounds(game.q, r.rounds));
    if (r.bets.id.length) await game.queue.add(insertBets(game.q, r.bets));
    if (r.stakes.game.length) await game.queue.add(insertStakes(game.q, r.stakes, r.sideStakes));
    if (r.orders.id.length) await game.queue.add(insertDeposits(game.q, r.orders, r.bankTransfers));
    if (r.withdrawals.id.length) await game.queue.add(insertWithdrawals(game.q, r.withdrawals));
    if (r.decisions.id.length) await game.queue.add(closeWithdrawals(game.q, r.decisions));
    if (r.transfers.id.length) {
      await ledger.queue.add(insertTransfers(ledger.q, r.transfers));
      const firstEntry = this.firstEntryId + 2 * (r.transfers.id[0] - this.firstTransferId);
      await entries.queue.add(insertEntries(entries.q, r.transfers, firstEntry));
    }
  }
}

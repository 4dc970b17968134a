import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { API_BASE, CSRF_HEADER, GAME_PATHS, type GameType, type RoundResultDto, type RoundStatusDto } from '@app/shared/contracts';
import { CONFIG_DEFAULTS, type AppConfig } from '../../config/app-config';
import { systemAccountId, walletAccountId } from '../../ledger/ledger-accounts';
import { transfer } from '../../ledger/move-money';
import { TEST_ADMIN, bearer, createTestApp, loginUser, sleep, type TestApp, type TestAppOptions } from '../../test-utils';
import { createChainSeeds } from '../fairness/chain-seeds';
import type { LeaderLock } from '../clock/leader-lock';
import { createRoundEngine, type RoundEngineOptions } from '../clock/round-engine';

export const url = (path: string) => `${API_BASE}${path}`;

// Short rounds so a whole file runs in seconds.
export function startGameApp(overrides: Partial<AppConfig> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  return createTestApp(
    { gameBettingSeconds: 0.8, gameResultSeconds: 0.2, gameChainLength: 100, gameLeaderRetryMs: 100, ...overrides },
    options,
  );
}

let fundCounter = 0;
// Credits a wallet from bank_in through the ledger (as a confirmed deposit would).
export async function fund(app: FastifyInstance, userId: number, amount: number): Promise<void> {
  fundCounter += 1;
  await transfer(app.db, {
    debitAccountId: await systemAccountId(app.db, 'bank_in'),
    creditAccountId: await walletAccountId(app.db, userId),
    amount,
    kind: 'deposit',
    reference: 'test',
    idempotencyKey: `test-fund:${userId}:${fundCounter}:${Date.now()}`,
  });
}

export async function walletBalance(app: FastifyInstance, userId: number): Promise<number> {
  const { rows } = await app.db.query<{ balance: number }>(`SELECT balance FROM accounts WHERE kind = 'player_wallet' AND user_id = $1`, [
    userId,
  ]);
  return Number(rows[0].balance);
}

export async function transferCount(app: FastifyInstance, pattern = '%'): Promise<number> {
  const { rows } = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM transfers WHERE idempotency_key LIKE $1', [pattern]);
  return rows[0].n;
}

export async function csrfOf(app: FastifyInstance, token: string, game: GameType = 'taixiu'): Promise<string> {
  const response = await app.inject({ method: 'GET', url: url(GAME_PATHS.csrfToken(game)), headers: bearer(token) });
  if (response.statusCode !== 200) throw new Error(`csrf-token failed: ${response.statusCode} ${response.body}`);
  return response.json().csrf_token;
}

export function placeBet(
  app: FastifyInstance,
  auth: { token: string; csrf?: string | null },
  game: GameType,
  payload: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: url(GAME_PATHS.bet(game)),
    headers: { ...bearer(auth.token), ...(auth.csrf ? { [CSRF_HEADER]: auth.csrf } : {}) },
    payload: payload as object,
  });
}

export function cancelBet(app: FastifyInstance, auth: { token: string; csrf?: string | null }, game: GameType, betId: number | string) {
  return app.inject({
    method: 'DELETE',
    url: url(GAME_PATHS.cancelBet(game, betId)),
    headers: { ...bearer(auth.token), ...(auth.csrf ? { [CSRF_HEADER]: auth.csrf } : {}) },
  });
}

export async function currentStatus(app: FastifyInstance, game: GameType): Promise<RoundStatusDto | null> {
  const response = await app.inject({ method: 'GET', url: url(GAME_PATHS.current(game)) });
  if (response.statusCode === 404) return null;
  return response.json().data;
}

// Waits for a betting phase with at least `minRemainingMs` left (a fresh round if need be).
export async function bettingRound(
  app: FastifyInstance,
  game: GameType,
  minRemainingMs = 400,
  timeoutMs = 10_000,
): Promise<RoundStatusDto> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const status = await currentStatus(app, game);
    if (status && status.phase === 'betting' && status.endsAt - status.serverNow >= minRemainingMs) return status;
    await sleep(20);
  }
  throw new Error(`no betting phase of ${game} within ${timeoutMs} ms`);
}

// Waits until round `roundId` has a result (settled) and returns it.
export async function settledResult(app: FastifyInstance, game: GameType, roundId: number, timeoutMs = 10_000): Promise<RoundResultDto> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await app.inject({ method: 'GET', url: url(`${GAME_PATHS.history(game)}?limit=100`) });
    const found = (response.json().data as RoundResultDto[]).find((r) => r.sessionId === roundId);
    if (found) return found;
    await sleep(25);
  }
  throw new Error(`round ${roundId} of ${game} not settled within ${timeoutMs} ms`);
}

// Waits until the betting phase of `roundId` is over (the server clock says result phase).
export async function afterBetting(app: FastifyInstance, game: GameType, roundId: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const status = await currentStatus(app, game);
    if (status && (status.sessionId > roundId || (status.sessionId === roundId && status.phase === 'result'))) return;
    await sleep(20);
  }
  throw new Error(`betting of ${roundId} did not end`);
}

// One session per account, operators' included: a second login would end the session a test still
// holds (a config it restores in `finally` after a ledgerCheck). So each app's operator signs in once;
// these are the headers its console sends (session cookie and CSRF token).
const adminSessions = new WeakMap<FastifyInstance, Promise<Record<string, string>>>();
export function adminHeaders(app: FastifyInstance): Promise<Record<string, string>> {
  let headers = adminSessions.get(app);
  if (!headers) {
    headers = loginUser(app, TEST_ADMIN.username, TEST_ADMIN.password).then((signedIn) => signedIn.headers);
    adminSessions.set(app, headers);
  }
  return headers;
}

export async function ledgerCheck(app: FastifyInstance): Promise<{ ok: boolean }> {
  const response = await app.inject({ method: 'GET', url: url('/admin/ledger/check?full=1'), headers: await adminHeaders(app) });
  return response.json().data;
}

export interface ManualEngine {
  // The engine's clock (epoch ms), moved only by step().
  now(): number;
  // One step, then the clock jumps to when the next one is due.
  step(): Promise<number>;
  // Steps until `count` more rounds were settled (voided ones do not count).
  settle(count: number): Promise<void>;
  warnings: Array<{ obj: unknown; msg: string }>;
}

const alwaysLeader: LeaderLock = { tryAcquire: async () => true, held: () => true, release: async () => undefined };

// A round engine on the test app's database that the test drives on a clock of its own, with the
// real 45 s + 15 s phases: hundreds of rounds take seconds. Stop the app's own engines first
// (stopAppEngines) so the two do not both drive the game. The secret is the app's unless given.
export function manualEngine(
  t: TestApp,
  game: GameType,
  overrides: Partial<RoundEngineOptions> & { fairnessSecret?: string } = {},
): ManualEngine {
  const { fairnessSecret = t.config.fairnessSecret, ...options } = overrides;
  let clock = Date.now();
  let settled = 0;
  const warnings: ManualEngine['warnings'] = [];
  const engine = createRoundEngine({
    db: t.db,
    game,
    bettingMs: 45_000,
    resultMs: 15_000,
    chainLength: t.config.gameChainLength ?? CONFIG_DEFAULTS.gameChainLength,
    seeds: createChainSeeds(fairnessSecret),
    lock: alwaysLeader,
    leaderRetryMs: 1_000,
    now: () => clock,
    log: { warn: (obj, msg) => warnings.push({ obj, msg }) },
    ...options,
    onRoundSettled: async (settlement, round) => {
      settled += 1;
      await options.onRoundSettled?.(settlement, round);
    },
  });
  const step = async () => {
    const wakeAt = await engine.step();
    clock = Math.max(clock, wakeAt);
    return wakeAt;
  };
  return {
    now: () => clock,
    step,
    async settle(count) {
      const target = settled + count;
      for (let steps = 0; settled < target; steps++) {
        if (steps > 3 * count + 10) throw new Error(`the ${game} engine does not progress`);
        await step();
      }
    },
    warnings,
  };
}

export async function stopAppEngines(t: TestApp): Promise<void> {
  await Promise.all(Object.values(t.app.games.engines).map((engine) => engine.stop()));
}

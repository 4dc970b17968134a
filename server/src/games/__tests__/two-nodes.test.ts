import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Socket } from 'socket.io-client';
import {
  CSRF_HEADER,
  GAME_PATHS,
  GAME_TYPES,
  OPERATOR_SESSION_COOKIE,
  payoutFor,
  type BetSide,
  type CurrentRoundIdEvent,
  type GameType,
  type RoundResultDto,
  type RoundStatusDto,
} from '@app/shared/contracts';
import { createDb } from '../../db/create-db';
import type { Db } from '../../db/db';
import { systemAccountId, walletAccountId } from '../../ledger/ledger-accounts';
import { transfer } from '../../ledger/move-money';
import {
  PASSWORD,
  connectSocket,
  createTestDatabase,
  deleteRedisKeys,
  newTotpSecret,
  unusedTotpCode,
  sleep,
  solveBotCheck,
  uniquePhone,
  uniqueUsername,
  type TestDatabase,
} from '../../test-utils';
import { roundPayoutKey } from '../settlement-service';

// Two real server processes (the TypeScript source run by node with tsx's loader, as `pnpm dev`
// does) on one fresh PostgreSQL database and one Redis: one drives each game's clock, both relay
// the same rounds to their sockets, and when the leader is killed outright (SIGKILL, no goodbye)
// the other takes the clock over, settling the round that was open — with bets on it — once.
// The PostgreSQL and Redis named by the environment, else this machine's at their standard ports.
// `npm test` runs this file in its PostgreSQL + Redis pass only (e2e/run-all-tests.mjs).
const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

const LOCK_KEYS: Record<GameType, number> = { taixiu: 7_310_101, xocdia: 7_310_102 };
const LEADER_LOG = 'driving the game clock';
const ADMIN = { username: 'admin', password: `quantri${randomBytes(4).toString('hex')}`, totpSecret: newTotpSecret() };
// The operator's login, with a code of their authenticator (ADMIN_TOTP_SECRET) not sent before.
const adminLogin = () => ({ username: ADMIN.username, password: ADMIN.password, totpCode: unusedTotpCode(ADMIN.totpSecret) });
const FUNDS = 1_000_000;

interface Node {
  name: string;
  child: ChildProcess;
  output: string[];
  baseUrl: string;
}

interface Player {
  userId: number;
  username: string;
  token: string;
  csrf: string;
}

interface PlacedBet {
  betId: number;
  userId: number;
  game: GameType;
  roundId: number;
  side: BetSide;
  amount: number;
}

// Waits for `check` to answer something truthy, for at most `timeoutMs`.
async function waitFor<T>(what: string, timeoutMs: number, check: () => T | Promise<T>, everyMs = 50): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(everyMs);
  }
}

describe('two server processes on one PostgreSQL and one Redis', () => {
  const serverDir = resolve(__dirname, '../../..');
  const tempDir = mkdtempSync(join(tmpdir(), 'vndice-two-nodes-'));
  const redisKeyPrefix = `test:twonodes:${randomBytes(6).toString('hex')}:`;
  const jwtSecret = randomBytes(32).toString('hex');
  // The same on both nodes, as in any deployment: either may drive the clock and reveal seeds.
  const fairnessSecret = randomBytes(32).toString('hex');
  const bankWebhookKey = randomBytes(16).toString('hex');
  let database: TestDatabase;
  let db: Db;
  let nodeA: Node;
  let nodeB: Node;
  let nodeC: Node | undefined;
  let nodeBStartedAt = 0;
  let playerA: Player;
  let playerB: Player;
  const sockets: Socket[] = [];
  const results = new Map<Socket, RoundResultDto[]>();
  // The rounds each socket heard opening (sessionStatus in the betting phase, and currentSessionId).
  const openings = new Map<Socket, Array<{ event: string; gameType: GameType; roundId: number }>>();
  const placed: PlacedBet[] = [];

  const leaderLines = (node: Node) =>
    node.output.filter((line) => line.includes(LEADER_LOG)).map((line) => JSON.parse(line) as { game: GameType; time: number });
  const describeNode = (node: Node) => `${node.name}'s last output:\n${node.output.slice(-20).join('\n')}`;

  function startNode(name: string): Promise<Node> {
    const url = new URL(database.url);
    // The node's name on every connection it opens, so pg_stat_activity tells whose lock it is.
    url.searchParams.set('application_name', name);
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverDir,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: join(tempDir, name),
        STATIC_ROOT: join(tempDir, 'no-static'),
        DATABASE_URL: url.toString(),
        REDIS_URL,
        REDIS_KEY_PREFIX: redisKeyPrefix,
        JWT_SECRET: jwtSecret,
        BANK_WEBHOOK_KEY: bankWebhookKey,
        FAIRNESS_SECRET: fairnessSecret,
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        ADMIN_TOTP_SECRET: ADMIN.totpSecret,
        GAME_BETTING_SECONDS: '1',
        GAME_RESULT_SECONDS: '0.5',
        RATE_LIMIT_SCALE: '1000',
        // The signup's bot check, solved below in a millisecond or two.
        ALTCHA_MAX_NUMBER: '4',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const node: Node = { name, child, output: [], baseUrl: '' };
    let pending = '';
    const collect = (chunk: Buffer) => {
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop()!;
      node.output.push(...lines);
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    return new Promise<Node>((resolveNode, reject) => {
      const timer = setTimeout(() => reject(new Error(`${name} did not start within 30 s\n${describeNode(node)}`)), 30_000);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`${name} exited (${code}) while starting\n${describeNode(node)}`));
      });
      const watch = setInterval(() => {
        const ready = node.output.map((line) => /Server ready: (http:\/\/127\.0\.0\.1:\d+)/.exec(line)).find(Boolean);
        if (!ready) return;
        clearInterval(watch);
        clearTimeout(timer);
        child.removeAllListeners('exit');
        node.baseUrl = ready[1];
        resolveNode(node);
      }, 25);
      child.once('exit', () => clearInterval(watch));
    });
  }

  async function stopNode(node: Node | undefined): Promise<void> {
    const child = node?.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  }

  async function api(
    node: Node,
    method: string,
    path: string,
    options: { token?: string; cookie?: string; csrf?: string; body?: unknown } = {},
  ) {
    const response = await fetch(`${node.baseUrl}/api${path}`, {
      method,
      headers: {
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(options.csrf ? { [CSRF_HEADER]: options.csrf } : {}),
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null, setCookies: response.headers.getSetCookie() };
  }

  // The operator's console signed in on `node`: what its calls send, the session cookie the answer
  // set (an operator is given no token) and the CSRF token the answer carries.
  async function operatorOn(node: Node): Promise<{ cookie: string; csrf: string }> {
    const login = await api(node, 'POST', '/auth/login', { body: adminLogin() });
    expect(login.status).toBe(200);
    expect(login.body.data.token).toBeUndefined();
    const cookie = login.setCookies.map((line) => line.split(';')[0]).find((pair) => pair.startsWith(`${OPERATOR_SESSION_COOKIE}=`));
    if (!cookie) throw new Error(`no ${OPERATOR_SESSION_COOKIE} cookie in: ${login.setCookies.join(' | ')}`);
    return { cookie, csrf: login.body.data.csrfToken };
  }

  // Signs up through one node, then logs in on `node` (one session per player: the last login wins).
  async function playerOn(node: Node, signupNode: Node = nodeA): Promise<Player> {
    const username = uniqueUsername('tn');
    const challenge = await api(signupNode, 'GET', '/auth/challenge');
    const botCheck = await solveBotCheck(challenge.body);
    const signup = await api(signupNode, 'POST', '/auth/signup', {
      body: { username, phone: uniquePhone(), password: PASSWORD, 'cf-turnstile-response': botCheck },
    });
    expect(signup.status).toBe(201);
    const login = await api(node, 'POST', '/auth/login', { body: { username, password: PASSWORD } });
    expect(login.status).toBe(200);
    const { token, user } = login.body.data;
    const csrf = await api(node, 'GET', GAME_PATHS.csrfToken('taixiu'), { token });
    expect(csrf.status).toBe(200);
    // Money as a confirmed deposit brings it: bank_in to the wallet through the ledger.
    await transfer(db, {
      debitAccountId: await systemAccountId(db, 'bank_in'),
      creditAccountId: await walletAccountId(db, user.id),
      amount: FUNDS,
      kind: 'deposit',
      reference: 'two-nodes test',
      idempotencyKey: `two-nodes-fund:${user.id}`,
    });
    return { userId: user.id, username, token, csrf: csrf.body.csrf_token };
  }

  async function lockHolders(): Promise<Array<{ key: number; node: string }>> {
    const { rows } = await db.query<{ key: number; node: string }>(
      `SELECT l.objid::bigint AS key, a.application_name AS node
       FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
       WHERE l.locktype = 'advisory' AND l.granted AND l.classid = 0 AND l.objsubid = 1
         AND l.objid = ANY($1::oid[]) AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
       ORDER BY key`,
      [Object.values(LOCK_KEYS)],
    );
    return rows.map((r) => ({ key: Number(r.key), node: r.node }));
  }

  async function watchRounds(node: Node, player: Player): Promise<Socket> {
    const socket = await connectSocket(node.baseUrl, player.token);
    sockets.push(socket);
    results.set(socket, []);
    socket.on('roundResult', (result: RoundResultDto) => results.get(socket)!.push(result));
    openings.set(socket, []);
    socket.on('sessionStatus', ({ gameType, sessionId: roundId, phase }: RoundStatusDto) => {
      if (phase === 'betting') openings.get(socket)!.push({ event: 'sessionStatus', gameType, roundId });
    });
    socket.on('currentSessionId', ({ gameType, sessionId: roundId }: CurrentRoundIdEvent) =>
      openings.get(socket)!.push({ event: 'currentSessionId', gameType, roundId }),
    );
    // Watching without betting for five rounds gets a player out of the room: back in at once.
    socket.on('idleAutoKick', ({ gameType }: { gameType: GameType }) => socket.emit('join_game', { gameType }));
    for (const gameType of GAME_TYPES) socket.emit('join_game', { gameType });
    return socket;
  }

  const resultsOf = (socket: Socket, game: GameType) => results.get(socket)!.filter((r) => r.gameType === game);

  async function status(node: Node, game: GameType): Promise<RoundStatusDto | null> {
    const response = await api(node, 'GET', GAME_PATHS.current(game));
    return response.status === 200 ? response.body.data : null;
  }

  // A bet that is taken (200) is remembered for the settlement checks; one that came after the
  // end of betting (409, a slow machine) is not; anything else fails the test.
  async function bet(node: Node, player: Player, game: GameType, roundId: number, side: BetSide, amount: number): Promise<boolean> {
    const response = await api(node, 'POST', GAME_PATHS.bet(game), {
      token: player.token,
      csrf: player.csrf,
      body: { sessionId: roundId, side, amount },
    });
    expect([200, 409]).toContain(response.status);
    if (response.status !== 200) return false;
    placed.push({ betId: response.body.data.betId, userId: player.userId, game, roundId, side, amount });
    return true;
  }

  async function latestTaixiuRound() {
    const { rows } = await db.query<{ session_id: number; status: string; betting_ends_at: number }>(
      `SELECT session_id, status, betting_ends_at FROM game_rounds WHERE game = 'taixiu' ORDER BY session_id DESC LIMIT 1`,
    );
    return { roundId: Number(rows[0].session_id), status: rows[0].status, bettingEndsAt: Number(rows[0].betting_ends_at) };
  }

  beforeAll(async () => {
    database = await createTestDatabase(DATABASE_URL);
    // Node A first, so it is the leader of both games; B starts once A drives both clocks.
    nodeA = await startNode('node_a');
    await waitFor('node_a drives both games', 10_000, () => leaderLines(nodeA).length === GAME_TYPES.length);
    nodeB = await startNode('node_b');
    nodeBStartedAt = Date.now();
    db = await createDb({ kind: 'postgres', url: database.url });
    playerA = await playerOn(nodeA);
    playerB = await playerOn(nodeB);
  }, 60_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all([stopNode(nodeA), stopNode(nodeB), stopNode(nodeC)]);
    await db?.close();
    await database?.drop();
    await deleteRedisKeys(REDIS_URL, redisKeyPrefix);
    rmSync(tempDir, { recursive: true, force: true });
  }, 30_000);

  it('relays the same roundResult through both processes, while exactly one drives each game', async () => {
    const onA = await watchRounds(nodeA, playerA);
    const onB = await watchRounds(nodeB, playerB);
    // Two whole rounds of each game seen by both sockets.
    const common = (game: GameType) => {
      const seenOnB = new Set(resultsOf(onB, game).map((r) => r.sessionId));
      return resultsOf(onA, game).filter((r) => seenOnB.has(r.sessionId));
    };
    await waitFor('two rounds of each game on both sockets', 10_000, () => GAME_TYPES.every((g) => common(g).length >= 2));
    for (const game of GAME_TYPES) {
      for (const fromA of common(game)) {
        const fromB = resultsOf(onB, game).find((r) => r.sessionId === fromA.sessionId)!;
        expect(fromB).toEqual(fromA);
        expect(fromA.seed).toMatch(/^[0-9a-f]{64}$/);
        expect(game === 'taixiu' ? fromA.dice : fromA.coins).toHaveLength(game === 'taixiu' ? 3 : 4);
      }
      // The rounds' openings reach node B's socket too, relayed from the node that drives the clock.
      const opened = (socket: Socket, event: string) =>
        new Set(
          openings
            .get(socket)!
            .filter((o) => o.gameType === game && o.event === event)
            .map((o) => o.roundId),
        );
      const after = Math.min(...common(game).map((r) => r.sessionId));
      for (const event of ['sessionStatus', 'currentSessionId']) {
        const onBoth = [...opened(onA, event)].filter((roundId) => roundId > after && opened(onB, event).has(roundId));
        expect(onBoth.length).toBeGreaterThanOrEqual(1);
      }
    }

    // Node B, which drives no clock, answers the public reads from what it heard relayed
    // (games/live/round-board.ts) as node A does: the same round, history and chain. Read from both at
    // once, again when a round changed in between.
    for (const game of GAME_TYPES) {
      const paths = [GAME_PATHS.current(game), `${GAME_PATHS.history(game)}?limit=5`, GAME_PATHS.fairness(game)];
      await waitFor(`node B's reads of ${game} as node A's`, 5_000, async () => {
        const [a, b] = await Promise.all([nodeA, nodeB].map((node) => Promise.all(paths.map((path) => api(node, 'GET', path)))));
        if (![...a, ...b].every((answer) => answer.status === 200)) return false;
        const round = (answer: { body: { data: RoundStatusDto } }) => {
          const { serverNow: _now, phase: _phase, endsAt: _ends, totals: _totals, ...rest } = answer.body.data;
          return rest;
        };
        return (
          JSON.stringify(round(a[0])) === JSON.stringify(round(b[0])) &&
          JSON.stringify(a[1].body.data) === JSON.stringify(b[1].body.data) &&
          JSON.stringify(a[2].body.data) === JSON.stringify(b[2].body.data)
        );
      });
    }

    // Node B tried for the clocks when it started and again one leader retry (2 s) later, in vain.
    await sleep(Math.max(0, nodeBStartedAt + 2_500 - Date.now()));
    expect(
      leaderLines(nodeA)
        .map((l) => l.game)
        .sort(),
    ).toEqual([...GAME_TYPES].sort());
    expect(leaderLines(nodeB)).toEqual([]);
    expect(await lockHolders()).toEqual(GAME_TYPES.map((game) => ({ key: LOCK_KEYS[game], node: 'node_a' })));
  });

  it('hands both clocks to the survivor when the leader is killed, settling the open round once', async () => {
    const onB = sockets[1];
    // Bets on the open tài xỉu round through both nodes (the leader, about to die, and the other),
    // and on xóc đĩa's if it is open too; then the leader is killed while that round still takes
    // bets. A busy machine may miss the window: then the next round is tried (up to three).
    let taixiu: RoundStatusDto | null = null;
    for (let attempt = 0; attempt < 3 && !taixiu; attempt++) {
      const open = await waitFor(
        'a betting phase of taixiu with 700 ms left',
        5_000,
        async () => {
          const s = await status(nodeB, 'taixiu');
          return s && s.phase === 'betting' && s.endsAt - s.serverNow >= 700 ? s : null;
        },
        20,
      );
      const xocdia = (await status(nodeB, 'xocdia'))!;
      const taken = await Promise.all([
        bet(nodeA, playerA, 'taixiu', open.sessionId, 'tai', 20_000),
        bet(nodeB, playerB, 'taixiu', open.sessionId, 'xiu', 30_000),
        bet(nodeA, playerA, 'taixiu', open.sessionId, 'xiu', 5_000),
        ...(xocdia.phase === 'betting' && xocdia.endsAt - xocdia.serverNow > 300
          ? [
              bet(nodeB, playerB, 'xocdia', xocdia.sessionId, 'chan', 10_000),
              bet(nodeA, playerA, 'xocdia', xocdia.sessionId, 'three_red', 10_000),
            ]
          : []),
      ]);
      const latest = await latestTaixiuRound();
      const stillOpen = latest.roundId === open.sessionId && latest.status === 'betting' && Date.now() < latest.bettingEndsAt - 150;
      if (taken.slice(0, 3).every(Boolean) && stillOpen) taixiu = open;
    }
    if (!taixiu) throw new Error('could not place the bets within a betting phase in three rounds');

    const killedAt = Date.now();
    nodeA.child.kill('SIGKILL');
    await new Promise((r) => (nodeA.child.exitCode !== null || nodeA.child.signalCode !== null ? r(null) : nodeA.child.once('exit', r)));

    // Node B takes both clocks within its leader retry (2 s) plus a margin.
    const takeover = await waitFor('node_b drives both games', 8_000, () => {
      const lines = leaderLines(nodeB);
      return lines.length === GAME_TYPES.length ? lines : null;
    });
    const takeoverMs = Math.max(...takeover.map((l) => l.time)) - killedAt;
    expect(takeoverMs).toBeLessThan(5_000);
    expect(await lockHolders()).toEqual(GAME_TYPES.map((game) => ({ key: LOCK_KEYS[game], node: 'node_b' })));

    // The open round is settled (by B), and rounds go on after it with increasing ids.
    await waitFor('two more taixiu rounds after the one with the bets', 10_000, () =>
      resultsOf(onB, 'taixiu').some((r) => r.sessionId >= taixiu.sessionId + 2),
    );
    const seen = resultsOf(onB, 'taixiu').map((r) => r.sessionId);
    expect(seen).toContain(taixiu.sessionId);
    for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThan(seen[i - 1]);
    // No round announced twice by either socket (an announcement follows every settlement).
    for (const socket of sockets) {
      for (const game of GAME_TYPES) {
        const ids = resultsOf(socket, game).map((r) => r.sessionId);
        expect(new Set(ids).size).toBe(ids.length);
      }
    }
    const settledRound = resultsOf(onB, 'taixiu').find((r) => r.sessionId === taixiu.sessionId)!;
    console.log(
      `two nodes: node_b drove both clocks ${takeoverMs} ms after node_a was killed; ` +
        `round ${taixiu.sessionId} (${placed.length} bets) settled ${settledRound.settledAt - killedAt} ms after the kill`,
    );

    // Every round in the database: contiguous ids, all settled but the newest, each bet settled
    // once, as its round's result says, with exactly one stake and at most one payout transfer.
    for (const game of GAME_TYPES) {
      const { rows } = await db.query<{ session_id: number; status: string }>(
        'SELECT session_id, status FROM game_rounds WHERE game = $1 ORDER BY session_id',
        [game],
      );
      expect(rows.map((r) => Number(r.session_id))).toEqual(rows.map((_, i) => i + 1));
      expect(rows.slice(0, -1).every((r) => r.status === 'settled')).toBe(true);
    }
    const expectedBalance = new Map<number, number>([
      [playerA.userId, FUNDS],
      [playerB.userId, FUNDS],
    ]);
    const expectedPayouts = new Map<string, number>();
    for (const b of placed) {
      const round = await db.query<{ status: string; winning_sides: string[] }>(
        'SELECT status, winning_sides FROM game_rounds WHERE game = $1 AND session_id = $2',
        [b.game, b.roundId],
      );
      expect(round.rows[0].status).toBe('settled');
      const won = round.rows[0].winning_sides.includes(b.side);
      const payout = won ? payoutFor(b.game, b.side as never, b.amount) : 0;
      const row = await db.query<{ status: string; payout: number; jackpot_won: number }>(
        'SELECT status, payout, jackpot_won FROM game_bets WHERE id = $1',
        [b.betId],
      );
      const { jackpot_won: hu, ...settled } = row.rows[0];
      expect(settled).toEqual({ status: won ? 'won' : 'lost', payout });
      const stake = await db.query<{ amount: number }>('SELECT amount FROM transfers WHERE idempotency_key = $1', [`bet:${b.betId}`]);
      expect(stake.rows.map((t) => Number(t.amount))).toEqual([b.amount]);
      // A player's winnings of a round are one payout.
      const key = roundPayoutKey(b.game, b.roundId, b.userId);
      if (won) expectedPayouts.set(key, (expectedPayouts.get(key) ?? 0) + payout);
      // A triple of tài xỉu also pays the hũ to the winning side's bets (its own transfer, from the pool).
      expectedBalance.set(b.userId, expectedBalance.get(b.userId)! - b.amount + payout + Number(hu));
    }
    const payouts = await db.query<{ key: string; amount: number }>(
      `SELECT idempotency_key AS key, amount FROM transfers WHERE idempotency_key = ANY($1::text[])`,
      [placed.map((b) => roundPayoutKey(b.game, b.roundId, b.userId))],
    );
    expect(new Map(payouts.rows.map((t) => [t.key, Number(t.amount)]))).toEqual(expectedPayouts);
    expect(placed.filter((b) => b.roundId === taixiu!.sessionId && b.game === 'taixiu')).toHaveLength(3);
    for (const [userId, balance] of expectedBalance) {
      const { rows } = await db.query<{ balance: number }>(`SELECT balance FROM accounts WHERE kind = 'player_wallet' AND user_id = $1`, [
        userId,
      ]);
      expect(Number(rows[0].balance)).toBe(balance);
    }

    // The operator's ledger check, through the surviving node.
    const check = await api(nodeB, 'GET', '/admin/ledger/check?full=1', await operatorOn(nodeB));
    expect(check.status).toBe(200);
    expect(check.body.data.ok).toBe(true);
  });

  it('a node killed with bets in flight: each acknowledged bet is there once, each other one, retried with its key, at most once', async () => {
    nodeC = await startNode('node_c');
    const players = [await playerOn(nodeC, nodeC), await playerOn(nodeC, nodeC)];
    const open = await waitFor(
      'a betting phase of taixiu with 600 ms left',
      5_000,
      async () => {
        const s = await status(nodeB, 'taixiu');
        return s && s.phase === 'betting' && s.endsAt - s.serverNow >= 600 ? s : null;
      },
      20,
    );
    // 300 bets at once on node C, each with its own key; it is killed as soon as the first batch
    // has been answered, while the next ones are being written.
    const bets = Array.from({ length: 300 }, (_, i) => ({
      player: players[i % 2],
      body: {
        sessionId: open.sessionId,
        side: i % 3 ? 'tai' : 'xiu',
        amount: 1_000 + (i % 7) * 1_000,
        idempotencyKey: `kill-${i}-${randomBytes(4).toString('hex')}`,
      },
    }));
    let firstAnswer: () => void = () => {};
    const answered = new Promise<void>((r) => (firstAnswer = r));
    const sent = bets.map((b) =>
      api(nodeC!, 'POST', GAME_PATHS.bet('taixiu'), { token: b.player.token, csrf: b.player.csrf, body: b.body }).then(
        (response) => {
          if (response.status === 200) firstAnswer();
          return response;
        },
        () => null,
      ),
    );
    await Promise.race([answered, sleep(2_000)]);
    nodeC.child.kill('SIGKILL');
    const first = await Promise.all(sent);
    const acknowledged = new Map<string, number>();
    first.forEach((response, i) => {
      if (response?.status === 200) acknowledged.set(bets[i].body.idempotencyKey, response.body.data.betId);
    });
    expect(acknowledged.size).toBeGreaterThan(0);

    // Every bet again, the same request with the same key, on the surviving node.
    const retried = await Promise.all(
      bets.map((b) => api(nodeB, 'POST', GAME_PATHS.bet('taixiu'), { token: b.player.token, csrf: b.player.csrf, body: b.body })),
    );
    const stored = await db.query<{ id: number; idempotency_key: string; amount: number }>(
      `SELECT id, idempotency_key, amount FROM game_bets WHERE user_id = ANY($1::bigint[])`,
      [players.map((p) => p.userId)],
    );
    const byKey = new Map(stored.rows.map((row) => [row.idempotency_key, row]));
    expect(byKey.size).toBe(stored.rows.length);
    bets.forEach((b, i) => {
      const key = b.body.idempotencyKey;
      const retry = retried[i];
      const row = byKey.get(key);
      if (acknowledged.has(key)) {
        // Acknowledged before the kill: in the database, and the retry is answered as that bet.
        expect(row?.id).toBe(acknowledged.get(key));
        expect(retry.status).toBe(200);
        expect(retry.body.data).toMatchObject({ betId: row!.id, replayed: true });
      } else if (retry.status === 200) {
        // Lost with the node (or written and never answered): there once, whichever wrote it.
        expect(retry.body.data.betId).toBe(row?.id);
      } else {
        // The round stopped taking bets before the retry: nowhere.
        expect(retry.status).toBe(409);
        expect(row).toBeUndefined();
      }
    });
    // One stake transfer per bet, and wallets that are their funding less those stakes (the
    // round is still betting or being settled: payouts are checked by the test before).
    const stakes = await db.query<{ key: string; amount: number }>(
      `SELECT idempotency_key AS key, amount FROM transfers WHERE idempotency_key = ANY($1::text[])`,
      [stored.rows.map((row) => `bet:${row.id}`)],
    );
    expect(stakes.rows).toHaveLength(stored.rows.length);
    const placedNow = retried.filter((r) => r.status === 200 && !r.body.data.replayed).length;
    console.log(
      `two nodes: node_c killed with ${bets.length} bets sent: ${acknowledged.size} acknowledged before the kill, ` +
        `${stored.rows.length} in the database after the retries on node_b (${placedNow} placed by a retry)`,
    );
    const check = await api(nodeB, 'GET', '/admin/ledger/check?full=1', await operatorOn(nodeB));
    expect(check.body.data.ok).toBe(true);
  });
});

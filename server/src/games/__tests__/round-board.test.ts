import type { Socket } from 'socket.io-client';
import {
  GAME_PATHS,
  HTTP_MESSAGES,
  type FairnessDto,
  type GameType,
  type RoundResultDto,
  type RoundStatusDto,
} from '@app/shared/contracts';
import type { Db } from '../../db/db';
import { bearer, connectSocket, createTestApp, signupUser, sleep, type TestApp } from '../../test-utils';
import { url } from './game-helpers';

// Two nodes of one deployment: one database, one Redis (REDIS_URL, else the local one at its
// standard port), the same secrets and key prefix. One drives the clock; the other only relays.
process.env.REDIS_URL ||= 'redis://127.0.0.1:6379';

const GAME: GameType = 'taixiu';
// The statements that read the games' tables.
const GAME_TABLES = /\bgame_\w+/;

// Counts the game reads made through the database object while `run` runs.
async function gameReadsDuring(db: Db, run: () => Promise<void>): Promise<string[]> {
  const reads: string[] = [];
  const query = db.query.bind(db);
  const spy = jest.spyOn(db, 'query').mockImplementation(((text: string, params?: unknown[]) => {
    if (GAME_TABLES.test(text)) reads.push(text);
    return query(text, params as never);
  }) as typeof db.query);
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return reads;
}

async function get<T>(node: TestApp, path: string): Promise<T> {
  const response = await node.app.inject({ method: 'GET', url: url(path) });
  if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
  return response.json().data as T;
}

describe('the rounds answered from memory, on the leader and on a follower', () => {
  let nodeA: TestApp;
  let nodeB: TestApp;
  let leader: TestApp;
  let follower: TestApp;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    nodeA = await createTestApp({ gameBettingSeconds: 1.5, gameResultSeconds: 0.3, gameChainLength: 100, gameLeaderRetryMs: 200 });
    nodeB = await createTestApp(
      {
        gameBettingSeconds: 1.5,
        gameResultSeconds: 0.3,
        gameChainLength: 100,
        gameLeaderRetryMs: 200,
        jwtSecret: nodeA.config.jwtSecret,
        redisKeyPrefix: nodeA.config.redisKeyPrefix,
        ...(nodeA.config.database.kind === 'postgres' ? { database: nodeA.config.database } : {}),
      },
      { db: nodeA.db },
    );
    await nodeA.listen();
    await nodeB.listen();
    for (let i = 0; i < 100 && !nodeA.app.games.engines[GAME].isLeader() && !nodeB.app.games.engines[GAME].isLeader(); i++) await sleep(50);
    [leader, follower] = nodeA.app.games.engines[GAME].isLeader() ? [nodeA, nodeB] : [nodeB, nodeA];
    expect(leader.app.games.engines[GAME].isLeader()).toBe(true);
    expect(follower.app.games.engines[GAME].isLeader()).toBe(false);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await nodeB?.close();
    await nodeA?.close();
  });

  // The leader's round in its betting phase with at least `leftMs` to go.
  async function bettingRound(leftMs: number): Promise<RoundStatusDto> {
    for (let i = 0; i < 400; i++) {
      // 404 until the leader has opened its first round.
      const response = await leader.app.inject({ method: 'GET', url: url(GAME_PATHS.current(GAME)) });
      const status = response.statusCode === 200 ? (response.json().data as RoundStatusDto) : null;
      if (status?.phase === 'betting' && status.endsAt - status.serverNow >= leftMs) return status;
      await sleep(20);
    }
    throw new Error('no betting phase');
  }

  it('a follower knows the new round, the settled one and the chain from the relayed events, not from the database', async () => {
    const round = await bettingRound(800);
    // Both nodes have read what they hold once.
    for (const node of [leader, follower]) {
      await get(node, GAME_PATHS.current(GAME));
      await get(node, `${GAME_PATHS.history(GAME)}?limit=5`);
      await get(node, GAME_PATHS.fairness(GAME));
    }
    let next: RoundStatusDto | null = null;
    for (let i = 0; i < 300 && !next; i++) {
      const status = await get<RoundStatusDto>(leader, GAME_PATHS.current(GAME));
      if (status.sessionId > round.sessionId) next = status;
      else await sleep(10);
    }
    expect(next?.sessionId).toBe(round.sessionId + 1);
    // Within a second of the opening, the follower does not read the database for a round it
    // thinks has ended: what it answers came through Redis from the leader (a few ms behind it).
    const heardBy = Date.now() + 500;
    let onFollower = await get<RoundStatusDto>(follower, GAME_PATHS.current(GAME));
    while (onFollower.sessionId === round.sessionId && Date.now() < heardBy) {
      await sleep(5);
      onFollower = await get<RoundStatusDto>(follower, GAME_PATHS.current(GAME));
    }
    expect(onFollower).toMatchObject({
      sessionId: round.sessionId + 1,
      phase: 'betting',
      chainId: next!.chainId,
      previousSeed: next!.previousSeed,
    });
    const history = await get<RoundResultDto[]>(follower, `${GAME_PATHS.history(GAME)}?limit=5`);
    expect(history[0].sessionId).toBe(round.sessionId);
    expect(history).toEqual(await get<RoundResultDto[]>(leader, `${GAME_PATHS.history(GAME)}?limit=5`));
    const fairness = await get<FairnessDto>(follower, GAME_PATHS.fairness(GAME));
    expect(fairness).toEqual(await get<FairnessDto>(leader, GAME_PATHS.fairness(GAME)));
    expect(fairness.currentSessionId).toBe(round.sessionId + 1);
  });

  it('answers a flood of getSessionStatus and public GETs on both nodes without one read of the games tables', async () => {
    await bettingRound(1_000);
    const player = await signupUser(follower.app);
    const socket = await connectSocket(await follower.listen(), player.token);
    sockets.push(socket);
    socket.emit('join_game', { gameType: GAME });
    // Each node has read what it holds once this round.
    for (const node of [leader, follower]) {
      await get(node, GAME_PATHS.current(GAME));
      await get(node, `${GAME_PATHS.history(GAME)}?limit=20`);
      await get(node, GAME_PATHS.fairness(GAME));
    }
    await socket.timeout(2_000).emitWithAck('getSessionStatus', { gameType: GAME });

    const answers: RoundStatusDto[] = [];
    const reads = await gameReadsDuring(leader.db, async () => {
      for (let i = 0; i < 15; i++)
        answers.push((await socket.timeout(2_000).emitWithAck('getSessionStatus', { gameType: GAME })) as RoundStatusDto);
      await Promise.all(
        [leader, follower].flatMap((node) =>
          Array.from({ length: 50 }, (_, i) => [
            get(node, GAME_PATHS.current(GAME)),
            get(node, `${GAME_PATHS.history(GAME)}?limit=${1 + (i % 20)}`),
            get(node, GAME_PATHS.fairness(GAME)),
          ]).flat(),
        ),
      );
    });
    expect(reads).toEqual([]);
    // The count sees reads where there are some: the player's own bets are read from the database.
    const control = await gameReadsDuring(leader.db, async () => {
      await follower.app.inject({ method: 'GET', url: url(GAME_PATHS.myBets(GAME)), headers: bearer(player.token) });
    });
    expect(control.length).toBeGreaterThan(0);
    expect(answers).toHaveLength(15);
    const now = await get<RoundStatusDto>(leader, GAME_PATHS.current(GAME));
    for (const answer of answers)
      expect(answer).toMatchObject({ sessionId: now.sessionId, chainId: now.chainId, previousSeed: now.previousSeed });
  });
});

describe('the public game reads rate limited', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ rateLimitScale: 1, gameBettingSeconds: 5, gameResultSeconds: 1 });
    // Both games' first rounds open (on PostgreSQL once the clock's lock is taken): 404 before.
    for (let i = 0; i < 200; i++) {
      const rounds = await Promise.all([t.app.games.status('taixiu'), t.app.games.status('xocdia')]);
      if (rounds.every(Boolean)) break;
      await sleep(50);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const read = (path: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'GET', url: url(path), headers, remoteAddress });

  it('counts a signed-in caller as a player: 60 reads per 10 s, then a Vietnamese 429; another player on the same address reads on', async () => {
    const one = await signupUser(t.app);
    const two = await signupUser(t.app);
    const paths = [GAME_PATHS.current(GAME), GAME_PATHS.history(GAME), GAME_PATHS.fairness(GAME)];
    for (let i = 0; i < 60; i++) {
      const response = await read(paths[i % 3], bearer(one.token));
      expect(response.statusCode).toBe(200);
    }
    const refused = await read(GAME_PATHS.current('xocdia'), bearer(one.token));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, message: HTTP_MESSAGES.tooManyRequests });
    expect((await read(GAME_PATHS.current(GAME), bearer(two.token))).statusCode).toBe(200);
    // A forged token is no player: it counts under its address, which still has room.
    expect((await read(GAME_PATHS.current(GAME), bearer(`${one.token.slice(0, -4)}AAAA`))).statusCode).toBe(200);
  });

  it('counts a caller not signed in by address: 300 reads per 10 s, then a Vietnamese 429; another address reads on', async () => {
    for (let i = 0; i < 300; i++) {
      const response = await read(GAME_PATHS.current(GAME), {}, '10.1.2.3');
      expect(response.statusCode).toBe(200);
    }
    const refused = await read(GAME_PATHS.fairness(GAME), {}, '10.1.2.3');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(HTTP_MESSAGES.tooManyRequests);
    expect((await read(GAME_PATHS.current(GAME), {}, '10.1.2.4')).statusCode).toBe(200);
  });
});

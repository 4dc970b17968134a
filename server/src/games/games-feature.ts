import type { FastifyInstance } from 'fastify';
import { GAME_TYPES, type GameType, type SessionStatusDto } from '@app/shared/contracts';
import { CONFIG_DEFAULTS } from '../config/app-config';
import { definePlugin } from '../http/define-plugin';
import { createBetService, type BetService } from './bet-service';
import { createGameConfigService } from './game-config-service';
import { createCsrfTokens } from './csrf';
import { createChainSeeds } from './fairness/chain-seeds';
import { createGameNotifier } from './game-notifier';
import { installGameSocketHandlers } from './game-socket';
import { bettorsOfRound, findChain, latestRound, previousChain, resultOf, settledRounds } from './game-store';
import { redisIdleCounts } from './idle-counts';
import { createIdleTracker } from './idle-tracker';
import { createLeaderLock } from './leader-lock';
import { createRoundBoard, type RoundBoard } from './round-board';
import { createRoundEngine, sessionStatusOf, type RoundEngine } from './round-engine';
import { adminGameConfigRoutes } from './routes/admin-game-config';
import { adminRoundsRoutes } from './routes/admin-rounds';
import { cancelBetRoutes } from './routes/cancel-bet';
import { csrfTokenRoutes } from './routes/csrf-token';
import { placeBetRoutes } from './routes/place-bet';
import { roundInfoRoutes } from './routes/round-info';
import { betHistoryRoutes } from './routes/bet-history';
import type { GameRouteContext } from './routes/route-context';

declare module 'fastify' {
  interface FastifyInstance {
    games: {
      engines: Record<GameType, RoundEngine>;
      bets: BetService;
      status(game: GameType): Promise<SessionStatusDto | null>;
      board: RoundBoard;
    };
  }
}

// The node that drives a game's clock tells the other nodes a round was settled (for their idle
// counts) with this server-side event; it needs the Redis adapter, so only then is it sent.
const ROUND_SETTLED = 'games:roundSettled' as const;

// Tài xỉu and xóc đĩa: one round engine per game, driven by whichever node
// holds that game's leader lock (the others only serve requests and relay), the bet and cancel
// routes, fairness and history, the operator's limits, and the socket questions. Not encapsulated.
export const gamesFeature = definePlugin(
  'games',
  async (app: FastifyInstance) => {
    const { config } = app;
    const bettingMs = Math.round(config.gameBettingSeconds * 1000);
    const resultMs = Math.round(config.gameResultSeconds * 1000);
    const databaseUrl = config.database.kind === 'postgres' ? config.database.url : null;
    const onError = (error: unknown) => app.log.warn({ err: error }, 'game event failed');

    const configs = createGameConfigService(app.db);
    const bets = createBetService(app.db, configs);
    // The rounds every node answers from memory, kept from the room events (round-board.ts).
    const board = createRoundBoard({
      source: {
        status: async (game) => {
          const round = await latestRound(app.db, game);
          return round ? sessionStatusOf(app.db, round, Date.now()) : null;
        },
        settled: async (game, limit, before) => (await settledRounds(app.db, game, limit, before)).map((round) => resultOf(round)!),
        chain: async (game, chainId) => {
          const chain = await findChain(app.db, chainId);
          if (!chain) return null;
          const before = await previousChain(app.db, game, chain.id);
          return {
            commitment: chain.commitment,
            length: chain.length,
            previousChain: before ? { chainId: before.id, commitment: before.commitment } : null,
          };
        },
      },
    });
    const notify = createGameNotifier({
      io: app.io,
      realtime: app.realtime,
      db: app.db,
      cluster: Boolean(config.redisUrl),
      onRoomEvent: board.observe,
      onError,
    });
    const idle = createIdleTracker({
      counts: app.redis ? redisIdleCounts(app.redis, config.redisKeyPrefix) : undefined,
      onError: (error) => app.log.warn({ err: error }, 'idle count store failed'),
    });
    const status = board.status;

    // One for both games: it only caches each chain's seeds, derived from the secret.
    const seeds = createChainSeeds(config.fairnessSecret);
    const engines = {} as Record<GameType, RoundEngine>;
    for (const game of GAME_TYPES) {
      engines[game] = createRoundEngine({
        db: app.db,
        game,
        bettingMs,
        resultMs,
        chainLength: config.gameChainLength ?? CONFIG_DEFAULTS.gameChainLength,
        seeds,
        leaderRetryMs: config.gameLeaderRetryMs ?? CONFIG_DEFAULTS.gameLeaderRetryMs,
        lock: createLeaderLock(app.db, game, databaseUrl, (error) => app.log.warn({ err: error, game }, 'game leader connection')),
        log: app.log,
        onRoundOpened: async (round) => notify.status(await sessionStatusOf(app.db, round, Date.now()), true),
        onRoundSettled: async (settlement) => {
          notify.settled(settlement);
          const round = await latestRound(app.db, game);
          if (round) notify.status(await sessionStatusOf(app.db, round, Date.now()), false);
          const bettors = await bettorsOfRound(app.db, game, settlement.result.sessionId);
          idle.roundSettled(game, bettors);
          if (config.redisUrl) {
            try {
              app.io.serverSideEmit(ROUND_SETTLED, { game, bettors });
            } catch (error) {
              onError(error);
            }
          }
        },
        // No idle count: a round the house called off is no round the players sat out.
        onRoundVoided: async (voided) => {
          notify.voided(voided);
          const round = await latestRound(app.db, game);
          if (round) notify.status(await sessionStatusOf(app.db, round, Date.now()), false);
        },
      });
    }
    if (config.redisUrl) {
      app.io.on(ROUND_SETTLED, (payload) => {
        const game = GAME_TYPES.find((g) => g === payload?.game);
        if (game && Array.isArray(payload.bettors))
          idle.roundSettled(
            game,
            payload.bettors.filter((id) => typeof id === 'number'),
          );
      });
    }

    const context: GameRouteContext = { bets, configs, csrf: createCsrfTokens(config.jwtSecret), notify, status, board };
    csrfTokenRoutes(app, context);
    placeBetRoutes(app, context);
    cancelBetRoutes(app, context);
    roundInfoRoutes(app, context);
    betHistoryRoutes(app);
    adminGameConfigRoutes(app, context);
    adminRoundsRoutes(app);
    installGameSocketHandlers(app.io, { idle, status, log: app.log });

    app.decorate('games', { engines, bets, status, board });

    app.addHook('onReady', async () => {
      for (const game of GAME_TYPES) engines[game].start();
    });
    app.addHook('preClose', async () => {
      await Promise.all(GAME_TYPES.map((game) => engines[game].stop()));
      notify.stop();
    });
  },
  ['config', 'db', 'authentication', 'realtime', 'rate-limit'],
);

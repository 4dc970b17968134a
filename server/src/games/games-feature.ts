import type { FastifyInstance } from 'fastify';
import { GAME_TYPES, type GameType, type RoundStatusDto } from '@app/shared/contracts';
import { CONFIG_DEFAULTS } from '../config/app-config';
import { definePlugin } from '../http/define-plugin';
import { createBetService, type BetService } from './bet-service';
import { createGameConfigService } from './game-config-service';
import { createGamePauseService } from './game-pause-service';
import { createCsrfTokens } from '../http/csrf';
import { createChainSeeds } from './fairness/chain-seeds';
import { createGameNotifier } from './live/game-notifier';
import { createBigWinsService } from './big-wins-service';
import { createLeaderboardService } from './leaderboard-service';
import { leaderboardRoutes } from './routes/leaderboard';
import { jackpotRoutes } from './routes/jackpot';
import { installGameSocketHandlers } from './live/game-socket';
import { closedRounds, latestRound, resultOf, voidCounts, voidRoundOf } from './round-store';
import { findChain, previousChain } from './chain-store';
import { redisIdleCounts } from './live/idle-counts';
import { createIdleTracker } from './live/idle-tracker';
import { createLeaderLock } from './clock/leader-lock';
import { createRoundBoard, type RoundBoard } from './live/round-board';
import { createRoundEngine, roundStatusOf, type RoundEngine } from './clock/round-engine';
import { countRoundsSettledElsewhere, roundResultBroadcast } from './live/round-result-broadcast';
import { adminGameConfigRoutes } from './routes/admin-game-config';
import { adminGamePauseRoutes } from './routes/admin-game-pause';
import { gameStatesRoutes } from './routes/game-states';
import { adminRoundsRoutes } from './routes/admin-rounds';
import { cancelBetRoutes } from './routes/cancel-bet';
import { csrfTokenRoutes } from './routes/csrf-token';
import { placeBetRoutes } from './routes/place-bet';
import { roundInfoRoutes } from './routes/round-info';
import { betHistoryRoutes } from './routes/bet-history';
import type { GameRouteContext } from './routes/route-context';
import { createVoidRevealer } from './void-reveal-service';

declare module 'fastify' {
  interface FastifyInstance {
    games: {
      engines: Record<GameType, RoundEngine>;
      bets: BetService;
      status(game: GameType): Promise<RoundStatusDto | null>;
      board: RoundBoard;
      // Publishes the seeds of the void rounds this node's secret derives (void-reveal-service.ts).
      revealVoids(): Promise<void>;
    };
  }
}

// How often every node looks for void rounds whose seed its secret can publish (void-reveal-service.ts).
const VOID_REVEAL_INTERVAL_MS = 5 * 60_000;

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
    // The rounds every node answers from memory, kept from the room events (round-board.ts).
    const board = createRoundBoard({
      source: {
        status: async (game) => {
          const round = await latestRound(app.db, game);
          return round ? roundStatusOf(app.db, round, Date.now()) : null;
        },
        closed: async (game, limit, before) =>
          (await closedRounds(app.db, game, limit, before)).map((round) =>
            round.status === 'void' ? voidRoundOf(round) : { ...resultOf(round)!, status: 'settled' as const },
          ),
        chain: async (game, chainId) => {
          const chain = await findChain(app.db, chainId);
          if (!chain) return null;
          const before = await previousChain(app.db, game, chain.id);
          const voids = await voidCounts(app.db, game, before ? [chain.id, before.id] : [chain.id]);
          return {
            commitment: chain.commitment,
            length: chain.length,
            previousChain: before
              ? { chainId: before.id, commitment: before.commitment, voidedRounds: voids.byChain.get(before.id) ?? 0 }
              : null,
            voidedRounds: voids.byChain.get(chain.id) ?? 0,
            voids: { total: voids.total, unrevealed: voids.unrevealed },
          };
        },
      },
    });
    const { realtime } = app;
    realtime.onGameEvent(board.observe);
    const notify = createGameNotifier({ realtime, db: app.db, onError });
    const bets = createBetService(app.db, configs, notify);
    const bigWins = createBigWinsService(app.db);
    const idle = createIdleTracker({
      notify,
      rounds: config.idleKickRounds,
      counts: app.redis ? redisIdleCounts(app.redis, config.redisKeyPrefix) : undefined,
      onError: (error) => app.log.warn({ err: error }, 'idle count store failed'),
    });
    const status = board.status;

    // One for both games: it only caches each chain's seeds, derived from the secret.
    const seeds = createChainSeeds(config.fairnessSecret);
    // A round was called off or a void round's seed published here: every node's round board reads
    // the game's history and fairness counts again (neither sends a room event).
    const roundsChanged = (game: GameType) => {
      board.roundsChanged(game);
      realtime.toOtherNodes('games:roundsChanged', { game });
    };
    // Its own cache of seeds: a void round's chain is not one the engines play.
    const revealer = createVoidRevealer({ db: app.db, seeds: createChainSeeds(config.fairnessSecret, 2) });
    const revealVoids = async () => {
      for (const game of GAME_TYPES) {
        try {
          const revealed = await revealer.reveal(game);
          if (!revealed.length) continue;
          app.log.info({ game, roundIds: revealed }, 'published the seeds of void rounds this FAIRNESS_SECRET derives');
          roundsChanged(game);
        } catch (error) {
          app.log.warn({ err: error, game }, 'publishing the seeds of void rounds failed');
        }
      }
    };
    let revealTimer: NodeJS.Timeout | null = null;
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
        ...roundResultBroadcast({ db: app.db, game, notify, idle, realtime, roundsChanged, bigWins }),
      });
    }
    countRoundsSettledElsewhere(realtime, idle, GAME_TYPES);
    realtime.onOtherNode('games:roundsChanged', (payload) => {
      const game = GAME_TYPES.find((g) => g === payload?.game);
      if (game) board.roundsChanged(game);
    });

    const pauses = createGamePauseService(app.db, configs, notify);
    const context: GameRouteContext = { bets, configs, pauses, csrf: createCsrfTokens(config.jwtSecret), status, board, bigWins };
    csrfTokenRoutes(app, context);
    placeBetRoutes(app, context);
    cancelBetRoutes(app, context);
    roundInfoRoutes(app, context);
    leaderboardRoutes(app, createLeaderboardService(app.db));
    jackpotRoutes(app);
    betHistoryRoutes(app);
    adminGameConfigRoutes(app, context);
    adminGamePauseRoutes(app, context);
    gameStatesRoutes(app, context);
    adminRoundsRoutes(app);
    installGameSocketHandlers(realtime, { idle, status, log: app.log });

    app.decorate('games', { engines, bets, status, board, revealVoids });

    app.addHook('onReady', async () => {
      for (const game of GAME_TYPES) engines[game].start();
      void revealVoids();
      revealTimer = setInterval(() => void revealVoids(), VOID_REVEAL_INTERVAL_MS);
      revealTimer.unref();
    });
    app.addHook('preClose', async () => {
      if (revealTimer) clearInterval(revealTimer);
      await Promise.all(GAME_TYPES.map((game) => engines[game].stop()));
      notify.stop();
    });
  },
  ['config', 'db', 'authentication', 'realtime', 'rate-limit'],
);

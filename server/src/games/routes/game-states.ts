import type { FastifyInstance } from 'fastify';
import { API_BASE, GAME_PATHS, GAME_TYPES } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { arrayOf, successSchema } from '../../http/schemas';
import { gameStateSchema } from '../game-schemas';
import type { GameRouteContext } from './route-context';

// GET /api/games/states (public): whether each game is open or paused for maintenance, for the
// lobby. Read as the bets read it (each node holds a game's settings for a moment), so a tile says
// what a bet would meet.
export function gameStatesRoutes(app: FastifyInstance, { configs }: Pick<GameRouteContext, 'configs'>): void {
  app.get(`${API_BASE}${GAME_PATHS.states}`, { schema: { response: { 200: successSchema(arrayOf(gameStateSchema)) } } }, async () =>
    ok(await Promise.all(GAME_TYPES.map(async (game) => ({ gameType: game, pausedAt: (await configs.current(game)).pausedAt })))),
  );
}

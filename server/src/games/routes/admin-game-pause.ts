import type { FastifyInstance } from 'fastify';
import { API_BASE, GAME_MESSAGES, GAME_PATHS, GameParams, OPERATOR_ACCESS } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { operatorStepUp } from '../../two-factor/step-up-header';
import { gameConfigSchema } from '../game-schemas';
import type { GameRouteContext } from './route-context';

// Operators: POST /api/admin/games/:game/pause and /resume (no body): the game stopped for
// maintenance after the round under way, or started again; answers the game's settings with
// pausedAt. x-two-factor-session: a token for 'admin_settings' bound to 'game-config:<game>'.
export function adminGamePauseRoutes(app: FastifyInstance, { pauses }: Pick<GameRouteContext, 'pauses'>): void {
  const options = {
    preHandler: app.requireOperator(OPERATOR_ACCESS.admin),
    schema: { response: { 200: successSchema(gameConfigSchema) } },
  };

  app.post(`${API_BASE}${GAME_PATHS.adminPause(':game')}`, options, async (request) => {
    const { game } = parseInput(GameParams, request.params);
    return ok(await pauses.pause(operatorStepUp(request), game), GAME_MESSAGES.gamePausedDone);
  });

  app.post(`${API_BASE}${GAME_PATHS.adminResume(':game')}`, options, async (request) => {
    const { game } = parseInput(GameParams, request.params);
    return ok(await pauses.resume(operatorStepUp(request), game), GAME_MESSAGES.gameResumed);
  });
}

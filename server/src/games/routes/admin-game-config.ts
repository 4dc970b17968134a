import type { FastifyInstance } from 'fastify';
import { OPERATOR_ACCESS, API_BASE, GAME_MESSAGES, GAME_PATHS, GameConfigBody, GameParams } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { operatorStepUp } from '../../two-factor/step-up-header';
import { arrayOf, successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { allGameConfigs, gameConfig } from '../game-config-store';
import { gameConfigSchema } from '../game-schemas';
import type { GameRouteContext } from './route-context';

// Operators: GET /api/admin/games/configs, PUT /api/admin/games/:game/config {minBet?, maxBet?,
// maxRoundTotal?, maxHouseExposure?, refuseBothSides?} (fields left out keep their value; min ≤ max ≤
// round max), x-two-factor-session:
// a token for 'admin_settings' bound to 'game-config:<game>'.
export function adminGameConfigRoutes(app: FastifyInstance, { configs }: Pick<GameRouteContext, 'configs'>): void {
  app.get(
    `${API_BASE}${GAME_PATHS.adminConfigs}`,
    { preHandler: app.requireOperator(OPERATOR_ACCESS.admin), schema: { response: { 200: successSchema(arrayOf(gameConfigSchema)) } } },
    async () => ok(await allGameConfigs(app.db)),
  );

  app.get(
    `${API_BASE}${GAME_PATHS.adminConfig(':game')}`,
    { preHandler: app.requireOperator(OPERATOR_ACCESS.admin), schema: { response: { 200: successSchema(gameConfigSchema) } } },
    async (request) => {
      const { game } = parseInput(GameParams, request.params);
      return ok(await gameConfig(app.db, game));
    },
  );

  app.put(
    `${API_BASE}${GAME_PATHS.adminConfig(':game')}`,
    { preHandler: app.requireOperator(OPERATOR_ACCESS.admin), schema: { response: { 200: successSchema(gameConfigSchema) } } },
    async (request) => {
      const { game } = parseInput(GameParams, request.params);
      const change = parseInput(GameConfigBody, request.body);
      const saved = await configs.update(operatorStepUp(request), game, change);
      return ok(saved, GAME_MESSAGES.configUpdated);
    },
  );
}

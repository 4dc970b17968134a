import type { FastifyInstance } from 'fastify';
import { API_BASE, GAME_MESSAGES, GAME_PATHS, GameConfigBody, GameParams } from '@app/shared/contracts';
import { badRequest } from '../../http/app-error';
import { ok } from '../../http/respond';
import { arrayOf, successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { allGameConfigs, gameConfig, saveGameConfig } from '../game-store';
import { gameConfigSchema } from '../game-schemas';

// Operators: GET /api/admin/games/configs, PUT /api/admin/games/:game/config {minBet?, maxBet?,
// maxRoundTotal?} (fields left out keep their value; min ≤ max ≤ round max).
export function adminGameConfigRoutes(app: FastifyInstance): void {
  app.get(
    `${API_BASE}${GAME_PATHS.adminConfigs}`,
    { preHandler: app.requireAdmin, schema: { response: { 200: successSchema(arrayOf(gameConfigSchema)) } } },
    async () => ok(await allGameConfigs(app.db)),
  );

  app.get(
    `${API_BASE}/admin/games/:game/config`,
    { preHandler: app.requireAdmin, schema: { response: { 200: successSchema(gameConfigSchema) } } },
    async (request) => {
      const { game } = parseInput(GameParams, request.params);
      return ok(await gameConfig(app.db, game));
    },
  );

  app.put(
    `${API_BASE}/admin/games/:game/config`,
    { preHandler: app.requireAdmin, schema: { response: { 200: successSchema(gameConfigSchema) } } },
    async (request) => {
      const { game } = parseInput(GameParams, request.params);
      const change = parseInput(GameConfigBody, request.body);
      const saved = await app.db.tx(async (q) => {
        const current = await gameConfig(q, game);
        const next = {
          minBet: change.minBet ?? current.minBet,
          maxBet: change.maxBet ?? current.maxBet,
          maxRoundTotal: change.maxRoundTotal ?? current.maxRoundTotal,
        };
        if (!(next.minBet <= next.maxBet && next.maxBet <= next.maxRoundTotal)) throw badRequest(GAME_MESSAGES.configInvalid);
        return saveGameConfig(q, game, next);
      });
      return ok(saved, GAME_MESSAGES.configUpdated);
    },
  );
}

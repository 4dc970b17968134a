import type { FastifyInstance } from 'fastify';
import { API_BASE, GAME_PATHS, GAME_TYPES } from '@app/shared/contracts';
import { csrfSchema } from '../game-schemas';
import type { GameRouteContext } from './route-context';

// GET /api/game-taixiu/csrf-token (and the same under game-xocdia): {success, csrf_token,
// expires_in, data: {csrf_token, expires_in}}. One token, bound to the player's session, serves the
// bets of both games.
export function csrfTokenRoutes(app: FastifyInstance, { csrf }: GameRouteContext): void {
  for (const game of GAME_TYPES) {
    app.get(
      `${API_BASE}${GAME_PATHS.csrfToken(game)}`,
      { preHandler: app.requirePlayer, schema: { response: { 200: csrfSchema } } },
      async (request, reply) => {
        const token = csrf.issue(request.auth!.loginSessionId);
        reply.header('cache-control', 'no-store');
        return { success: true, ...token, data: token };
      },
    );
  }
}

import type { FastifyInstance } from 'fastify';
import { API_BASE, GAME_PATHS, JACKPOT_GAME, JACKPOT_TEXTS, JackpotSettingsBody, OPERATOR_ACCESS } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { operatorStepUp } from '../../two-factor/step-up-header';
import { changeJackpotSettings, jackpotOf } from '../jackpot-service';
import { jackpotSchema } from '../game-schemas';

// GET /api/game-taixiu/jackpot (public): the pool and its rules, for the table, the home card and
// the rules dialog. Admins: GET and PUT /api/admin/games/taixiu/jackpot {shareBasisPoints,
// seedAmount, capPerBet}, x-two-factor-session: a token for 'admin_settings' bound to 'jackpot:taixiu'.
export function jackpotRoutes(app: FastifyInstance): void {
  const schema = { response: { 200: successSchema(jackpotSchema) } };
  const current = async () => (await jackpotOf(app.db, JACKPOT_GAME))!;
  app.get(`${API_BASE}${GAME_PATHS.jackpot(JACKPOT_GAME)}`, { schema }, async () => ok(await current()));
  app.get(
    `${API_BASE}${GAME_PATHS.adminJackpot(JACKPOT_GAME)}`,
    { preHandler: app.requireOperator(OPERATOR_ACCESS.admin), schema },
    async () => ok(await current()),
  );
  app.put(
    `${API_BASE}${GAME_PATHS.adminJackpot(JACKPOT_GAME)}`,
    { preHandler: app.requireOperator(OPERATOR_ACCESS.admin), schema },
    async (request) => {
      const next = parseInput(JackpotSettingsBody, request.body);
      return ok(await changeJackpotSettings(app.db, operatorStepUp(request), JACKPOT_GAME, next), JACKPOT_TEXTS.saved);
    },
  );
}

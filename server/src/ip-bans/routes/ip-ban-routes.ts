import type { FastifyInstance } from 'fastify';
import { API_BASE, IP_BAN_MESSAGES, IP_BAN_PATHS, type IpBanDto } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { IdParams } from '../../http/route-inputs';
import { arrayOf, dto, integer, nullableString, string, successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { BanIpBody } from '../ip-ban-inputs';
import type { IpBanService } from '../ip-ban-service';

const banSchema = dto<IpBanDto>({
  id: integer,
  network: string,
  reason: string,
  createdBy: string,
  createdAt: string,
  liftedBy: nullableString,
  liftedAt: nullableString,
});

// GET /api/admin/ip-bans: the active bans, newest first, then the last ones lifted.
// POST /api/admin/ip-bans {network, reason}: shuts an address or a range out; its open sessions end.
// POST /api/admin/ip-bans/:id/lift: lets it back in.
export function ipBanRoutes(app: FastifyInstance, bans: IpBanService): void {
  app.get(`${API_BASE}${IP_BAN_PATHS.list}`, { schema: { response: { 200: successSchema(arrayOf(banSchema)) } } }, async () =>
    ok(await bans.list()),
  );
  app.post(
    `${API_BASE}${IP_BAN_PATHS.list}`,
    { schema: { response: { 200: successSchema(dto<{ ban: IpBanDto; ended: number }>({ ban: banSchema, ended: integer })) } } },
    async (request) => {
      const { network, reason } = parseInput(BanIpBody, request.body);
      const made = await bans.ban(request.auth!.userId, network, reason, request.ip);
      return ok(made, IP_BAN_MESSAGES.banned(made.ban.network, made.ended));
    },
  );
  app.post(
    `${API_BASE}${IP_BAN_PATHS.lift(':id')}`,
    { schema: { response: { 200: successSchema(dto<{ ban: IpBanDto }>({ ban: banSchema })) } } },
    async (request) => {
      const { id } = parseInput(IdParams, request.params);
      const ban = await bans.lift(request.auth!.userId, id);
      return ok({ ban }, IP_BAN_MESSAGES.lifted(ban.network));
    },
  );
}

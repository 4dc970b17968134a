import type { FastifyInstance } from 'fastify';
import { API_BASE, FORCE_LOGOUT_MESSAGES, OPERATOR_ACCESS } from '@app/shared/contracts';
import { definePlugin } from '../http/define-plugin';
import { createIpBanService } from './ip-ban-service';
import { ipBanRoutes } from './routes/ip-ban-routes';

const HEALTH = `${API_BASE}/health`;
const REFUSED = { success: false, error: 'IP_BANNED', message: FORCE_LOGOUT_MESSAGES.IP_BANNED };
// A page asked from a banned address: the notice itself, with nothing of the app behind it.
const REFUSED_PAGE = `<!doctype html><html lang="vi"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Bị chặn</title><p style="font:16px/1.5 system-ui,sans-serif;margin:2rem">${FORCE_LOGOUT_MESSAGES.IP_BANNED}</p></html>`;

// IP bans: every request from a banned address is refused before anything else runs (the health
// check excepted, which a load balancer asks); the console's list and actions are for admins. A
// plugin without encapsulation, so its hook sees every route of the app.
export const ipBansFeature = definePlugin(
  'ip-bans',
  async (app: FastifyInstance) => {
    // The configured proxies (TRUST_PROXY as a list): a ban that covered one would shut everyone out.
    const proxies = typeof app.config.trustProxy === 'string' ? app.config.trustProxy.split(',').map((p) => p.trim().split('/')[0]) : [];
    const bans = await createIpBanService({ db: app.db, realtime: app.realtime, log: app.log, protectedAddresses: proxies });
    app.addHook('onClose', () => bans.stop());
    app.addHook('onRequest', async (request, reply) => {
      if (!bans.isBanned(request.ip) || request.url === HEALTH) return;
      if (request.url.startsWith(`${API_BASE}/`)) return reply.code(403).send(REFUSED);
      return reply.code(403).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(REFUSED_PAGE);
    });
    app.register(async (scope) => {
      scope.addHook('preHandler', app.requireOperator(OPERATOR_ACCESS.admin));
      ipBanRoutes(scope, bans);
    });
  },
  ['config', 'db', 'authentication', 'realtime'],
);

import type { FastifyInstance } from 'fastify';
import { AUTH_PATHS, type MeResult } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { dto, successSchema, userSchema, type DataOf } from '../../http/schemas';

export function meRoute(app: FastifyInstance): void {
  app.get(
    AUTH_PATHS.me,
    {
      preHandler: app.requireUser,
      schema: { response: { 200: successSchema(dto<DataOf<MeResult>>({ user: userSchema })) } },
    },
    async (request) => ok({ user: await app.authService.currentUser(request.auth!) }),
  );
}

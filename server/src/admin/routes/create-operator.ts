import type { FastifyInstance } from 'fastify';
import type { AdminUserDto } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { operatorStepUp } from '../../two-factor/step-up-header';
import { dto, successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { NewOperatorBody } from '../admin-inputs';
import { ADMIN_MESSAGES } from '../admin-messages';
import type { AdminService } from '../admin-service';
import { adminUserSchema } from './admin-user-schema';

// POST /api/admin/operators {username, password, secondaryPassword?}: another operator account,
// with its second-level password when one is given. x-two-factor-session: 'admin_access' for
// 'operator:<username in lower case>'.
export function createOperatorRoute(app: FastifyInstance, admin: AdminService): void {
  app.post(
    '/operators',
    { schema: { response: { 200: successSchema(dto<{ user: AdminUserDto }>({ user: adminUserSchema })) } } },
    async (request) => {
      const fields = parseInput(NewOperatorBody, request.body);
      const user = await admin.createOperator(operatorStepUp(request), fields);
      return ok({ user }, ADMIN_MESSAGES.operatorCreated(user.username));
    },
  );
}

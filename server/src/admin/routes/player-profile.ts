import type { FastifyInstance } from 'fastify';
import { ADMIN_PATHS, API_BASE } from '@app/shared/contracts';
import type { AdminPlayerProfileDto } from '@app/shared/contracts';
import { adminPlayerDepositSchema } from '../../deposits/deposit-schemas';
import { betHistorySchema } from '../../games/game-schemas';
import { ok } from '../../http/respond';
import { arrayOf, dto, nullableString, successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { responsibleGamingSchema } from '../../responsible-gaming/responsible-gaming-schemas';
import { securityEventSchema } from '../../security-events/security-event-schemas';
import { adminPlayerWithdrawalSchema } from '../../withdrawals/withdrawal-schemas';
import { UserIdParams } from '../admin-inputs';
import type { AdminService } from '../admin-service';
import { playerNoteSchema, playerTagSchema } from '../../player-notes/player-notes-schemas';
import { adminUserSchema, lifetimeSchema, playerAddressSchema, playerBankAccountSchema, playerDeviceSchema } from '../admin-schemas';

const profileSchema = dto<AdminPlayerProfileDto>({
  user: adminUserSchema,
  lastLoginAt: nullableString,
  lifetime: lifetimeSchema,
  bankAccounts: arrayOf(playerBankAccountSchema),
  devices: arrayOf(playerDeviceSchema),
  addresses: arrayOf(playerAddressSchema),
  notes: arrayOf(playerNoteSchema),
  tags: arrayOf(playerTagSchema),
  deposits: arrayOf(adminPlayerDepositSchema),
  withdrawals: arrayOf(adminPlayerWithdrawalSchema),
  bets: arrayOf(betHistorySchema),
  securityEvents: arrayOf(securityEventSchema),
  limits: responsibleGamingSchema,
});

// GET /api/admin/users/:id/profile: the player, their latest deposits (the transfers operators
// recorded for them among them, each with who credited it), withdrawals (each with who decided it),
// bets and security events,
// and their own limits.
export function playerProfileRoute(app: FastifyInstance, admin: AdminService): void {
  app.get(`${API_BASE}${ADMIN_PATHS.profile(':id')}`, { schema: { response: { 200: successSchema(profileSchema) } } }, async (request) => {
    const { id } = parseInput(UserIdParams, request.params);
    return ok(await admin.playerProfile(id));
  });
}

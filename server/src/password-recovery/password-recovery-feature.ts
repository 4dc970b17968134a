import type { FastifyInstance } from 'fastify';
import { recoveryCodeKey } from './recovery-code';
import { createRecoveryService } from './recovery-service';
import { operatorStartRecoveryRoute } from './routes/operator-start-recovery';
import { resetPasswordRoute } from './routes/reset-password';
import { resetSecondPasswordRoute } from './routes/reset-second-password';
import { startRecoveryRoute } from './routes/start-recovery';
import { startSecondRecoveryRoute } from './routes/start-second-recovery';

// Password recovery by SMS code: the player's own (auth), the second-level password's (core) and
// support's start for a caller (admin). Paths are registered in full (/api/...).
export async function passwordRecoveryFeature(app: FastifyInstance): Promise<void> {
  const service = createRecoveryService({
    db: app.db,
    passwords: app.passwords,
    realtime: app.realtime,
    sms: app.sms,
    log: app.log,
    codeKey: recoveryCodeKey(app.config.jwtSecret),
  });
  startRecoveryRoute(app, service);
  resetPasswordRoute(app, service);
  startSecondRecoveryRoute(app, service);
  resetSecondPasswordRoute(app, service);
  operatorStartRecoveryRoute(app, service);
}

import { RISK_PATHS } from '@app/shared';
import { type RiskFlagDto } from '@app/shared/contracts';
import { consoleGet } from './console-request';

/** GET /admin/users/:id/risk: one player's flags, cleared ones too. */
export const consoleGetPlayerRisk = (userId: number) => consoleGet<RiskFlagDto[]>(RISK_PATHS.player(userId));

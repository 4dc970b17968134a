import { RISK_PATHS, type RiskFlagDto } from '@app/shared';
import { consoleGet } from './console-request';

/** GET /admin/users/:id/risk: one player's flags, cleared ones too. */
export const consoleGetPlayerRisk = (userId: number) => consoleGet<RiskFlagDto[]>(RISK_PATHS.player(userId));

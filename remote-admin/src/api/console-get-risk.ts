import { RISK_PATHS } from '@app/shared';
import { type RiskListDto } from '@app/shared/contracts';
import { consoleGet } from './console-request';

/** GET /admin/risk: the players with a flag not cleared. */
export const consoleGetRisk = () => consoleGet<RiskListDto>(RISK_PATHS.list);

import { RISK_PATHS, type RiskListDto } from '@app/shared';
import { consoleGet } from './console-request';

/** GET /admin/risk: the players with a flag not cleared. */
export const consoleGetRisk = () => consoleGet<RiskListDto>(RISK_PATHS.list);

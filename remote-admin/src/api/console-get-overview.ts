import { ADMIN_PATHS } from '@app/shared';
import { type AdminOverviewDto } from '@app/shared/contracts';
import { consoleGet } from './console-request';

/** GET /admin/overview: house, today's money, what waits, the ledger check, live players. */
export const consoleGetOverview = () => consoleGet<AdminOverviewDto>(ADMIN_PATHS.overview);

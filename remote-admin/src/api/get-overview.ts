import { ADMIN_PATHS, type AdminOverviewDto } from '@app/shared';
import { adminGet } from './admin-request';

/** GET /admin/overview: house, today's money, what waits, the ledger check, live players. */
export const getOverview = () => adminGet<AdminOverviewDto>(ADMIN_PATHS.overview);

import { ADMIN_PATHS } from '@app/shared';
import { type AdminPlayerSearchDto, type PlayerSort, type PlayerStatusFilter } from '@app/shared/contracts';
import { consoleGet } from './console-request';

export interface PlayerListParams {
  q?: string;
  status?: PlayerStatusFilter;
  tag?: string;
  sort?: PlayerSort;
  order?: 'asc' | 'desc';
  page?: number;
}

/** GET /admin/users?q=&status=&tag=&sort=&order=&page=. */
export const consoleFindUsers = (params: PlayerListParams) => consoleGet<AdminPlayerSearchDto>(ADMIN_PATHS.users, { ...params });

import { IP_BAN_PATHS } from '@app/shared';
import { type IpBanDto } from '@app/shared/contracts';
import { consoleGet } from './console-request';

/** GET /admin/ip-bans: the active bans newest first, then the last ones lifted. */
export const consoleGetIpBans = () => consoleGet<IpBanDto[]>(IP_BAN_PATHS.list);

import { IP_BAN_PATHS } from '@app/shared';
import { type IpBanDto } from '@app/shared/contracts';
import { consoleSend } from './console-request';

/** POST /admin/ip-bans/:id/lift: lets the address back in. */
export const consoleLiftIpBan = (id: number) => consoleSend<{ ban: IpBanDto }>('post', IP_BAN_PATHS.lift(id), {});

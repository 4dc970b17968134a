import { IP_BAN_PATHS } from '@app/shared';
import { type IpBanDto } from '@app/shared/contracts';
import { consoleSend } from './console-request';

/** POST /admin/ip-bans {network, reason}: shuts an address or a range out; its open sessions end. */
export const consoleBanIp = (network: string, reason: string) =>
  consoleSend<{ ban: IpBanDto; ended: number }>('post', IP_BAN_PATHS.list, { network, reason });

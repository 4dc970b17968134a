import { coerce, define, string, type } from 'superstruct';
import { IP_BAN_MESSAGES, OPERATOR_TEXT_MAX } from '@app/shared/contracts';

// POST /api/admin/ip-bans {network, reason}: the address's shape is the service's to check (it
// answers which rule was broken); here only that both are text of a sane length.
export const BanIpBody = type({
  network: coerce(
    define<string>('network', (v) => (typeof v === 'string' && v.length > 0 && v.length <= 64 ? true : IP_BAN_MESSAGES.networkInvalid)),
    string(),
    (v) => v.trim(),
  ),
  reason: coerce(
    define<string>('reason', (v) =>
      typeof v === 'string' && v.length > 0 && v.length <= OPERATOR_TEXT_MAX ? true : IP_BAN_MESSAGES.reasonRequired,
    ),
    string(),
    (v) => v.trim(),
  ),
});

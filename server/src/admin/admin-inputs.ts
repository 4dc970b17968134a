import { coerce, define, optional, string, type } from 'superstruct';
import { ADMIN_MESSAGES as M } from './admin-messages';

// Same style as the shared contracts: each rule answers with its own Vietnamese sentence.
const MAX_ID_DIGITS = 15; // stays below 2^53 and below PostgreSQL's bigint, so no driver error

export const UserIdParams = type({
  id: coerce(
    define<number>('userId', (v) => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? true : M.invalidUserId)),
    string(),
    (v) => (new RegExp(`^[1-9]\\d{0,${MAX_ID_DIGITS - 1}}$`).test(v) ? Number(v) : v),
  ),
});

export const BanBody = type({
  reason: optional(
    coerce(
      define<string>('banReason', (v) => (typeof v === 'string' && v.length <= 500 ? true : M.invalidBanReason)),
      string(),
      (v) => v.trim(),
    ),
  ),
});

export const DevToolsBody = type({
  enabled: define<boolean>('enabled', (v) => (typeof v === 'boolean' ? true : M.invalidDevToolsFlag)),
});

export const FindUsersQuery = type({
  username: optional(
    coerce(
      define<string>('usernameQuery', (v) => (typeof v === 'string' && v.length <= 64 ? true : M.invalidUsernameQuery)),
      string(),
      (v) => v.trim().toLowerCase(),
    ),
  ),
});

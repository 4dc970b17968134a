import { coerce, define, optional, string, type } from 'superstruct';
import {
  ADMIN_SEARCH_MAX,
  OPERATOR_TEXT_MAX,
  password,
  PLAYER_MESSAGES,
  PLAYER_SORTS,
  PLAYER_STATUS_FILTERS,
  secondaryPassword,
  username,
} from '@app/shared/contracts';
import { idRule } from '../http/route-inputs';
import { tagRule } from '../player-notes/player-notes-inputs';
import { ADMIN_MESSAGES } from './admin-messages';

// Same style as the shared contracts: each rule answers with its own Vietnamese sentence.

export const UserIdParams = type({ id: idRule(ADMIN_MESSAGES.invalidUserId) });

export const BanBody = type({
  reason: optional(
    coerce(
      define<string>('banReason', (v) => (typeof v === 'string' && v.length <= OPERATOR_TEXT_MAX ? true : ADMIN_MESSAGES.invalidBanReason)),
      string(),
      (v) => v.trim(),
    ),
  ),
});

export const DevToolsBody = type({
  enabled: define<boolean>('enabled', (v) => (typeof v === 'boolean' ? true : ADMIN_MESSAGES.invalidDevToolsFlag)),
});

// GET /api/admin/users?q=&status=&tag=&sort=&order=&page=: every key optional.
const oneOf = <T extends string>(name: string, values: readonly T[], message: string) =>
  define<T>(name, (v) => (values.includes(v as T) ? true : message));

export const FindUsersQuery = type({
  q: optional(
    coerce(
      define<string>('search', (v) =>
        typeof v === 'string' && v.length <= ADMIN_SEARCH_MAX && !/\p{Cc}/u.test(v) ? true : PLAYER_MESSAGES.searchInvalid,
      ),
      string(),
      (v) => v.trim(),
    ),
  ),
  status: optional(oneOf('status', PLAYER_STATUS_FILTERS, PLAYER_MESSAGES.statusInvalid)),
  tag: optional(tagRule),
  sort: optional(oneOf('sort', PLAYER_SORTS, PLAYER_MESSAGES.sortInvalid)),
  order: optional(oneOf('order', ['asc', 'desc'] as const, PLAYER_MESSAGES.sortInvalid)),
  page: optional(
    coerce(
      define<number>('page', (v) =>
        typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 10_000 ? true : PLAYER_MESSAGES.pageInvalid,
      ),
      string(),
      (v) => (/^\d{1,6}$/.test(v) ? Number(v) : v),
    ),
  ),
});

// A new operator (the host's operator-add): the same rules for a name and a password as a player's signup, and
// for the optional second-level password as a player's setup.
export const NewOperatorBody = type({ username, password, secondaryPassword: optional(secondaryPassword) });

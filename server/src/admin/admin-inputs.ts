import { coerce, define, optional, string, type } from 'superstruct';
import { OPERATOR_TEXT_MAX, password, secondaryPassword, username } from '@app/shared/contracts';
import { idRule } from '../http/route-inputs';
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

export const FindUsersQuery = type({
  username: optional(
    coerce(
      define<string>('usernameQuery', (v) => (typeof v === 'string' && v.length <= 64 ? true : ADMIN_MESSAGES.invalidUsernameQuery)),
      string(),
      (v) => v.trim().toLowerCase(),
    ),
  ),
});

// A new operator (the host's operator-add): the same rules for a name and a password as a player's signup, and
// for the optional second-level password as a player's setup.
export const NewOperatorBody = type({ username, password, secondaryPassword: optional(secondaryPassword) });

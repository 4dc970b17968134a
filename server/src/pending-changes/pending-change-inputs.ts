import { OPERATOR_TEXT_MAX } from '@app/shared/contracts';
import { coerce, define, optional, string, type } from 'superstruct';
import { PENDING_CHANGE_MESSAGES } from './pending-change-messages';

const STATUSES: readonly string[] = ['PENDING', 'APPLIED', 'REJECTED', 'CANCELLED'];

export const PendingChangesQuery = type({
  status: optional(
    define<string>('status', (v) => (typeof v === 'string' && STATUSES.includes(v) ? true : PENDING_CHANGE_MESSAGES.statusInvalid)),
  ),
});

export const RejectChangeBody = type({
  reason: coerce(
    define<string>('reason', (v) =>
      typeof v !== 'string' || v.length === 0
        ? PENDING_CHANGE_MESSAGES.reasonRequired
        : v.length <= OPERATOR_TEXT_MAX
          ? true
          : PENDING_CHANGE_MESSAGES.reasonTooLong,
    ),
    string(),
    (v) => v.trim(),
  ),
});

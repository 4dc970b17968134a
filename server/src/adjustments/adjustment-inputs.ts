import { coerce, define, string, type } from 'superstruct';
import { ADJUSTMENT_MAX, ADJUSTMENT_MESSAGES, OPERATOR_TEXT_MAX } from '@app/shared/contracts';

// POST /api/admin/users/:id/adjust {amount, reason}: `amount` in whole đồng, positive to credit,
// negative to debit.
export const AdjustBody = type({
  amount: define<number>('amount', (v) =>
    typeof v === 'number' && Number.isSafeInteger(v) && v !== 0 && Math.abs(v) <= ADJUSTMENT_MAX ? true : ADJUSTMENT_MESSAGES.amountInvalid,
  ),
  reason: coerce(
    define<string>('reason', (v) =>
      typeof v === 'string' && v.length > 0 && v.length <= OPERATOR_TEXT_MAX ? true : ADJUSTMENT_MESSAGES.reasonRequired,
    ),
    string(),
    (v) => v.trim(),
  ),
});

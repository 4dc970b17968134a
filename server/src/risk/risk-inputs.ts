import { coerce, define, string, type } from 'superstruct';
import { OPERATOR_TEXT_MAX, RISK_FLAG_KINDS, RISK_MESSAGES, type RiskFlagKind } from '@app/shared/contracts';

// POST /api/admin/users/:id/risk/clear {kind, key, note}
export const ClearRiskBody = type({
  kind: define<RiskFlagKind>('kind', (v) => (RISK_FLAG_KINDS.includes(v as RiskFlagKind) ? true : RISK_MESSAGES.kindInvalid)),
  key: define<string>('key', (v) => (typeof v === 'string' && v.length > 0 && v.length <= 200 ? true : RISK_MESSAGES.keyInvalid)),
  note: coerce(
    define<string>('note', (v) =>
      typeof v === 'string' && v.length > 0 && v.length <= OPERATOR_TEXT_MAX ? true : RISK_MESSAGES.noteRequired,
    ),
    string(),
    (v) => v.trim(),
  ),
});

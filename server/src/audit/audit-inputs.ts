import { coerce, define, optional, string, type } from 'superstruct';
import { idRule } from '../http/route-inputs';

export const AUDIT_LIMIT_DEFAULT = 50;
export const AUDIT_LIMIT_MAX = 200;

export const AUDIT_MESSAGES = {
  limitInvalid: `Số dòng phải từ 1 đến ${AUDIT_LIMIT_MAX}.`,
  beforeInvalid: 'Mã dòng nhật ký không hợp lệ.',
  targetInvalid: 'Đối tượng cần lọc không hợp lệ (ví dụ user:42, withdrawal:7).',
} as const;

// GET /api/admin/audit?limit&before&target
export const AuditQuery = type({
  limit: optional(
    coerce(
      define<number>('limit', (v) =>
        typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= AUDIT_LIMIT_MAX ? true : AUDIT_MESSAGES.limitInvalid,
      ),
      string(),
      (v) => (/^\d{1,4}$/.test(v.trim()) ? Number(v.trim()) : v),
    ),
  ),
  before: optional(idRule(AUDIT_MESSAGES.beforeInvalid)),
  target: optional(
    define<string>('target', (v) =>
      typeof v === 'string' && /^[a-z_]{1,32}:[A-Za-z0-9_-]{1,40}$/.test(v) ? true : AUDIT_MESSAGES.targetInvalid,
    ),
  ),
});

import { define, optional, type } from 'superstruct';
import { boundedInt, idRule } from '../http/route-inputs';

export const AUDIT_LIMIT_DEFAULT = 50;
export const AUDIT_LIMIT_MAX = 200;

export const AUDIT_MESSAGES = {
  limitInvalid: `Số dòng phải từ 1 đến ${AUDIT_LIMIT_MAX}.`,
  beforeInvalid: 'Mã dòng nhật ký không hợp lệ.',
  targetInvalid: 'Đối tượng cần lọc không hợp lệ (ví dụ user:42, withdrawal:7).',
} as const;

// GET /api/admin/audit?limit&before&target
export const AuditQuery = type({
  limit: optional(boundedInt('limit', AUDIT_LIMIT_MAX, AUDIT_MESSAGES.limitInvalid)),
  before: optional(idRule(AUDIT_MESSAGES.beforeInvalid)),
  target: optional(
    define<string>('target', (v) =>
      typeof v === 'string' && /^[a-z_]{1,32}:[A-Za-z0-9_-]{1,40}$/.test(v) ? true : AUDIT_MESSAGES.targetInvalid,
    ),
  ),
});

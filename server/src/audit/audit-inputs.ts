import { define, optional, type } from 'superstruct';
import { ADMIN_SEARCH_MAX, AUDIT_ACTIONS, isCalendarDate, type AuditAction } from '@app/shared/contracts';
import { boundedInt, idRule } from '../http/route-inputs';

export const AUDIT_LIMIT_DEFAULT = 50;
export const AUDIT_LIMIT_MAX = 200;

export const AUDIT_MESSAGES = {
  limitInvalid: `Số dòng phải từ 1 đến ${AUDIT_LIMIT_MAX}.`,
  beforeInvalid: 'Mã dòng nhật ký không hợp lệ.',
  targetInvalid: 'Đối tượng cần lọc không hợp lệ (ví dụ user:42, withdrawal:7).',
  actorInvalid: 'Tên quản trị viên cần lọc không hợp lệ.',
  actionInvalid: 'Thao tác cần lọc không có trong nhật ký.',
  dateInvalid: 'Ngày phải có dạng YYYY-MM-DD.',
} as const;

const calendarDate = define<string>('date', (v) => (isCalendarDate(v) ? true : AUDIT_MESSAGES.dateInvalid));

// GET /api/admin/audit?limit&before&target&actor&action&from&to (from, to: Vietnam dates, both counted)
export const AuditQuery = type({
  actor: optional(
    define<string>('actor', (v) =>
      typeof v === 'string' && v.trim() !== '' && v.length <= ADMIN_SEARCH_MAX ? true : AUDIT_MESSAGES.actorInvalid,
    ),
  ),
  action: optional(
    define<AuditAction>('action', (v) => ((AUDIT_ACTIONS as readonly unknown[]).includes(v) ? true : AUDIT_MESSAGES.actionInvalid)),
  ),
  from: optional(calendarDate),
  to: optional(calendarDate),
  limit: optional(boundedInt('limit', AUDIT_LIMIT_MAX, AUDIT_MESSAGES.limitInvalid)),
  before: optional(idRule(AUDIT_MESSAGES.beforeInvalid)),
  target: optional(
    define<string>('target', (v) =>
      typeof v === 'string' && /^[a-z_]{1,32}:[A-Za-z0-9_-]{1,40}$/.test(v) ? true : AUDIT_MESSAGES.targetInvalid,
    ),
  ),
});

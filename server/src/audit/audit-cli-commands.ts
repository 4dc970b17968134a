import { AUDIT_PATHS } from '@app/shared/contracts';
// Operator CLI: the audit log (GET /api/admin/audit), newest first.
import type { AuditEntryDto } from '@app/shared/contracts';
import { AdminApiError } from '../admin/cli/admin-api-client';
import { formatTable, type CliCommand } from '../admin/cli/cli-command';

// What changed between a row's two states, as `field: before → after` (the fields that differ).
export function describeChange(before: unknown, after: unknown): string {
  if (before === null || typeof before !== 'object') return 'tạo mới';
  const from = before as Record<string, unknown>;
  const to = (after ?? {}) as Record<string, unknown>;
  const shown = (value: unknown) =>
    value === null || value === undefined ? '-' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  const changed = Object.keys({ ...from, ...to }).filter((key) => JSON.stringify(from[key]) !== JSON.stringify(to[key]));
  return changed.length ? changed.map((key) => `${key}: ${shown(from[key])} → ${shown(to[key])}`).join('; ') : 'không đổi';
}

export const auditCommands: CliCommand[] = [
  {
    name: 'audit',
    usage: ['  audit [số dòng] [đối tượng]   nhật ký thao tác của quản trị viên, mới nhất trước (vd: audit 20 user:42)'],
    minArgs: 0,
    async run(api, args, out) {
      const [count, target] = /^\d+$/.test(args[0] ?? '') ? [args[0], args[1]] : [undefined, args[0]];
      if (count !== undefined && !/^\d{1,3}$/.test(count)) throw new AdminApiError('Số dòng phải là số nguyên dương.');
      const query = new URLSearchParams({ ...(count ? { limit: count } : {}), ...(target ? { target } : {}) }).toString();
      const { data } = await api.request<AuditEntryDto[]>('GET', `${AUDIT_PATHS.list}${query ? `?${query}` : ''}`);
      if (data.length === 0) return out('Chưa có thao tác nào.');
      out(
        formatTable(
          ['ID', 'Thời gian', 'Người làm', 'Thao tác', 'Đối tượng', 'Thay đổi'],
          data.map((e) => [
            String(e.id),
            e.createdAt.replace('T', ' ').slice(0, 19),
            e.actorUsername,
            e.action,
            e.target,
            describeChange(e.before, e.after),
          ]),
        ),
      );
    },
  },
];

import { RESPONSIBLE_GAMING_PATHS, STEP_UP_TARGETS, TWO_FACTOR_ACTIONS, type AdminUserDto } from '@app/shared/contracts';
import { AdminApiError, type AdminApi } from '../admin-api-client';
import { formatTable, formatMoney, type CliCommand } from '../cli-command';

async function findExactUser(api: AdminApi, rawUsername: string): Promise<AdminUserDto> {
  const username = rawUsername.trim().toLowerCase();
  const user = (await api.findUsers(username)).find((candidate) => candidate.username === username);
  if (!user) throw new AdminApiError(`Không tìm thấy tài khoản ${username}.`);
  return user;
}

function formatUsers(users: AdminUserDto[]): string {
  const rows = users.map((user) => [
    String(user.id),
    user.username,
    user.phone || '-',
    user.role,
    user.bannedAt ? `bị cấm${user.banReason ? ` (${user.banReason})` : ''}` : 'hoạt động',
    formatMoney(user.balance),
    user.createdAt.slice(0, 10),
  ]);
  return formatTable(['ID', 'Tên đăng nhập', 'Điện thoại', 'Vai trò', 'Trạng thái', 'Số dư', 'Ngày tạo'], rows);
}

export const userCommands: CliCommand[] = [
  {
    name: 'ban',
    usage: ['  ban <tên đăng nhập> [lý do]   cấm một tài khoản'],
    minArgs: 1,
    async run(api, args, out) {
      const user = await findExactUser(api, args[0]);
      out((await api.ban(user.id, args.slice(1).join(' ').trim())).message);
    },
  },
  {
    name: 'unban',
    usage: ['  unban <tên đăng nhập>         bỏ cấm một tài khoản'],
    minArgs: 1,
    async run(api, args, out) {
      const user = await findExactUser(api, args[0]);
      out((await api.unban(user.id)).message);
    },
  },
  {
    // The console has no screen for it: a rare act, after support proved an account takeover.
    name: 'self-exclusion-lift',
    usage: ['  self-exclusion-lift <tên đăng nhập> <lý do>   gỡ tự loại trừ do kẻ chiếm tài khoản đặt (cần OPERATOR_SECOND_PASSWORD)'],
    minArgs: 2,
    async run(api, args, out) {
      const user = await findExactUser(api, args[0]);
      const reason = args.slice(1).join(' ').trim();
      const stepUp = { action: TWO_FACTOR_ACTIONS.operatorAccess, target: STEP_UP_TARGETS.user(user.id) };
      out((await api.request('POST', RESPONSIBLE_GAMING_PATHS.liftSelfExclusion(user.id), { reason }, stepUp)).message);
    },
  },
  {
    name: 'users',
    usage: ['  users [tên đăng nhập]         liệt kê tài khoản (lọc theo phần đầu tên)'],
    async run(api, args, out) {
      const users = await api.findUsers(args[0]?.trim().toLowerCase());
      out(users.length ? formatUsers(users) : 'Không có tài khoản nào.');
    },
  },
];

export { findExactUser };

import { OPERATOR_ROLE_LABELS, OPERATOR_ROLES, isOperatorRole, type AdminUserDto } from '@app/shared/contracts';
import type { Env } from '../../../config/env-readers';
import type { HostAnswer, HostRequest } from '../../host-protocol';
import { AdminApiError } from '../admin-api-client';
import { formatTable } from '../cli-command';

// A command that goes over the host-only socket, not the HTTP API: it signs in as nobody.
export interface HostCliCommand {
  name: string;
  usage: string[];
  minArgs?: number;
  run(send: (request: HostRequest) => Promise<HostAnswer>, args: string[], out: (line: string) => void, env: Env): Promise<void>;
}

const roles = OPERATOR_ROLES.map((role) => `${role} = ${OPERATOR_ROLE_LABELS[role]}`).join(', ');

const answered = (answer: HostAnswer) => {
  if (!answer.ok) throw new AdminApiError(answer.message);
  return answer;
};

function formatOperators(operators: AdminUserDto[]): string {
  const rows = operators.map((user) => [
    String(user.id),
    user.username,
    isOperatorRole(user.role) ? `${user.role} (${OPERATOR_ROLE_LABELS[user.role]})` : user.role,
    user.bannedAt ? `vô hiệu hóa từ ${user.bannedAt.slice(0, 10)}` : 'hoạt động',
    user.createdAt.slice(0, 10),
  ]);
  return formatTable(['ID', 'Tên đăng nhập', 'Vai trò', 'Trạng thái', 'Ngày tạo'], rows);
}

export const operatorCommands: HostCliCommand[] = [
  {
    name: 'operator-add',
    usage: [
      '  operator-add <tên đăng nhập> [vai trò]   tạo tài khoản quản trị (mặc định admin; mật khẩu lấy từ',
      '                                NEW_OPERATOR_PASSWORD, mật khẩu cấp 2 từ NEW_OPERATOR_SECOND_PASSWORD nếu có)',
      `                                vai trò: ${roles}`,
    ],
    minArgs: 1,
    async run(send, args, out, env) {
      // Not an argument: a command line is kept in the shell's history and shown to other users by ps.
      const password = env.NEW_OPERATOR_PASSWORD;
      if (!password) throw new AdminApiError('Đặt mật khẩu của tài khoản mới vào biến môi trường NEW_OPERATOR_PASSWORD.');
      // Optional: without it the new operator sets one before deciding on any withdrawal.
      const secondaryPassword = env.NEW_OPERATOR_SECOND_PASSWORD?.trim() || undefined;
      out(answered(await send({ command: 'operator-add', username: args[0], role: args[1], password, secondaryPassword })).message);
    },
  },
  {
    name: 'operator-role',
    usage: [`  operator-role <tên đăng nhập> <vai trò>   đổi vai trò (${OPERATOR_ROLES.join(', ')}); phiên của họ kết thúc`],
    minArgs: 2,
    async run(send, args, out) {
      out(answered(await send({ command: 'operator-role', username: args[0], role: args[1] })).message);
    },
  },
  {
    name: 'operator-totp-reset',
    usage: [
      '  operator-totp-reset <tên đăng nhập>   xóa xác thực hai lớp của quản trị viên mất điện thoại (lần đăng nhập tới quét mã QR mới)',
    ],
    minArgs: 1,
    async run(send, args, out) {
      out(answered(await send({ command: 'operator-totp-reset', username: args[0] })).message);
    },
  },
  {
    name: 'operator-disable',
    usage: ['  operator-disable <tên đăng nhập>   vô hiệu hóa tài khoản quản trị (không đăng nhập được, phiên kết thúc ngay)'],
    minArgs: 1,
    async run(send, args, out) {
      out(answered(await send({ command: 'operator-disable', username: args[0] })).message);
    },
  },
  {
    name: 'operator-enable',
    usage: ['  operator-enable <tên đăng nhập>    bật lại tài khoản quản trị đã vô hiệu hóa'],
    minArgs: 1,
    async run(send, args, out) {
      out(answered(await send({ command: 'operator-enable', username: args[0] })).message);
    },
  },
  {
    name: 'operators',
    usage: ['  operators                     liệt kê tài khoản quản trị, vai trò và trạng thái'],
    async run(send, _args, out) {
      const operators = answered(await send({ command: 'operators' })).operators ?? [];
      out(operators.length ? formatOperators(operators) : 'Không có tài khoản quản trị nào.');
    },
  },
];

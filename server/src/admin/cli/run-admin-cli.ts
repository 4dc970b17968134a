import type { Env } from '../../config/env-readers';
import { resolveDataDir } from '../../config/load-config';
import { readSecretsFile, secretsFilePath } from '../../config/secrets-file';
import type { AdminUserView } from '../admin-store';
import { AdminApiError, openAdminApi, type AdminApi } from './admin-api-client';

export interface CliContext {
  env: Env;
  repoRoot: string;
  cwd?: string;
  out: (line: string) => void;
  err: (line: string) => void;
}

export const ADMIN_CLI_USAGE = [
  'Cách dùng: npm run admin -- <lệnh>',
  '  ban <tên đăng nhập> [lý do]   cấm một tài khoản',
  '  unban <tên đăng nhập>         bỏ cấm một tài khoản',
  '  users [tên đăng nhập]         liệt kê tài khoản (lọc theo phần đầu tên)',
  'Biến môi trường: ADMIN_API_URL (mặc định http://127.0.0.1:$PORT/api), ADMIN_USERNAME, ADMIN_PASSWORD',
  '(nếu không đặt ADMIN_PASSWORD, mật khẩu được đọc từ DATA_DIR/secrets.json).',
].join('\n');

// Returns the exit code: 0 on success, 1 on any failure (with the reason printed in Vietnamese).
export async function runAdminCli(argv: string[], context: CliContext): Promise<number> {
  const [command, ...args] = argv;
  if (!command || command === 'help' || command === '--help') {
    context.out(ADMIN_CLI_USAGE);
    return command ? 0 : 1;
  }
  if (!['ban', 'unban', 'users'].includes(command)) {
    context.err(`Lệnh không hợp lệ: ${command}\n${ADMIN_CLI_USAGE}`);
    return 1;
  }
  if ((command === 'ban' || command === 'unban') && !args[0]) {
    context.err(`Thiếu tên đăng nhập.\n${ADMIN_CLI_USAGE}`);
    return 1;
  }

  let api: AdminApi | null = null;
  try {
    const credentials = operatorCredentials(context);
    api = await openAdminApi(credentials.apiUrl, credentials.username, credentials.password);
    if (command === 'users') {
      const users = await api.findUsers(args[0]?.trim().toLowerCase());
      context.out(users.length ? formatUsers(users) : 'Không có tài khoản nào.');
    } else {
      const user = await findExactUser(api, args[0]);
      const result = command === 'ban' ? await api.ban(user.id, args.slice(1).join(' ').trim()) : await api.unban(user.id);
      context.out(result.message);
    }
    return 0;
  } catch (error) {
    if (error instanceof AdminApiError) context.err(`Lỗi: ${error.message}`);
    else context.err(`Lỗi không mong đợi: ${(error as Error).message}`);
    return 1;
  } finally {
    await api?.logout();
  }
}

function operatorCredentials(context: CliContext) {
  const { env } = context;
  const port = env.PORT?.trim() || '3000';
  const apiUrl = env.ADMIN_API_URL?.trim() || `http://127.0.0.1:${port}/api`;
  const username = (env.ADMIN_USERNAME?.trim() || 'admin').toLowerCase();
  let password = env.ADMIN_PASSWORD?.trim();
  if (!password) {
    const file = secretsFilePath(resolveDataDir(env, { repoRoot: context.repoRoot, cwd: context.cwd }));
    try {
      password = readSecretsFile(file).ADMIN_PASSWORD;
    } catch (error) {
      throw new AdminApiError((error as Error).message);
    }
    if (!password) throw new AdminApiError(`Không tìm thấy mật khẩu quản trị: đặt ADMIN_PASSWORD hoặc kiểm tra ${file}.`);
  }
  return { apiUrl, username, password };
}

async function findExactUser(api: AdminApi, rawUsername: string): Promise<AdminUserView> {
  const username = rawUsername.trim().toLowerCase();
  const user = (await api.findUsers(username)).find((candidate) => candidate.username === username);
  if (!user) throw new AdminApiError(`Không tìm thấy tài khoản ${username}.`);
  return user;
}

const formatVnd = (amount: number) => `${new Intl.NumberFormat('vi-VN').format(amount)} ₫`;

function formatUsers(users: AdminUserView[]): string {
  const rows = users.map((user) => [
    String(user.id),
    user.username,
    user.phone || '-',
    user.role,
    user.bannedAt ? `bị cấm${user.banReason ? ` (${user.banReason})` : ''}` : 'hoạt động',
    formatVnd(user.balance),
    user.createdAt.slice(0, 10),
  ]);
  const header = ['ID', 'Tên đăng nhập', 'Điện thoại', 'Vai trò', 'Trạng thái', 'Số dư', 'Ngày tạo'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

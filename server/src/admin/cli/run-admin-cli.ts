import type { Env } from '../../config/env-readers';
import { findSecretsFile, resolveAdminSocketPath } from '../../config/load-config';
import { readSecretsFile } from '../../config/secrets-file';
import { AdminApiError, openAdminApi, type AdminApi } from './admin-api-client';
import { CLI_COMMANDS, HOST_CLI_COMMANDS } from './commands';
import { sendHostRequest } from './host-client';
import type { HostCliCommand } from './commands/operator-commands';
import { printableLines } from './printable';

export interface CliContext {
  env: Env;
  repoRoot: string;
  cwd?: string;
  out: (line: string) => void;
  err: (line: string) => void;
}

const usageText = () =>
  [
    'Cách dùng: npm run admin -- <lệnh>',
    ...CLI_COMMANDS.flatMap((command) => command.usage),
    'Tài khoản quản trị (chỉ trên máy chủ, qua socket SECRETS_DIR/admin.sock hoặc ADMIN_SOCKET, không cần đăng nhập):',
    ...HOST_CLI_COMMANDS.flatMap((command) => command.usage),
    'Biến môi trường: ADMIN_API_URL (mặc định http://127.0.0.1:$PORT/api), ADMIN_USERNAME, ADMIN_PASSWORD',
    '(nếu không đặt ADMIN_PASSWORD, mật khẩu được đọc từ SECRETS_DIR/secrets.json), OPERATOR_SECOND_PASSWORD',
    '(mật khẩu cấp 2 của tài khoản quản trị: cần cho duyệt/từ chối rút tiền, xác nhận nạp, gán chuyển khoản,',
    'đổi tài khoản nhận tiền, cấu hình, giới hạn cược, cấm/bỏ cấm).',
    'OPERATOR_TOTP_CODE (mã 6 số đang hiện trong ứng dụng Authenticator) hoặc OPERATOR_TOTP_SECRET (khóa base32 của tài khoản):',
    'mỗi tài khoản quản trị cần một trong hai để đăng nhập.',
    'Mỗi tài khoản chỉ có một phiên đăng nhập: mỗi lệnh đăng nhập lại và đăng xuất phiên khác của tài khoản này (trang quản trị).',
  ].join('\n');

const ADMIN_CLI_USAGE = usageText();

// Returns the exit code: 0 on success, 1 on any failure (with the reason printed in Vietnamese).
export async function runAdminCli(argv: string[], given: CliContext): Promise<number> {
  // Everything printed passes here, so nothing from outside reaches the terminal as control codes.
  const context: CliContext = {
    ...given,
    out: (text) => given.out(printableLines(text)),
    err: (text) => given.err(printableLines(text)),
  };
  const [name, ...args] = argv;
  if (!name || name === 'help' || name === '--help') {
    context.out(ADMIN_CLI_USAGE);
    return name ? 0 : 1;
  }
  const hostCommand = HOST_CLI_COMMANDS.find((candidate) => candidate.name === name);
  if (hostCommand) return runHostCommand(hostCommand, args, context);
  const command = CLI_COMMANDS.find((candidate) => candidate.name === name);
  if (!command) {
    context.err(`Lệnh không hợp lệ: ${name}\n${ADMIN_CLI_USAGE}`);
    return 1;
  }
  if (args.length < (command.minArgs ?? 0)) {
    context.err(`Thiếu tham số.\n${command.usage.join('\n')}`);
    return 1;
  }

  let api: AdminApi | null = null;
  try {
    // A login like any other: it ends the operator's other session (one per account), so a command
    // signs out a console open with the same account, and a console login meanwhile fails the
    // command with "session ended". Operators who work both at once use two accounts.
    const credentials = operatorCredentials(context);
    api = await openAdminApi(credentials.apiUrl, credentials.username, credentials.password, context.env.OPERATOR_SECOND_PASSWORD?.trim(), {
      secret: context.env.OPERATOR_TOTP_SECRET?.trim() || undefined,
      code: context.env.OPERATOR_TOTP_CODE?.trim() || undefined,
    });
    await command.run(api, args, context.out, context.env);
    return 0;
  } catch (error) {
    if (error instanceof AdminApiError) context.err(`Lỗi: ${error.message}`);
    else context.err(`Lỗi không mong đợi: ${(error as Error).message}`);
    return 1;
  } finally {
    await api?.logout();
  }
}

async function runHostCommand(command: HostCliCommand, args: string[], context: CliContext): Promise<number> {
  if (args.length < (command.minArgs ?? 0)) {
    context.err(`Thiếu tham số.\n${command.usage.join('\n')}`);
    return 1;
  }
  const path = resolveAdminSocketPath(context.env, { repoRoot: context.repoRoot, cwd: context.cwd });
  try {
    await command.run((request) => sendHostRequest(path, request), args, context.out, context.env);
    return 0;
  } catch (error) {
    if (error instanceof AdminApiError) context.err(`Lỗi: ${error.message}`);
    else context.err(`Lỗi không mong đợi: ${(error as Error).message}`);
    return 1;
  }
}

function operatorCredentials(context: CliContext) {
  const { env } = context;
  const port = env.PORT?.trim() || '3000';
  const apiUrl = env.ADMIN_API_URL?.trim() || `http://127.0.0.1:${port}/api`;
  const username = (env.ADMIN_USERNAME?.trim() || 'admin').toLowerCase();
  let password = env.ADMIN_PASSWORD?.trim();
  if (!password) {
    const file = findSecretsFile(env, { repoRoot: context.repoRoot, cwd: context.cwd });
    try {
      password = readSecretsFile(file).ADMIN_PASSWORD;
    } catch (error) {
      throw new AdminApiError((error as Error).message);
    }
    if (!password) throw new AdminApiError(`Không tìm thấy mật khẩu quản trị: đặt ADMIN_PASSWORD hoặc kiểm tra ${file}.`);
  }
  return { apiUrl, username, password };
}

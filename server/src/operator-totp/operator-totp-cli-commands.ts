// Operator CLI: clearing an operator's authenticator (POST /api/admin/operators/:username/totp-reset).
import { STEP_UP_TARGETS, TWO_FACTOR_ACTIONS } from '@app/shared/contracts';
import type { CliCommand } from '../admin/cli/cli-command';

export const operatorTotpCommands: CliCommand[] = [
  {
    name: 'operator-totp-reset',
    usage: [
      '  operator-totp-reset <tên đăng nhập>   * xóa xác thực hai lớp của một quản trị viên mất điện thoại (lần đăng nhập tới quét mã QR mới)',
    ],
    minArgs: 1,
    async run(api, args, out) {
      const username = args[0].toLowerCase();
      const { message } = await api.request(
        'POST',
        `/admin/operators/${encodeURIComponent(username)}/totp-reset`,
        {},
        {
          action: TWO_FACTOR_ACTIONS.operatorAccess,
          target: STEP_UP_TARGETS.operator(username),
        },
      );
      out(message);
    },
  },
];

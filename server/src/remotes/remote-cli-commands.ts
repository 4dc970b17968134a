// Operator CLI: the versions of each remote front end (GET /api/admin/remotes) and its pointer
// (POST /api/admin/remotes/:remote/use, /rollback, /canary), each change with a fresh step-up.
import {
  formatVietnamDateTime,
  REMOTE_RELEASE_MESSAGES,
  REMOTE_RELEASE_PATHS,
  STEP_UP_TARGETS,
  TWO_FACTOR_ACTIONS,
  remoteNamed,
  type RemoteName,
  type RemoteRegistryDto,
} from '@app/shared/contracts';
import { AdminApiError, type AdminApi } from '../admin/cli/admin-api-client';
import { formatTable, type CliCommand } from '../admin/cli/cli-command';

const remoteOf = (raw: string): RemoteName => {
  const remote = remoteNamed(raw);
  if (!remote) throw new AdminApiError(REMOTE_RELEASE_MESSAGES.unknownRemote);
  return remote;
};
const stepUpFor = (remote: RemoteName) => ({ action: TWO_FACTOR_ACTIONS.operatorSettings, target: STEP_UP_TARGETS.remote(remote) });

const pointerLine = (r: RemoteRegistryDto) => {
  const p = r.pointer;
  if (!p) return `${r.remote}: chưa có phiên bản nào`;
  const canary = p.candidate ? `, thử nghiệm ${p.candidate} cho ${p.canaryPercent}% người chơi` : '';
  return `${r.remote}: đang chạy ${p.live}${p.previous ? ` (trước đó ${p.previous})` : ''}${canary}`;
};

// One change of the pointer, with its step-up; prints the answer and the pointer after it.
async function changePointer(api: AdminApi, remote: RemoteName, path: string, body: unknown, out: (line: string) => void) {
  const answer = await api.request<RemoteRegistryDto>('POST', path, body, stepUpFor(remote));
  out(`${answer.message}. ${pointerLine(answer.data)}`);
}

export const remoteCommands: CliCommand[] = [
  {
    name: 'remote-versions',
    usage: [
      '  remote-versions <remote>      các phiên bản đã đăng của một giao diện (remote-games...), bản đang chạy, số lần tải và lỗi 7 ngày qua',
    ],
    minArgs: 1,
    async run(api, args, out) {
      const remote = remoteOf(args[0]);
      const { data } = await api.request<RemoteRegistryDto[]>('GET', REMOTE_RELEASE_PATHS.adminList);
      const r = data.find((item) => item.remote === remote)!;
      out(pointerLine(r));
      const role = (version: string) =>
        version === r.pointer?.live
          ? 'đang chạy'
          : version === r.pointer?.candidate
            ? 'thử nghiệm'
            : version === r.pointer?.previous
              ? 'trước đó'
              : '';
      out(
        formatTable(
          ['Phiên bản', 'Vai trò', 'Dựng lúc', 'Commit', 'Tải', 'Lỗi tải', 'Lỗi hiển thị', 'Chuyển về bản trước', 'Tương thích'],
          r.versions.map((v) => [
            v.version,
            role(v.version),
            v.builtAt ? formatVietnamDateTime(v.builtAt) : '',
            v.gitCommit?.slice(0, 8) ?? '',
            String(v.stats.loads),
            String(v.stats.failures),
            String(v.stats.errors),
            String(v.stats.fallbacks),
            v.incompatible ? `không: ${v.incompatible}` : 'có',
          ]),
        ),
      );
    },
  },
  {
    name: 'remote-use',
    usage: ['  remote-use <remote> <phiên bản>   cho mọi người chơi dùng phiên bản này (bản đang chạy thành bản trước)'],
    minArgs: 2,
    async run(api, args, out) {
      const remote = remoteOf(args[0]);
      await changePointer(api, remote, REMOTE_RELEASE_PATHS.adminUse(remote), { version: args[1] }, out);
    },
  },
  {
    name: 'remote-rollback',
    usage: ['  remote-rollback <remote>      quay lại phiên bản chạy trước đó'],
    minArgs: 1,
    async run(api, args, out) {
      const remote = remoteOf(args[0]);
      await changePointer(api, remote, REMOTE_RELEASE_PATHS.adminRollback(remote), {}, out);
    },
  },
  {
    name: 'remote-canary',
    usage: ['  remote-canary <remote> <phiên bản> <0-100>   thử phiên bản trên một phần người chơi (0: dừng thử nghiệm)'],
    minArgs: 3,
    async run(api, args, out) {
      const remote = remoteOf(args[0]);
      if (!/^\d{1,3}$/.test(args[2])) throw new AdminApiError(REMOTE_RELEASE_MESSAGES.badPercent);
      await changePointer(api, remote, REMOTE_RELEASE_PATHS.adminCanary(remote), { version: args[1], percent: Number(args[2]) }, out);
    },
  },
];

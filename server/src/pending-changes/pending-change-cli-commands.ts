import {
  PENDING_CHANGE_PATHS,
  PENDING_CHANGE_LABELS,
  PENDING_CHANGE_STATUS_LABELS,
  PENDING_CHANGE_APPROVAL,
  STEP_UP_TARGETS,
  type MakerCheckerMode,
  type PendingChangeDto,
  type PendingChangeKind,
  type PendingChangesDto,
} from '@app/shared/contracts';
import { AdminApiError } from '../admin/cli/admin-api-client';
import { formatTable, formatMoney, type CliCommand } from '../admin/cli/cli-command';
import { printable } from '../admin/cli/printable';

const time = (iso: string | null) => (iso ? iso.replace('T', ' ').slice(0, 19) : '-');

function changeId(raw: string): number {
  const id = raw.replace(/^#/, '');
  if (!/^[1-9]\d{0,14}$/.test(id)) throw new AdminApiError(`Mã yêu cầu không hợp lệ: ${raw}`);
  return Number(id);
}

// Maker-checker from the host: the waiting changes, and a second operator's decision on one.
export const pendingChangeCommands: CliCommand[] = [
  {
    name: 'changes',
    usage: ['  changes [PENDING|APPLIED|REJECTED|CANCELLED]   yêu cầu chờ duyệt (maker-checker)'],
    async run(api, args, out) {
      const status = args[0]?.trim().toUpperCase();
      const { data } = await api.request<PendingChangesDto>(
        'GET',
        `${PENDING_CHANGE_PATHS.list}${status ? `?status=${encodeURIComponent(status)}` : ''}`,
      );
      // The mode is the caller's, per kind: who else could approve differs (admins only for a
      // receiving account).
      const kinds = Object.keys(data.modes) as PendingChangeKind[];
      const named = (mode: MakerCheckerMode) =>
        kinds
          .filter((kind) => data.modes[kind] === mode)
          .map((kind) => PENDING_CHANGE_LABELS[kind].toLowerCase())
          .join(', ');
      const soloText = `tự thực hiện sau ${data.soloDelayHours} giờ nếu không bị hủy`;
      if (!named('solo')) out('Chế độ: hai người duyệt (một quản trị viên khác phải duyệt).');
      else if (!named('two')) out(`Chế độ: một người (không có quản trị viên thứ hai: yêu cầu ${soloText}).`);
      else
        out(
          `Chế độ: hai người duyệt cho ${named('two')}; một người cho ${named('solo')} ` +
            `(không có quản trị viên khác có quyền duyệt: ${soloText}).`,
        );
      if (!data.items.length) return out('Không có yêu cầu nào.');
      out(
        formatTable(
          ['ID', 'Loại', 'Nội dung', 'Số tiền', 'Người tạo', 'Trạng thái', 'Tạo lúc', 'Tự thực hiện'],
          data.items.map((c) => [
            String(c.id),
            PENDING_CHANGE_LABELS[c.kind],
            printable(c.summary).slice(0, 60),
            c.amount === null ? '-' : formatMoney(c.amount),
            c.makerUsername,
            PENDING_CHANGE_STATUS_LABELS[c.status],
            time(c.createdAt),
            time(c.executeAfter),
          ]),
        ),
      );
    },
  },
  {
    name: 'change-approve',
    usage: ['  change-approve <id>           duyệt và thực hiện yêu cầu của quản trị viên khác (mật khẩu cấp 2: OPERATOR_SECOND_PASSWORD)'],
    minArgs: 1,
    async run(api, args, out) {
      const id = changeId(args[0]);
      const { data: change } = await api.request<PendingChangeDto>('GET', PENDING_CHANGE_PATHS.one(id));
      const stepUp = { action: PENDING_CHANGE_APPROVAL[change.kind].action, target: STEP_UP_TARGETS.pendingChange(id) };
      out((await api.request<PendingChangeDto>('POST', PENDING_CHANGE_PATHS.approve(id), {}, stepUp)).message);
    },
  },
  {
    name: 'change-reject',
    usage: ['  change-reject <id> <lý do...>  từ chối yêu cầu của quản trị viên khác'],
    minArgs: 2,
    async run(api, args, out) {
      const reason = args.slice(1).join(' ').trim();
      out((await api.request<PendingChangeDto>('POST', PENDING_CHANGE_PATHS.reject(changeId(args[0])), { reason })).message);
    },
  },
  {
    name: 'change-cancel',
    usage: ['  change-cancel <id>            hủy yêu cầu của chính bạn'],
    minArgs: 1,
    async run(api, args, out) {
      out((await api.request<PendingChangeDto>('POST', PENDING_CHANGE_PATHS.cancel(changeId(args[0])))).message);
    },
  },
];

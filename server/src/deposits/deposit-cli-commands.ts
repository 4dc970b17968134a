import {
  DEPOSIT_PATHS,
  STEP_UP_TARGETS,
  TWO_FACTOR_ACTIONS,
  type AdminDepositDto,
  type BankTransferDto,
  type ChangeRequestedDto,
  type DepositDto,
  type Page,
  type SystemConfigDto,
  type VendorCardDto,
} from '@app/shared/contracts';
import { AdminApiError } from '../admin/cli/admin-api-client';
import { formatTable, formatMoney, type CliCommand } from '../admin/cli/cli-command';
import { printable } from '../admin/cli/printable';
import { findExactUser } from '../admin/cli/commands/user-commands';

const STATUS_LABELS: Record<string, string> = {
  PENDING: 'chờ chuyển khoản',
  CONFIRMED: 'đã xác nhận',
  REJECTED: 'bị từ chối',
  EXPIRED: 'hết hạn',
  UNMATCHED: 'chưa khớp',
  MATCHED: 'đã khớp',
  ASSIGNED: 'đã gán',
  IGNORED: 'bỏ qua',
};
const label = (status: string) => STATUS_LABELS[status] ?? status;
const time = (iso: string | null) => (iso ? iso.replace('T', ' ').slice(0, 19) : '-');

function orderId(raw: string): number {
  const id = raw.replace(/^#/, '');
  if (!/^[1-9]\d{0,14}$/.test(id)) throw new AdminApiError(`Mã không hợp lệ: ${raw}`);
  return Number(id);
}

const formatCards = (cards: VendorCardDto[]) =>
  formatTable(
    ['ID', 'Ngân hàng', 'Mã', 'BIN', 'Số tài khoản', 'Chủ tài khoản', 'Trạng thái'],
    cards.map((c) => [String(c.id), c.bankName, c.bankCode, c.bin, c.accountNumber, c.accountName, c.isActive ? 'hoạt động' : 'tạm ngưng']),
  );

// Operator commands for deposits, unmatched transfers, vendor cards and configs.
export const depositCommands: CliCommand[] = [
  {
    name: 'deposits',
    usage: ['  deposits [trạng thái]         liệt kê lệnh nạp (PENDING, CONFIRMED, REJECTED, EXPIRED)'],
    async run(api, args, out) {
      const status = args[0]?.trim().toUpperCase();
      const query = `?size=50${status ? `&status=${encodeURIComponent(status)}` : ''}`;
      const { data } = await api.request<Page<AdminDepositDto>>('GET', `${DEPOSIT_PATHS.adminList}${query}`);
      if (!data.items.length) return out('Không có lệnh nạp nào.');
      out(
        formatTable(
          ['ID', 'Người chơi', 'Số tiền', 'Nội dung', 'Trạng thái', 'Tạo lúc', 'Hết hạn'],
          data.items.map((d) => [
            String(d.id),
            d.username,
            formatMoney(d.amount),
            d.content,
            label(d.status),
            time(d.createdAt),
            time(d.expiredAt),
          ]),
        ),
      );
      if (data.total > data.items.length) out(`(${data.items.length}/${data.total} lệnh mới nhất)`);
    },
  },
  {
    name: 'deposit-confirm',
    usage: ['  deposit-confirm <id>          yêu cầu xác nhận thủ công một lệnh nạp (chờ quản trị viên khác duyệt)'],
    minArgs: 1,
    async run(api, args, out) {
      const id = orderId(args[0]);
      const stepUp = { action: TWO_FACTOR_ACTIONS.operatorMoney, target: STEP_UP_TARGETS.depositOrder(id) };
      // Waits for a second operator's approval (change-approve), or the solo delay.
      out((await api.request<ChangeRequestedDto>('POST', DEPOSIT_PATHS.confirm(id), {}, stepUp)).message);
    },
  },
  {
    name: 'deposit-reject',
    usage: ['  deposit-reject <id> <lý do>   từ chối một lệnh nạp'],
    minArgs: 2,
    async run(api, args, out) {
      const reason = args.slice(1).join(' ').trim();
      out((await api.request<DepositDto>('POST', DEPOSIT_PATHS.reject(orderId(args[0])), { reason })).message);
    },
  },
  {
    name: 'unmatched',
    usage: ['  unmatched                     liệt kê chuyển khoản chưa khớp lệnh nạp'],
    async run(api, _args, out) {
      const { data } = await api.request<Page<BankTransferDto>>('GET', `${DEPOSIT_PATHS.unmatchedTransfers}?status=UNMATCHED&size=50`);
      if (!data.items.length) return out('Không có chuyển khoản nào chưa khớp.');
      out(
        formatTable(
          ['ID', 'Số tiền', 'Nội dung', 'Lệnh nạp', 'Ghi chú', 'Nhận lúc'],
          data.items.map((tr) => [
            String(tr.id),
            formatMoney(tr.amount),
            // Cut after cleaning, so control codes do not eat into the 40 characters shown.
            printable(tr.content).slice(0, 40),
            tr.depositOrderId ? `#${tr.depositOrderId}` : '-',
            tr.note ?? '',
            time(tr.createdAt),
          ]),
        ),
      );
    },
  },
  {
    name: 'assign',
    usage: ['  assign <mã chuyển khoản> <tên đăng nhập|#mã lệnh nạp>   gán chuyển khoản chưa khớp'],
    minArgs: 2,
    async run(api, args, out) {
      const transferId = orderId(args[0]);
      const target = args[1].trim();
      const body = target.startsWith('#') ? { orderId: orderId(target) } : { userId: (await findExactUser(api, target)).id };
      const stepUp = { action: TWO_FACTOR_ACTIONS.operatorMoney, target: STEP_UP_TARGETS.bankTransfer(transferId) };
      out((await api.request<BankTransferDto>('POST', DEPOSIT_PATHS.assignTransfer(transferId), body, stepUp)).message);
    },
  },
  {
    name: 'vendor-cards',
    usage: ['  vendor-cards                  liệt kê tài khoản nhận tiền'],
    async run(api, _args, out) {
      const { data } = await api.request<VendorCardDto[]>('GET', DEPOSIT_PATHS.adminVendorCards);
      out(data.length ? formatCards(data) : 'Chưa có tài khoản nhận tiền nào.');
    },
  },
  {
    name: 'vendor-card-add',
    usage: ['  vendor-card-add <mã ngân hàng> <số tài khoản> <tên chủ tài khoản...>   thêm tài khoản nhận tiền (chờ duyệt)'],
    minArgs: 3,
    async run(api, args, out) {
      const [bankCode, accountNumber, ...name] = args;
      // A new receiving account waits for a second operator (change-approve), or the solo delay.
      const answer = await api.request<ChangeRequestedDto>(
        'POST',
        DEPOSIT_PATHS.adminVendorCards,
        { bankCode, accountNumber, accountName: name.join(' ') },
        { action: TWO_FACTOR_ACTIONS.operatorSettings, target: STEP_UP_TARGETS.vendorCard(null) },
      );
      out(answer.message);
    },
  },
  {
    name: 'configs',
    usage: ['  configs                       xem cấu hình nạp tiền'],
    async run(api, _args, out) {
      const { data } = await api.request<SystemConfigDto[]>('GET', DEPOSIT_PATHS.adminConfigs);
      out(
        formatTable(
          ['Khóa', 'Giá trị'],
          data.map((c) => [c.id, c.value]),
        ),
      );
    },
  },
  {
    name: 'config-set',
    usage: ['  config-set <khóa> <giá trị>   đổi cấu hình (prefix_order, deposit_min_amount, deposit_max_amount)'],
    minArgs: 2,
    async run(api, args, out) {
      const stepUp = { action: TWO_FACTOR_ACTIONS.operatorSettings, target: STEP_UP_TARGETS.config(args[0]) };
      const answer = await api.request<SystemConfigDto>(
        'PUT',
        DEPOSIT_PATHS.adminConfig(encodeURIComponent(args[0])),
        { value: args[1] },
        stepUp,
      );
      out(`${answer.message}: ${answer.data.value}`);
    },
  },
];

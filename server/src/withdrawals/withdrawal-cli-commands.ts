import {
  WITHDRAWAL_PATHS,
  STEP_UP_TARGETS,
  TWO_FACTOR_ACTIONS,
  type AdminWithdrawalDto,
  type HouseBalanceDto,
  type Page,
  type WithdrawalDto,
} from '@app/shared/contracts';
import { AdminApiError, type StepUp } from '../admin/cli/admin-api-client';
import { formatTable, formatMoney, type CliCommand } from '../admin/cli/cli-command';

const STATUS_TEXT: Record<string, string> = {
  PENDING: 'chờ duyệt',
  APPROVED: 'đã duyệt',
  REJECTED: 'từ chối',
  CANCELLED: 'người chơi đã hủy',
};

function withdrawalId(raw: string): number {
  if (!/^[1-9]\d{0,14}$/.test(raw.trim())) throw new AdminApiError(`Mã yêu cầu rút tiền không hợp lệ: ${raw}`);
  return Number(raw.trim());
}

// A decision is behind the operator's second-level password (OPERATOR_SECOND_PASSWORD, read by the
// API client), its token bound to the one withdrawal.
const review = (id: number): StepUp => ({ action: TWO_FACTOR_ACTIONS.withdrawalReview, target: STEP_UP_TARGETS.withdrawal(id) });

function formatWithdrawals(items: AdminWithdrawalDto[]): string {
  const rows = items.map((w) => [
    String(w.id),
    w.username,
    formatMoney(w.amount),
    `${w.bankCode} ${w.accountNumber}`,
    w.accountName,
    STATUS_TEXT[w.status] ?? w.status,
    w.transactionRef ?? w.rejectReason ?? '',
    w.createdAt.replace('T', ' ').slice(0, 16),
  ]);
  return formatTable(['ID', 'Người chơi', 'Số tiền', 'Ngân hàng', 'Chủ tài khoản', 'Trạng thái', 'Mã GD / Lý do', 'Tạo lúc'], rows);
}

// Operator commands for withdrawals and the house balance.
export const withdrawalCommands: CliCommand[] = [
  {
    name: 'withdrawals',
    usage: ['  withdrawals [PENDING|APPROVED|REJECTED|CANCELLED]   liệt kê yêu cầu rút tiền (mặc định: chờ duyệt)'],
    async run(api, args, out) {
      const status = (args[0] ?? 'PENDING').trim().toUpperCase();
      const { data } = await api.request<Page<AdminWithdrawalDto>>(
        'GET',
        `${WITHDRAWAL_PATHS.adminList}?status=${encodeURIComponent(status)}&size=100`,
      );
      out(data.items.length ? formatWithdrawals(data.items) : 'Không có yêu cầu rút tiền nào.');
      if (data.total > data.items.length) out(`(${data.items.length}/${data.total} yêu cầu)`);
    },
  },
  {
    name: 'withdrawal-approve',
    usage: [
      '  withdrawal-approve <id> <mã giao dịch ngân hàng>   duyệt (đã chuyển khoản cho người chơi; mật khẩu cấp 2 lấy từ OPERATOR_SECOND_PASSWORD)',
    ],
    minArgs: 2,
    async run(api, args, out) {
      const id = withdrawalId(args[0]);
      const { message } = await api.request<WithdrawalDto>('POST', WITHDRAWAL_PATHS.approve(id), { transactionRef: args[1] }, review(id));
      out(message);
    },
  },
  {
    name: 'withdrawal-reject',
    usage: [
      '  withdrawal-reject <id> <lý do...>   từ chối và hoàn tiền vào ví người chơi (mật khẩu cấp 2 lấy từ OPERATOR_SECOND_PASSWORD)',
    ],
    minArgs: 2,
    async run(api, args, out) {
      const id = withdrawalId(args[0]);
      const { message } = await api.request<WithdrawalDto>(
        'POST',
        WITHDRAWAL_PATHS.reject(id),
        { reason: args.slice(1).join(' ') },
        review(id),
      );
      out(message);
    },
  },
  {
    name: 'house-balance',
    usage: ['  house-balance   số dư nhà cái và các tài khoản hệ thống'],
    async run(api, _args, out) {
      const { data } = await api.request<HouseBalanceDto>('GET', WITHDRAWAL_PATHS.houseBalance);
      out(
        formatTable(
          ['Tài khoản', 'Số dư'],
          [
            ['Nhà cái (tổng)', formatMoney(data.balance)],
            ['house_taixiu', formatMoney(data.accounts.house_taixiu)],
            ['house_xocdia', formatMoney(data.accounts.house_xocdia)],
            ['bank_in', formatMoney(data.accounts.bank_in)],
            ['withdrawal_hold', formatMoney(data.accounts.withdrawal_hold)],
            ['external', formatMoney(data.accounts.external)],
          ],
        ),
      );
    },
  },
];

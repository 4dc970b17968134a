import {
  addDays,
  AUDIT_ACTION_LABELS,
  BANK_TRANSFER_STATUS_LABELS,
  BET_SIDE_LABELS,
  BET_STATUS_LABELS,
  DEPOSIT_STATUS_LABELS,
  EXPORT_MESSAGES,
  GAME_LABELS,
  GAME_TYPES,
  HOST_ACTOR_NAME,
  vietnamDateTimeText,
  vietnamDayStartOf,
  WITHDRAWAL_STATUS_LABELS,
  type AuditAction,
  type BankTransferStatus,
  type BetSide,
  type BetStatus,
  type DepositStatus,
  type ExportKind,
  type GameType,
  type ReportPeriod,
  type ReportRowDto,
  type WithdrawalStatus,
} from '@app/shared/contracts';
import { recordAudit } from '../audit/audit-store';
import type { Db } from '../db/db';
import { badRequest } from '../http/app-error';
import { checkRange, type ReportService } from '../reports/report-service';
import { CSV_BOM, csvLine, type Cell } from './csv/csv-text';
import { EXPORT_FILTERS, EXPORT_STATUSES } from './export-inputs';
import { exportPage, idBounds, userIdByUsername, type ExportWindow, type RowsKind } from './export-store';

/** Rows per statement: the most an export holds in memory at once. */
export const EXPORT_PAGE_ROWS = 500;

export interface ExportRequest {
  from: string;
  to: string;
  status?: string;
  game?: GameType;
  username?: string;
  period?: ReportPeriod;
}

type Row = Record<string, unknown>;
const time = (value: unknown): Cell => (value ? vietnamDateTimeText(new Date(value as string | Date)) : null);
const text = (value: unknown): Cell => (value === null || value === undefined ? null : String(value));
const amount = (value: unknown): Cell => Number(value);
const dayText = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

// Each kind's columns: the header the operator reads, and the cell of a row.
const COLUMNS: Record<RowsKind, ReadonlyArray<readonly [string, (row: Row) => Cell]>> = {
  deposits: [
    ['Mã lệnh', (r) => amount(r.id)],
    ['Người chơi', (r) => text(r.username)],
    ['Số tiền (đ)', (r) => amount(r.amount)],
    ['Mã nạp', (r) => text(r.code)],
    ['Nội dung chuyển khoản', (r) => text(r.content)],
    ['Trạng thái', (r) => DEPOSIT_STATUS_LABELS[r.status as DepositStatus] ?? text(r.status)],
    ['Tạo lúc', (r) => time(r.created_at)],
    ['Xác nhận lúc', (r) => time(r.confirmed_at)],
    ['Xác nhận bởi', (r) => text(r.confirmed_by)],
    ['Từ chối lúc', (r) => time(r.rejected_at)],
    ['Lý do từ chối', (r) => text(r.reject_reason)],
    ['Mã giao dịch ngân hàng', (r) => (r.bank_transfer_id === null ? null : amount(r.bank_transfer_id))],
  ],
  withdrawals: [
    ['Mã yêu cầu', (r) => amount(r.id)],
    ['Người chơi', (r) => text(r.username)],
    ['Số tiền (đ)', (r) => amount(r.amount)],
    ['Ngân hàng', (r) => text(r.bank_name)],
    ['Số tài khoản', (r) => text(r.account_number)],
    ['Chủ tài khoản', (r) => text(r.account_name)],
    ['Trạng thái', (r) => WITHDRAWAL_STATUS_LABELS[r.status as WithdrawalStatus] ?? text(r.status)],
    ['Tạo lúc', (r) => time(r.created_at)],
    ['Xử lý lúc', (r) => time(r.processed_at)],
    ['Người xử lý', (r) => text(r.processed_by)],
    ['Mã giao dịch chi', (r) => text(r.transaction_ref)],
    ['Lý do từ chối', (r) => text(r.reject_reason)],
  ],
  bets: [
    ['Mã cược', (r) => amount(r.id)],
    ['Trò chơi', (r) => GAME_LABELS[r.game as GameType] ?? text(r.game)],
    ['Phiên', (r) => amount(r.session_id)],
    ['Người chơi', (r) => text(r.username)],
    ['Cửa', (r) => BET_SIDE_LABELS[r.side as BetSide] ?? text(r.side)],
    ['Số tiền (đ)', (r) => amount(r.amount)],
    ['Trạng thái', (r) => BET_STATUS_LABELS[r.status as BetStatus] ?? text(r.status)],
    ['Tiền trả (đ)', (r) => amount(r.payout)],
    ['Đặt lúc', (r) => time(r.created_at)],
  ],
  'bank-transfers': [
    ['Mã', (r) => amount(r.id)],
    ['Mã giao dịch nhà cung cấp', (r) => text(r.provider_tx_id)],
    ['Ngân hàng', (r) => text(r.gateway)],
    ['Số tài khoản', (r) => text(r.account_number)],
    ['Nội dung', (r) => text(r.content)],
    ['Số tiền (đ)', (r) => amount(r.amount)],
    ['Chiều', (r) => (r.transfer_type === 'in' ? 'Tiền vào' : 'Tiền ra')],
    ['Mã tham chiếu', (r) => text(r.reference_code)],
    ['Thời gian ngân hàng', (r) => text(r.transaction_date)],
    ['Trạng thái', (r) => BANK_TRANSFER_STATUS_LABELS[r.status as BankTransferStatus] ?? text(r.status)],
    ['Gán cho', (r) => text(r.assigned_to)],
    ['Ghi chú', (r) => text(r.note)],
    ['Nhận lúc', (r) => time(r.created_at)],
  ],
  audit: [
    ['Mã', (r) => amount(r.id)],
    ['Thời gian', (r) => time(r.created_at)],
    ['Người thực hiện', (r) => text(r.actor) ?? HOST_ACTOR_NAME],
    ['Hành động', (r) => AUDIT_ACTION_LABELS[r.action as AuditAction] ?? text(r.action)],
    ['Đối tượng', (r) => text(r.target)],
    ['Trước', (r) => (r.before === null ? null : JSON.stringify(r.before))],
    ['Sau', (r) => (r.after === null ? null : JSON.stringify(r.after))],
  ],
};

const REPORT_COLUMNS: ReadonlyArray<readonly [string, (row: ReportRowDto) => Cell]> = [
  ['Từ ngày', (r) => dayText(r.start)],
  ['Đến ngày', (r) => dayText(r.end)],
  ['Tổng cược (đ)', (r) => r.turnover],
  ['Tổng trả (đ)', (r) => r.payouts],
  ['Vào hũ (đ)', (r) => r.jackpotIn],
  ['GGR (đ)', (r) => r.ggr],
  ['Hũ trả (đ)', (r) => r.jackpotPaid],
  ...GAME_TYPES.flatMap((g) => [
    [`${GAME_LABELS[g]}: số cược`, (r: ReportRowDto) => r.games[g].bets] as const,
    [`${GAME_LABELS[g]}: tổng cược (đ)`, (r: ReportRowDto) => r.games[g].turnover] as const,
    [`${GAME_LABELS[g]}: tổng trả (đ)`, (r: ReportRowDto) => r.games[g].payouts] as const,
    [`${GAME_LABELS[g]}: vào hũ (đ)`, (r: ReportRowDto) => r.games[g].jackpotIn] as const,
    [`${GAME_LABELS[g]}: GGR (đ)`, (r: ReportRowDto) => r.games[g].ggr] as const,
    [`${GAME_LABELS[g]}: hũ trả (đ)`, (r: ReportRowDto) => r.games[g].jackpotPaid] as const,
  ]),
  ['Số lần nạp', (r) => r.deposits.count],
  ['Tiền nạp (đ)', (r) => r.deposits.amount],
  ['Số lần rút', (r) => r.withdrawals.count],
  ['Tiền rút (đ)', (r) => r.withdrawals.amount],
  ['Đăng ký mới', (r) => r.registrations],
  ['Nạp lần đầu', (r) => r.firstDepositors],
  ['Người chơi hoạt động', (r) => r.activePlayers],
  ['Số dư nhà cái cuối kỳ (đ)', (r) => r.houseBalance],
];

export type ExportService = ReturnType<typeof createExportService>;

export function createExportService(db: Db, reports: ReportService) {
  function checkFilters(kind: ExportKind, request: ExportRequest): void {
    const allowed = EXPORT_FILTERS[kind];
    for (const filter of ['status', 'game', 'username', 'period'] as const)
      if (request[filter] !== undefined && !allowed.includes(filter)) throw badRequest(EXPORT_MESSAGES.filterNotForKind, filter);
    if (request.status !== undefined && !EXPORT_STATUSES[kind]?.includes(request.status))
      throw badRequest(EXPORT_MESSAGES.statusInvalid, 'status');
  }

  async function* rows(kind: RowsKind, window: ExportWindow, unknownPlayer: boolean): AsyncGenerator<string> {
    const columns = COLUMNS[kind];
    yield CSV_BOM + csvLine(columns.map(([header]) => header));
    if (unknownPlayer) return;
    const bounds = await idBounds(db, kind, window);
    if (!bounds) return;
    let next = bounds.first;
    while (next <= bounds.last) {
      const page = await exportPage(db, kind, window, next, bounds.last, EXPORT_PAGE_ROWS);
      if (page.length === 0) return;
      yield page.map((row) => csvLine(columns.map(([, cell]) => cell(row)))).join('');
      next = Number(page[page.length - 1].id) + 1;
    }
  }

  async function* report(request: ExportRequest): AsyncGenerator<string> {
    const answer = await reports.report({ from: request.from, to: request.to, period: request.period ?? 'day' });
    yield CSV_BOM + csvLine(REPORT_COLUMNS.map(([header]) => header));
    yield [...answer.rows, answer.totals].map((row) => csvLine(REPORT_COLUMNS.map(([, cell]) => cell(row)))).join('');
  }

  return {
    /**
     * An export's lines, to stream as they come, once the request is checked and its audit entry
     * written (who exported what: the file leaves the site with players' personal data in it).
     */
    async open(operatorId: number, kind: ExportKind, request: ExportRequest): Promise<{ filename: string; lines: AsyncIterable<string> }> {
      checkRange(request);
      checkFilters(kind, request);
      const filters = Object.fromEntries(Object.entries(request).filter(([, v]) => v !== undefined));
      await db.tx((q) =>
        recordAudit(q, { actorId: operatorId, action: 'data.export', target: `export:${kind}`, before: null, after: filters }),
      );
      const filename = `${kind}_${request.from}_${request.to}.csv`;
      if (kind === 'report') return { filename, lines: report(request) };
      const userId = request.username === undefined ? null : await userIdByUsername(db, request.username.trim());
      const window: ExportWindow = {
        start: vietnamDayStartOf(request.from),
        end: vietnamDayStartOf(addDays(request.to, 1)),
        status: request.status ?? null,
        game: request.game ?? null,
        userId,
      };
      return { filename, lines: rows(kind, window, request.username !== undefined && userId === null) };
    },
  };
}

// Operator CLI: the ledger's check (GET /api/admin/ledger/check). By default what the console's
// overview runs (the chain of daily checkpoints and what came after the last one); `--full` reads
// every entry since the first day, minutes on a year of play.
import { LEDGER_PATHS, type LedgerCheckDto } from '@app/shared/contracts';
import { AdminApiError } from '../admin/cli/admin-api-client';
import { formatMoney, type CliCommand } from '../admin/cli/cli-command';

export function describeLedgerCheck(check: LedgerCheckDto, seconds: number): string[] {
  const lines = [
    `${check.ok ? 'Sổ cái khớp.' : 'SỔ CÁI KHÔNG KHỚP.'} (${check.mode === 'full' ? 'kiểm tra toàn bộ' : 'kiểm tra từ mốc gần nhất'}, ${seconds.toFixed(1)} giây)`,
    check.checkpoint
      ? `Mốc gần nhất: #${check.checkpoint.id} ngày ${check.checkpoint.day}, đến giao dịch #${check.checkpoint.transferIdUpto}.`
      : 'Chưa có mốc kiểm tra nào.',
  ];
  if (check.totalBalance !== 0) lines.push(`Tổng số dư các tài khoản: ${formatMoney(check.totalBalance)} (phải bằng 0).`);
  for (const a of check.accountsOutOfBalance) {
    lines.push(`Tài khoản #${a.accountId} (${a.kind}): số dư ${formatMoney(a.balance)}, theo bút toán ${formatMoney(a.entriesSum)}.`);
  }
  for (const t of check.transfersMalformed) {
    lines.push(`Giao dịch #${t.transferId} (${formatMoney(t.amount)}): ${t.entryCount} bút toán, tổng ${formatMoney(t.entriesSum)}.`);
  }
  if (check.checkpointsBroken.length)
    lines.push(`Mốc bị sửa hoặc không khớp: ${check.checkpointsBroken.map((id) => `#${id}`).join(', ')}.`);
  return lines;
}

export const ledgerCommands: CliCommand[] = [
  {
    name: 'ledger-check',
    usage: ['  ledger-check [--full]          kiểm tra sổ cái (--full: đọc lại mọi bút toán từ đầu, có thể mất vài phút)'],
    minArgs: 0,
    async run(api, args, out) {
      if (args.some((arg) => arg !== '--full')) throw new AdminApiError('Chỉ nhận tham số --full.');
      const started = Date.now();
      const full = args.includes('--full');
      const { data } = await api.request<LedgerCheckDto>('GET', `${LEDGER_PATHS.check}${full ? '?full=1' : ''}`);
      describeLedgerCheck(data, (Date.now() - started) / 1000).forEach((line) => out(line));
      if (!data.ok) throw new AdminApiError('Sổ cái không khớp: xem các dòng trên.');
    },
  },
];

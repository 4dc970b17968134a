import type { Env } from '../../config/env-readers';
import type { AdminApi } from './admin-api-client';
import { printable } from './printable';

// One operator command of `npm run admin -- <name> ...`. Each feature declares its own beside its
// routes, and run-admin-cli only dispatches; `args` are the words after the name.
export interface CliCommand {
  name: string;
  // Lines for the usage text, e.g. '  ban <tên đăng nhập> [lý do]   cấm một tài khoản'.
  usage: string[];
  // Fewer words than this prints "Thiếu tham số" and the usage without calling the server.
  minArgs?: number;
  // `env`: the CLI's environment, for what must not be typed on a command line (a new password).
  run(api: AdminApi, args: string[], out: (line: string) => void, env: Env): Promise<void>;
}

// An amount with its sign, as the pages' formatMoney writes it, but with the ₫ a terminal shows.
export const formatMoney = (amount: number) => `${new Intl.NumberFormat('vi-VN').format(amount)} ₫`;

// A plain text table with padded columns, for listings. Cells are made printable here as well as on
// output: a line break in a value would otherwise start a row of its own, and an escape sequence
// would throw the column widths off.
export function formatTable(header: string[], givenRows: string[][]): string {
  const rows = givenRows.map((row) => row.map((cell) => printable(cell ?? '')));
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (cell ?? '').padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

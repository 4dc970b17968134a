import { type ReportDto, type ReportRowDto, GAME_LABELS, GAME_TYPES } from '@app/shared/contracts';
import { DataTable } from '../kit/kit';
import { money } from '../kit/format';
import { periodLabel, spansYears } from './report-dates';
import { count, margin } from './report-format';
import * as k from '../kit/kit.css';
import * as s from './report-screen.css';

const num = `${k.td} ${k.num}`;

// A loss of the house (a negative GGR) stands out in the column. Vào hũ sits before GGR, which is
// net of it; Hũ trả after, as the hũ pays its winners out of what went in and GGR does not take it again.
const Ggr = ({ value }: { value: number }) => <td className={value < 0 ? `${num} ${s.negative}` : num}>{money(value)}</td>;

// Deposits and withdrawals: the money, and under it how many made it.
const Flow = ({ flow, unit }: { flow: ReportRowDto['deposits']; unit: string }) => (
  <td className={num}>
    {money(flow.amount)}{' '}
    <span className={s.sub}>
      {count(flow.count)} {unit}
    </span>
  </td>
);

function PeriodRow({ name, row, className }: { name: string; row: ReportRowDto; className?: string }) {
  return (
    <tr className={className}>
      <th scope="row" className={`${k.td} ${k.nowrap} ${s.rowHead}`}>
        {name}
      </th>
      <td className={num}>{money(row.turnover)}</td>
      <td className={num}>{money(row.payouts)}</td>
      <td className={num}>{money(row.jackpotIn)}</td>
      <Ggr value={row.ggr} />
      <td className={num}>{margin(row.ggr, row.turnover)}</td>
      <td className={num}>{money(row.jackpotPaid)}</td>
      <Flow flow={row.deposits} unit="lần" />
      <Flow flow={row.withdrawals} unit="lần" />
      <td className={num}>{count(row.registrations)}</td>
      <td className={num}>{count(row.firstDepositors)}</td>
      <td className={num}>{count(row.activePlayers)}</td>
      <td className={num}>{money(row.houseBalance)}</td>
    </tr>
  );
}

/** One row a period in date order, then the range's totals. */
export function PeriodTable({ report }: { report: ReportDto }) {
  const withYear = spansYears(report);
  return (
    <div className={s.figures}>
      <DataTable
        label="Số liệu theo kỳ"
        columns={[
          'Kỳ',
          { label: 'Tổng cược', num: true },
          { label: 'Tổng trả', num: true },
          { label: 'Vào hũ', num: true },
          { label: 'GGR', num: true },
          { label: 'Biên', num: true },
          { label: 'Hũ trả', num: true },
          { label: 'Nạp', num: true },
          { label: 'Rút', num: true },
          { label: 'Đăng ký', num: true },
          { label: 'Nạp lần đầu', num: true },
          { label: 'Hoạt động', num: true },
          { label: 'Số dư nhà cái', num: true },
        ]}
      >
        {report.rows.map((row) => (
          <PeriodRow key={row.start} name={periodLabel(report.period, row, withYear)} row={row} />
        ))}
        <PeriodRow name="Tổng cộng" row={report.totals} className={s.totalRow} />
      </DataTable>
    </div>
  );
}

/** Each game over the whole range, then both together. */
export function GameTable({ totals }: { totals: ReportRowDto }) {
  const bets = GAME_TYPES.reduce((sum, game) => sum + totals.games[game].bets, 0);
  const rows = [
    ...GAME_TYPES.map((game) => ({ key: game, name: GAME_LABELS[game], ...totals.games[game] })),
    {
      key: 'all',
      name: 'Tất cả',
      bets,
      turnover: totals.turnover,
      payouts: totals.payouts,
      jackpotIn: totals.jackpotIn,
      jackpotPaid: totals.jackpotPaid,
      ggr: totals.ggr,
    },
  ];
  return (
    <DataTable
      label="Số liệu theo trò chơi"
      columns={[
        'Trò chơi',
        { label: 'Số cược', num: true },
        { label: 'Tổng cược', num: true },
        { label: 'Tổng trả', num: true },
        { label: 'Vào hũ', num: true },
        { label: 'GGR', num: true },
        { label: 'Biên', num: true },
        { label: 'Hũ trả', num: true },
      ]}
    >
      {rows.map((row) => (
        <tr key={row.key} className={row.key === 'all' ? s.totalRow : undefined}>
          <th scope="row" className={`${k.td} ${k.nowrap} ${s.rowHead}`}>
            {row.name}
          </th>
          <td className={num}>{count(row.bets)}</td>
          <td className={num}>{money(row.turnover)}</td>
          <td className={num}>{money(row.payouts)}</td>
          <td className={num}>{money(row.jackpotIn)}</td>
          <Ggr value={row.ggr} />
          <td className={num}>{margin(row.ggr, row.turnover)}</td>
          <td className={num}>{money(row.jackpotPaid)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

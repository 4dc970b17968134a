import { REPORT_PERIOD_LABELS, type ReportDto, GAME_LABELS, GAME_TYPES } from '@app/shared/contracts';
import { vars } from '@app/shared/theme';
import { Panel } from '../kit/kit';
import { fullDate, periodLabel, periodTick, spansYears } from './report-dates';
import { ReportChart } from './report-chart';
import * as s from './report-screen.css';

/** The report drawn: the games' money, the house's balance and the players' money over the periods, and the games side by side. */
export function ReportCharts({ report }: { report: ReportDto }) {
  const { rows, period, totals } = report;
  const ticks = rows.map((row) => periodTick(period, row.start));
  const withYear = spansYears(report);
  const names = rows.map((row) => periodLabel(period, row, withYear));
  const over = `theo ${REPORT_PERIOD_LABELS[period].toLowerCase()}, từ ${fullDate(report.from)} đến ${fullDate(report.to)}`;
  const perPeriod = { xLabel: 'Kỳ', ticks, names };

  return (
    <div className={s.charts}>
      <Panel title="Cược và trả thưởng">
        <ReportChart
          {...perPeriod}
          label={`Biểu đồ đường tổng cược, tổng trả và GGR ${over}`}
          series={[
            { label: 'Tổng cược', color: vars.color.blue, values: rows.map((row) => row.turnover) },
            { label: 'Tổng trả', color: vars.color.red, values: rows.map((row) => row.payouts) },
            { label: 'GGR', color: vars.color.gold, values: rows.map((row) => row.ggr) },
          ]}
        />
      </Panel>
      <Panel title="Số dư nhà cái">
        <ReportChart
          {...perPeriod}
          label={`Biểu đồ đường số dư nhà cái cuối mỗi kỳ ${over}`}
          zero={false}
          series={[{ label: 'Số dư nhà cái', color: vars.color.gold, values: rows.map((row) => row.houseBalance) }]}
        />
      </Panel>
      <Panel title="Nạp và rút">
        <ReportChart
          {...perPeriod}
          label={`Biểu đồ đường tiền nạp và tiền rút ${over}`}
          series={[
            { label: 'Nạp tiền', color: vars.color.green, values: rows.map((row) => row.deposits.amount) },
            { label: 'Rút tiền', color: vars.color.red, values: rows.map((row) => row.withdrawals.amount) },
          ]}
        />
      </Panel>
      <Panel title="Tổng cược và GGR theo trò chơi">
        <ReportChart
          kind="bars"
          xLabel="Trò chơi"
          ticks={GAME_TYPES.map((game) => GAME_LABELS[game])}
          label={`Biểu đồ cột tổng cược và GGR của từng trò chơi, từ ${fullDate(report.from)} đến ${fullDate(report.to)}`}
          series={[
            { label: 'Tổng cược', color: vars.color.blue, values: GAME_TYPES.map((game) => totals.games[game].turnover) },
            { label: 'GGR', color: vars.color.gold, values: GAME_TYPES.map((game) => totals.games[game].ggr) },
          ]}
        />
      </Panel>
    </div>
  );
}

import { useState } from 'react';
import { useLoaded } from '@app/shared';
import { type ReportPeriod, type ReportRowDto } from '@app/shared/contracts';
import { consoleGetReport } from '../../api/console-get-report';
import { LoadState, Panel, RefreshButton, Screen } from '../kit/kit';
import { ExportButton } from '../kit/export-button';
import { formatTime } from '../kit/format';
import { useDebounced } from '../kit/list-hooks';
import { lastDays, rangeProblem, vietnamToday, type ReportRange } from './report-dates';
import { ReportCharts } from './report-charts';
import { ReportRangePicker } from './report-range-picker';
import { ReportSummary } from './report-summary';
import { GameTable, PeriodTable } from './report-tables';
import * as s from './report-screen.css';

// A date typed into its field changes it several times on the way (the year digit by digit): the
// report is asked for once the range has stayed put this long.
const SETTLE_MS = 300;

// Nothing happened in the range. The house's balance is left out: it is a level, not an activity,
// and stays whatever it was before.
const quiet = (t: ReportRowDto) =>
  [t.turnover, t.payouts, t.jackpotIn, t.jackpotPaid, t.ggr, t.deposits.count, t.deposits.amount, t.withdrawals.count, t.withdrawals.amount]
    .concat([t.registrations, t.firstDepositors, t.activePlayers])
    .every((figure) => figure === 0);

export function ReportScreen() {
  const [range, setRange] = useState<ReportRange>(() => lastDays(30, vietnamToday()));
  const [period, setPeriod] = useState<ReportPeriod>('day');
  const asked = useDebounced(range, SETTLE_MS);
  // A range the server would refuse is not sent: its refusal is said here, under the fields.
  const problem = rangeProblem(asked);
  const loaded = useLoaded(
    () => (problem ? Promise.resolve(null) : consoleGetReport({ ...asked, period })),
    [asked.from, asked.to, period],
  );

  return (
    <Screen
      title="Báo cáo"
      subtitle="Cược, trả thưởng, nạp rút và người chơi theo ngày, tuần hoặc tháng. Ngày tính theo giờ Việt Nam; tuần bắt đầu từ thứ Hai."
      actions={
        <>
          <ExportButton
            kind="report"
            filters={{ period }}
            range={problem ? undefined : asked}
            summary="Mỗi kỳ một dòng với các số liệu của bảng chi tiết, và dòng tổng cộng. Việc xuất tệp được ghi vào nhật ký."
          />
          <RefreshButton loaded={loaded} />
        </>
      }
    >
      <Panel>
        <ReportRangePicker range={range} period={period} problem={problem} onRange={setRange} onPeriod={setPeriod} />
      </Panel>
      {!problem && (
        <LoadState loaded={loaded}>
          {(report) =>
            report && (
              <div className={s.body}>
                {quiet(report.totals) && (
                  <p className={s.note} role="status">
                    Chưa có số liệu trong khoảng này.
                  </p>
                )}
                <div>
                  <ReportSummary totals={report.totals} />
                  <p className={s.asOf}>Số liệu tính đến {formatTime(report.asOf)}.</p>
                </div>
                <ReportCharts report={report} />
                <Panel title="Chi tiết theo kỳ">
                  <PeriodTable report={report} />
                </Panel>
                <Panel title="Theo trò chơi">
                  <GameTable totals={report.totals} />
                </Panel>
              </div>
            )
          }
        </LoadState>
      )}
    </Screen>
  );
}

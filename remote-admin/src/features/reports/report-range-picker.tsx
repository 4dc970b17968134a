import { useId } from 'react';
import { TextField } from '@app/shared';
import { REPORT_PERIOD_LABELS, REPORT_PERIODS, type ReportPeriod } from '@app/shared/contracts';
import { Tabs } from '../kit/kit';
import { lastDays, thisMonth, vietnamToday, type ReportRange } from './report-dates';
import * as k from '../kit/kit.css';
import * as s from './report-screen.css';

const PERIODS = REPORT_PERIODS.map((p) => [p, REPORT_PERIOD_LABELS[p]] as const);

// Each shortcut ends today, read when it is pressed: a console left open overnight moves on with the date.
const SHORTCUTS: readonly (readonly [string, (today: string) => ReportRange])[] = [
  ['7 ngày', (today) => lastDays(7, today)],
  ['30 ngày', (today) => lastDays(30, today)],
  ['90 ngày', (today) => lastDays(90, today)],
  ['Tháng này', thisMonth],
];

/** The report's question: a range of Vietnam dates, typed or picked by a shortcut, and its period. */
export function ReportRangePicker({
  range,
  period,
  problem,
  onRange,
  onPeriod,
}: {
  range: ReportRange;
  period: ReportPeriod;
  /** Why the range cannot be asked for, said under the fields. */
  problem: string | null;
  onRange: (range: ReportRange) => void;
  onPeriod: (period: ReportPeriod) => void;
}) {
  const problemId = useId();
  const shortcutsId = useId();
  const today = vietnamToday();
  const invalid = problem ? { 'aria-invalid': true, 'aria-describedby': problemId } : {};
  return (
    <div>
      <div className={s.controls}>
        <TextField
          className={s.dateField}
          type="date"
          label="Từ ngày"
          value={range.from}
          max={today}
          onChange={(e) => onRange({ ...range, from: e.target.value })}
          {...invalid}
        />
        <TextField
          className={s.dateField}
          type="date"
          label="Đến ngày"
          value={range.to}
          max={today}
          onChange={(e) => onRange({ ...range, to: e.target.value })}
          {...invalid}
        />
        <div className={s.control}>
          <span id={shortcutsId} className={s.controlLabel}>
            Chọn nhanh
          </span>
          <div className={`${k.tabs} ${s.buttons}`} role="group" aria-labelledby={shortcutsId}>
            {SHORTCUTS.map(([label, rangeOf]) => {
              const shortcut = rangeOf(today);
              const chosen = shortcut.from === range.from && shortcut.to === range.to;
              return (
                <button key={label} type="button" className={k.tab} aria-pressed={chosen} onClick={() => onRange(rangeOf(vietnamToday()))}>
                  {label}
                </button>
              );
            })}
          </div>
        </div>
        <div className={s.control}>
          <span className={s.controlLabel} aria-hidden="true">
            Kỳ
          </span>
          <div className={s.buttons}>
            <Tabs label="Kỳ báo cáo" value={period} options={PERIODS} onChange={onPeriod} />
          </div>
        </div>
      </div>
      {problem && (
        <p id={problemId} className={s.problem} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

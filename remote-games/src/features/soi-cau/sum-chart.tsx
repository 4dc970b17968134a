import { useId, useMemo } from 'react';
import { visuallyHidden } from '@app/shared';
import { type RoundResultDto } from '@app/shared/signed-in';
import { sideLabel } from '../game-table/game-table-format';
import { sumSeries } from './frequencies';
import * as s from './sum-chart.css';

export interface SumChartProps {
  /** Settled tài xỉu rounds, newest first (soi-cau-rounds.ts); the chart takes the newest SUM_CHART_ROUNDS. */
  rounds: readonly RoundResultDto[];
}

// Fifty points keep seven pixels apart on a phone: more blur into one zigzag.
export const SUM_CHART_ROUNDS = 50;

// The drawing's own units; the SVG scales to the panel's width, keeping its proportions.
const W = 360;
const H = 150;
const LEFT = 22;
const RIGHT = 20;
const TOP = 10;
const BOTTOM = 10;
const MIN = 3;
const MAX = 18;
// Between Xỉu (4 to 10) and Tài (11 to 17): no sum lies on it.
const SPLIT = 10.5;

const x = (i: number, n: number) => (n <= 1 ? LEFT + (W - LEFT - RIGHT) / 2 : LEFT + (i * (W - LEFT - RIGHT)) / (n - 1));
const y = (sum: number) => TOP + ((MAX - sum) * (H - TOP - BOTTOM)) / (MAX - MIN);

/** The dice sum of each of the last rounds, a plain inline SVG: no charting library on the table. */
export function SumChart({ rounds }: SumChartProps) {
  const titleId = useId();
  const descId = useId();
  const points = useMemo(() => sumSeries(rounds.slice(0, SUM_CHART_ROUNDS)), [rounds]);
  const n = points.length;
  const newest = points[n - 1];
  const name = `Biểu đồ tổng điểm ${n} phiên gần nhất`;

  return (
    <section className={s.root} aria-labelledby={titleId} data-testid="sum-chart">
      <div className={s.head}>
        <h2 className={s.title} id={titleId}>
          Biểu đồ tổng điểm
        </h2>
        {/* The key in words beside the title: inside the drawing it would sit on the points. */}
        <p className={s.legend} aria-hidden="true">
          <span className={s.keyTai}>Tài</span>
          <span className={s.keyXiu}>Xỉu</span>
          <span className={s.keySplit}>10,5</span>
        </p>
      </div>
      {n === 0 ? (
        <p className={s.empty}>Chưa có phiên nào để vẽ biểu đồ</p>
      ) : (
        <>
          <svg className={s.svg} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={name} aria-describedby={descId}>
            <line className={s.split} x1={LEFT} x2={W - RIGHT} y1={y(SPLIT)} y2={y(SPLIT)} />
            {[MIN, SPLIT, MAX].map((tick) => (
              <text key={tick} className={s.tick} x={LEFT - 5} y={y(tick) + 4} textAnchor="end">
                {String(tick).replace('.', ',')}
              </text>
            ))}
            <polyline className={s.line} points={points.map((p, i) => `${x(i, n)},${y(p.sum)}`).join(' ')} />
            {points.map((p, i) => (
              <circle key={p.roundId} className={p.side === 'tai' ? s.dotTai : s.dotXiu} cx={x(i, n)} cy={y(p.sum)} r={2.6} />
            ))}
            {newest && (
              <g data-testid="sum-chart-newest">
                <circle className={s.newestRing} cx={x(n - 1, n)} cy={y(newest.sum)} r={6} />
                <circle className={newest.side === 'tai' ? s.dotTai : s.dotXiu} cx={x(n - 1, n)} cy={y(newest.sum)} r={3.8} />
                <text className={s.newestLabel} x={x(n - 1, n) + 8} y={y(newest.sum) + (newest.sum > 15 ? 12 : -6)} textAnchor="end">
                  {newest.sum}
                </text>
              </g>
            )}
          </svg>
          <p className={visuallyHidden} id={descId}>
            Tổng điểm từ cũ đến mới: {points.map((p) => p.sum).join(', ')}. Trên 10,5 là Tài, dưới là Xỉu.{' '}
            {newest && `Mới nhất: phiên #${newest.roundId}, ${newest.sum} điểm, ${sideLabel(newest.side)}.`}
          </p>
        </>
      )}
    </section>
  );
}

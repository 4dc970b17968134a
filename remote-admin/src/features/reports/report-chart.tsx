import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { vars } from '@app/shared/theme';
import { money } from '../kit/format';
import { axisDong } from './report-format';
import * as s from './report-screen.css';

export interface ChartSeries {
  label: string;
  /** A colour of the theme (`vars.color.*`). */
  color: string;
  values: number[];
}

export interface ReportChartProps {
  /** What the chart shows, read out in place of the canvas (the tables below carry the figures). */
  label: string;
  /** What the horizontal axis counts ('Kỳ', 'Trò chơi'), named in the legend. */
  xLabel: string;
  /** One name per point, under the axis. */
  ticks: string[];
  /** One name per point in the legend, where there is room for a whole week ('03/11 – 09/11'); the tick by default. */
  names?: string[];
  series: ChartSeries[];
  /** 'bars': each category's series side by side (two at most); 'lines' over the periods otherwise. */
  kind?: 'lines' | 'bars';
  /** Whether the scale starts at 0: flows do; a balance is drawn around its own values. */
  zero?: boolean;
}

const HEIGHT = 240;
// The horizontal axis counts points: it may skip some when they are crowded, never split one.
const INDEX_STEPS = [1, 2, 3, 4, 5, 7, 10, 14, 15, 20, 30, 50, 100, 200, 400];
// Round amounts of đồng for the vertical axis (1, 2, 5 × 10ⁿ), never a fraction of one.
const AMOUNT_STEPS = Array.from({ length: 13 }, (_, n) => [1, 2, 5].map((m) => m * 10 ** n)).flat();

// The canvas takes no CSS variable: a theme colour is read from the page as it is drawn.
function themeColor(token: string): string {
  const name = /^var\((--[^),\s]+)/.exec(token)?.[1];
  return name ? getComputedStyle(document.documentElement).getPropertyValue(name).trim() || token : token;
}

function scaleRange(zero: boolean) {
  return (_u: uPlot, min: number | null, max: number | null): uPlot.Range.MinMax => {
    let lo = min ?? 0;
    let hi = max ?? 0;
    if (zero) {
      lo = Math.min(0, lo);
      hi = Math.max(0, hi);
    }
    if (lo === hi) return zero ? [0, 1000] : [lo - Math.max(Math.abs(lo) * 0.05, 1000), hi + Math.max(Math.abs(hi) * 0.05, 1000)];
    const pad = (hi - lo) * 0.1;
    return [zero && lo === 0 ? 0 : lo - pad, zero && hi === 0 ? 0 : hi + pad];
  };
}

// The vertical axis as wide as its longest label ('−1,5 tỷ' is wider than '0'). uPlot has turned
// the axis's font into [font, size] by the time it asks.
function axisWidth(u: uPlot, values: string[] | null, axisIdx: number): number {
  const axis = u.axes[axisIdx];
  const longest = (values ?? []).reduce((a, b) => (b.length > a.length ? b : a), '');
  u.ctx.font = (axis.font as unknown as [string])[0];
  return Math.ceil((axis.ticks?.size ?? 10) + (axis.gap ?? 5) + u.ctx.measureText(longest).width / devicePixelRatio);
}

function optionsOf(uPlotClass: typeof uPlot, props: ReportChartProps, width: number): uPlot.Options {
  const { xLabel, ticks, names = ticks, series, kind = 'lines', zero = true } = props;
  const bars = kind === 'bars';
  const font = `12px ${themeColor(vars.font.body)}`;
  const muted = themeColor(vars.color.textMuted);
  const line = themeColor(vars.color.border);
  return {
    width,
    height: HEIGHT,
    cursor: { drag: { x: false, y: false } },
    legend: { live: true },
    scales: {
      x: { time: false, range: (_u, min, max) => (bars || min === max ? [min - 0.5, max + 0.5] : [min, max]) },
      y: { range: scaleRange(zero) },
    },
    axes: [
      {
        stroke: muted,
        font,
        grid: { show: false },
        ticks: { stroke: line },
        incrs: INDEX_STEPS,
        space: 56,
        values: (_u, splits) => splits.map((i) => ticks[i] ?? ''),
      },
      {
        stroke: muted,
        font,
        grid: { stroke: line },
        ticks: { stroke: line },
        incrs: AMOUNT_STEPS,
        values: (_u, splits, _axis, _space, step) => axisDong(splits, step),
        size: axisWidth,
      },
    ],
    series: [
      { label: xLabel, value: (_u, i) => (i === null ? '—' : (names[i] ?? '')) },
      ...series.map((s, n): uPlot.Series => {
        const color = themeColor(s.color);
        const common = { label: s.label, stroke: color, value: (_u: uPlot, v: number | null) => (v === null ? '—' : money(v)) };
        if (!bars) return { ...common, width: 2 };
        // Two bars per category, the first left of its tick and the second right of it.
        return {
          ...common,
          fill: color,
          width: 0,
          fillTo: 0,
          points: { show: false },
          paths: uPlotClass.paths.bars!({ size: [0.3, 72], align: n === 0 ? -1 : 1 }),
        };
      }),
    ],
  };
}

/**
 * A chart of the report, drawn with uPlot once the screen is up. uPlot is fetched here, in a chunk
 * of its own, so only an operator who opens the report downloads it. The chart follows its box's
 * width and is taken down with the screen.
 */
export function ReportChart(props: ReportChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const latest = useRef(props);
  latest.current = props;
  // Drawn again only when what it shows changes, not on every render of the screen.
  const shown = JSON.stringify([props.ticks, props.names, props.series, props.kind, props.zero]);

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    let plot: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let gone = false;
    import(/* webpackChunkName: "uplot" */ 'uplot').then(
      ({ default: UPlot }) => {
        if (gone) return;
        const { ticks, series } = latest.current;
        const data: uPlot.AlignedData = [ticks.map((_, i) => i), ...series.map((s) => s.values)];
        plot = new UPlot(optionsOf(UPlot, latest.current, element.clientWidth), data, element);
        observer = new ResizeObserver(() => {
          if (plot && element.clientWidth !== plot.width) plot.setSize({ width: element.clientWidth, height: HEIGHT });
        });
        observer.observe(element);
      },
      // The chunk did not arrive (the network, a deploy in between): the tables still hold every figure.
      () => {
        if (!gone) setFailed(true);
      },
    );
    return () => {
      gone = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [shown]);

  return (
    <div ref={box} className={s.chart} role="img" aria-label={props.label}>
      {failed && <p className={s.chartFailed}>Không tải được biểu đồ. Số liệu có trong bảng bên dưới.</p>}
    </div>
  );
}

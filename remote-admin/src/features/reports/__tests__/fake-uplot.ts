// uPlot draws on a canvas, which jsdom has not: the report's tests put this in its place and read
// what each chart was given.
import type uPlot from 'uplot';

export const plots: FakePlot[] = [];

export default class FakePlot {
  static paths = { bars: () => () => null };
  width: number;
  destroyed = false;

  constructor(
    readonly opts: uPlot.Options,
    readonly data: uPlot.AlignedData,
    readonly target: HTMLElement,
  ) {
    this.width = opts.width;
    plots.push(this);
  }

  setSize({ width }: { width: number; height: number }) {
    this.width = width;
  }

  destroy() {
    this.destroyed = true;
  }
}

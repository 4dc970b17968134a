// The report's own figures beside the kit's money: a margin, and the short amounts of a chart's axis.
const percent = new Intl.NumberFormat('vi-VN', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 });

/** Biên lợi nhuận: GGR over the stakes, '5,3%'; '—' with no stakes, where it means nothing. */
export const margin = (ggr: number, turnover: number) => (turnover === 0 ? '—' : percent.format(ggr / turnover));

/** A count in a sentence or a cell: '1.234'. */
export const count = (value: number) => whole.format(value);

const UNITS = [
  [1e9, 'tỷ'],
  [1e6, 'tr'],
  [1e3, 'nghìn'],
] as const;

/**
 * An axis's amounts in đồng the way they are said, all in the unit of the largest: '500 tr',
 * '1,5 tỷ', '−2 tr'. `step` is the distance between two ticks: as many decimals as it takes to tell
 * them apart ('2,45 tỷ' beside '2,5 tỷ'), no more.
 */
export function axisDong(ticks: number[], step: number): string[] {
  const largest = Math.max(0, ...ticks.map(Math.abs));
  const [size, unit] = UNITS.find(([at]) => largest >= at) ?? [1, ''];
  const decimals = step > 0 ? Math.min(3, Math.max(0, Math.ceil(-Math.log10(step / size) - 1e-9))) : 0;
  const format = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: decimals });
  return ticks.map((tick) => {
    if (tick === 0) return '0';
    const text = format.format(Math.abs(tick) / size);
    return `${tick < 0 ? '−' : ''}${text}${unit && ` ${unit}`}`;
  });
}

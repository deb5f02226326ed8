import { count, decimal, money, percent } from '../../lib/format.ts';

/** What a chart's numbers are: fractions shown as percentages, whole counts, averages with one decimal, or US dollars. */
export type ValueKind = 'percent' | 'count' | 'decimal' | 'money';

/** One drawn series: its key in the data rows, the label people read, and its Mantine colour ('violet.6'). */
export interface ChartSeries {
  key: string;
  label: string;
  color: string;
}

/** The exact value as lib/format.ts writes it for its kind ("–" when there is none). */
export function formatValue(kind: ValueKind, value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '–';
  if (kind === 'percent') return percent(value);
  if (kind === 'count') return count(value);
  if (kind === 'money') return money(value);
  return decimal(value);
}

/** An axis tick: percentages and averages with only the decimals the tick has; counts and money as their values. */
export function formatTick(kind: ValueKind, value: number): string {
  if (kind === 'decimal') {
    // An average's axis: as many decimals as the tick has, up to two (0.5, 1, 1.5 — never 0.45 shown as "0.5").
    const digits = [0, 1, 2].find((d) => Math.abs(value * 10 ** d - Math.round(value * 10 ** d)) < 1e-6) ?? 2;
    return decimal(value, digits);
  }
  if (kind !== 'percent') return formatValue(kind, value);
  // Whole percents, but a tick between them (an axis up to 2 %, or steps of 0.75 %) keeps the decimals it has, up to
  // two, so no tick reads as a value it is not (0.75 % is not "0.8 %").
  const exact = (digits: number) => {
    const scaled = value * 100 * 10 ** digits;
    return Math.abs(scaled - Math.round(scaled)) < 1e-6;
  };
  return percent(value, exact(0) ? 0 : exact(1) ? 1 : 2);
}

/** The default height of every chart's drawing area, so skeletons and empty states take the same room. */
export const chartHeight = 280;

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

/** An axis tick: percentages without decimals (a 0–100 % axis needs none), others as their values. */
export function formatTick(kind: ValueKind, value: number): string {
  if (kind !== 'percent') return formatValue(kind, value);
  // Whole percents, but a tick between them (an axis up to 2 %) keeps its decimal, so no two ticks read the same.
  const whole = Math.abs(value * 100 - Math.round(value * 100)) < 1e-9;
  return percent(value, whole ? 0 : 1);
}

/** The default height of every chart's drawing area, so skeletons and empty states take the same room. */
export const chartHeight = 280;

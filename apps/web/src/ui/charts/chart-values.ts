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

/** The fewest decimals, up to two, that write `value` exactly (1.5 → 1, 0.45 → 2, 0.125 → 2). */
function tickDigits(value: number): number {
  return [0, 1].find((d) => Math.abs(value * 10 ** d - Math.round(value * 10 ** d)) < 1e-6) ?? 2;
}

/**
 * An axis tick: percentages and averages with only the decimals the tick has, up to two, so no tick reads as a value
 * it is not (0.75 % is not "0.8 %", 0.45 not "0.5"); counts and money as their values.
 */
export function formatTick(kind: ValueKind, value: number): string {
  if (kind === 'percent') return percent(value, tickDigits(value * 100));
  if (kind === 'decimal') return decimal(value, tickDigits(value));
  return formatValue(kind, value);
}

/** The default height of every chart's drawing area, so skeletons and empty states take the same room. */
export const chartHeight = 280;

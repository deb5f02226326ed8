import '@mantine/charts/styles.css';
import { Sparkline as MantineSparkline } from '@mantine/charts';
import { formatValue, type ValueKind } from './chart-values.ts';

export interface SparklineProps {
  /** Values oldest first; null where there is no data (the line joins over it). */
  values: Array<number | null>;
  color?: string;
  /** What the line shows, for screen readers and the hover title ("Visibility, last 30 days"). */
  label: string;
  valueKind?: ValueKind;
  w?: number | string;
  h?: number;
}

/**
 * A small trend line for tables and cards (no axes). The title on hover names the series and its first and last
 * values, exactly formatted.
 */
export function Sparkline({
  values,
  color = 'violet.6',
  label,
  valueKind = 'percent',
  w = 120,
  h = 32,
}: SparklineProps) {
  const known = values.filter((v): v is number => v !== null);
  const summary =
    known.length > 0
      ? `${label}: ${formatValue(valueKind, known[0])} → ${formatValue(valueKind, known[known.length - 1])}`
      : label;
  return (
    <div role="img" aria-label={summary} title={summary} data-testid="sparkline" style={{ width: w }}>
      <MantineSparkline
        w={w}
        h={h}
        data={values}
        color={color}
        curveType="linear"
        fillOpacity={0.25}
        strokeWidth={1.5}
      />
    </div>
  );
}

import '@mantine/charts/styles.css';
import { BarChart as MantineBarChart } from '@mantine/charts';
import { ChartTooltipBox } from './ChartTooltipBox.tsx';
import { type ChartSeries, chartHeight, formatTick, formatValue, type ValueKind } from './chart-values.ts';

export interface BarChartProps {
  /** Rows with a category `x` (a brand, an engine, a domain) and one number per series key. */
  rows: Array<{ x: string } & Record<string, number | string | null>>;
  series: ChartSeries[];
  valueKind?: ValueKind;
  /** `horizontal` bars grow to the right (long category names read well); `vertical` bars grow up. */
  direction?: 'horizontal' | 'vertical';
  /** Stack the series of a category on each other instead of side by side. */
  stacked?: boolean;
  /** A detail line per category and series in the tooltip (e.g. "n = 120"). */
  detail?: (x: string, seriesKey: string) => string | undefined;
  formatX?: (x: string) => string;
  height?: number;
  /** The thickest a bar may be (px), so a few categories do not draw slabs. */
  maxBarWidth?: number;
  /** Width (px) of the value axis of vertical bars, for long tick labels (money, large counts). */
  valueAxisWidth?: number;
}

/**
 * Bars per category (values of 0 or more: the value axis starts at 0); horizontal by default. The tooltip gives the
 * exact values (and a detail such as n).
 */
export function BarChart({
  rows,
  series,
  valueKind = 'count',
  direction = 'horizontal',
  stacked = false,
  detail,
  formatX = (x) => x,
  height = chartHeight,
  maxBarWidth,
  valueAxisWidth = 48,
}: BarChartProps) {
  const byX = new Map(rows.map((r) => [r.x, r]));
  const horizontal = direction === 'horizontal';
  return (
    <MantineBarChart
      h={height}
      data={rows}
      dataKey="x"
      type={stacked ? 'stacked' : 'default'}
      maxBarWidth={maxBarWidth}
      orientation={horizontal ? 'vertical' : 'horizontal'}
      series={series.map((s) => ({ name: s.key, label: s.label, color: s.color }))}
      valueFormatter={(v) => formatTick(valueKind, v)}
      gridAxis={horizontal ? 'y' : 'x'}
      {...(horizontal
        ? {
            yAxisProps: { width: 110, tickFormatter: formatX },
            // A scale from 0 in steps of 1, 2 or 5 × 10ⁿ (0.5 up to 2, not 0.45 up to 1.8).
            xAxisProps: { type: 'number' as const, domain: [0, 'auto'], niceTicks: 'snap125' as const },
            // Room for the value axis's last tick label ("8%", "1.8"), which the chart's edge cut in half.
            barChartProps: { margin: { right: 16 } },
          }
        : {
            xAxisProps: { tickFormatter: formatX },
            yAxisProps: { width: valueAxisWidth, domain: [0, 'auto'], niceTicks: 'snap125' as const },
          })}
      tooltipProps={{
        content: ({ label }) => {
          const row = byX.get(String(label));
          if (!row) return null;
          return (
            <ChartTooltipBox
              heading={formatX(row.x)}
              // A series absent from the row (one bar per category, each its own series) is not listed.
              rows={series
                .filter((s) => s.key in row)
                .map((s) => ({
                  key: s.key,
                  label: s.label,
                  color: s.color,
                  value: formatValue(valueKind, row[s.key] === null ? null : Number(row[s.key])),
                  detail: detail?.(row.x, s.key),
                }))}
            />
          );
        },
      }}
    />
  );
}

import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { count } from '../../lib/format.ts';
import { ChartTooltipBox } from './ChartTooltipBox.tsx';
import { type ChartSeries, chartHeight, formatTick, formatValue, type ValueKind } from './chart-values.ts';

export interface StackedAreaChartProps {
  /** Rows with `x` and one number per series key (e.g. citations per source type per day). */
  rows: Array<{ x: string } & Record<string, number | string | null>>;
  series: ChartSeries[];
  valueKind?: ValueKind;
  /** `stacked` adds the values up; `percent` shows each series' share of the total at every x. */
  type?: 'stacked' | 'percent';
  formatX?: (x: string) => string;
  height?: number;
}

/**
 * Areas stacked on each other over x (composition over time); the tooltip lists every exact value and the total. As
 * shares, a period with nothing in it (e.g. today before its collect) is a gap, not a fall to 0 %.
 */
export function StackedAreaChart({
  rows,
  series,
  valueKind = 'count',
  type = 'stacked',
  formatX = (x) => x,
  height = chartHeight,
}: StackedAreaChartProps) {
  const { t } = useTranslation();
  const byX = new Map(rows.map((r) => [r.x, r]));
  const totalOf = (row: Record<string, number | string | null>) =>
    series.reduce((sum, s) => sum + (Number(row[s.key]) || 0), 0);
  const drawn =
    type === 'percent'
      ? rows.map((row) =>
          totalOf(row) > 0 ? row : { ...row, ...Object.fromEntries(series.map((s) => [s.key, null])) },
        )
      : rows;
  return (
    <AreaChart
      h={height}
      data={drawn}
      connectNulls={false}
      dataKey="x"
      type={type}
      series={series.map((s) => ({ name: s.key, label: s.label, color: s.color }))}
      curveType="linear"
      withDots={false}
      fillOpacity={0.55}
      valueFormatter={(v) => (type === 'percent' ? formatTick('percent', v) : formatTick(valueKind, v))}
      xAxisProps={{ tickFormatter: formatX }}
      yAxisProps={{ width: 48 }}
      tooltipProps={{
        content: ({ label }) => {
          const row = byX.get(String(label));
          if (!row) return null;
          const total = totalOf(row);
          return (
            <ChartTooltipBox
              heading={formatX(row.x)}
              rows={[...series].reverse().map((s) => {
                const value = Number(row[s.key]) || 0;
                return {
                  key: s.key,
                  label: s.label,
                  color: s.color,
                  value: formatValue(valueKind, value),
                  detail: type === 'percent' && total > 0 ? formatValue('percent', value / total) : undefined,
                };
              })}
              footer={valueKind === 'count' ? t('charts.total', { total: count(total) }) : undefined}
            />
          );
        },
      }}
    />
  );
}

import '@mantine/charts/styles.css';
import { CompositeChart, type CompositeChartSeries } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { count, percent } from '../../lib/format.ts';
import { useSimpleView } from '../report-detail/use-report-detail.ts';
import { ChartTooltipBox } from './ChartTooltipBox.tsx';
import { type ChartSeries, chartHeight, formatTick, formatValue, type ValueKind } from './chart-values.ts';

/** One x position (a day): each series' value, the optional band's bounds, and the n behind the values. */
export interface IntervalPoint {
  x: string;
  values: Record<string, number | null>;
  band?: { low: number; high: number } | null;
  n?: number;
}

export interface LineIntervalChartProps {
  points: IntervalPoint[];
  series: ChartSeries[];
  /** The series whose interval (`points[].band`) is drawn as a lighter band behind the lines. */
  bandKey?: string | undefined;
  valueKind?: ValueKind;
  /** How an x value is written on the axis and in the tooltip. */
  formatX?: (x: string) => string;
  height?: number;
  /** A fixed value axis (e.g. ranks 1…k, a 0–100 score) instead of 0 to the data's maximum. */
  yDomain?: [number, number];
  /** Draws the value axis upside down (ranks: 1, the best, on top). */
  yReversed?: boolean;
}

const bandKeyInRows = '__band';

/**
 * Lines per series (e.g. visibility per brand per day) with the 95 % interval of one series as a shaded band; the
 * tooltip gives every exact value, the band's bounds and n. The simple view draws the lines only: no band, bounds or n.
 */
export function LineIntervalChart({
  points,
  series,
  bandKey,
  valueKind = 'percent',
  formatX = (x) => x,
  height = chartHeight,
  yDomain,
  yReversed = false,
}: LineIntervalChartProps) {
  const { t } = useTranslation();
  const simple = useSimpleView();
  const bandSeries = simple ? undefined : series.find((s) => s.key === bandKey);
  const rows = points.map((p) => ({
    x: p.x,
    ...p.values,
    ...(bandSeries ? { [bandKeyInRows]: p.band ? [p.band.low, p.band.high] : null } : {}),
  }));
  const drawn: CompositeChartSeries[] = [
    ...(bandSeries ? [{ name: bandKeyInRows, type: 'area' as const, color: bandSeries.color }] : []),
    ...series.map((s) => ({ name: s.key, label: s.label, type: 'line' as const, color: s.color })),
  ];
  const byX = new Map(points.map((p) => [p.x, p]));
  return (
    <CompositeChart
      h={height}
      data={rows}
      dataKey="x"
      series={drawn}
      curveType="linear"
      withDots={points.length <= 31}
      strokeWidth={2}
      connectNulls
      valueFormatter={(v) => formatTick(valueKind, v)}
      xAxisProps={{ tickFormatter: formatX }}
      yAxisProps={{
        width: 48,
        reversed: yReversed,
        domain: yDomain
          ? yDomain
          : valueKind === 'percent'
            ? [0, (max: number) => Math.min(1, Math.max(0.1, Math.ceil(max * 10) / 10))]
            : [0, 'auto'],
      }}
      areaProps={(s) =>
        s.name === bandKeyInRows
          ? {
              stroke: 'none',
              strokeWidth: 0,
              fillOpacity: 0.18,
              dot: false,
              activeDot: false,
              legendType: 'none',
              tooltipType: 'none',
            }
          : {}
      }
      tooltipProps={{
        content: ({ label }) => {
          const point = byX.get(String(label));
          if (!point) return null;
          return (
            <ChartTooltipBox
              heading={formatX(point.x)}
              rows={series.map((s) => ({
                key: s.key,
                label: s.label,
                color: s.color,
                value: formatValue(valueKind, point.values[s.key]),
                detail:
                  bandSeries && s.key === bandKey && point.band
                    ? t('charts.interval', { low: percent(point.band.low), high: percent(point.band.high) })
                    : undefined,
              }))}
              footer={point.n === undefined || simple ? undefined : t('charts.n', { n: count(point.n) })}
            />
          );
        },
      }}
    />
  );
}

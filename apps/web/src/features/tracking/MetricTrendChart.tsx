import { Group, SegmentedControl, Select } from '@mantine/core';
import type { TrackingReport } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { shortDay } from '../../lib/format.ts';
import { type BrandMetric, brandMetrics, metricKind, metricUnit } from '../../ui/charts/brand-metrics.ts';
import { ChartCard } from '../../ui/charts/ChartCard.tsx';
import type { ChartSeries } from '../../ui/charts/chart-values.ts';
import { LazyLineIntervalChart } from '../../ui/charts/lazy-charts.ts';
import { useSimpleView } from '../../ui/report-detail/use-report-detail.ts';
import { ownBrandKey } from '../../ui/use-brand-colors.ts';
import { type TrendGrain, trendGrains } from './tracking-search.ts';
import { trendPoints } from './trend-points.ts';

interface Props {
  report: TrackingReport | undefined;
  loading: boolean;
  metric: BrandMetric;
  grain: TrendGrain;
  onChange: (view: { metric?: BrandMetric; grain?: TrendGrain }) => void;
  colorOf: (brandKey: string) => string;
}

/** The metrics with a 95 % interval to draw as a band: rates with counts (not means, not mention-based SoV). */
const bandedMetrics: ReadonlySet<BrandMetric> = new Set(['visibility', 'shareOfVoice', 'top1Rate']);

/**
 * The chosen metric of every tracked brand over the range, by day, week or month (the report's groups), with the own
 * brand's 95 % interval as a band where the metric is a rate; the metric and grain live in the URL.
 */
export function MetricTrendChart({ report, loading, metric, grain, onChange, colorOf }: Props) {
  const { t } = useTranslation();
  const simple = useSimpleView();
  const series: ChartSeries[] = (report?.brands ?? []).map((b) => ({
    key: b.key,
    label: b.own ? `${b.name} (${t('tracking.ownBrand')})` : b.name,
    color: colorOf(b.key),
  }));
  const points = trendPoints(report?.groups ?? [], metric, ownBrandKey);
  const band = bandedMetrics.has(metric) ? series.find((s) => s.key === ownBrandKey) : undefined;
  const kind = metricKind(metric);
  return (
    <ChartCard
      testId="chart-visibility-trend"
      title={t('trackingCharts.trend', { metric: t(`charts.metrics.${metric}`) })}
      description={t(
        simple
          ? 'trackingCharts.trendHintSimple'
          : bandedMetrics.has(metric)
            ? 'trackingCharts.trendHint'
            : 'trackingCharts.trendHintNoBand',
        { grain: t(`charts.grainUnits.${grain}`) },
      )}
      unit={t(`charts.units.${metricUnit(metric)}`)}
      legend={series}
      band={band}
      loading={loading}
      emptyReason={report && report.n === 0 ? t('trackingCharts.trendEmpty') : null}
      link={{ href: '#tracking-brands', label: t('charts.showTable') }}
      controls={
        <Group gap="xs" wrap="wrap">
          <Select
            size="xs"
            aria-label={t('charts.metric')}
            data={brandMetrics.map((m) => ({ value: m, label: t(`charts.metrics.${m}`) }))}
            value={metric}
            allowDeselect={false}
            onChange={(value) => value && onChange({ metric: value as BrandMetric })}
            w={200}
            data-testid="trend-metric"
          />
          <SegmentedControl
            size="xs"
            aria-label={t('charts.grain')}
            data={trendGrains.map((g) => ({ value: g, label: t(`charts.grains.${g}`) }))}
            value={grain}
            onChange={(value) => onChange({ grain: value as TrendGrain })}
            data-testid="trend-grain"
          />
        </Group>
      }
    >
      <LazyLineIntervalChart
        points={points}
        series={series}
        bandKey={band?.key}
        valueKind={kind}
        formatX={shortDay}
        {...(metric === 'averagePosition'
          ? { yReversed: true, yDomain: [1, Math.max(2, series.length)] as [number, number] }
          : metric === 'sentimentScore'
            ? { yDomain: [0, 100] as [number, number] }
            : {})}
      />
    </ChartCard>
  );
}

import { type TrackingReport, wilsonInterval } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { shortDay } from '../../lib/format.ts';
import { ChartCard } from '../../ui/charts/ChartCard.tsx';
import type { ChartSeries } from '../../ui/charts/chart-values.ts';
import type { IntervalPoint } from '../../ui/charts/LineIntervalChart.tsx';
import { LazyLineIntervalChart } from '../../ui/charts/lazy-charts.ts';
import { ownBrandKey } from '../../ui/use-brand-colors.ts';

interface Props {
  report: TrackingReport | undefined;
  loading: boolean;
  colorOf: (brandKey: string) => string;
}

/** Daily visibility of every tracked brand, with the own brand's 95 % Wilson interval as a band. */
export function VisibilityTrendChart({ report, loading, colorOf }: Props) {
  const { t } = useTranslation();
  const series: ChartSeries[] = (report?.brands ?? []).map((b) => ({
    key: b.key,
    label: b.own ? `${b.name} (${t('tracking.ownBrand')})` : b.name,
    color: colorOf(b.key),
  }));
  const points: IntervalPoint[] = (report?.series ?? []).map((day) => {
    const own = day.brands[ownBrandKey];
    return {
      x: day.day,
      n: day.n,
      values: Object.fromEntries(
        series.map((s) => [s.key, day.n > 0 ? (day.brands[s.key]?.visibility ?? 0) : null]),
      ),
      band: own && day.n > 0 ? wilsonInterval(own.mentioning, day.n) : null,
    };
  });
  const band = series.find((s) => s.key === ownBrandKey);
  return (
    <ChartCard
      testId="chart-visibility-trend"
      title={t('trackingCharts.visibilityTrend')}
      description={t('trackingCharts.visibilityTrendHint')}
      unit={t('charts.units.percent')}
      legend={series}
      band={band}
      loading={loading}
      emptyReason={report && report.n === 0 ? t('trackingCharts.visibilityTrendEmpty') : null}
      link={{ href: '#tracking-brands', label: t('charts.showTable') }}
    >
      <LazyLineIntervalChart
        points={points}
        series={series}
        bandKey={band?.key}
        valueKind="percent"
        formatX={shortDay}
      />
    </ChartCard>
  );
}

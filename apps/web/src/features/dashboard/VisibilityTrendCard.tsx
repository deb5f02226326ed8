import type { TrackingReport } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { shortDay } from '../../lib/format.ts';
import { ChartCard } from '../../ui/charts/ChartCard.tsx';
import type { ChartSeries } from '../../ui/charts/chart-values.ts';
import { LazyLineIntervalChart } from '../../ui/charts/lazy-charts.ts';
import { useSimpleView } from '../../ui/report-detail/use-report-detail.ts';
import { visibilityPoints } from './visibility-points.ts';

/**
 * The visibility of the own brand and every competitor per day of the range, the own brand's 95 % interval as a
 * band; the tooltip gives each value and the day's n. Leads to the latest answers below it.
 */
export function VisibilityTrendCard({
  report,
  loading,
  colorOf,
}: {
  report: TrackingReport | undefined;
  loading: boolean;
  colorOf: (key: string) => string;
}) {
  const { t } = useTranslation();
  const simple = useSimpleView();
  const brands = report?.brands ?? [];
  const series: ChartSeries[] = brands.map((b) => ({
    key: b.key,
    label: b.own ? `${b.name} (${t('dashboard.ownBrand')})` : b.name,
    color: colorOf(b.key),
  }));
  const own = brands.find((b) => b.own);
  const band = series.find((s) => s.key === own?.key);
  return (
    <ChartCard
      testId="dashboard-trend"
      title={t('dashboard.trend')}
      description={t(simple ? 'dashboard.trendDescriptionSimple' : 'dashboard.trendDescription')}
      unit={t('charts.units.percent')}
      legend={series}
      band={band}
      loading={loading}
      emptyReason={report && report.n === 0 ? t('dashboard.trendEmpty') : null}
      link={{ href: '#dashboard-answers', label: t('charts.showAnswers') }}
    >
      {report && (
        <LazyLineIntervalChart
          points={visibilityPoints(report, own?.key ?? '')}
          series={series}
          bandKey={band?.key}
          valueKind="percent"
          formatX={shortDay}
        />
      )}
    </ChartCard>
  );
}

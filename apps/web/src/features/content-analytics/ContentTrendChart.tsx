import type { ContentAnalytics } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { shortDay, shortMonth } from '../../lib/format.ts';
import { ChartCard } from '../../ui/charts/ChartCard.tsx';
import type { ChartSeries } from '../../ui/charts/chart-values.ts';
import { LazyStackedAreaChart } from '../../ui/charts/lazy-charts.ts';
import { contentTypeColors } from './content-colors.ts';

/**
 * The share of each content type in the citations of every day (or calendar month, for long ranges), stacked to 100 %;
 * the tooltip gives each type's citations and share and the period's total.
 */
export function ContentTrendChart({
  report,
  loading,
}: {
  report: ContentAnalytics | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const series: ChartSeries[] = (report?.mix ?? []).map((entry) => ({
    key: entry.contentType,
    label: t(`contentTypes.${entry.contentType}`),
    color: contentTypeColors[entry.contentType],
  }));
  const month = report?.granularity === 'month';
  // Periods without citations have no shares: left out rather than drawn as 0 % of everything.
  const rows = (report?.trend ?? [])
    .filter((period) => period.citations > 0)
    .map((period) => ({
      x: period.key,
      ...Object.fromEntries(period.types.map((type) => [type.contentType, type.citations])),
    }));
  return (
    <ChartCard
      testId="content-trend-chart"
      title={t('contentAnalytics.trend')}
      description={t(month ? 'contentAnalytics.trendHintMonth' : 'contentAnalytics.trendHintDay')}
      unit={t('charts.units.percent')}
      legend={series}
      loading={loading}
      emptyReason={
        !report
          ? null
          : rows.length === 0
            ? t('contentAnalytics.trendEmpty')
            : rows.length === 1
              ? t(month ? 'contentAnalytics.trendOneMonth' : 'contentAnalytics.trendOneDay')
              : null
      }
      link={{ href: '#content-mix-table', label: t('charts.showTable') }}
    >
      <LazyStackedAreaChart
        rows={rows}
        series={series}
        type="percent"
        valueKind="count"
        formatX={(key) => (month ? shortMonth(key) : shortDay(key))}
      />
    </ChartCard>
  );
}

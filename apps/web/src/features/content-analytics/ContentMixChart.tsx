import type { ContentAnalytics } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { count, percent } from '../../lib/format.ts';
import { ChartCard } from '../../ui/charts/ChartCard.tsx';
import type { DonutSlice } from '../../ui/charts/DonutChart.tsx';
import { LazyDonutChart } from '../../ui/charts/lazy-charts.ts';
import { contentTypeColors } from './content-colors.ts';

/** The content type mix of every cited page: citations per type, with the share and pages in the tooltip. */
export function ContentMixChart({
  report,
  loading,
}: {
  report: ContentAnalytics | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const slices: DonutSlice[] = (report?.mix ?? []).map((entry) => ({
    key: entry.contentType,
    label: t(`contentTypes.${entry.contentType}`),
    color: contentTypeColors[entry.contentType],
    value: entry.citations,
    detail: `${percent(entry.share)} · ${t('contentAnalytics.columns.pages')} ${count(entry.pages)}`,
  }));
  return (
    <ChartCard
      testId="content-mix-chart"
      title={t('contentAnalytics.mix')}
      description={t('contentAnalytics.mixHint')}
      unit={t('charts.units.citations')}
      legend={slices.map(({ key, label, color }) => ({ key, label, color }))}
      loading={loading}
      emptyReason={report && slices.length === 0 ? t('contentAnalytics.trendEmpty') : null}
      link={{ href: '#content-mix-table', label: t('charts.showTable') }}
    >
      <LazyDonutChart
        slices={slices}
        valueKind="count"
        centerLabel={t('contentAnalytics.mixCenter', { n: count(report?.citations ?? 0) })}
      />
    </ChartCard>
  );
}

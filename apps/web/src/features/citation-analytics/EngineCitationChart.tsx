import type { CitationAnalytics } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { count, engineName } from '../../lib/format.ts';
import { ChartCard } from '../../ui/charts/ChartCard.tsx';
import type { ChartSeries } from '../../ui/charts/chart-values.ts';
import { LazyBarChart } from '../../ui/charts/lazy-charts.ts';
import { useSimpleView } from '../../ui/report-detail/use-report-detail.ts';
import { citationColors } from './citation-colors.ts';

/** Each engine's owned citation rate (of its answers) and owned share (of its citations); n in the tooltip. */
export function EngineCitationChart({
  data,
  loading,
}: {
  data: CitationAnalytics | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const simple = useSimpleView();
  const series: ChartSeries[] = [
    { key: 'rate', label: t('citationAnalytics.trend.rate'), color: citationColors.rate },
    { key: 'share', label: t('citationAnalytics.trend.share'), color: citationColors.share },
  ];
  const engines = data?.byEngine ?? [];
  const byEngine = new Map(engines.map((e) => [e.engine as string, e]));
  return (
    <ChartCard
      testId="citations-engine-chart"
      title={t('citationAnalytics.engines.chart')}
      description={t('citationAnalytics.engines.chartHint')}
      unit={t('charts.units.percent')}
      legend={series}
      loading={loading}
      emptyReason={data && engines.length === 0 ? t('citationAnalytics.engines.empty') : null}
      link={{ href: '#citations-engines', label: t('charts.showTable') }}
    >
      <LazyBarChart
        rows={engines.map((e) => ({ x: e.engine, rate: e.citationRate, share: e.citationShare }))}
        series={series}
        valueKind="percent"
        formatX={(engine) => engineName(t, engine)}
        detail={(engine, key) => {
          const row = byEngine.get(engine);
          if (!row) return undefined;
          return key === 'rate'
            ? `${count(row.citing)} / ${simple ? count(row.n) : t('charts.n', { n: count(row.n) })}`
            : `${count(row.ownedCitations)} / ${count(row.citations)}`;
        }}
      />
    </ChartCard>
  );
}

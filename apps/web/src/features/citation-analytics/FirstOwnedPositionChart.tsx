import type { CitationAnalytics, FirstOwnedPosition } from '@sightline/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { count, decimal, engineName } from '../../lib/format.ts';
import { ChartCard } from '../../ui/charts/ChartCard.tsx';
import type { ChartSeries } from '../../ui/charts/chart-values.ts';
import { LazyBarChart } from '../../ui/charts/lazy-charts.ts';
import { citationColors } from './citation-colors.ts';

/** What a first-position mean rests on: its answers, and the (answer, owned domain) pairs when they differ. */
export function positionBasis(t: TFunction, position: FirstOwnedPosition): string {
  return position.exact
    ? t('citationAnalytics.position.exact', { answers: count(position.answers) })
    : t('citationAnalytics.position.pairs', {
        answers: count(position.answers),
        pairs: count(position.pairs),
      });
}

/**
 * Per engine, the mean position of the first owned citation in the answers citing an owned site (lower is better),
 * with the mean over every engine in the description; the tooltip says what each mean is over.
 */
export function FirstOwnedPositionChart({
  data,
  loading,
}: {
  data: CitationAnalytics | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const series: ChartSeries[] = [
    { key: 'mean', label: t('citationAnalytics.position.mean'), color: citationColors.position },
  ];
  const engines = (data?.byEngine ?? []).filter((e) => e.firstOwnedPosition.mean !== null);
  const byEngine = new Map(engines.map((e) => [e.engine as string, e]));
  const overall = data?.firstOwnedPosition.mean ?? null;
  return (
    <ChartCard
      testId="citations-position-chart"
      title={t('citationAnalytics.position.title')}
      description={`${t('citationAnalytics.position.hint')}${
        overall === null ? '' : ` · ${t('citationAnalytics.position.overall', { mean: decimal(overall, 2) })}`
      }`}
      unit={t('charts.units.rank')}
      legend={series}
      loading={loading}
      emptyReason={data && engines.length === 0 ? t('citationAnalytics.position.empty') : null}
      link={{ href: '#citations-engines', label: t('charts.showTable') }}
    >
      <LazyBarChart
        rows={engines.map((e) => ({ x: e.engine, mean: e.firstOwnedPosition.mean }))}
        series={series}
        valueKind="decimal"
        formatX={(engine) => engineName(t, engine)}
        detail={(engine) => {
          const row = byEngine.get(engine);
          return row ? positionBasis(t, row.firstOwnedPosition) : undefined;
        }}
      />
    </ChartCard>
  );
}

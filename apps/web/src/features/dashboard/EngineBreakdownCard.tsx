import type { TrackingReport } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { count, engineName } from '../../lib/format.ts';
import { ChartCard } from '../../ui/charts/ChartCard.tsx';
import type { ChartSeries } from '../../ui/charts/chart-values.ts';
import { LazyBarChart } from '../../ui/charts/lazy-charts.ts';
import { useSimpleView } from '../../ui/report-detail/use-report-detail.ts';
import { engineRows } from './engine-rows.ts';

/** Brands drawn per engine: the own brand and the first competitors (the report lists them by visibility). */
const maxBrands = 5;

/**
 * Visibility of the own brand and the leading competitors on each engine that answered, as bars; the tooltip gives
 * each value and the engine's n. The table beside it has the own brand's numbers per engine.
 */
export function EngineBreakdownCard({
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
  const rows = report ? engineRows(report) : [];
  const series: ChartSeries[] = (report?.brands ?? []).slice(0, maxBrands).map((b) => ({
    key: b.key,
    label: b.own ? `${b.name} (${t('dashboard.ownBrand')})` : b.name,
    color: colorOf(b.key),
  }));
  const nOf = new Map(rows.map((row) => [row.engine as string, row.n]));
  return (
    <ChartCard
      testId="dashboard-engines"
      title={t('dashboard.engines')}
      description={t(simple ? 'dashboard.enginesDescriptionSimple' : 'dashboard.enginesDescription')}
      unit={t('charts.units.percent')}
      legend={series}
      loading={loading}
      emptyReason={report && rows.length === 0 ? t('dashboard.enginesEmpty') : null}
      link={{ href: '#dashboard-engine-table', label: t('charts.showTable') }}
    >
      <LazyBarChart
        rows={rows.map((row) => ({ x: row.engine, ...row.visibility }))}
        series={series}
        valueKind="percent"
        formatX={(engine) => engineName(t, engine)}
        detail={simple ? undefined : (engine) => t('charts.n', { n: count(nOf.get(engine) ?? 0) })}
      />
    </ChartCard>
  );
}

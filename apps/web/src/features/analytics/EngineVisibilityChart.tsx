import type { TrackingReport } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { count, engineName, interval } from '../../lib/format.ts';
import { ChartCard } from '../../ui/charts/ChartCard.tsx';
import type { ChartSeries } from '../../ui/charts/chart-values.ts';
import { LazyBarChart } from '../../ui/charts/lazy-charts.ts';
import { useSimpleView } from '../../ui/report-detail/use-report-detail.ts';

interface Props {
  /** The report grouped by engine. */
  report: TrackingReport | undefined;
  loading: boolean;
  colorOf: (brandKey: string) => string;
}

/** Visibility of every brand on each engine, as bars in the brands' colours; the tooltip gives n and the interval. */
export function EngineVisibilityChart({ report, loading, colorOf }: Props) {
  const { t } = useTranslation();
  const simple = useSimpleView();
  const series: ChartSeries[] = (report?.brands ?? []).map((b) => ({
    key: b.key,
    label: b.own ? `${b.name} (${t('analytics.ownBrand')})` : b.name,
    color: colorOf(b.key),
  }));
  const groups = new Map((report?.groups ?? []).map((g) => [g.key, g]));
  const rows: Array<{ x: string } & Record<string, number | string | null>> = (report?.groups ?? []).map(
    (g) => ({
      x: g.key,
      ...Object.fromEntries(g.brands.map((b) => [b.key, g.n > 0 ? b.visibility.value : null])),
    }),
  );
  return (
    <ChartCard
      testId="chart-engine-visibility"
      title={t('analytics.engineChart')}
      description={t('analytics.engineChartHint')}
      unit={t('charts.units.percent')}
      legend={series}
      loading={loading}
      emptyReason={report && rows.length === 0 ? t('analytics.engineChartEmpty') : null}
      link={{ href: '#engine-matrix', label: t('charts.showTable') }}
    >
      <LazyBarChart
        rows={rows}
        series={series}
        valueKind="percent"
        direction="vertical"
        formatX={(engine) => engineName(t, engine)}
        detail={
          simple
            ? undefined
            : (engine, brandKey) => {
                const brand = groups.get(engine)?.brands.find((b) => b.key === brandKey);
                if (!brand) return undefined;
                return `${t('charts.n', { n: count(brand.visibility.n) })} ${interval(brand.visibility.low, brand.visibility.high)}`;
              }
        }
      />
    </ChartCard>
  );
}

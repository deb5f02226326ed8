import type { SourceEngineRow } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { count, engineName } from '../../lib/format.ts';
import { ChartCard } from '../../ui/charts/ChartCard.tsx';
import type { ChartSeries } from '../../ui/charts/chart-values.ts';
import { LazyBarChart } from '../../ui/charts/lazy-charts.ts';
import { useSimpleView } from '../../ui/report-detail/use-report-detail.ts';

/** The rate of each engine's answers citing the source, engines that never cite it at zero; n in the tooltip. */
export function SourceEnginesChart({
  engines,
  loading,
}: {
  engines: SourceEngineRow[] | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const simple = useSimpleView();
  const series: ChartSeries[] = [{ key: 'rate', label: t('sourceDetail.rate'), color: 'indigo.6' }];
  const rows = (engines ?? []).map((e) => ({ x: e.engine, rate: e.rate }));
  const byEngine = new Map((engines ?? []).map((e) => [e.engine as string, e]));
  return (
    <ChartCard
      testId="source-engines"
      title={t('sourceDetail.engines')}
      description={t(simple ? 'sourceDetail.enginesHintSimple' : 'sourceDetail.enginesHint')}
      unit={t('charts.units.percent')}
      loading={loading}
      emptyReason={engines && engines.length === 0 ? t('sourceDetail.enginesEmpty') : null}
    >
      <LazyBarChart
        rows={rows}
        series={series}
        valueKind="percent"
        maxBarWidth={36}
        direction="vertical"
        formatX={(engine) => engineName(t, engine)}
        detail={(engine) => {
          const e = byEngine.get(engine);
          return e
            ? t('sourceDetail.engineDetail', {
                x: count(e.answersCiting),
                n: count(e.n),
                citations: count(e.citations),
              })
            : undefined;
        }}
      />
    </ChartCard>
  );
}

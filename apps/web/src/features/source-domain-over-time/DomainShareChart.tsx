import type { SourceDomainOverTimeResponse } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { engineName, shortDay } from '../../lib/format.ts';
import { ChartCard } from '../../ui/charts/ChartCard.tsx';
import type { ChartSeries } from '../../ui/charts/chart-values.ts';
import { LazyLineIntervalChart } from '../../ui/charts/lazy-charts.ts';
import { engineColor } from '../../ui/engine-colors.ts';
import { useDomainOverTimeText } from './domain-over-time-strings.ts';

const allKey = 'all';

/**
 * The share of answers citing the domain per period: one line per engine and one for all engines, whose 95 %
 * interval (from the API) is the band; the tooltip gives each period's n.
 */
export function DomainShareChart({
  data,
  loading,
}: {
  data: SourceDomainOverTimeResponse['data'] | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const text = useDomainOverTimeText();
  const series: ChartSeries[] = [
    { key: allKey, label: text('allEngines'), color: 'indigo.6' },
    ...(data?.engines ?? []).map((engine) => ({
      key: engine,
      label: engineName(t, engine),
      color: engineColor(engine),
    })),
  ];
  const points =
    data?.periods.map((period) => ({
      x: period.key,
      values: {
        [allKey]: period.share.value,
        ...Object.fromEntries(period.engines.map((e) => [e.engine, e.share.value])),
      },
      band:
        period.share.low === null || period.share.high === null
          ? null
          : { low: period.share.low, high: period.share.high },
      n: period.n,
    })) ?? [];
  return (
    <ChartCard
      testId="domain-over-time-chart"
      title={text('shareChart')}
      description={text(data?.granularity === 'week' ? 'shareChartHintWeek' : 'shareChartHintDay')}
      unit={t('charts.units.percent')}
      legend={series}
      band={series[0]}
      loading={loading}
      emptyReason={data?.periods.every((p) => p.n === 0) ? text('noAnswers') : null}
    >
      <LazyLineIntervalChart
        points={points}
        series={series}
        bandKey={allKey}
        valueKind="percent"
        formatX={shortDay}
      />
    </ChartCard>
  );
}

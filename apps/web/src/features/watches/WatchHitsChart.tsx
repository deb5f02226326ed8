import type { WatchDetailResponse } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { count, engineName, shortDay } from '../../lib/format.ts';
import { ChartCard } from '../../ui/charts/ChartCard.tsx';
import type { ChartSeries } from '../../ui/charts/chart-values.ts';
import { LazyBarChart } from '../../ui/charts/lazy-charts.ts';
import { engineColor } from '../../ui/engine-colors.ts';
import { watchChartRows } from './watch-chart-rows.ts';

/**
 * A watch's matching answers on each day of the range, stacked by engine (each in its colour); the tooltip gives each
 * engine's hits of its answers that day. It says why when there is nothing to draw, and links to the answers below.
 */
export function WatchHitsChart({
  watch,
  loading,
}: {
  watch: WatchDetailResponse['data'] | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const chart = watch ? watchChartRows(watch.days, watch.engineDays) : null;
  const series: ChartSeries[] = (chart?.engines ?? []).map((engine) => ({
    key: engine,
    label: engineName(t, engine),
    color: engineColor(engine),
  }));
  const answers = watch?.days.reduce((sum, d) => sum + d.answers, 0) ?? 0;
  const emptyReason = !watch
    ? null
    : watch.hits > 0
      ? null
      : watch.counting
        ? t('watches.detail.chartCounting')
        : answers === 0
          ? t('watches.detail.chartNoAnswers')
          : t('watches.detail.chartEmpty');
  return (
    <ChartCard
      testId="watch-chart"
      title={t('watches.detail.chart')}
      description={t('watches.detail.chartHint')}
      unit={t('charts.units.answers')}
      legend={series}
      loading={loading}
      emptyReason={emptyReason}
      link={{ href: '#watch-answers', label: t('charts.showAnswers') }}
    >
      {chart && (
        <LazyBarChart
          rows={chart.rows}
          series={series}
          direction="vertical"
          stacked
          valueKind="count"
          maxBarWidth={28}
          formatX={(x) => (x.length === 10 ? shortDay(x) : x)}
          detail={(day, engine) =>
            t('watches.detail.chartDetail', { n: count(chart.answersOf(day, engine)) })
          }
        />
      )}
    </ChartCard>
  );
}

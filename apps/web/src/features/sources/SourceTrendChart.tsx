import { type RangedReportFilter, wilsonInterval } from '@sightline/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { shortDay } from '../../lib/format.ts';
import { ChartCard } from '../../ui/charts/ChartCard.tsx';
import type { ChartSeries } from '../../ui/charts/chart-values.ts';
import { LazyLineIntervalChart } from '../../ui/charts/lazy-charts.ts';
import { useSimpleView } from '../../ui/report-detail/use-report-detail.ts';
import { sourceTrendQuery } from './source-queries.ts';

const rateSeries = 'rate';

/**
 * A domain's or a page's rate of answers citing it per day, ISO week or month of the range (by its length), with the
 * 95 % interval as a band; the tooltip gives n and the citations.
 */
export function SourceTrendChart({
  projectDocumentId,
  filter,
  source,
}: {
  projectDocumentId: string;
  filter: RangedReportFilter;
  source: { domain: string } | { url: string };
}) {
  const { t } = useTranslation();
  const simple = useSimpleView();
  const trend = useQuery(sourceTrendQuery(projectDocumentId, filter, source));
  const series: ChartSeries[] = [{ key: rateSeries, label: t('sourceDetail.trendRate'), color: 'indigo.6' }];
  const data = trend.data;
  const points =
    data?.periods.map((period, i) => {
      const point = data.points[i];
      const band = point ? wilsonInterval(point.answersCiting, period.n) : null;
      return {
        x: period.key,
        values: { [rateSeries]: point?.rate ?? null },
        band: band && band.low !== null && band.high !== null ? { low: band.low, high: band.high } : null,
        n: period.n,
      };
    }) ?? [];
  return (
    <ChartCard
      testId="source-trend"
      title={t('sourceDetail.trend')}
      description={t(simple ? 'sourceDetail.trendHintSimple' : 'sourceDetail.trendHint')}
      unit={t('charts.units.percent')}
      legend={series}
      band={series[0]}
      loading={trend.isPending}
      emptyReason={
        trend.isError
          ? trend.error.message
          : data?.periods.every((p) => p.n === 0)
            ? t('sourceDetail.trendEmpty')
            : null
      }
    >
      <LazyLineIntervalChart
        points={points}
        series={series}
        bandKey={rateSeries}
        valueKind="percent"
        formatX={(x) => (data?.granularity === 'month' ? x : shortDay(x))}
      />
    </ChartCard>
  );
}

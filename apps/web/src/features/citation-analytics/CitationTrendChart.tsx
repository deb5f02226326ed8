import { type CitationAnalytics, wilsonInterval } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { shortDay } from '../../lib/format.ts';
import { ChartCard } from '../../ui/charts/ChartCard.tsx';
import type { ChartSeries } from '../../ui/charts/chart-values.ts';
import type { IntervalPoint } from '../../ui/charts/LineIntervalChart.tsx';
import { LazyLineIntervalChart } from '../../ui/charts/lazy-charts.ts';
import { useSimpleView } from '../../ui/report-detail/use-report-detail.ts';
import { citationColors } from './citation-colors.ts';

/**
 * The owned citation rate (with its 95 % band), citation share and impression share per day, or per week for long
 * ranges; the tooltip gives the exact values and n. Periods without answers are gaps, not zeros.
 */
export function CitationTrendChart({
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
    { key: 'impression', label: t('citationAnalytics.trend.impression'), color: citationColors.impression },
  ];
  const points: IntervalPoint[] = (data?.series ?? []).map((p) => {
    const band = wilsonInterval(p.citing, p.n);
    return {
      x: p.key,
      values: { rate: p.citationRate, share: p.citationShare, impression: p.impressionShare },
      band: band ? { low: band.low, high: band.high } : null,
      n: p.n,
    };
  });
  const weekly = data?.granularity === 'week';
  return (
    <ChartCard
      testId="citations-trend"
      title={t('citationAnalytics.trend.title')}
      description={t(
        weekly
          ? 'citationAnalytics.trend.hintWeek'
          : simple
            ? 'citationAnalytics.trend.hintDaySimple'
            : 'citationAnalytics.trend.hintDay',
      )}
      unit={t('charts.units.percent')}
      legend={series}
      band={series[0]}
      loading={loading}
      emptyReason={data && data.n === 0 ? t('citationAnalytics.trend.empty') : null}
      link={{ href: '#citations-engines', label: t('charts.showTable') }}
    >
      <LazyLineIntervalChart
        points={points}
        series={series}
        bandKey="rate"
        valueKind="percent"
        formatX={shortDay}
      />
    </ChartCard>
  );
}

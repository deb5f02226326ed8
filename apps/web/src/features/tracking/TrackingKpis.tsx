import { SimpleGrid } from '@mantine/core';
import type { TrackingReport } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { count } from '../../lib/format.ts';
import { MetricCard } from '../../ui/metric-card/MetricCard.tsx';
import { type ReportMetric, reportMetric } from '../../ui/metric-card/report-metrics.ts';

interface Props {
  report: TrackingReport | undefined;
  loading: boolean;
}

const metrics: readonly ReportMetric[] = [
  'visibility',
  'shareOfVoice',
  'mentionShareOfVoice',
  'top1Rate',
  'averagePosition',
  'sentimentScore',
  'citationRate',
];

/**
 * The own brand's key numbers over the chosen days (ui/metric-card's report metrics: each with its n, interval and
 * the server's change against the period before, an arrow only when significant and p on hover), and the owned
 * impression share, which no other screen shows. One grid of eight cards.
 */
export function TrackingKpis({ report, loading }: Props) {
  const { t } = useTranslation();
  const detailOf = (metric: ReportMetric, value: ReturnType<typeof reportMetric>) => {
    const detail = value.detail;
    if (!detail) return t('metricCard.details.meanOver', { n: count(value.n) });
    if (detail.kind === 'ofAnswers')
      return t('metricCard.details.ofAnswers', { mentioning: count(detail.mentioning), n: count(detail.n) });
    if (detail.kind === 'namingAnswers') return t('metricCard.details.namingAnswers', { n: count(detail.n) });
    if (detail.kind === 'sentiment')
      return t('metricCard.details.sentiment', {
        positive: count(detail.positive),
        neutral: count(detail.neutral),
        negative: count(detail.negative),
      });
    return metric === 'citationRate'
      ? t('metricCard.details.citations', { owned: count(detail.owned), total: count(detail.total) })
      : undefined;
  };
  const citations = report?.citations;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" aria-label={t('trackingCharts.kpis')}>
      {metrics.map((metric) => {
        const shown = reportMetric(report, metric);
        const detail = detailOf(metric, shown);
        return (
          <MetricCard
            key={metric}
            loading={loading}
            testId={`kpi-${metric}`}
            valueTestId={`kpi-${metric}-value`}
            label={t(`metricCard.metrics.${metric}`)}
            hint={t(`metricCard.metricHints.${metric}`)}
            kind={shown.kind}
            value={shown.value}
            n={shown.n}
            interval={shown.interval}
            {...(detail ? { detail } : {})}
            {...(shown.digits ? { digits: shown.digits } : {})}
            {...(shown.change ? { change: shown.change } : { previousValue: shown.previousValue ?? null })}
          />
        );
      })}
      <MetricCard
        loading={loading}
        testId="kpi-impressionShare"
        valueTestId="kpi-impressionShare-value"
        label={t('trackingCharts.impressionShare')}
        hint={t('trackingCharts.impressionShareHint')}
        kind="percent"
        value={citations?.impressionShare ?? null}
        n={citations?.total ?? 0}
        detail={t('trackingCharts.citationCounts', {
          owned: count(citations?.owned ?? 0),
          total: count(citations?.total ?? 0),
        })}
      />
    </SimpleGrid>
  );
}

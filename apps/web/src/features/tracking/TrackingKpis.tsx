import { SimpleGrid } from '@mantine/core';
import type { TrackingReport } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { MetricCard } from '../../ui/metric-card/MetricCard.tsx';
import { metricHint, type ReportMetric, reportMetric } from '../../ui/metric-card/report-metrics.ts';
import { useSentimentMethodLine } from '../../ui/metric-card/use-sentiment-method.ts';
import { useSimpleView } from '../../ui/report-detail/use-report-detail.ts';

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
  const simple = useSimpleView();
  const sentimentMethod = useSentimentMethodLine();
  const citations = report?.citations;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" aria-label={t('trackingCharts.kpis')}>
      {metrics.map((metric) => {
        const shown = reportMetric(report, metric);
        return (
          <MetricCard
            key={metric}
            loading={loading}
            testId={`kpi-${metric}`}
            valueTestId={`kpi-${metric}-value`}
            label={t(`metricCard.metrics.${metric}`)}
            hint={metricHint(t, metric, simple)}
            kind={shown.kind}
            value={shown.value}
            n={shown.n}
            interval={shown.interval}
            explanation={shown.explanation}
            {...(shown.digits ? { digits: shown.digits } : {})}
            method={metric === 'sentimentScore' ? sentimentMethod : undefined}
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
        n={citations?.basis.impressionShare.denominator ?? 0}
        explanation={citations ? { kind: 'ratio', basis: citations.basis.impressionShare } : null}
      />
    </SimpleGrid>
  );
}

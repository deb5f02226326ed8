import { SimpleGrid, type SimpleGridProps } from '@mantine/core';
import type { TrackingReport } from '@sightline/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSimpleView } from '../report-detail/use-report-detail.ts';
import { MetricCard } from './MetricCard.tsx';
import { metricHint, type ReportMetric, reportMetric } from './report-metrics.ts';
import { useSentimentMethodLine } from './use-sentiment-method.ts';

/**
 * The own brand's key numbers of a tracking report asked with `compare=previous`: one card per metric, each with its
 * n, interval and the server's change (an arrow only when significant). Test ids: `${testIdPrefix}-${metric}`.
 */
export function ReportMetricCards({
  report,
  loading,
  metrics,
  testIdPrefix = 'metric',
  cols = { base: 2, sm: 4 },
  children,
}: {
  report: TrackingReport | undefined;
  loading: boolean;
  metrics: readonly ReportMetric[];
  testIdPrefix?: string;
  cols?: SimpleGridProps['cols'];
  /** More cards after the report's (e.g. the answer count), in the same grid. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const simple = useSimpleView();
  const sentimentMethod = useSentimentMethodLine();
  return (
    <SimpleGrid cols={cols} spacing="sm">
      {metrics.map((metric) => {
        const shown = reportMetric(report, metric);
        return (
          <MetricCard
            key={metric}
            loading={loading}
            testId={`${testIdPrefix}-${metric}`}
            valueTestId={`${testIdPrefix}-${metric}-value`}
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
      {children}
    </SimpleGrid>
  );
}

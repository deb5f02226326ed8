import { Text } from '@mantine/core';
import type { TrackingReport } from '@sightline/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { count } from '../../lib/format.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { ReportScreen } from '../../ui/data-screen/ReportScreen.tsx';
import { useSimpleView } from '../../ui/report-detail/use-report-detail.ts';
import { registerAnalyticsStrings } from './analytics-strings.ts';

registerAnalyticsStrings(i18n);

/** An analytics screen: the report screen's frame with the analytics label and the n the screen rests on. */
export function AnalyticsScreen({
  titleKey,
  report,
  children,
}: {
  titleKey: ParseKeys;
  report: UseQueryResult<TrackingReport>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const simple = useSimpleView();
  const data = report.data;
  return (
    <ReportScreen
      titleKey={titleKey}
      report={report}
      testIdPrefix="analytics"
      simulatedText={t('analytics.simulated')}
      summary={
        data && (
          <Text size="sm" c="dimmed">
            {t(simple ? 'analytics.summarySimple' : 'analytics.summary')}{' '}
            <span data-testid="analytics-n">{count(data.n)}</span>
          </Text>
        )
      }
    >
      {children}
    </ReportScreen>
  );
}

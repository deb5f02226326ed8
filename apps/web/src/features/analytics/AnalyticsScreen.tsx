import { Alert, Stack, Text } from '@mantine/core';
import type { TrackingReport } from '@sightline/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { count } from '../../lib/format.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { DataScreen } from '../../ui/data-screen/DataScreen.tsx';
import { ProjectHeader } from '../../ui/data-screen/ProjectHeader.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ReportFailure } from '../../ui/filter-bar/ReportFailure.tsx';
import { ReportFilterBar } from '../../ui/filter-bar/ReportFilterBar.tsx';
import { registerAnalyticsStrings } from './analytics-strings.ts';

registerAnalyticsStrings(i18n);

/**
 * The frame of an analytics screen: its title and filter bar; the main report's failure (the API's message, a bad
 * filter cleared on a click), its honest empty state, the simulated-data label and the n it rests on; then the
 * screen's parts, which show skeletons while the report loads.
 */
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
  const { project } = useSession().selection;
  if (!project) return <DataScreen titleKey={titleKey} />;
  const data = report.data;
  return (
    <>
      <ProjectHeader title={t(titleKey)}>
        <ReportFilterBar />
      </ProjectHeader>
      {report.isError ? (
        <ReportFailure
          error={report.error}
          onRetry={() => void report.refetch()}
          retrying={report.isFetching}
        />
      ) : data && data.n === 0 ? (
        <EmptyState title={t('empty.title')} text={t('empty.afterFirstCollect')} />
      ) : (
        <Stack gap="md">
          {data?.simulated && (
            <Alert color="orange" variant="light" data-testid="analytics-simulated">
              {t('analytics.simulated')}
            </Alert>
          )}
          {data && (
            <Text size="sm" c="dimmed">
              {t('analytics.summary')} <span data-testid="analytics-n">{count(data.n)}</span>
            </Text>
          )}
          {children}
        </Stack>
      )}
    </>
  );
}

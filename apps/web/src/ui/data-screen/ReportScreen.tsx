import { Alert, Stack } from '@mantine/core';
import type { EmptyReportReason, TrackingReport } from '@sightline/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session/use-session.ts';
import { ReportFailure } from '../filter-bar/ReportFailure.tsx';
import { ReportFilterBar } from '../filter-bar/ReportFilterBar.tsx';
import { DataScreen } from './DataScreen.tsx';
import { EmptyReportState } from './EmptyReportState.tsx';
import { ProjectHeader } from './ProjectHeader.tsx';

/**
 * The frame of every screen built on a project's tracking report (tracking, dashboard, analytics): its title and
 * filter bar; the report's failure (the API's message, a bad filter cleared on a click); the honest empty state before
 * the first answers; the simulated-data label, the screen's notice and the summary line; then the screen's parts, which show skeletons
 * while the report loads. Without a project: the screen that leads to creating one.
 */
export function ReportScreen({
  titleKey,
  report,
  testIdPrefix,
  simulatedText,
  summary,
  notice,
  children,
}: {
  titleKey: ParseKeys;
  /** A tracking report, or any report that says its n and whether it holds simulated answers. */
  report: UseQueryResult<Pick<TrackingReport, 'n' | 'simulated'> & { empty?: EmptyReportReason | null }>;
  /** `<prefix>-error` and `<prefix>-simulated` test ids. */
  testIdPrefix: string;
  simulatedText: string;
  /** The line under the label: n and what the report is compared with. */
  summary?: ReactNode;
  /** Shown above the summary when set: e.g. that the range's answers are still being re-analysed. */
  notice?: ReactNode;
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
          testId={`${testIdPrefix}-error`}
        />
      ) : data && data.n === 0 ? (
        <EmptyReportState reason={data.empty} />
      ) : (
        <Stack gap="md">
          {data?.simulated && (
            <Alert color="orange" variant="light" data-testid={`${testIdPrefix}-simulated`}>
              {simulatedText}
            </Alert>
          )}
          {notice}
          {summary}
          {children}
        </Stack>
      )}
    </>
  );
}

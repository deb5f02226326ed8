import { Alert, Group, Stack, Text } from '@mantine/core';
import type { CitationAnalytics } from '@sightline/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { count } from '../../lib/format.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { DataScreen } from '../../ui/data-screen/DataScreen.tsx';
import { EmptyReportState } from '../../ui/data-screen/EmptyReportState.tsx';
import { ProjectHeader } from '../../ui/data-screen/ProjectHeader.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ReportFailure } from '../../ui/filter-bar/ReportFailure.tsx';
import { ReportFilterBar } from '../../ui/filter-bar/ReportFilterBar.tsx';
import { AnchorLink, ButtonLink } from '../../ui/RouterLinks.tsx';

/**
 * The frame of `/analytics/citations`, as the report screens have it: title and filter bar; the report's failure in
 * place; the honest empty states — no answers in the range yet, or no owned media to count (with the way to add
 * them); the simulated-data label, the summary line (n, citations, the period compared) and the owned media counted;
 * then the screen's parts, which show skeletons while the report loads. Without a project: the screen that leads to
 * creating one.
 */
export function CitationScreen({
  report,
  children,
}: {
  report: UseQueryResult<CitationAnalytics>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { project } = useSession().selection;
  if (!project) return <DataScreen titleKey="routes.citations" />;
  const data = report.data;
  const body = report.isError ? (
    <ReportFailure
      error={report.error}
      onRetry={() => void report.refetch()}
      retrying={report.isFetching}
      testId="citations-error"
    />
  ) : data && data.n === 0 ? (
    <EmptyReportState reason={data.empty} />
  ) : data && data.ownedMedia.length === 0 ? (
    <EmptyState
      title={t('citationAnalytics.noOwnedTitle')}
      text={t('citationAnalytics.noOwnedText')}
      action={
        <ButtonLink
          to="/projects/$documentId/edit"
          params={{ documentId: project.documentId }}
          variant="light"
          data-testid="citations-edit-project"
        >
          {t('citationAnalytics.editProject')}
        </ButtonLink>
      }
    />
  ) : (
    <Stack gap="md">
      {data?.simulated && (
        <Alert color="orange" variant="light" data-testid="citations-simulated">
          {t('citationAnalytics.simulated')}
        </Alert>
      )}
      {data && (
        <Stack gap={2}>
          <Text size="sm" c="dimmed" data-testid="citations-summary">
            {t('citationAnalytics.summary', {
              n: count(data.n),
              citations: count(data.citationShare.total),
              from: data.previous.from,
              to: data.previous.to,
              previousN: count(data.previous.n),
            })}
          </Text>
          <Group gap="xs">
            <Text size="xs" c="dimmed" data-testid="citations-owned-media">
              {t('citationAnalytics.ownedMedia', { list: data.ownedMedia.map((m) => m.value).join(', ') })}
            </Text>
            <AnchorLink to="/projects/$documentId/edit" params={{ documentId: project.documentId }} size="xs">
              {t('citationAnalytics.editOwnedMedia')}
            </AnchorLink>
          </Group>
        </Stack>
      )}
      {children}
    </Stack>
  );
  return (
    <>
      <ProjectHeader title={t('routes.citations')}>
        <ReportFilterBar />
      </ProjectHeader>
      {body}
    </>
  );
}

import { Button, Stack, Text, Title } from '@mantine/core';
import type { OverviewProject } from '@sightline/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n/i18n.ts';
import { selectionCalls } from '../../lib/session/selection-calls.ts';
import { sessionStore } from '../../lib/session/session-store.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { DataTable } from '../../ui/data-table/DataTable.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ReportFailure } from '../../ui/filter-bar/ReportFailure.tsx';
import { homeKeys } from './home-keys.ts';
import { workspaceOverviewQuery } from './home-queries.ts';
import { registerHomeStrings } from './home-strings.ts';
import { overviewColumns } from './overview-columns.tsx';

registerHomeStrings(i18n);

/**
 * Overview (the agency view): every project of the workspace side by side from the workspace overview, sortable and
 * exportable; a row opens that project's dashboard.
 */
export function OverviewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { workspace } = useSession().selection;
  const overview = useQuery({
    ...workspaceOverviewQuery(workspace?.documentId ?? ''),
    enabled: Boolean(workspace),
  });
  // The project documents the selection needs (the same list as the header's project switcher).
  const projects = useQuery({
    queryKey: homeKeys.projects(workspace?.id),
    queryFn: () => selectionCalls.listProjects(workspace!.id),
    enabled: Boolean(workspace),
  });
  const columns = useMemo(
    () => overviewColumns(t, (p) => t('homeScreen.openProject', { name: p.name })),
    [t],
  );
  const open = async (row: OverviewProject) => {
    const project = projects.data?.find((p) => p.documentId === row.documentId);
    if (project) await sessionStore.selectProject(project);
    await navigate({ to: '/dashboard' });
  };
  const rows = overview.data?.projects ?? [];
  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={1} fz="h2">
          {t('homeScreen.overviewTitle')}
        </Title>
        {workspace && (
          <Text size="sm" c="dimmed">
            {t('homeScreen.overviewText', { workspace: workspace.name })}
          </Text>
        )}
      </Stack>
      {overview.isError ? (
        <ReportFailure
          error={overview.error as Error}
          onRetry={() => void overview.refetch()}
          retrying={overview.isFetching}
          testId="overview-error"
        />
      ) : overview.data && rows.length === 0 ? (
        <EmptyState
          title={t('homeScreen.emptyOverview')}
          text={t('home.noProjectText')}
          action={
            <Button component={Link} to="/create-project" data-testid="overview-create-project">
              {t('frame.createProject')}
            </Button>
          }
        />
      ) : (
        <DataTable
          rows={rows}
          columns={columns}
          rowKey={(p) => p.documentId}
          loading={overview.isPending}
          emptyText={t('homeScreen.emptyOverview')}
          exportName={t('homeScreen.exportName')}
          initialSort={{ columnAccessor: 'visibility7', direction: 'desc' }}
          onRowClick={(row) => void open(row)}
          rowTestId="overview-row"
          testId="overview-table"
          minWidth={980}
        />
      )}
    </Stack>
  );
}

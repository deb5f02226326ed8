import { Button, Stack, Text, Title } from '@mantine/core';
import { type OverviewProject, workspaceOverviewSorts } from '@sightline/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { analyticsCalls } from '../../lib/api/analytics-calls.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { selectionCalls } from '../../lib/session/selection-calls.ts';
import { sessionStore } from '../../lib/session/session-store.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { DataTable, type SortStatus } from '../../ui/data-table/DataTable.tsx';
import { loadEveryRow } from '../../ui/data-table/load-every-row.ts';
import { serverSortable, serverSortParam, serverSortStatus } from '../../ui/data-table/server-sort.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ReportFailure } from '../../ui/filter-bar/ReportFailure.tsx';
import { homeKeys } from './home-keys.ts';
import { workspaceOverviewQuery } from './home-queries.ts';
import { registerHomeStrings } from './home-strings.ts';
import { overviewColumns } from './overview-columns.tsx';
import {
  type OverviewSearch,
  overviewPageSize,
  overviewTable,
  risingOverviewSorts,
  validateOverviewSearch,
} from './overview-search.ts';

registerHomeStrings(i18n);

/**
 * Overview (the agency view): the projects of the workspace side by side from the workspace overview, a page at a
 * time in the server's sort (sort and page in the URL), exportable whole; a row opens that project's dashboard.
 */
export function OverviewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { workspace } = useSession().selection;
  const search = validateOverviewSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const table = overviewTable(search);
  const overview = useQuery({
    ...workspaceOverviewQuery(workspace?.documentId ?? '', table),
    enabled: Boolean(workspace),
    // Another page or sort keeps the rows on screen until it answers; another workspace does not.
    placeholderData: (previous, query) =>
      query?.queryKey[1] === workspace?.documentId ? previous : undefined,
  });
  // The project documents the selection needs (the same list as the header's project switcher).
  const projects = useQuery({
    queryKey: homeKeys.projects(workspace?.id),
    queryFn: () => selectionCalls.listProjects(workspace!.id),
    enabled: Boolean(workspace),
  });
  const columns = useMemo(
    () =>
      serverSortable(
        overviewColumns(t, (p) => t('homeScreen.openProject', { name: p.name })),
        workspaceOverviewSorts,
      ),
    [t],
  );
  const open = async (row: OverviewProject) => {
    const project = projects.data?.find((p) => p.documentId === row.documentId);
    if (project) await sessionStore.selectProject(project);
    await navigate({ to: '/dashboard' });
  };
  const setSearch = (change: OverviewSearch) =>
    void navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => ({ ...prev, ...change }),
      replace: true,
    });
  const sort = serverSortStatus(table.sort!);
  const pagination = overview.data?.meta.pagination;
  const rows = overview.data?.data.projects ?? [];
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
      ) : pagination?.total === 0 ? (
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
          records={rows}
          totalRecords={pagination?.total ?? 0}
          page={pagination?.page ?? table.page!}
          pageSize={pagination?.pageSize ?? overviewPageSize}
          onPageChange={(page) => setSearch({ page: page > 1 ? page : undefined })}
          sortStatus={sort}
          onSortStatusChange={(next: SortStatus) =>
            setSearch({ sort: serverSortParam(next, sort, risingOverviewSorts), page: undefined })
          }
          exportRows={() =>
            loadEveryRow((page) =>
              analyticsCalls
                .workspaceOverview(workspace!.documentId, { ...table, page, pageSize: 100 })
                .then((r) => ({ data: r.data.projects, meta: r.meta })),
            )
          }
          columns={columns}
          rowKey={(p) => p.documentId}
          loading={overview.isPending}
          fetching={overview.isFetching}
          emptyText={t('homeScreen.emptyOverview')}
          exportName={t('homeScreen.exportName')}
          onRowClick={(row) => void open(row)}
          rowTestId="overview-row"
          testId="overview-table"
          minWidth={980}
        />
      )}
    </Stack>
  );
}

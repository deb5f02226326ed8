import { Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { count, money } from '../../lib/format.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { loadEveryRow } from '../../ui/data-table/load-every-row.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { CostChartCard } from './CostChartCard.tsx';
import { CostsFailure } from './CostsFailure.tsx';
import { costsCalls } from './costs-calls.ts';
import { costsKeys } from './costs-keys.ts';
import {
  budgetTable,
  type CostsSearch,
  costTable,
  validateCostsSearch,
  withGrouping,
} from './costs-search.ts';
import { registerCostsStrings } from './costs-strings.ts';
import { GroupedCostTable } from './GroupedCostTable.tsx';
import { MetricTile } from './MetricTile.tsx';
import { ProjectBudgetsTable } from './ProjectBudgetsTable.tsx';

registerCostsStrings(i18n);

/**
 * `/organization/costs`: what every project of the selected organization cost — this month's total, its projection
 * and the projects paused by their budget (the server's summary of every project), the cost per month stacked by
 * engine, each project's budget this month (`?budgetSort=`, `?budgetPage=`), and the rows per month, per project or per
 * engine (`?group=`), a page at a time as the server sorts them (`?sort=`, `?page=`). Any member reads it.
 */
export function OrganizationCostsPage() {
  const { t } = useTranslation();
  const { selection, selectionReady } = useSession();
  const member = selection.member;
  const organizationId = member?.organizationId;
  const search = validateCostsSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const navigate = useNavigate();
  const table = costTable(search);
  const budgetsTable = budgetTable(search);
  // One page of the table's rows; the chart's months come whole with each page.
  const costs = useQuery({
    queryKey: costsKeys.organization(organizationId ?? 0, table),
    queryFn: ({ signal }) => costsCalls.organizationCosts(organizationId!, table, signal),
    enabled: organizationId !== undefined,
    // Another page, sort or grouping keeps the rows on screen until it answers; another organization does not.
    placeholderData: (previous, query) => (query?.queryKey[2] === organizationId ? previous : undefined),
  });
  // One page of the projects' months; the tiles read the summary of every project that comes with each page.
  const budgets = useQuery({
    queryKey: costsKeys.budgets(organizationId ?? 0, budgetsTable),
    queryFn: ({ signal }) => costsCalls.organizationBudgets(organizationId!, budgetsTable, signal),
    enabled: organizationId !== undefined,
    placeholderData: (previous, query) => (query?.queryKey[2] === organizationId ? previous : undefined),
  });
  const setSearch = (next: CostsSearch) =>
    void navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => ({ ...prev, ...next }),
      replace: true,
    });
  const heading = (
    <Title order={1} fz="h2">
      {t('costs.organizationTitle')}
    </Title>
  );
  if (!member) {
    return (
      <Stack gap="lg">
        {heading}
        {selectionReady ? (
          <EmptyState title={t('costs.noOrganization')} text={t('account.common.newOrganizationText')} />
        ) : (
          <Center py="xl">
            <Loader />
          </Center>
        )}
      </Stack>
    );
  }
  const summary = budgets.data?.meta.summary;
  const failed = costs.error ?? budgets.error;
  return (
    <Stack gap="lg" key={member.organizationId} data-testid="organization-costs">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          {heading}
          <Text c="dimmed" size="sm">
            {t('costs.organizationOf', {
              organization: member.sightline_organization?.name ?? `#${member.organizationId}`,
            })}
          </Text>
        </Stack>
      </Group>
      <Text size="sm">{t('costs.organizationText')}</Text>
      {failed ? (
        <CostsFailure
          error={failed}
          retrying={costs.isFetching || budgets.isFetching}
          onRetry={() => {
            if (costs.error) void costs.refetch();
            if (budgets.error) void budgets.refetch();
          }}
        />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <MetricTile
              title={t('costs.totalMonth')}
              help={t('costs.costHelp')}
              loading={budgets.isPending}
              value={money(summary?.monthCost ?? 0)}
              testId="organization-month"
            />
            <MetricTile
              title={t('costs.totalProjected')}
              help={t('costs.projectedHelp', { days: count(30) })}
              loading={budgets.isPending}
              value={money(summary?.projectedCost ?? 0)}
              testId="organization-projected"
            >
              {(summary?.projectedUnknown ?? 0) > 0 && (
                <Text size="xs" c="orange">
                  {t('costs.totalProjectedUnknown')}
                </Text>
              )}
            </MetricTile>
            <MetricTile
              title={t('costs.pausedProjects')}
              loading={budgets.isPending}
              value={t('costs.pausedProjectsCount', { n: count(summary?.paused ?? 0) })}
              testId="organization-paused"
            />
          </SimpleGrid>
          <CostChartCard
            rows={costs.data?.data.months}
            loading={costs.isPending}
            tableAnchor="#organization-cost-table"
            testId="organization-cost-chart"
          />
          <ProjectBudgetsTable
            projects={budgets.data?.data ?? []}
            total={budgets.data?.meta.pagination.total ?? 0}
            table={budgetsTable}
            onTable={(change) => setSearch(change)}
            exportRows={() =>
              loadEveryRow((page) =>
                costsCalls.organizationBudgets(organizationId!, { ...budgetsTable, page, pageSize: 100 }),
              )
            }
            loading={budgets.isPending}
            fetching={budgets.isFetching}
          />
          <div id="organization-cost-table">
            <GroupedCostTable
              rows={costs.data?.data.rows ?? []}
              total={costs.data?.meta.pagination.total ?? 0}
              table={table}
              loading={costs.isPending}
              fetching={costs.isFetching}
              onGroup={(next) => setSearch(withGrouping(search, next))}
              onTable={(change) => setSearch(change)}
              exportRows={() =>
                loadEveryRow((page) =>
                  costsCalls
                    .organizationCosts(organizationId!, { ...table, page, pageSize: 100 })
                    .then((r) => ({ data: r.data.rows, meta: r.meta })),
                )
              }
            />
          </div>
        </>
      )}
    </Stack>
  );
}

import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { type OrganizationCostProject, organizationBudgetSorts } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { count, money, percent } from '../../lib/format.ts';
import { DataTable, type SortStatus, type TableColumn } from '../../ui/data-table/DataTable.tsx';
import { serverSortable, serverSortParam, serverSortStatus } from '../../ui/data-table/server-sort.ts';
import { AnchorLink } from '../../ui/RouterLinks.tsx';
import { budgetColor, budgetUse } from './cost-rows.ts';
import { type BudgetTable, risingBudgetSorts } from './costs-search.ts';

/**
 * Each project's current month: its cost, budget (with a bar), projection and whether collection is paused — one page
 * at a time, sorted by the server (sort and page in the URL); the CSV holds every project.
 */
export function ProjectBudgetsTable({
  projects,
  total,
  table,
  onTable,
  exportRows,
  loading,
  fetching,
}: {
  projects: readonly OrganizationCostProject[];
  total: number;
  table: BudgetTable;
  onTable: (change: { budgetSort?: string; budgetPage?: number | undefined }) => void;
  exportRows: () => Promise<readonly OrganizationCostProject[]>;
  loading: boolean;
  fetching: boolean;
}) {
  const { t } = useTranslation();
  const sort = serverSortStatus(table.sort);
  const columns: TableColumn<OrganizationCostProject>[] = [
    {
      accessor: 'name',
      title: t('costs.project'),
      sortable: true,
      render: (p) => (
        <Group gap={6} wrap="nowrap">
          <AnchorLink to="/projects/$documentId" params={{ documentId: p.documentId }} hash="costs" size="sm">
            {p.name}
          </AnchorLink>
          {p.simulated && (
            <Badge size="xs" color="orange" variant="light" style={{ flex: 'none' }}>
              {t('costs.simulatedBadge')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      accessor: 'status',
      title: t('costs.status'),
      sortable: true,
      noWrap: true,
      value: (p) => (p.budget.paused ? 'paused' : p.status),
      render: (p) =>
        p.budget.paused ? (
          <Badge color="red" variant="light" tt="none" data-testid="project-paused">
            {t('costs.paused')}
          </Badge>
        ) : (
          <Badge color={p.status === 'active' ? 'teal' : 'gray'} variant="light" tt="none">
            {p.status === 'active' ? t('costs.active') : t('costs.inactive')}
          </Badge>
        ),
    },
    {
      accessor: 'monthCost',
      title: t('costs.monthToDate'),
      help: t('costs.costHelp'),
      sortable: true,
      textAlign: 'right',
      value: (p) => p.budget.monthCost,
      render: (p) => money(p.budget.monthCost),
    },
    {
      accessor: 'budget',
      title: t('costs.budget'),
      sortable: true,
      width: 200,
      value: (p) => p.budget.monthlyBudget,
      render: (p) => {
        const use = budgetUse(p.budget.monthCost, p.budget.monthlyBudget);
        if (use === null) {
          return (
            <Text size="sm" c="dimmed">
              {t('costs.noBudget')}
            </Text>
          );
        }
        return (
          <Stack gap={2}>
            <Text size="sm">
              {money(p.budget.monthlyBudget)} · {percent(use)}
            </Text>
            <Progress
              value={Math.min(100, use * 100)}
              color={budgetColor(use)}
              size="sm"
              radius="xl"
              aria-hidden
            />
          </Stack>
        );
      },
    },
    {
      accessor: 'projected',
      title: t('costs.projectedShort'),
      help: t('costs.projectedHelp', { days: count(30) }),
      sortable: true,
      textAlign: 'right',
      value: (p) => p.budget.projection.cost,
      render: (p) =>
        p.budget.projection.cost === null ? (
          <Text size="sm" c="dimmed">
            {t('costs.projectedUnknown')}
          </Text>
        ) : (
          money(p.budget.projection.cost)
        ),
    },
    {
      accessor: 'unpriced',
      title: t('costs.unpricedShort'),
      help: t('costs.unpricedHelp'),
      sortable: true,
      textAlign: 'right',
      value: (p) => p.budget.monthUnpriced,
      render: (p) => count(p.budget.monthUnpriced),
    },
  ];
  return (
    <DataTable
      records={[...projects]}
      totalRecords={total}
      page={table.page}
      pageSize={table.pageSize}
      onPageChange={(page) => onTable({ budgetPage: page > 1 ? page : undefined })}
      sortStatus={sort}
      onSortStatusChange={(next: SortStatus) =>
        onTable({ budgetSort: serverSortParam(next, sort, risingBudgetSorts), budgetPage: undefined })
      }
      exportRows={exportRows}
      fetching={fetching}
      columns={serverSortable(columns, organizationBudgetSorts)}
      rowKey={(p) => p.documentId}
      emptyText={t('costs.projectsEmpty')}
      loading={loading}
      exportName="organization-budgets"
      title={t('costs.projectsTitle')}
      testId="organization-budgets"
      rowTestId="organization-budget-row"
    />
  );
}

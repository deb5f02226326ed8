import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import type { OrganizationCostProject } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { count, money, percent } from '../../lib/format.ts';
import { DataTable, type TableColumn } from '../../ui/data-table/DataTable.tsx';
import { AnchorLink } from '../../ui/RouterLinks.tsx';
import { budgetColor, budgetUse } from './cost-rows.ts';

/** Each project's current month: its cost, budget (with a bar), projection and whether collection is paused. */
export function ProjectBudgetsTable({
  projects,
  loading,
}: {
  projects: OrganizationCostProject[];
  loading: boolean;
}) {
  const { t } = useTranslation();
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
            <Progress value={Math.min(100, use * 100)} color={budgetColor(use)} size="sm" radius="xl" />
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
      accessor: 'monthUnpriced',
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
      rows={projects}
      columns={columns}
      rowKey={(p) => p.documentId}
      emptyText={t('costs.projectsEmpty')}
      loading={loading}
      exportName="organization-budgets"
      title={t('costs.projectsTitle')}
      testId="organization-budgets"
      rowTestId="organization-budget-row"
      pageSize={20}
    />
  );
}

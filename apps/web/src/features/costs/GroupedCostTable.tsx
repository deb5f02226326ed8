import { SegmentedControl, Text } from '@mantine/core';
import type { OrganizationCostRow } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { count, engineName, money, shortMonth } from '../../lib/format.ts';
import { DataTable, type TableColumn } from '../../ui/data-table/DataTable.tsx';
import { EngineLabel } from '../../ui/EngineLabel.tsx';
import { AnchorLink } from '../../ui/RouterLinks.tsx';
import { type GroupedCostRow, groupCostRows } from './cost-rows.ts';
import { type CostGrouping, costGroupings } from './costs-search.ts';

const groupLabel = { month: 'costs.byMonth', project: 'costs.byProject', engine: 'costs.byEngine' } as const;

/** The organization's costs per month, per project and month, or per engine and month; sortable, CSV. */
export function GroupedCostTable({
  rows,
  projectNames,
  group,
  onGroup,
  loading,
}: {
  rows: readonly OrganizationCostRow[];
  projectNames: ReadonlyMap<string, string>;
  group: CostGrouping;
  onGroup: (group: CostGrouping) => void;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const grouped = groupCostRows(rows, group);
  const columns: TableColumn<GroupedCostRow>[] = [
    { accessor: 'month', title: t('costs.month'), sortable: true, render: (r) => shortMonth(r.month) },
    {
      accessor: 'project',
      title: t('costs.project'),
      sortable: true,
      hidden: group !== 'project',
      value: (r) => projectNames.get(r.project ?? '') ?? r.project,
      render: (r) => (
        <AnchorLink
          to="/projects/$documentId"
          params={{ documentId: r.project ?? '' }}
          hash="costs"
          size="sm"
        >
          {projectNames.get(r.project ?? '') ?? r.project}
        </AnchorLink>
      ),
    },
    {
      accessor: 'engine',
      title: t('costs.engine'),
      sortable: true,
      hidden: group !== 'engine',
      value: (r) => (r.engine ? engineName(t, r.engine) : ''),
      render: (r) => (r.engine ? <EngineLabel engine={r.engine as OrganizationCostRow['engine']} /> : null),
    },
    {
      accessor: 'chats',
      title: t('costs.answers'),
      sortable: true,
      textAlign: 'right',
      render: (r) => count(r.chats),
    },
    {
      accessor: 'inputTokens',
      title: t('costs.inputTokens'),
      sortable: true,
      textAlign: 'right',
      render: (r) => count(r.inputTokens),
    },
    {
      accessor: 'outputTokens',
      title: t('costs.outputTokens'),
      sortable: true,
      textAlign: 'right',
      render: (r) => count(r.outputTokens),
    },
    {
      accessor: 'cost',
      title: t('costs.cost'),
      help: t('costs.costHelp'),
      sortable: true,
      textAlign: 'right',
      render: (r) => money(r.cost),
    },
    {
      accessor: 'unpriced',
      title: t('costs.unpriced'),
      help: t('costs.unpricedHelp'),
      sortable: true,
      textAlign: 'right',
      render: (r) => (
        <Text span size="sm" c={r.unpriced > 0 ? 'orange' : 'dimmed'}>
          {count(r.unpriced)}
        </Text>
      ),
    },
  ];
  return (
    <DataTable
      key={group}
      rows={grouped}
      columns={columns}
      rowKey={(r) => r.key}
      emptyText={t('costs.empty')}
      loading={loading}
      exportName={`organization-costs-by-${group}`}
      title={
        <SegmentedControl
          size="xs"
          aria-label={t('costs.groupBy')}
          data={costGroupings.map((g) => ({ value: g, label: t(groupLabel[g]) }))}
          value={group}
          onChange={(value) => onGroup(value as CostGrouping)}
          data-testid="cost-grouping"
        />
      }
      testId="organization-cost-table"
      rowTestId="organization-cost-row"
      pageSize={20}
    />
  );
}

import { SegmentedControl, Text } from '@mantine/core';
import { type OrganizationCostRow, organizationCostSorts } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { count, engineName, money, shortMonth } from '../../lib/format.ts';
import { DataTable, type SortStatus, type TableColumn } from '../../ui/data-table/DataTable.tsx';
import { serverSortable, serverSortParam, serverSortStatus } from '../../ui/data-table/server-sort.ts';
import { EngineLabel } from '../../ui/EngineLabel.tsx';
import { AnchorLink } from '../../ui/RouterLinks.tsx';
import { type CostGrouping, type CostTable, costGroupings, risingCostSorts } from './costs-search.ts';

const groupLabel = { month: 'costs.byMonth', project: 'costs.byProject', engine: 'costs.byEngine' } as const;

/** A row's key: its month, project and engine (those it is summed per). */
const rowKey = (r: OrganizationCostRow) => `${r.month}|${r.project ?? ''}|${r.engine ?? ''}`;

/**
 * The organization's costs per month, per project and month, or per engine and month: one page at a time, grouped
 * and sorted by the server (grouping, sort and page in the URL); the CSV holds every row.
 */
export function GroupedCostTable({
  rows,
  total,
  table,
  onGroup,
  onTable,
  exportRows,
  loading,
  fetching,
}: {
  /** The page shown. */
  rows: readonly OrganizationCostRow[];
  /** Rows in all pages (the server's count). */
  total: number;
  table: CostTable;
  onGroup: (group: CostGrouping) => void;
  onTable: (change: { sort?: string; page?: number | undefined }) => void;
  exportRows: () => Promise<readonly OrganizationCostRow[]>;
  loading: boolean;
  fetching: boolean;
}) {
  const { t } = useTranslation();
  const group = table.group;
  const sort = serverSortStatus(table.sort);
  const columns: TableColumn<OrganizationCostRow>[] = [
    { accessor: 'month', title: t('costs.month'), sortable: true, render: (r) => shortMonth(r.month) },
    {
      accessor: 'project',
      title: t('costs.project'),
      sortable: true,
      hidden: group !== 'project',
      value: (r) => r.projectName ?? r.project,
      render: (r) => (
        <AnchorLink
          to="/projects/$documentId"
          params={{ documentId: r.project ?? '' }}
          hash="costs"
          size="sm"
        >
          {r.projectName ?? r.project}
        </AnchorLink>
      ),
    },
    {
      accessor: 'engine',
      title: t('costs.engine'),
      sortable: true,
      hidden: group !== 'engine',
      value: (r) => (r.engine ? engineName(t, r.engine) : ''),
      render: (r) => (r.engine ? <EngineLabel engine={r.engine} /> : null),
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
      accessor: 'judgeCost',
      title: t('costs.judgeCost'),
      help: t('costs.judgeCostHelp'),
      sortable: false,
      textAlign: 'right',
      render: (r) => money(r.judgeCost),
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
      records={[...rows]}
      totalRecords={total}
      page={table.page}
      pageSize={table.pageSize}
      onPageChange={(page) => onTable({ page: page > 1 ? page : undefined })}
      sortStatus={sort}
      onSortStatusChange={(next: SortStatus) =>
        onTable({ sort: serverSortParam(next, sort, risingCostSorts), page: undefined })
      }
      exportRows={exportRows}
      fetching={fetching}
      columns={serverSortable(columns, organizationCostSorts)}
      rowKey={rowKey}
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
    />
  );
}

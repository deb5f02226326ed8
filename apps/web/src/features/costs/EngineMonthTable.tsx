import { Text } from '@mantine/core';
import type { EngineMonthCost } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { count, money, shortMonth } from '../../lib/format.ts';
import { DataTable, type TableColumn } from '../../ui/data-table/DataTable.tsx';
import { EngineLabel } from '../../ui/EngineLabel.tsx';

/** The project's month × engine rows: answers, tokens in and out, cost and answers of unknown cost; sortable, CSV. */
export function EngineMonthTable({
  rows,
  loading,
  exportName,
}: {
  rows: EngineMonthCost[];
  loading: boolean;
  exportName: string;
}) {
  const { t } = useTranslation();
  const columns: TableColumn<EngineMonthCost>[] = [
    { accessor: 'month', title: t('costs.month'), sortable: true, render: (r) => shortMonth(r.month) },
    {
      accessor: 'engine',
      title: t('costs.engine'),
      sortable: true,
      render: (r) => <EngineLabel engine={r.engine} />,
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
      sortable: true,
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
      rows={rows}
      columns={columns}
      rowKey={(r) => `${r.month}|${r.engine}`}
      emptyText={t('costs.empty')}
      loading={loading}
      exportName={exportName}
      title={t('costs.tableTitle')}
      testId="cost-table"
      rowTestId="cost-row"
      pageSize={12}
    />
  );
}

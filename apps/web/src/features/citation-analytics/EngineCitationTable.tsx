import type { CitationEngine } from '@sightline/contracts';
import type { EngineId } from '@sightline/contracts/constants';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { decimal, engineName } from '../../lib/format.ts';
import { DataTable, type TableColumn } from '../../ui/data-table/DataTable.tsx';
import { EngineLabel } from '../../ui/EngineLabel.tsx';
import { RatioValue } from '../../ui/metric-card/RatioValue.tsx';
import { positionBasis } from './FirstOwnedPositionChart.tsx';

function columns(t: TFunction): TableColumn<CitationEngine>[] {
  const c = (key: 'n' | 'citations' | 'owned' | 'share' | 'rate' | 'impression') => ({
    title: t(`citationAnalytics.engines.columns.${key}`),
    help: t(`citationAnalytics.engines.columns.${key}Help`),
    sortable: true,
    textAlign: 'right' as const,
  });
  return [
    {
      accessor: 'engine',
      title: t('citationAnalytics.engines.columns.engine'),
      sortable: true,
      value: (e) => engineName(t, e.engine),
      render: (e) => <EngineLabel engine={e.engine as EngineId} />,
    },
    { accessor: 'n', ...c('n'), value: (e) => e.n, statistic: true },
    { accessor: 'citations', ...c('citations'), value: (e) => e.citations },
    { accessor: 'ownedCitations', ...c('owned'), value: (e) => e.ownedCitations },
    {
      accessor: 'citationShare',
      ...c('share'),
      value: (e) => e.citationShare,
      render: (e) => <RatioValue value={e.citationShare} basis={e.basis.citationShare} />,
    },
    {
      accessor: 'citationRate',
      ...c('rate'),
      value: (e) => e.citationRate,
      render: (e) => (
        <span data-testid="citations-engine-rate">
          <RatioValue value={e.citationRate} basis={e.basis.citationRate} />
        </span>
      ),
      exportExtras: [{ title: t('citationAnalytics.engines.columns.citing'), value: (e) => e.citing }],
    },
    {
      accessor: 'impressionShare',
      ...c('impression'),
      value: (e) => e.impressionShare,
      render: (e) => <RatioValue value={e.impressionShare} basis={e.basis.impressionShare} />,
    },
    {
      accessor: 'firstOwnedPosition',
      title: t('citationAnalytics.position.column'),
      help: t('citationAnalytics.position.hint'),
      sortable: true,
      textAlign: 'right',
      value: (e) => e.firstOwnedPosition.mean,
      render: (e) => (
        <span title={positionBasis(t, e.firstOwnedPosition)}>{decimal(e.firstOwnedPosition.mean, 2)}</span>
      ),
      exportExtras: [
        { title: t('citationAnalytics.position.pairsColumn'), value: (e) => e.firstOwnedPosition.pairs },
      ],
    },
  ];
}

/**
 * Each engine's answers, citations, owned citations, owned share, owned rate (the answers citing owned on hover and
 * in the CSV), impression share and mean first owned position; sortable, with CSV export.
 */
export function EngineCitationTable({
  rows,
  loading,
}: {
  rows: CitationEngine[] | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  return (
    <DataTable
      testId="citations-engine-table"
      rowTestId="citations-engine-row"
      title={t('citationAnalytics.engines.table')}
      columns={columns(t)}
      rows={rows ?? []}
      rowKey={(e) => e.engine}
      loading={loading}
      emptyText={t('citationAnalytics.engines.tableEmpty')}
      exportName={t('citationAnalytics.engines.export')}
      minWidth={720}
    />
  );
}

import type { OwnedDomainPosition } from '@sightline/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { decimal } from '../../lib/format.ts';
import { DataTable, type TableColumn } from '../../ui/data-table/DataTable.tsx';

function columns(t: TFunction): TableColumn<OwnedDomainPosition>[] {
  return [
    { accessor: 'domain', title: t('citationAnalytics.position.columns.domain'), sortable: true },
    {
      accessor: 'citations',
      title: t('citationAnalytics.position.columns.citations'),
      sortable: true,
      textAlign: 'right',
    },
    {
      accessor: 'answersCiting',
      title: t('citationAnalytics.position.columns.answers'),
      help: t('citationAnalytics.position.columns.answersHelp'),
      sortable: true,
      textAlign: 'right',
    },
    {
      accessor: 'meanFirstPosition',
      title: t('citationAnalytics.position.columns.first'),
      help: t('citationAnalytics.position.columns.firstHelp'),
      sortable: true,
      textAlign: 'right',
      value: (d) => d.meanFirstPosition,
      render: (d) => decimal(d.meanFirstPosition, 2),
    },
  ];
}

/** The owned domains cited in the range: citations, answers citing each and the mean position of its first citation. */
export function OwnedDomainsTable({
  rows,
  loading,
}: {
  rows: OwnedDomainPosition[] | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  return (
    <DataTable
      testId="citations-owned-domains"
      rowTestId="citations-owned-domain-row"
      title={t('citationAnalytics.position.domains')}
      columns={columns(t)}
      rows={rows ?? []}
      rowKey={(d) => d.domain}
      loading={loading}
      emptyText={t('citationAnalytics.position.domainsEmpty')}
      exportName={t('citationAnalytics.position.domainsExport')}
      minWidth={480}
    />
  );
}

import { Stack, Text } from '@mantine/core';
import type { ContentAnalytics, ContentTypeMix, ReportSearch } from '@sightline/contracts';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { count, percent } from '../../lib/format.ts';
import { DataTable, type TableColumn } from '../../ui/data-table/DataTable.tsx';
import { ContentTypeLabel } from './ContentTypeLabel.tsx';
import { pagesSearch } from './pages-search.ts';

/**
 * Every content type of the range: its distinct pages, citations, share of citations and impression share. Sorts,
 * exports CSV; a type's name opens the cited pages of the same filters.
 */
export function ContentMixTable({
  report,
  loading,
  search,
}: {
  report: ContentAnalytics | undefined;
  loading: boolean;
  search: ReportSearch;
}) {
  const { t } = useTranslation();
  const columns: TableColumn<ContentTypeMix>[] = [
    {
      accessor: 'contentType',
      title: t('contentAnalytics.columns.contentType'),
      sortable: true,
      value: (row) => t(`contentTypes.${row.contentType}`),
      render: (row) => (
        <Link
          to="/projects/sources"
          search={pagesSearch(search, { contentTypes: [row.contentType] })}
          style={{ color: 'inherit', textDecoration: 'none' }}
          data-testid="content-type-link"
        >
          <ContentTypeLabel type={row.contentType} />
        </Link>
      ),
    },
    {
      accessor: 'pages',
      title: t('contentAnalytics.columns.pages'),
      help: t('contentAnalytics.columns.pagesHelp'),
      sortable: true,
      textAlign: 'right',
      render: (row) => count(row.pages),
    },
    {
      accessor: 'citations',
      title: t('contentAnalytics.columns.citations'),
      sortable: true,
      textAlign: 'right',
      render: (row) => count(row.citations),
    },
    {
      accessor: 'share',
      title: t('contentAnalytics.columns.share'),
      help: t('contentAnalytics.columns.shareHelp'),
      sortable: true,
      textAlign: 'right',
      value: (row) => row.share,
      render: (row) => percent(row.share),
    },
    {
      accessor: 'impressionShare',
      title: t('contentAnalytics.columns.impressionShare'),
      help: t('contentAnalytics.columns.impressionShareHelp'),
      sortable: true,
      textAlign: 'right',
      value: (row) => row.impressionShare,
      render: (row) => percent(row.impressionShare),
    },
  ];
  return (
    <DataTable
      rows={report?.mix ?? []}
      columns={columns}
      rowKey={(row) => row.contentType}
      loading={loading}
      emptyText={t('contentAnalytics.trendEmpty')}
      exportName={`${t('contentAnalytics.mixExport')}-${report?.from ?? ''}-${report?.to ?? ''}`}
      testId="content-mix-table"
      rowTestId="content-mix-row"
      minWidth={560}
      title={
        <Stack gap={0}>
          <Text fw={600}>{t('contentAnalytics.mixTable')}</Text>
          <Text size="xs" c="dimmed" maw={480}>
            {t('contentAnalytics.mixTableHint')}
          </Text>
        </Stack>
      }
    />
  );
}

import { Stack, Text } from '@mantine/core';
import type { ReportSearch, SourceUrl, SourceUrlsResponse } from '@sightline/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { count, decimal, percent } from '../../lib/format.ts';
import { DataTable, type TableColumn } from '../../ui/data-table/DataTable.tsx';
import { ReportFailure } from '../../ui/filter-bar/ReportFailure.tsx';
import { AnchorLink } from '../../ui/RouterLinks.tsx';

function columns(t: TFunction, n: number, search: ReportSearch): TableColumn<SourceUrl>[] {
  const c = (key: 'share' | 'answers' | 'impression' | 'first') => ({
    title: t(`citationAnalytics.urls.columns.${key}`),
    help: t(`citationAnalytics.urls.columns.${key}Help`),
    sortable: true,
    textAlign: 'right' as const,
  });
  return [
    {
      accessor: 'url',
      title: t('citationAnalytics.urls.columns.page'),
      sortable: true,
      noWrap: false,
      width: 300,
      value: (u) => u.url,
      render: (u) => (
        <Stack gap={0}>
          {u.title && (
            <Text size="sm" lineClamp={1}>
              {u.title}
            </Text>
          )}
          <AnchorLink
            to="/projects/sources/urls/$url"
            params={{ url: u.url }}
            search={search}
            size="xs"
            lineClamp={1}
            data-testid="citations-owned-url"
          >
            {u.url}
          </AnchorLink>
        </Stack>
      ),
    },
    {
      accessor: 'citations',
      title: t('citationAnalytics.urls.columns.citations'),
      sortable: true,
      textAlign: 'right',
      value: (u) => u.citations,
    },
    { accessor: 'share', ...c('share'), value: (u) => u.share, render: (u) => percent(u.share) },
    {
      accessor: 'rate',
      ...c('answers'),
      value: (u) => u.rate,
      render: (u) => (
        <span title={t('citationAnalytics.kpis.rateDetail', { citing: count(u.answersCiting), n: count(n) })}>
          {percent(u.rate)}
        </span>
      ),
      exportExtras: [{ title: t('citationAnalytics.urls.columns.answers'), value: (u) => u.answersCiting }],
    },
    {
      accessor: 'impressionShare',
      ...c('impression'),
      value: (u) => u.impressionShare,
      render: (u) => percent(u.impressionShare),
    },
    {
      accessor: 'meanFirstPosition',
      ...c('first'),
      value: (u) => u.meanFirstPosition,
      render: (u) => decimal(u.meanFirstPosition, 2),
    },
  ];
}

/**
 * The owned pages the engines cited, from the sources API (`sourceTypes=owned`): most cited first, sortable by
 * citations, share, answers citing, impression share and first position; each links to its page in the sources
 * screens; CSV export.
 */
export function OwnedUrlsTable({
  query,
  search,
}: {
  query: UseQueryResult<SourceUrlsResponse>;
  search: ReportSearch;
}) {
  const { t } = useTranslation();
  if (query.isError) {
    return (
      <ReportFailure
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        testId="citations-owned-urls-error"
      />
    );
  }
  const data = query.data;
  return (
    <DataTable
      testId="citations-owned-urls"
      rowTestId="citations-owned-url-row"
      title={
        <Stack gap={0}>
          <Text fw={600}>{t('citationAnalytics.urls.title')}</Text>
          <Text size="xs" c="dimmed">
            {t('citationAnalytics.urls.hint')}
          </Text>
          {data && data.meta.pagination.total > data.data.length && (
            <Text size="xs" c="dimmed">
              {t('citationAnalytics.urls.shown', {
                shown: count(data.data.length),
                total: count(data.meta.pagination.total),
              })}
            </Text>
          )}
        </Stack>
      }
      columns={columns(t, data?.meta.n ?? 0, search)}
      rows={data?.data ?? []}
      rowKey={(u) => u.normalizedUrl}
      loading={query.isPending}
      fetching={query.isFetching && !query.isPending}
      emptyText={t('citationAnalytics.urls.empty')}
      exportName={t('citationAnalytics.urls.export')}
      minWidth={860}
    />
  );
}

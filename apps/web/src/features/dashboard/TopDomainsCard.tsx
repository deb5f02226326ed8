import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ReportSearch, TopDomain, TopDomainsResponse } from '@sightline/contracts';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { count, percent } from '../../lib/format.ts';
import { DataTable, type TableColumn } from '../../ui/data-table/DataTable.tsx';
import { ReportFailure } from '../../ui/filter-bar/ReportFailure.tsx';
import { useFilters } from '../../ui/filter-bar/use-filters.ts';
import { AnchorLink } from '../../ui/RouterLinks.tsx';

type TopDomains = TopDomainsResponse['data'];

/**
 * The columns, under the same period and filters: a domain opens the domain over time (every prompt and engine, the
 * brands beside it); its rate opens the answers citing it (its source screen, with its pages).
 */
function columns(t: TFunction, n: number, search: ReportSearch): TableColumn<TopDomain>[] {
  return [
    {
      accessor: 'domain',
      title: t('dashboard.domainColumns.domain'),
      sortable: true,
      render: (d) => (
        <Group gap={6} wrap="nowrap">
          <AnchorLink
            to="/projects/sources/domains/$domain"
            params={{ domain: d.domain }}
            search={search}
            size="sm"
            data-testid="domain-name"
          >
            {d.domain}
          </AnchorLink>
          {d.owned && (
            <Badge size="xs" variant="filled" title={t('dashboard.ownedHint')} data-testid="domain-owned">
              {t('dashboard.owned')}
            </Badge>
          )}
        </Group>
      ),
      exportExtras: [{ title: t('dashboard.owned'), value: (d) => d.owned }],
    },
    {
      accessor: 'sourceType',
      title: t('dashboard.domainColumns.sourceType'),
      sortable: true,
      value: (d) => t(`sourceTypes.${d.sourceType}`, { defaultValue: d.sourceType }),
    },
    {
      accessor: 'citations',
      title: t('dashboard.domainColumns.citations'),
      sortable: true,
      textAlign: 'right',
    },
    {
      accessor: 'share',
      title: t('dashboard.domainColumns.share'),
      help: t('dashboard.domainColumns.shareHelp'),
      sortable: true,
      textAlign: 'right',
      render: (d) => percent(d.share),
    },
    {
      accessor: 'rate',
      title: t('dashboard.domainColumns.rate'),
      help: t('dashboard.domainColumns.rateHelp'),
      statisticHelp: t('dashboard.domainColumns.rateStatisticHelp'),
      sortable: true,
      textAlign: 'right',
      render: (d) => (
        <AnchorLink
          to="/projects/sources/$domain"
          params={{ domain: d.domain }}
          search={search}
          size="sm"
          title={t('dashboard.ofAnswers', { x: count(d.answersCiting), n: count(n) })}
          data-testid="domain-answers"
        >
          {percent(d.rate)}
        </AnchorLink>
      ),
      exportExtras: [
        {
          title: t('table.numerator', { column: t('dashboard.domainColumns.rate') }),
          value: (d) => d.answersCiting,
        },
        {
          title: t('table.sampleSize', { column: t('dashboard.domainColumns.rate') }),
          value: () => n,
          statistic: true,
        },
      ],
    },
    {
      accessor: 'impressionShare',
      title: t('dashboard.domainColumns.impressionShare'),
      help: t('dashboard.domainColumns.impressionShareHelp'),
      sortable: true,
      textAlign: 'right',
      render: (d) => percent(d.impressionShare),
    },
  ];
}

/** The most cited domains of the range: citations, their share, the share of answers citing them, owned ones marked. */
export function TopDomainsCard({
  data,
  loading,
  error,
  onRetry,
  retrying,
}: {
  data: TopDomains | undefined;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation();
  const n = data?.n ?? 0;
  const { filters } = useFilters();
  const filterKey = JSON.stringify(filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters by value (a new object each render)
  const cols = useMemo(() => columns(t, n, filters), [t, n, filterKey]);
  if (error)
    return (
      <ReportFailure error={error} onRetry={onRetry} retrying={retrying} testId="dashboard-domains-error" />
    );
  return (
    <DataTable
      rows={data?.domains ?? []}
      columns={cols}
      rowKey={(d) => d.domain}
      loading={loading}
      emptyText={t('dashboard.domainsEmpty')}
      exportName={t('dashboard.exportDomains')}
      title={
        <Stack gap={0}>
          <Text fw={600}>{t('dashboard.domains')}</Text>
          {data && (
            <Text size="xs" c="dimmed" data-testid="dashboard-domains-total">
              {t('dashboard.domainsDescription', { citations: count(data.citations), n: count(data.n) })}
            </Text>
          )}
        </Stack>
      }
      testId="dashboard-domains"
      rowTestId="dashboard-domain-row"
      minWidth={680}
      pageSize={10}
    />
  );
}

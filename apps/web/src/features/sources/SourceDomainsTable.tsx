import { Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { SourceDomain } from '@sightline/contracts';
import type { TFunction } from 'i18next';
import { Suspense } from 'react';
import { count } from '../../lib/format.ts';
import { LazySparkline } from '../../ui/charts/lazy-charts.ts';
import type { TableColumn } from '../../ui/data-table/DataTable.tsx';
import { ParentDomainLink } from './ParentDomain.tsx';
import { DomainLink } from './SourceLinks.tsx';
import { sourceMeasureColumns } from './source-measure-columns.tsx';

/**
 * The source domain table's columns: the domain (owned and corrected marks), its corrected source type, citations and
 * their share, the answers citing it over n, impression share, first-citation position, the answers that also name
 * the brand or a competitor, and the change of its rate against the period before (only when significant).
 */
export function sourceDomainColumns(
  t: TFunction,
  n: number,
  promptDocumentId?: string,
  sparklines?: ReadonlyMap<string, Array<number | null>>,
  reading?: ReadonlyMap<string, { reading: number; readingNotCiting: number }>,
): TableColumn<SourceDomain>[] {
  const { measures, change } = sourceMeasureColumns<SourceDomain>(t, n);
  const trend: TableColumn<SourceDomain> = {
    accessor: 'trend',
    title: t('sources.columns.trend'),
    help: t('sources.columns.trendHelp'),
    exportable: false,
    render: (d) => {
      const values = sparklines?.get(d.domain);
      return values ? (
        <Suspense fallback={<Skeleton h={28} w={96} />}>
          <LazySparkline
            values={values}
            label={t('sources.columns.trendHelp')}
            color="indigo.6"
            w={96}
            h={28}
          />
        </Suspense>
      ) : (
        <Skeleton h={28} w={96} />
      );
    },
  };
  return [
    {
      accessor: 'domain',
      title: t('sources.columns.domain'),
      sortable: true,
      render: (d) => (
        <Group gap={6} wrap="nowrap">
          <DomainLink domain={d.domain} promptDocumentId={promptDocumentId}>
            <span data-testid="source-domain-name">{d.domain}</span>
          </DomainLink>
          {d.owned && (
            <Badge size="xs" variant="filled">
              {t('sources.owned')}
            </Badge>
          )}
          {d.parentDomain !== d.domain && <ParentDomainLink domain={d.parentDomain} />}
        </Group>
      ),
      exportExtras: [
        { title: t('sources.parentColumn'), value: (d) => d.parentDomain },
        { title: t('sources.owned'), value: (d) => d.owned },
      ],
    },
    {
      accessor: 'sourceType',
      title: t('sources.columns.sourceType'),
      sortable: true,
      noWrap: true,
      value: (d) => t(`sourceTypes.${d.sourceType}`, { defaultValue: d.sourceType }),
      render: (d) => (
        <Group gap={4} wrap="nowrap">
          <Text size="sm">{t(`sourceTypes.${d.sourceType}`, { defaultValue: d.sourceType })}</Text>
          {d.sourceTypeCorrected && (
            <Badge size="xs" variant="light" color="gray" title={t('sources.correctedHint')}>
              {t('sources.corrected')}
            </Badge>
          )}
        </Group>
      ),
    },
    ...measures.slice(0, 3),
    trend,
    ...measures.slice(3),
    {
      accessor: 'answersCitingBrand',
      title: t('sources.columns.withBrand'),
      help: t('sources.columns.withBrandHelp'),
      sortable: true,
      textAlign: 'right',
    },
    {
      accessor: 'answersCitingCompetitor',
      title: t('sources.columns.withCompetitor'),
      help: t('sources.columns.withCompetitorHelp'),
      sortable: true,
      textAlign: 'right',
    },
    {
      accessor: 'readNotCited',
      title: t('sources.columns.readNotCited'),
      help: t('sources.columns.readNotCitedHelp'),
      textAlign: 'right',
      exportable: false,
      render: (d) => {
        const read = reading?.get(d.domain);
        return read ? (
          <Stack gap={0} align="flex-end" data-testid="source-read-not-cited">
            <Text size="sm">{count(read.readingNotCiting)}</Text>
            <Text size="xs" c="dimmed">
              {t('sources.columns.readNotCitedOf', { reading: count(read.reading) })}
            </Text>
          </Stack>
        ) : (
          <Skeleton h={16} w={40} ml="auto" />
        );
      },
    },
    change,
  ];
}

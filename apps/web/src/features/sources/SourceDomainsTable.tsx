import { Badge, Group, Text } from '@mantine/core';
import type { SourceDomain } from '@sightline/contracts';
import type { TFunction } from 'i18next';
import { count, decimal, percent } from '../../lib/format.ts';
import type { TableColumn } from '../../ui/data-table/DataTable.tsx';
import { MetricChangeLine } from '../../ui/metric-card/MetricChangeLine.tsx';
import { serverChange } from '../../ui/metric-card/server-change.ts';

/**
 * The source domain table's columns: the domain (owned and corrected marks), its corrected source type, citations and
 * their share, the answers citing it over n, impression share, first-citation position, the answers that also name
 * the brand or a competitor, and the change of its rate against the period before (only when significant).
 */
export function sourceDomainColumns(t: TFunction, n: number): TableColumn<SourceDomain>[] {
  return [
    {
      accessor: 'domain',
      title: t('sources.columns.domain'),
      sortable: true,
      render: (d) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm" data-testid="source-domain-name">
            {d.domain}
          </Text>
          {d.owned && (
            <Badge size="xs" variant="filled">
              {t('sources.owned')}
            </Badge>
          )}
        </Group>
      ),
      exportExtras: [{ title: t('sources.owned'), value: (d) => d.owned }],
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
    { accessor: 'citations', title: t('sources.columns.citations'), sortable: true, textAlign: 'right' },
    {
      accessor: 'share',
      title: t('sources.columns.share'),
      help: t('sources.columns.shareHelp'),
      sortable: true,
      textAlign: 'right',
      render: (d) => percent(d.share),
    },
    {
      accessor: 'rate',
      title: t('sources.columns.rate'),
      help: t('sources.columns.rateHelp'),
      sortable: true,
      textAlign: 'right',
      render: (d) => (
        <Text size="sm" title={t('sources.ofAnswers', { x: count(d.answersCiting), n: count(n) })}>
          {percent(d.rate)}
        </Text>
      ),
      exportExtras: [
        { title: t('table.numerator', { column: t('sources.columns.rate') }), value: (d) => d.answersCiting },
        { title: t('table.sampleSize', { column: t('sources.columns.rate') }), value: () => n },
      ],
    },
    {
      accessor: 'impressionShare',
      title: t('sources.columns.impressionShare'),
      help: t('sources.columns.impressionShareHelp'),
      sortable: true,
      textAlign: 'right',
      render: (d) => percent(d.impressionShare),
    },
    {
      accessor: 'meanFirstPosition',
      title: t('sources.columns.position'),
      help: t('sources.columns.positionHelp'),
      sortable: true,
      textAlign: 'right',
      render: (d) => decimal(d.meanFirstPosition),
    },
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
      accessor: 'change',
      title: t('sources.columns.change'),
      help: t('sources.columns.changeHelp'),
      value: (d) => d.change.delta,
      render: (d) => <MetricChangeLine change={serverChange(d.change)} />,
      exportExtras: [{ title: 'p', value: (d) => d.change.pValue }],
    },
  ];
}

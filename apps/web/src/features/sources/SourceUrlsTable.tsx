import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { SourceUrl } from '@sightline/contracts';
import type { TFunction } from 'i18next';
import { count, decimal, percent } from '../../lib/format.ts';
import type { TableColumn } from '../../ui/data-table/DataTable.tsx';
import { MetricChangeLine } from '../../ui/metric-card/MetricChangeLine.tsx';
import { serverChange } from '../../ui/metric-card/server-change.ts';

/**
 * The page table's columns: the page (title, address opening in a new tab, domain), its content type (corrected mark)
 * and its domain's source type, citations and share, answers citing it over n, impression share, first-citation
 * position, and the change of its rate against the period before (only when significant).
 */
export function sourceUrlColumns(t: TFunction, n: number): TableColumn<SourceUrl>[] {
  return [
    {
      accessor: 'url',
      title: t('sources.columns.page'),
      sortable: true,
      noWrap: false,
      width: 360,
      value: (u) => u.url,
      render: (u) => (
        <Stack gap={0}>
          {u.title && (
            <Text size="sm" lineClamp={1}>
              {u.title}
            </Text>
          )}
          <Anchor
            href={u.url}
            target="_blank"
            rel="noopener noreferrer"
            size="xs"
            lineClamp={1}
            data-testid="source-url"
          >
            {u.url}
          </Anchor>
        </Stack>
      ),
      exportExtras: [{ title: t('sources.columns.domain'), value: (u) => u.domain }],
    },
    {
      accessor: 'contentType',
      title: t('sources.columns.contentType'),
      sortable: true,
      noWrap: true,
      value: (u) => t(`sources.contentTypes.${u.contentType}`, { defaultValue: u.contentType }),
      render: (u) => (
        <Group gap={4} wrap="nowrap">
          <Text size="sm">{t(`sources.contentTypes.${u.contentType}`, { defaultValue: u.contentType })}</Text>
          {u.contentTypeCorrected && (
            <Badge size="xs" variant="light" color="gray" title={t('sources.correctedContentHint')}>
              {t('sources.corrected')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      accessor: 'sourceType',
      title: t('sources.columns.sourceType'),
      sortable: true,
      noWrap: true,
      value: (u) => t(`sourceTypes.${u.sourceType}`, { defaultValue: u.sourceType }),
    },
    { accessor: 'citations', title: t('sources.columns.citations'), sortable: true, textAlign: 'right' },
    {
      accessor: 'share',
      title: t('sources.columns.share'),
      help: t('sources.columns.shareHelp'),
      sortable: true,
      textAlign: 'right',
      render: (u) => percent(u.share),
    },
    {
      accessor: 'rate',
      title: t('sources.columns.rate'),
      help: t('sources.columns.rateHelp'),
      sortable: true,
      textAlign: 'right',
      render: (u) => (
        <Text size="sm" title={t('sources.ofAnswers', { x: count(u.answersCiting), n: count(n) })}>
          {percent(u.rate)}
        </Text>
      ),
      exportExtras: [
        { title: t('table.numerator', { column: t('sources.columns.rate') }), value: (u) => u.answersCiting },
        { title: t('table.sampleSize', { column: t('sources.columns.rate') }), value: () => n },
      ],
    },
    {
      accessor: 'impressionShare',
      title: t('sources.columns.impressionShare'),
      help: t('sources.columns.impressionShareHelp'),
      sortable: true,
      textAlign: 'right',
      render: (u) => percent(u.impressionShare),
    },
    {
      accessor: 'meanFirstPosition',
      title: t('sources.columns.position'),
      help: t('sources.columns.positionHelp'),
      sortable: true,
      textAlign: 'right',
      render: (u) => decimal(u.meanFirstPosition),
    },
    {
      accessor: 'change',
      title: t('sources.columns.change'),
      help: t('sources.columns.changeHelp'),
      value: (u) => u.change.delta,
      render: (u) => <MetricChangeLine change={serverChange(u.change)} />,
      exportExtras: [{ title: 'p', value: (u) => u.change.pValue }],
    },
  ];
}

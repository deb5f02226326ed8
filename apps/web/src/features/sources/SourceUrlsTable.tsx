import { Badge, Group, Stack, Text } from '@mantine/core';
import type { SourceUrl } from '@sightline/contracts';
import type { TFunction } from 'i18next';
import { readableUrl } from '../../lib/format.ts';
import type { TableColumn } from '../../ui/data-table/DataTable.tsx';
import { PageLink } from './SourceLinks.tsx';
import { sourceMeasureColumns } from './source-measure-columns.tsx';

/**
 * The page table's columns: the page (title, address opening in a new tab, domain), its content type (corrected mark)
 * and its domain's source type, citations and share, answers citing it over n, impression share, first-citation
 * position, and the change of its rate against the period before (only when significant).
 */
export function sourceUrlColumns(t: TFunction, n: number): TableColumn<SourceUrl>[] {
  const { measures, change } = sourceMeasureColumns<SourceUrl>(t, n);
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
          <PageLink url={u.url} title={u.title} />
          {u.title && (
            <Text size="xs" c="dimmed" lineClamp={1} data-testid="source-url">
              {readableUrl(u.url)}
            </Text>
          )}
        </Stack>
      ),
      exportExtras: [{ title: t('sources.columns.domain'), value: (u) => u.domain }],
    },
    {
      accessor: 'contentType',
      title: t('sources.columns.contentType'),
      sortable: true,
      noWrap: true,
      value: (u) => t(`contentTypes.${u.contentType}`, { defaultValue: u.contentType }),
      render: (u) => (
        <Group gap={4} wrap="nowrap">
          <Text size="sm">{t(`contentTypes.${u.contentType}`, { defaultValue: u.contentType })}</Text>
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
    ...measures,
    change,
  ];
}

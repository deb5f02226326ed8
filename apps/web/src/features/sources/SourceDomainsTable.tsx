import { Badge, Group, Text } from '@mantine/core';
import type { SourceDomain } from '@sightline/contracts';
import type { TFunction } from 'i18next';
import type { TableColumn } from '../../ui/data-table/DataTable.tsx';
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
): TableColumn<SourceDomain>[] {
  const { measures, change } = sourceMeasureColumns<SourceDomain>(t, n);
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
    ...measures,
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
    change,
  ];
}

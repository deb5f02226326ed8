import { Badge, Card, Stack, Text, Title } from '@mantine/core';
import type { PromptSearch } from '@sightline/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { count, engineName, localDate } from '../../lib/format.ts';
import { DataTable, type TableColumn } from '../../ui/data-table/DataTable.tsx';
import type { PromptFilter } from './prompt-detail-calls.ts';
import { promptSearchesQuery } from './prompt-detail-queries.ts';

const statusColor = { new: 'teal', gone: 'red', kept: 'gray' } as const;

/**
 * What the engines searched before answering this prompt (query fan-out) over the range, each search with the
 * answers that ran it now and in the days before, marked new or gone, first and last seen; above it, per engine, how
 * many answers said what they searched. Sortable and exported like every table.
 */
export function PromptSearchesTable({
  promptDocumentId,
  filter,
}: {
  promptDocumentId: string;
  filter: PromptFilter;
}) {
  const { t } = useTranslation();
  const searches = useQuery(promptSearchesQuery(promptDocumentId, filter));
  const data = searches.data;
  const columns: TableColumn<PromptSearch>[] = [
    {
      accessor: 'engine',
      title: t('promptDetail.searches.engine'),
      sortable: true,
      noWrap: true,
      value: (s) => engineName(t, s.engine),
      render: (s) => engineName(t, s.engine),
    },
    { accessor: 'query', title: t('promptDetail.searches.query'), sortable: true },
    {
      accessor: 'answers',
      title: t('promptDetail.searches.answers'),
      help: t('promptDetail.searches.answersHelp'),
      sortable: true,
      textAlign: 'right',
      render: (s) => count(s.answers),
    },
    {
      accessor: 'previousAnswers',
      title: t('promptDetail.searches.previous'),
      sortable: true,
      textAlign: 'right',
      render: (s) => count(s.previousAnswers),
    },
    {
      accessor: 'status',
      title: t('promptDetail.searches.status'),
      sortable: true,
      value: (s) => t(`promptDetail.searches.${s.status}`),
      render: (s) => (
        <Badge size="sm" variant="light" color={statusColor[s.status]} data-testid="prompt-search-status">
          {t(`promptDetail.searches.${s.status}`)}
        </Badge>
      ),
    },
    {
      accessor: 'firstSeen',
      title: t('promptDetail.searches.firstSeen'),
      sortable: true,
      noWrap: true,
      render: (s) => localDate(s.firstSeen),
    },
    {
      accessor: 'lastSeen',
      title: t('promptDetail.searches.lastSeen'),
      sortable: true,
      noWrap: true,
      render: (s) => localDate(s.lastSeen),
    },
  ];
  return (
    <Card withBorder radius="md" padding="md" data-testid="prompt-searches-card">
      <Stack gap={4} mb="sm">
        <Title order={2} fz="md" fw={600}>
          {t('promptDetail.searches.title')}
        </Title>
        <Text size="xs" c="dimmed" maw={720}>
          {t('promptDetail.searches.hint')}
        </Text>
        {data && data.engines.length > 0 && (
          <Text size="xs" c="dimmed" data-testid="prompt-searches-basis">
            {data.engines
              .map((e) =>
                t('promptDetail.searches.basis', {
                  engine: engineName(t, e.engine),
                  answers: count(e.answers),
                  withSearches: count(e.withSearches),
                }),
              )
              .join(' · ')}
          </Text>
        )}
      </Stack>
      <DataTable
        rows={data?.searches ?? []}
        loading={searches.isPending}
        columns={columns}
        rowKey={(s) => `${s.engine}|${s.query}`}
        emptyText={t('promptDetail.searches.empty')}
        exportName={`${t('promptDetail.searches.export')}-${data?.from ?? ''}-${data?.to ?? ''}`}
        testId="prompt-searches"
        rowTestId="prompt-search-row"
        minWidth={720}
      />
    </Card>
  );
}

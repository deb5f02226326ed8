import { Stack, Text } from '@mantine/core';
import type { DomainOverTimePrompt } from '@sightline/contracts';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { count, engineName } from '../../lib/format.ts';
import { DataTable, type SortStatus, type TableColumn } from '../../ui/data-table/DataTable.tsx';
import { IntentBadge } from '../../ui/IntentBadge.tsx';
import { AnchorLink } from '../../ui/RouterLinks.tsx';
import { DomainRateText } from './DomainRateText.tsx';
import { type DomainOverTimeKey, useDomainOverTimeText } from './domain-over-time-strings.ts';

type Say = (key: DomainOverTimeKey, values?: Record<string, unknown>) => string;

/** The columns; a prompt opens that prompt's view of the domain. */
export function promptColumns(t: TFunction, text: Say, domain: string): TableColumn<DomainOverTimePrompt>[] {
  return [
    {
      accessor: 'text',
      title: text('prompt'),
      sortable: true,
      noWrap: false,
      render: (p) => (
        <AnchorLink
          to="/prompts/$documentId/sources/$domain"
          params={{ documentId: p.documentId, domain }}
          size="sm"
          lineClamp={2}
          data-testid="domain-prompt-link"
        >
          {p.text}
        </AnchorLink>
      ),
    },
    {
      accessor: 'intent',
      title: text('intent'),
      noWrap: true,
      value: (p) => (p.intent ? t(`projects.intents.${p.intent}`) : ''),
      render: (p) => <IntentBadge intent={p.intent} />,
    },
    {
      accessor: 'share',
      title: text('promptShare'),
      sortable: true,
      textAlign: 'right',
      value: (p) => p.share.value,
      render: (p) => <DomainRateText rate={p.share} of="ofAnswers" testId="domain-prompt-share" />,
    },
    {
      accessor: 'answersCiting',
      title: text('promptCiting'),
      sortable: true,
      textAlign: 'right',
      value: (p) => p.share.numerator,
    },
    {
      accessor: 'answers',
      title: text('promptAnswers'),
      sortable: true,
      textAlign: 'right',
      value: (p) => p.share.denominator,
    },
    {
      accessor: 'engines',
      title: text('promptEngines'),
      noWrap: false,
      value: (p) => p.engines.map((e) => `${e.engine} ${e.answersCiting}/${e.answers}`).join('; '),
      render: (p) => (
        <Text size="xs" c="dimmed" data-testid="domain-prompt-engines">
          {p.engines
            .map((e) =>
              text('engineCount', {
                engine: engineName(t, e.engine),
                x: count(e.answersCiting),
                n: count(e.answers),
              }),
            )
            .join(' · ')}
        </Text>
      ),
    },
  ];
}

/** One page of the prompts whose answers cite the domain, sorted and paged by the server. */
export function DomainPromptsTable({
  domain,
  prompts,
  total,
  page,
  pageSize,
  sort,
  onPageChange,
  onSortChange,
  exportRows,
  loading,
  fetching,
}: {
  domain: string;
  prompts: DomainOverTimePrompt[];
  total: number;
  page: number;
  pageSize: number;
  sort: SortStatus;
  onPageChange: (page: number) => void;
  onSortChange: (sort: SortStatus) => void;
  exportRows: () => Promise<readonly DomainOverTimePrompt[]>;
  loading: boolean;
  fetching: boolean;
}) {
  const { t } = useTranslation();
  const text = useDomainOverTimeText();
  const columns = useMemo(() => promptColumns(t, text, domain), [t, text, domain]);
  return (
    <DataTable
      records={prompts}
      totalRecords={total}
      page={page}
      pageSize={pageSize}
      onPageChange={onPageChange}
      sortStatus={sort}
      onSortStatusChange={onSortChange}
      exportRows={exportRows}
      columns={columns}
      rowKey={(p) => p.documentId}
      loading={loading}
      fetching={fetching}
      emptyText={text('promptsEmpty')}
      exportName={text('promptsExport')}
      testId="domain-prompts"
      rowTestId="domain-prompt-row"
      title={
        <Stack gap={0}>
          <Text fw={600}>{text('prompts')}</Text>
          <Text size="xs" c="dimmed" maw={620}>
            {text('promptsHint')}
          </Text>
        </Stack>
      }
    />
  );
}

import { Text } from '@mantine/core';
import type { SourcePromptRow } from '@sightline/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn } from '../../ui/data-table/DataTable.tsx';
import { IntentBadge } from '../../ui/IntentBadge.tsx';
import { AnchorLink } from '../../ui/RouterLinks.tsx';

/** The prompts whose answers cite a page, each leading to that prompt's view of the page's domain. */
export function SourcePromptsTable({
  prompts,
  domain,
  loading,
}: {
  prompts: SourcePromptRow[] | undefined;
  domain: string;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const columns = useMemo<TableColumn<SourcePromptRow>[]>(
    () => [
      {
        accessor: 'text',
        title: t('sourceDetail.prompt'),
        sortable: true,
        noWrap: false,
        render: (p) => (
          <AnchorLink
            to="/prompts/$documentId/sources/$domain"
            params={{ documentId: p.documentId, domain }}
            size="sm"
            lineClamp={2}
            data-testid="source-prompt-link"
          >
            {p.text}
          </AnchorLink>
        ),
      },
      {
        accessor: 'intent',
        title: t('sourceDetail.intent'),
        sortable: true,
        noWrap: true,
        value: (p) => (p.intent ? t(`projects.intents.${p.intent}`) : ''),
        render: (p) => <IntentBadge intent={p.intent} />,
      },
      { accessor: 'answers', title: t('sourceDetail.promptAnswers'), sortable: true, textAlign: 'right' },
      { accessor: 'citations', title: t('sourceDetail.promptCitations'), sortable: true, textAlign: 'right' },
    ],
    [t, domain],
  );
  return (
    <DataTable
      rows={prompts ?? []}
      columns={columns}
      rowKey={(p) => p.documentId}
      loading={loading}
      emptyText={t('sourceDetail.promptsEmpty')}
      exportName={t('sourceDetail.promptsExport')}
      testId="source-prompts"
      rowTestId="source-prompt-row"
      title={
        <div>
          <Text fw={600}>{t('sourceDetail.prompts')}</Text>
          <Text size="xs" c="dimmed">
            {t('sourceDetail.promptsHint')}
          </Text>
        </div>
      }
    />
  );
}

import { Anchor, Badge, Group, Select, Text } from '@mantine/core';
import type { Intent, PromptEngineRow, PromptEngineTable, RangedReportFilter } from '@sightline/contracts';
import { intents, type MemberRole } from '@sightline/contracts/constants';
import { can } from '@sightline/contracts/permissions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { count, percent } from '../../lib/format.ts';
import { AnswerListDrawer } from '../../ui/answer-list/AnswerListDrawer.tsx';
import { ownVisibility } from '../../ui/charts/prompt-visibility.ts';
import { DataTable, type TableColumn } from '../../ui/data-table/DataTable.tsx';
import { useFilters } from '../../ui/filter-bar/use-filters.ts';
import { IntentBadge } from '../../ui/IntentBadge.tsx';
import { AnchorLink } from '../../ui/RouterLinks.tsx';
import { useSetIntent } from './use-set-intent.ts';

interface Props {
  projectDocumentId: string;
  /** The report filter the table was asked with: a prompt's answers are asked with it, narrowed to the prompt. */
  filter: RangedReportFilter;
  table: PromptEngineTable | undefined;
  loading: boolean;
  /** The member may correct intents (editor role or more, see `canEditIntents`); else the intents are read-only. */
  editable: boolean;
}

/** Whether a member of this role may correct a prompt's intent (the server checks the same permission). */
export const canEditIntents = (role: MemberRole | undefined) => Boolean(role && can(role, 'editContent'));

/**
 * The prompts that match the filters with their intent, whether it was set by hand, their answers and our
 * visibility. An editor corrects an intent in place (saved at once, kept from then on); a viewer sees the intents
 * and why they cannot change them. A prompt's text opens its own screen under the same period and filters; its answers
 * and its visibility open its successful answers in a drawer (as many as its n).
 */
export function PromptIntentTable({ projectDocumentId, filter, table, loading, editable }: Props) {
  const { t } = useTranslation();
  const setIntent = useSetIntent(projectDocumentId);
  const saving = setIntent.isPending ? setIntent.variables?.prompt : undefined;
  const [opened, setOpened] = useState<PromptEngineRow | null>(null);
  // The prompt's own screen keeps the period and filters (a prompt filter would only repeat the prompt).
  const { prompt: _prompt, ...promptSearch } = useFilters().filters;
  const answersButton = (row: PromptEngineRow, text: string, label: string, testId: string) =>
    row.n > 0 ? (
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() => setOpened(row)}
        aria-label={label}
        data-testid={testId}
      >
        {text}
      </Anchor>
    ) : (
      text
    );
  const columns: TableColumn<PromptEngineRow>[] = [
    {
      accessor: 'prompt',
      title: t('analytics.prompt'),
      sortable: true,
      noWrap: false,
      value: (row) => row.prompt.text,
      render: (row) => (
        <AnchorLink
          to="/prompts/$documentId"
          params={{ documentId: row.prompt.documentId }}
          search={promptSearch}
          size="sm"
          lineClamp={2}
          maw={{ base: 170, sm: 280 }}
          title={t('analytics.promptOpen', { prompt: row.prompt.text })}
          data-testid="prompt-intent-link"
        >
          {row.prompt.text}
        </AnchorLink>
      ),
    },
    {
      accessor: 'intent',
      title: t('analytics.intent'),
      sortable: true,
      width: 170,
      value: (row) => row.prompt.intent,
      render: (row) =>
        editable ? (
          <Select
            size="xs"
            aria-label={t('analytics.intentLabel', { prompt: row.prompt.text })}
            placeholder={t('projects.intents.none')}
            data={intents.map((intent) => ({ value: intent, label: t(`projects.intents.${intent}`) }))}
            value={row.prompt.intent}
            allowDeselect={false}
            disabled={saving === row.prompt.documentId}
            onChange={(value) =>
              value &&
              value !== row.prompt.intent &&
              setIntent.mutate({ prompt: row.prompt.documentId, intent: value as Intent })
            }
            w={150}
            data-testid="prompt-intent-select"
          />
        ) : (
          <IntentBadge intent={row.prompt.intent} />
        ),
    },
    {
      accessor: 'intentSource',
      title: t('analytics.source'),
      sortable: true,
      value: (row) => row.prompt.intentSource,
      render: (row) =>
        row.prompt.intentSource === 'manual' ? (
          <Badge size="sm" variant="light" color="grape" data-testid="intent-manual">
            {t('analytics.manual')}
          </Badge>
        ) : (
          <Text size="xs" c="dimmed">
            {t('analytics.auto')}
          </Text>
        ),
    },
    {
      accessor: 'n',
      title: t('analytics.answers'),
      sortable: true,
      textAlign: 'right',
      statistic: true,
      value: (row) => row.n,
      render: (row) =>
        answersButton(
          row,
          count(row.n),
          t('analytics.promptAnswersOpen', { prompt: row.prompt.text, n: count(row.n) }),
          'prompt-intent-n',
        ),
    },
    {
      accessor: 'visibility',
      title: t('analytics.visibility'),
      help: t('charts.metricHints.visibility'),
      sortable: true,
      textAlign: 'right',
      value: (row) => ownVisibility(table, row),
      exportExtras: [
        { title: t('analytics.rawN', { brand: '' }).trim(), value: (row) => row.n, statistic: true },
      ],
      render: (row) => {
        const visibility = ownVisibility(table, row);
        if (visibility === null) return '–';
        return answersButton(
          row,
          percent(visibility),
          t('analytics.promptVisibilityOpen', {
            prompt: row.prompt.text,
            value: percent(visibility),
            n: count(row.n),
          }),
          'prompt-intent-visibility',
        );
      },
    },
  ];
  return (
    <>
      <DataTable
        rows={table?.rows ?? []}
        columns={columns}
        rowKey={(row) => row.prompt.documentId}
        loading={loading}
        emptyText={t('analytics.tableEmpty')}
        exportName={`prompt-intents-${table?.from ?? ''}-${table?.to ?? ''}`}
        title={
          <Group gap={4} wrap="wrap" maw={{ base: 180, sm: 520 }}>
            <Text fw={600}>{t('analytics.promptIntents')}</Text>
            <Text size="xs" c="dimmed" w="100%" visibleFrom="sm">
              {editable ? t('analytics.promptIntentsHint') : t('analytics.promptIntentsViewer')}
            </Text>
          </Group>
        }
        testId="prompt-intents"
        rowTestId="prompt-intent-row"
        minWidth={700}
        pageSize={20}
      />
      {opened && (
        <AnswerListDrawer
          opened
          onClose={() => setOpened(null)}
          title={t('analytics.promptAnswers', { prompt: opened.prompt.text })}
          projectDocumentId={projectDocumentId}
          filter={{ ...filter, prompts: [opened.prompt.documentId] }}
          highlight={table?.brands.find((b) => b.own)?.key}
          answered
          pageable
        />
      )}
    </>
  );
}

import { Badge, Group, Select, Text } from '@mantine/core';
import type { Intent, PromptEngineRow, PromptEngineTable } from '@sightline/contracts';
import { intents, type MemberRole } from '@sightline/contracts/constants';
import { can } from '@sightline/contracts/permissions';
import { useTranslation } from 'react-i18next';
import { count, percent } from '../../lib/format.ts';
import { ownVisibility } from '../../ui/charts/prompt-visibility.ts';
import { DataTable, type TableColumn } from '../../ui/data-table/DataTable.tsx';
import { IntentBadge } from '../../ui/IntentBadge.tsx';
import { useSetIntent } from './use-set-intent.ts';

interface Props {
  projectDocumentId: string;
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
 * and why they cannot change them.
 */
export function PromptIntentTable({ projectDocumentId, table, loading, editable }: Props) {
  const { t } = useTranslation();
  const setIntent = useSetIntent(projectDocumentId);
  const saving = setIntent.isPending ? setIntent.variables?.prompt : undefined;
  const columns: TableColumn<PromptEngineRow>[] = [
    {
      accessor: 'prompt',
      title: t('analytics.prompt'),
      sortable: true,
      noWrap: false,
      value: (row) => row.prompt.text,
      render: (row) => (
        <Text size="sm" lineClamp={2} maw={{ base: 170, sm: 280 }} title={row.prompt.text}>
          {row.prompt.text}
        </Text>
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
      value: (row) => row.n,
      render: (row) => count(row.n),
    },
    {
      accessor: 'visibility',
      title: t('analytics.visibility'),
      help: t('charts.metricHints.visibility'),
      sortable: true,
      textAlign: 'right',
      value: (row) => ownVisibility(table, row),
      exportExtras: [{ title: t('analytics.rawN', { brand: '' }).trim(), value: (row) => row.n }],
      render: (row) => {
        const visibility = ownVisibility(table, row);
        return visibility === null ? '–' : percent(visibility);
      },
    },
  ];
  return (
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
  );
}

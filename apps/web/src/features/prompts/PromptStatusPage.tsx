import { Alert, Badge, Button, Checkbox, Group, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import type { PromptStatus, PromptStatusResponse } from '@sightline/contracts';
import { IconAlertTriangle, IconRefresh, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api/api-client.ts';
import { count, dateTime, engineName, money } from '../../lib/format.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { DataTable } from '../../ui/data-table/DataTable.tsx';
import type { TableColumn } from '../../ui/data-table/table-types.ts';
import { IntentBadge } from '../../ui/IntentBadge.tsx';
import { registerPromptStatusStrings } from './prompt-status-strings.ts';

registerPromptStatusStrings(i18n);

/**
 * `/prompts` (developers): every prompt of the organization's projects with how its collection goes — last run and
 * its error, last success, this month's runs, failures and cost — searchable, sortable, exportable; a row opens the
 * prompt's screen.
 */
export function PromptStatusPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const organizationId = useSession().selection.member?.organizationId;
  const [search, setSearch] = useState('');
  const [onlyFailing, setOnlyFailing] = useState(false);
  const query = useQuery({
    queryKey: ['prompt-status', organizationId],
    enabled: organizationId !== undefined,
    // The API pages the list (at most 100 a page, docs/features/prompts.md); this screen searches, sorts and exports
    // all of the organization's prompts, so it reads the pages one after another.
    queryFn: async ({ signal }): Promise<PromptStatusResponse> => {
      const data: PromptStatusResponse['data'] = [];
      for (let page = 1; ; page++) {
        const answer = await api<PromptStatusResponse>(
          `/v1/organizations/${organizationId}/prompt-status?pagination[page]=${page}&pagination[pageSize]=100`,
          { signal, silent: true },
        );
        data.push(...answer.data);
        if (page >= answer.meta.pagination.pageCount) return { data, meta: answer.meta };
      }
    },
  });
  const all = query.data?.data ?? [];
  const rows = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return all.filter(
      (row) =>
        (!onlyFailing || row.lastRun?.status === 'failed') &&
        (!needle ||
          row.prompt.text.toLowerCase().includes(needle) ||
          row.project.name.toLowerCase().includes(needle)),
    );
  }, [all, search, onlyFailing]);
  const failing = all.filter((row) => row.lastRun?.status === 'failed').length;
  const cost = all.reduce((sum, row) => sum + row.month.cost, 0);

  const columns: TableColumn<PromptStatus>[] = [
    {
      accessor: 'prompt',
      title: t('promptStatus.columns.prompt'),
      value: (row) => row.prompt.text,
      sortable: true,
      width: 320,
      render: (row) => (
        <Stack gap={2}>
          <Text size="sm" lineClamp={2}>
            {row.prompt.text}
          </Text>
          {!row.prompt.active && (
            <Badge size="xs" color="gray" variant="light" w="fit-content">
              {t('promptStatus.inactive')}
            </Badge>
          )}
        </Stack>
      ),
    },
    {
      accessor: 'project',
      title: t('promptStatus.columns.project'),
      value: (row) => row.project.name,
      sortable: true,
      width: 160,
    },
    {
      accessor: 'intent',
      title: t('promptStatus.columns.intent'),
      value: (row) => row.prompt.intent,
      sortable: true,
      width: 130,
      noWrap: true,
      render: (row) => <IntentBadge intent={row.prompt.intent} />,
    },
    {
      accessor: 'lastRun',
      title: t('promptStatus.columns.lastRun'),
      help: t('promptStatus.help.lastRun'),
      value: (row) => row.lastRun?.finishedAt ?? null,
      sortable: true,
      render: (row) =>
        row.lastRun ? (
          <Stack gap={2}>
            <Group gap={4} wrap="nowrap">
              <Badge size="sm" variant="light" color={row.lastRun.status === 'failed' ? 'red' : 'teal'}>
                {t(row.lastRun.status === 'failed' ? 'promptStatus.failed' : 'promptStatus.succeeded')}
              </Badge>
              <Text size="xs">{engineName(t, row.lastRun.engine)}</Text>
            </Group>
            <Text size="xs" c="dimmed">
              {dateTime(row.lastRun.finishedAt)}
            </Text>
          </Stack>
        ) : (
          <Text size="xs" c="dimmed">
            {t('promptStatus.never')}
          </Text>
        ),
      exportExtras: [
        { title: `${t('promptStatus.columns.lastRun')} (status)`, value: (row) => row.lastRun?.status },
        { title: `${t('promptStatus.columns.lastRun')} (engine)`, value: (row) => row.lastRun?.engine },
      ],
    },
    {
      accessor: 'lastError',
      title: t('promptStatus.columns.lastError'),
      value: (row) => (row.lastRun?.status === 'failed' ? row.lastRun.error : null),
      width: 240,
      render: (row) =>
        row.lastRun?.status === 'failed' && row.lastRun.error ? (
          <Tooltip label={row.lastRun.error} multiline w={320}>
            <Text size="xs" c="red" lineClamp={2}>
              {row.lastRun.errorKind ? `${row.lastRun.errorKind}: ` : ''}
              {row.lastRun.error}
            </Text>
          </Tooltip>
        ) : (
          '–'
        ),
    },
    {
      accessor: 'lastSuccess',
      title: t('promptStatus.columns.lastSuccess'),
      value: (row) => row.lastSuccessAt,
      sortable: true,
      render: (row) => (row.lastSuccessAt ? dateTime(row.lastSuccessAt) : t('promptStatus.never')),
    },
    {
      accessor: 'runs',
      title: t('promptStatus.columns.runs'),
      help: t('promptStatus.help.runs'),
      value: (row) => row.month.runs,
      sortable: true,
      textAlign: 'right',
      render: (row) => count(row.month.runs),
    },
    {
      accessor: 'failedRuns',
      title: t('promptStatus.columns.failedRuns'),
      value: (row) => row.month.failed,
      sortable: true,
      textAlign: 'right',
      render: (row) => (
        <Text size="sm" c={row.month.failed > 0 ? 'red' : undefined}>
          {count(row.month.failed)}
        </Text>
      ),
    },
    {
      accessor: 'cost',
      title: t('promptStatus.columns.cost'),
      help: t('promptStatus.help.cost'),
      value: (row) => row.month.cost,
      sortable: true,
      textAlign: 'right',
      render: (row) => money(row.month.cost),
    },
  ];

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {t('routes.prompts')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('promptStatus.intro')}
        </Text>
      </Stack>
      {query.isError ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          data-testid="prompt-status-error"
        >
          <Group justify="space-between">
            <Text size="sm">{t('promptStatus.loadFailed', { message: (query.error as Error).message })}</Text>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconRefresh size={14} />}
              onClick={() => void query.refetch()}
            >
              {t('promptStatus.retry')}
            </Button>
          </Group>
        </Alert>
      ) : (
        <>
          <Group gap="md" align="center" wrap="wrap">
            <TextInput
              placeholder={t('promptStatus.search')}
              leftSection={<IconSearch size={14} />}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              w={280}
              data-testid="prompt-status-search"
            />
            <Checkbox
              label={t('promptStatus.onlyFailing')}
              checked={onlyFailing}
              onChange={(e) => setOnlyFailing(e.currentTarget.checked)}
              data-testid="prompt-status-failing"
            />
            {query.data && (
              <Text size="sm" c="dimmed" data-testid="prompt-status-summary">
                {t('promptStatus.summary', {
                  count: all.length,
                  failing,
                  cost: money(cost),
                })}
              </Text>
            )}
          </Group>
          <DataTable
            rows={rows}
            columns={columns}
            rowKey={(row) => row.prompt.documentId}
            emptyText={all.length === 0 ? t('promptStatus.empty') : t('promptStatus.emptyFiltered')}
            loading={query.isPending}
            exportName="prompts"
            testId="prompt-status-table"
            rowTestId="prompt-status-row"
            minWidth={1200}
            onRowClick={(row) =>
              void navigate({ to: '/prompts/$documentId', params: { documentId: row.prompt.documentId } })
            }
          />
        </>
      )}
    </Stack>
  );
}

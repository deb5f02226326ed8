import { Alert, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { ChatSummary } from '@sightline/contracts';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { DataScreen } from '../../ui/data-screen/DataScreen.tsx';
import { ProjectHeader } from '../../ui/data-screen/ProjectHeader.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ReportFilterBar } from '../../ui/filter-bar/ReportFilterBar.tsx';
import { reportFilterOf } from '../../ui/filter-bar/report-filter.ts';
import { useBrandColors } from '../../ui/use-brand-colors.ts';
import { CompletionFilters } from './CompletionFilters.tsx';
import { CompletionsTable } from './CompletionsTable.tsx';
import { completionCalls } from './completion-calls.ts';
import { completionParams, validateCompletionSearch } from './completion-search.ts';
import { registerCompletionStrings } from './completion-strings.ts';
import { ExportMenu } from './ExportMenu.tsx';
import { RawDrawer } from './RawDrawer.tsx';

registerCompletionStrings(i18n);

/**
 * `/data/completions`: every answer the engines gave for the project, newest (or oldest) first, within the report
 * filters and the screen's own (text, status, real or simulated, a brand mentioned or not, a cited domain) — all in
 * the URL. A virtualized table pages through them as it scrolls; each row opens its chat and shows the engine's raw
 * response on demand; the export streams every answer of the filters as CSV or JSON lines.
 */
export function CompletionsPage() {
  const { t } = useTranslation();
  const { project } = useSession().selection;
  const search = validateCompletionSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const filter = reportFilterOf(search);
  const own = completionParams(search);
  const id = project?.documentId ?? '';
  const { colorOf } = useBrandColors(id || undefined);
  const [raw, setRaw] = useState<ChatSummary | null>(null);
  const query = useInfiniteQuery({
    queryKey: ['completions', id, filter, own],
    enabled: Boolean(project),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => completionCalls.page(id, filter, own, pageParam, signal),
    getNextPageParam: (page) => page.nextCursor,
    retry: (failures, error) => failures < 1 && (error as { status?: number }).status !== 400,
  });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (!project) return <DataScreen titleKey="routes.completions" />;
  const rows = query.data?.pages.flatMap((p) => p.chats) ?? [];
  return (
    <>
      <ProjectHeader title={t('routes.completions')}>
        <ReportFilterBar />
      </ProjectHeader>
      <Stack gap="md">
        <Paper withBorder radius="md" p="sm">
          <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
            <CompletionFilters search={search} projectDocumentId={id} />
            <ExportMenu projectDocumentId={id} filter={filter} own={own} />
          </Group>
        </Paper>
        {query.isError ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            data-testid="completions-error"
          >
            <Group justify="space-between">
              <Text size="sm">
                {t('completions.loadFailed', { message: (query.error as Error).message })}
              </Text>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconRefresh size={14} />}
                loading={query.isFetching}
                onClick={() => void query.refetch()}
              >
                {t('completions.retry')}
              </Button>
            </Group>
          </Alert>
        ) : query.isPending ? (
          <Stack gap={6} aria-busy data-testid="completions-loading">
            {Array.from({ length: 8 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={i} h={36} />
            ))}
          </Stack>
        ) : rows.length === 0 ? (
          <EmptyState title={t('completions.emptyTitle')} text={t('completions.emptyText')} />
        ) : (
          <Stack gap="xs">
            {rows.some((r) => r.simulated) && (
              <Alert color="orange" variant="light" data-testid="completions-simulated">
                {t('completions.simulated')}
              </Alert>
            )}
            <Text size="sm" c="dimmed" data-testid="completions-summary">
              {t('completions.summary', {
                count: rows.length,
                more: query.hasNextPage ? t('completions.more') : '',
              })}
            </Text>
            <CompletionsTable
              rows={rows}
              projectDocumentId={id}
              timezone={project.timezone}
              hasMore={Boolean(query.hasNextPage)}
              loadingMore={query.isFetchingNextPage}
              onLoadMore={loadMore}
              onRaw={setRaw}
              colorOf={colorOf}
            />
          </Stack>
        )}
      </Stack>
      <RawDrawer projectDocumentId={id} chat={raw} onClose={() => setRaw(null)} />
    </>
  );
}

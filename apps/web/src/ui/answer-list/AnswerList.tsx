import {
  Alert,
  Button,
  Group,
  Paper,
  SimpleGrid,
  type SimpleGridProps,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import type { ChatSummary, RangedReportFilter } from '@sightline/contracts';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { analyticsCalls } from '../../lib/api/analytics-calls.ts';
import { sourceCalls } from '../../lib/api/source-calls.ts';
import { count } from '../../lib/format.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { useBrandColors } from '../use-brand-colors.ts';
import { AnswerListItem } from './AnswerListItem.tsx';
import { answerListKeys } from './answer-list-keys.ts';
import { registerAnswerListStrings } from './answer-list-strings.ts';

registerAnswerListStrings(i18n);

/** Reads one page of a list's answers, newest first (`cursor`: the `nextCursor` of the page before, null first). */
export type AnswerPageLoader = (
  page: { limit: number; cursor: string | null },
  signal: AbortSignal,
) => Promise<{ chats: ChatSummary[]; nextCursor: string | null }>;

export interface AnswerListProps {
  projectDocumentId: string;
  filter: RangedReportFilter;
  /** Only answers that mention (`mentioned` true, the default with a brand) or do not mention this brand key. */
  brand?: string;
  mentioned?: boolean;
  /**
   * Only the answers to prompts of this intent, or `none` (prompts without one): one row of the intent matrix, which
   * the report filters (`intents`) cannot say for `none`.
   */
  intent?: string | undefined;
  /** A brand key whose badge is drawn filled in each answer, without keeping only the answers naming it. */
  highlight?: string | undefined;
  /**
   * Only the answers a rate's n counts (status `ok`): a drill-down from a rate lists as many answers as its n says,
   * without the engine's empty answers.
   */
  answered?: boolean;
  /** Answers per page (1–100), 20 by default. */
  limit?: number;
  /** Whether a "show more" button loads the next page; without it only the first page shows. */
  pageable?: boolean;
  /** Only the answers citing this domain, or this page (of this domain). */
  cited?: { domain: string } | { domain: string; url: string } | undefined;
  /** Answers side by side on wide screens (a full-width card); one column by default (a drawer, a side column). */
  cols?: SimpleGridProps['cols'];
  /** The list is of one prompt's answers (its screen): each opens in the prompt's chat route, which leads back. */
  promptDocumentId?: string | undefined;
  /**
   * The list is of the answers a watch matched, read by `loadPage` (the watch screen's call): each opens in the
   * watch's chat route with the list's range, which leads back; `highlight` draws a brand's badge filled.
   */
  watch?: { documentId: string; loadPage: AnswerPageLoader; highlight?: string | undefined } | undefined;
}

/** The placeholder of one answer, in the item's layout. */
function ItemSkeleton() {
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" mb={8}>
        <Skeleton h={12} w={90} />
        <Skeleton h={12} w={110} />
      </Group>
      <Skeleton h={14} w="70%" mb={8} />
      <Group gap={6} mb={8}>
        <Skeleton h={18} w={70} />
        <Skeleton h={18} w={70} />
      </Group>
      <Skeleton h={10} w="95%" mb={4} />
      <Skeleton h={10} w="60%" />
    </Paper>
  );
}

/**
 * The answers behind a number, newest first: each opens its chat view. One page at a time from the answers list
 * endpoint (keyset pagination); skeletons while loading, a reason when there are none, the API's message and a
 * retry when it fails.
 */
export function AnswerList({
  projectDocumentId,
  filter,
  brand,
  mentioned,
  intent,
  highlight,
  answered = false,
  limit = 20,
  pageable = true,
  cols = 1,
  cited,
  promptDocumentId,
  watch,
}: AnswerListProps) {
  const { t } = useTranslation();
  const { project } = useSession().selection;
  const timezone = project?.documentId === projectDocumentId ? project.timezone : undefined;
  const colors = useBrandColors(projectDocumentId);
  const scope = {
    brand,
    mentioned: brand === undefined ? undefined : (mentioned ?? true),
    intent,
    status: answered ? ('ok' as const) : undefined,
    limit,
    cited: cited && ('url' in cited ? cited.url : cited.domain),
    watch: watch?.documentId,
  };
  const query = useInfiniteQuery({
    queryKey: answerListKeys.list(projectDocumentId, filter, scope),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      watch
        ? watch.loadPage({ limit, cursor: pageParam }, signal)
        : cited
          ? sourceCalls.citingChats(
              projectDocumentId,
              filter,
              'url' in cited ? { url: cited.url } : { domain: cited.domain },
              { limit, cursor: pageParam },
              signal,
            )
          : analyticsCalls.chats(
              projectDocumentId,
              filter,
              {
                limit,
                cursor: pageParam,
                ...(scope.brand === undefined ? {} : { brand: scope.brand, mentioned: scope.mentioned }),
                ...(intent === undefined ? {} : { intent }),
                ...(scope.status ? { status: scope.status } : {}),
              },
              signal,
            ),
    getNextPageParam: (page) => page.nextCursor,
    retry: (failures, error) => failures < 1 && (error as { status?: number }).status !== 400,
  });

  if (query.isPending) {
    return (
      <SimpleGrid cols={cols} spacing="xs" verticalSpacing="xs" aria-busy data-testid="answer-list-loading">
        {Array.from({ length: Math.min(limit, 4) }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <ItemSkeleton key={i} />
        ))}
      </SimpleGrid>
    );
  }
  if (query.isError) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={18} />}
        title={t('answerList.loadFailed')}
        data-testid="answer-list-error"
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{query.error.message}</Text>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconRefresh size={14} />}
            loading={query.isFetching}
            onClick={() => void query.refetch()}
          >
            {t('answerList.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const chats = query.data.pages.flatMap((page) => page.chats);
  // The answer view steps through this list's answers and goes back to it.
  const trailIds = chats.map((chat) => chat.documentId);
  if (chats.length === 0) {
    return (
      <Paper withBorder radius="md" p="lg" data-testid="answer-list-empty">
        <Text ta="center" fw={600} size="sm">
          {t('answerList.empty')}
        </Text>
        <Text ta="center" c="dimmed" size="xs" mt={4}>
          {t('answerList.emptyHint')}
        </Text>
      </Paper>
    );
  }
  return (
    <Stack gap="xs" data-testid="answer-list">
      <SimpleGrid cols={cols} spacing="xs" verticalSpacing="xs">
        {chats.map((chat) => (
          <AnswerListItem
            key={chat.documentId}
            projectDocumentId={projectDocumentId}
            chat={chat}
            timezone={timezone}
            colorOf={colors.colorOf}
            highlight={brand ?? highlight ?? watch?.highlight}
            sourceDomain={cited?.domain}
            promptDocumentId={promptDocumentId}
            watch={watch && { documentId: watch.documentId, from: filter.from, to: filter.to }}
            trailIds={trailIds}
          />
        ))}
      </SimpleGrid>
      {pageable && query.hasNextPage && (
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {t('answerList.shown', { formatted: count(chats.length) })}
          </Text>
          <Button
            size="xs"
            variant="default"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
            data-testid="answer-list-more"
          >
            {t('answerList.more')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

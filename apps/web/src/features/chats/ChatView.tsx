import { Alert, Button, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/api-error.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { RouteError } from '../../lib/route-error.ts';
import { trailPlace, useAnswerTrail } from '../../ui/answer-trail/answer-trail.ts';
import { useBrandColors } from '../../ui/use-brand-colors.ts';
import { ChatAspects } from './ChatAspects.tsx';
import { ChatHeader } from './ChatHeader.tsx';
import { ChatMentions } from './ChatMentions.tsx';
import { ChatNeighbours } from './ChatNeighbours.tsx';
import { ChatRaw } from './ChatRaw.tsx';
import { ChatSearches } from './ChatSearches.tsx';
import { ChatSkeleton } from './ChatSkeleton.tsx';
import { ChatSources } from './ChatSources.tsx';
import { ChatTrailBar, ChatTrailPosition } from './ChatTrailBar.tsx';
import { ChatUsage } from './ChatUsage.tsx';
import { useChat } from './chat-calls.ts';
import { type ChatPlace, ownerOf } from './chat-place.ts';
import { registerChatStrings } from './chat-strings.ts';

registerChatStrings(i18n);

// The markdown renderer (react-markdown, the HTML parser and the sanitizer) is the view's largest part: its chunk
// starts loading with this module, in parallel with the chat, and stays out of the route's own bundle.
const answerChunk = import('./ChatAnswer.tsx');
const ChatAnswer = lazy(() => answerChunk.then((m) => ({ default: m.ChatAnswer })));

const answerFallback = (
  <Stack gap={10}>
    {['100%', '92%', '96%', '70%'].map((w) => (
      <Skeleton key={w} h={12} w={w} />
    ))}
  </Stack>
);

/**
 * One stored answer and the evidence behind every number computed from it (docs/features/web.md, Chat view): the
 * same view for every chat route. A chat that does not exist, or is not the caller's organization's, is the 404
 * screen.
 */
export function ChatView({
  place,
  chatId,
  context,
}: {
  place: ChatPlace;
  chatId: string;
  context?: ReactNode;
}) {
  const { t } = useTranslation();
  const trail = useAnswerTrail();
  // Opened from a list: previous and next step through that list, and "back" returns to it. The top line is the same
  // while the answer loads and once it is there (a link being clicked is never replaced under the pointer).
  const inList = trailPlace(trail, chatId);
  const top = (
    <>
      {inList && trail && place.kind === 'project' ? (
        <ChatTrailBar trail={trail} position={inList.position} total={inList.total} />
      ) : (
        context
      )}
      {inList && place.kind !== 'project' && (
        <ChatTrailPosition position={inList.position} total={inList.total} />
      )}
    </>
  );
  const owner = ownerOf(place);
  const query = useChat(owner, chatId);
  const colors = useBrandColors(query.data?.project.documentId);

  if (query.error instanceof ApiError && query.error.status === 404) {
    throw new RouteError(404, `Page not found: ${window.location.pathname}`);
  }
  if (query.isPending)
    return (
      <>
        {top}
        <ChatSkeleton />
      </>
    );
  if (query.isError)
    return (
      <>
        {top}
        <Alert color="red" variant="light" title={t('chats.loadError')} data-testid="chat-error">
          <Text size="sm">{query.error.message}</Text>
          <Button size="xs" mt="xs" variant="default" onClick={() => void query.refetch()}>
            {t('chats.retry')}
          </Button>
        </Alert>
      </>
    );

  const chat = query.data;
  const names = new Map(chat.mentions.map((m) => [m.brandKey, m.brandName]));
  return (
    <>
      {top}
      <ChatHeader
        chat={chat}
        actions={
          inList ? (
            <ChatNeighbours place={place} previous={inList.previous} next={inList.next} trail={trail} />
          ) : (
            <ChatNeighbours place={place} previous={chat.previous} next={chat.next} />
          )
        }
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Paper withBorder p="md" radius="md">
              <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
                <Title order={2} fz="h4">
                  {t('chats.answer')}
                </Title>
                <Text size="xs" c="dimmed">
                  {t('chats.legend')}
                </Text>
              </Group>
              {chat.status === 'no_answer' ? (
                <Text c="dimmed" data-testid="chat-no-answer">
                  {t('chats.noAnswer')}
                </Text>
              ) : (
                <Suspense fallback={answerFallback}>
                  <ChatAnswer
                    answer={chat.answer}
                    mentions={chat.mentions}
                    markers={chat.markers}
                    colorOf={colors.colorOf}
                  />
                </Suspense>
              )}
            </Paper>
            <ChatMentions
              answer={chat.answer}
              mentions={chat.mentions}
              colorOf={colors.colorOf}
              sentimentJudged={chat.sentimentJudged}
            />
            <ChatAspects aspects={chat.aspects} colorOf={colors.colorOf} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <ChatSources
              citations={chat.citations}
              colorOf={colors.colorOf}
              brandName={(k) => names.get(k)}
            />
            <ChatSearches searchQueries={chat.searchQueries} retrieved={chat.retrieved} />
            <ChatUsage chat={chat} />
            <ChatRaw owner={owner} chatId={chatId} />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}

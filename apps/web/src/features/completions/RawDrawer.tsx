import { Alert, Code, Drawer, Group, ScrollArea, Skeleton, Text } from '@mantine/core';
import type { ChatSummary } from '@sightline/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { completionCalls } from './completion-calls.ts';

/** The engine's raw response of one answer, fetched when opened. */
export function RawDrawer({
  projectDocumentId,
  chat,
  onClose,
}: {
  projectDocumentId: string;
  chat: ChatSummary | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const chatId = chat?.documentId ?? '';
  const raw = useQuery<unknown>({
    queryKey: ['completions', 'raw', projectDocumentId, chatId],
    queryFn: ({ signal }) => completionCalls.raw(projectDocumentId, chatId, signal),
    enabled: chat !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  return (
    <Drawer
      opened={chat !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={t('completions.rawTitle')}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      {chat && (
        <Group gap="xs" mb="sm">
          <Text size="sm" c="dimmed">
            {chat.prompt.text}
          </Text>
        </Group>
      )}
      {raw.isPending ? (
        <Skeleton h={240} />
      ) : raw.isError ? (
        <Alert color="red" variant="light">
          {t('completions.rawFailed')}
        </Alert>
      ) : raw.data === null ? (
        <Text c="dimmed">{t('completions.rawNone')}</Text>
      ) : (
        <Code
          block
          data-testid="completion-raw-json"
          style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
        >
          {JSON.stringify(raw.data, null, 2)}
        </Code>
      )}
    </Drawer>
  );
}

import { Alert, Button, Code, Group, Paper, ScrollArea, Skeleton, Text, Title } from '@mantine/core';
import { IconCode } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatRaw } from './chat-calls.ts';
import type { ChatOwner } from './chat-keys.ts';

/** The engine's raw response as stored, fetched only when the user opens it. */
export function ChatRaw({ owner, chatId }: { owner: ChatOwner; chatId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const raw = useChatRaw(owner, chatId, open);
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} fz="h4">
          {t('chats.raw')}
        </Title>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconCode size={14} />}
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          data-testid="chat-raw-toggle"
        >
          {open ? t('chats.hideRaw') : t('chats.showRaw')}
        </Button>
      </Group>
      {open && (
        <div style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
          {raw.isPending ? (
            <Skeleton h={160} />
          ) : raw.isError ? (
            <Alert color="red" variant="light" title={t('chats.loadError')}>
              <Text size="sm">{raw.error.message}</Text>
              <Button size="xs" mt="xs" variant="default" onClick={() => void raw.refetch()}>
                {t('chats.retry')}
              </Button>
            </Alert>
          ) : raw.data === null || raw.data === undefined ? (
            <Text size="sm" c="dimmed">
              {t('chats.rawEmpty')}
            </Text>
          ) : (
            <ScrollArea.Autosize mah={420} type="auto">
              <Code block data-testid="chat-raw">
                {JSON.stringify(raw.data, null, 2)}
              </Code>
            </ScrollArea.Autosize>
          )}
        </div>
      )}
    </Paper>
  );
}

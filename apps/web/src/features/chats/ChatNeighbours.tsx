import { Button, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ChatLink } from './ChatLink.tsx';
import type { ChatPlace } from './chat-place.ts';

/** Previous and next answer to the same prompt by the same engine (disabled at either end). */
export function ChatNeighbours({
  place,
  previous,
  next,
}: {
  place: ChatPlace;
  previous: string | null;
  next: string | null;
}) {
  const { t } = useTranslation();
  const left = <IconChevronLeft size={14} />;
  const right = <IconChevronRight size={14} />;
  return (
    <Group gap="xs" title={t('chats.neighboursHint')} wrap="nowrap">
      {previous ? (
        <ChatLink place={place} chatId={previous} testId="chat-previous" leftSection={left}>
          {t('chats.previous')}
        </ChatLink>
      ) : (
        <Button size="xs" variant="default" disabled leftSection={left}>
          {t('chats.previous')}
        </Button>
      )}
      {next ? (
        <ChatLink place={place} chatId={next} testId="chat-next" rightSection={right}>
          {t('chats.next')}
        </ChatLink>
      ) : (
        <Button size="xs" variant="default" disabled rightSection={right}>
          {t('chats.next')}
        </Button>
      )}
    </Group>
  );
}

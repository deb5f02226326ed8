import { Button, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AnswerTrail } from '../../ui/answer-trail/answer-trail.ts';
import { ChatLink } from './ChatLink.tsx';
import type { ChatPlace } from './chat-place.ts';

/**
 * Previous and next answer (disabled at either end): in the list the answer was opened from (`trail`), else to the
 * same prompt by the same engine.
 */
export function ChatNeighbours({
  place,
  previous,
  next,
  trail,
}: {
  place: ChatPlace;
  previous: string | null;
  next: string | null;
  trail?: AnswerTrail | undefined;
}) {
  const { t } = useTranslation();
  const left = <IconChevronLeft size={14} />;
  const right = <IconChevronRight size={14} />;
  return (
    <Group gap="xs" title={trail ? t('chats.trailHint') : t('chats.neighboursHint')} wrap="nowrap">
      {previous ? (
        <ChatLink place={place} chatId={previous} testId="chat-previous" leftSection={left} trail={trail}>
          {t('chats.previous')}
        </ChatLink>
      ) : (
        <Button size="xs" variant="default" disabled leftSection={left} data-testid="chat-previous">
          {t('chats.previous')}
        </Button>
      )}
      {next ? (
        <ChatLink place={place} chatId={next} testId="chat-next" rightSection={right} trail={trail}>
          {t('chats.next')}
        </ChatLink>
      ) : (
        <Button size="xs" variant="default" disabled rightSection={right} data-testid="chat-next">
          {t('chats.next')}
        </Button>
      )}
    </Group>
  );
}

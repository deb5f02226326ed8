import { Anchor, Group, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { count } from '../../lib/format.ts';
import type { AnswerTrail } from '../../ui/answer-trail/answer-trail.ts';

/** Where an answer stands in the list it was opened from ("목록의 답변 12개 중 3번째"). */
export function ChatTrailPosition({ position, total }: { position: number; total: number }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed" mb="xs" data-testid="chat-trail-position">
      {t('chats.trailPosition', { position: count(position), total: count(total) })}
    </Text>
  );
}

/**
 * Above a project's answer opened from a list: the way back to that list (its URL, filters and all; a plain link, so
 * that it also opens in a new tab) and where the answer stands in it.
 */
export function ChatTrailBar({
  trail,
  position,
  total,
}: {
  trail: AnswerTrail;
  position: number;
  total: number;
}) {
  const { t } = useTranslation();
  const router = useRouter();
  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    router.history.push(trail.back);
  };
  return (
    <Group gap="xs" mb="xs" wrap="wrap">
      <Anchor href={trail.back} onClick={back} size="sm" data-testid="chat-back-to-list">
        <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('chats.backToList')}
      </Anchor>
      <ChatTrailPosition position={position} total={total} />
    </Group>
  );
}

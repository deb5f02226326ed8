import { Anchor, Group, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { count } from '../../lib/format.ts';
import type { AnswerTrail } from '../../ui/answer-trail/answer-trail.ts';

/**
 * Above an answer opened from a list: the way back to that list (its URL, filters and all; a plain link, so that it
 * also opens in a new tab) and where the answer stands in it. A `context` that already leads back to the list's
 * screen (a domain's, a prompt's, a watch's) is kept instead of the link, the position beneath it.
 */
export function ChatTrailBar({
  trail,
  position,
  total,
  context,
}: {
  trail: AnswerTrail;
  position: number;
  total: number;
  context?: ReactNode;
}) {
  const { t } = useTranslation();
  const router = useRouter();
  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    router.history.push(trail.back);
  };
  const where = (
    <Text size="sm" c="dimmed" data-testid="chat-trail-position">
      · {t('chats.trailPosition', { position: count(position), total: count(total) })}
    </Text>
  );
  if (context)
    return (
      <>
        {context}
        <Group mb="xs">{where}</Group>
      </>
    );
  return (
    <Group gap="xs" mb="xs" wrap="wrap">
      <Anchor href={trail.back} onClick={back} size="sm" data-testid="chat-back-to-list">
        <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('chats.backToList')}
      </Anchor>
      {where}
    </Group>
  );
}

import { Group, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { AnchorLink } from '../../ui/RouterLinks.tsx';
import { useRangeSearch, useWatchRange } from './use-watch-range.ts';
import { watchDetailQuery } from './watch-queries.ts';
import { registerWatchesStrings } from './watches-strings.ts';

registerWatchesStrings(i18n);

/** Above a chat a watch matched: the way back to the watch (by name, with the range kept) and why the chat is here. */
export function WatchChatBack({ watchDocumentId }: { watchDocumentId: string }) {
  const { t } = useTranslation();
  const project = useSession().selection.project;
  const range = useWatchRange();
  const search = useRangeSearch();
  // Usually in the cache already: the chat was opened from the watch's screen.
  const watch = useQuery({
    ...watchDetailQuery(project?.documentId ?? '', watchDocumentId, range),
    enabled: Boolean(project),
  });
  const name = watch.data?.data.name;
  return (
    <Group gap="xs" mb="xs" wrap="wrap">
      <AnchorLink
        to="/projects/watches/$documentId"
        params={{ documentId: watchDocumentId }}
        search={search}
        size="sm"
        data-testid="chat-back"
      >
        <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} />{' '}
        {name ? t('watches.chat.back', { name }) : t('watches.chat.backPlain')}
      </AnchorLink>
      <Text size="sm" c="dimmed" data-testid="chat-watch-context">
        · {t('watches.chat.context')}
      </Text>
    </Group>
  );
}

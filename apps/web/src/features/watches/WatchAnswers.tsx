import { Card, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AnswerList } from '../../ui/answer-list/AnswerList.tsx';
import { type WatchRange, watchCalls } from './watch-calls.ts';

/** Answers a page of the watch's answers shows (the API's default page). */
export const watchAnswersPageSize = 20;

/**
 * The answers the watch matched in the range, newest first, a page at a time ("show more"); each opens in the
 * watch's chat route with the range kept. A brand watch's brand is drawn filled in each answer's brands.
 */
export function WatchAnswers({
  projectDocumentId,
  watchDocumentId,
  range,
  brand,
}: {
  projectDocumentId: string;
  watchDocumentId: string;
  range: WatchRange;
  brand: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      id="watch-answers"
      style={{ scrollMarginTop: 72 }}
      data-testid="watch-answers"
    >
      <Title order={2} fz="md" fw={600}>
        {t('watches.detail.answers')}
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        {t('watches.detail.answersHint')}
      </Text>
      <AnswerList
        projectDocumentId={projectDocumentId}
        filter={range}
        limit={watchAnswersPageSize}
        cols={{ base: 1, md: 2, xl: 3 }}
        watch={{
          documentId: watchDocumentId,
          highlight: brand,
          loadPage: (page, signal) =>
            watchCalls.chats(projectDocumentId, watchDocumentId, range, page, signal),
        }}
      />
    </Card>
  );
}

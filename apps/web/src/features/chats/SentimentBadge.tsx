import { Badge } from '@mantine/core';
import type { ChatSentiment } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { decimal } from '../../lib/format.ts';

const colors = { positive: 'teal', neutral: 'gray', negative: 'red' } as const;

/** A sentiment as its label and its score on the one scale people read: 0–100, 50 neutral (one decimal). */
export function SentimentBadge({ sentiment }: { sentiment: ChatSentiment }) {
  const { t } = useTranslation();
  const score = decimal(sentiment.score, 1);
  return (
    <Badge
      variant="light"
      color={colors[sentiment.label]}
      tt="none"
      style={{ minWidth: 'max-content' }}
      data-sentiment={sentiment.label}
      title={t('chats.sentimentScale')}
    >
      {t(`chats.sentimentLabels.${sentiment.label}`)} {score}
    </Badge>
  );
}

import { Badge } from '@mantine/core';
import type { ChatSentiment } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { signedDecimal } from '../../lib/format.ts';

const colors = { positive: 'teal', neutral: 'gray', negative: 'red' } as const;

/** A sentiment as its label and score in [−1, 1] (signed, two decimals). */
export function SentimentBadge({ sentiment }: { sentiment: ChatSentiment }) {
  const { t } = useTranslation();
  const score = signedDecimal(sentiment.score, 2);
  return (
    <Badge
      variant="light"
      color={colors[sentiment.label]}
      tt="none"
      style={{ minWidth: 'max-content' }}
      data-sentiment={sentiment.label}
    >
      {t(`chats.sentimentLabels.${sentiment.label}`)} {score}
    </Badge>
  );
}

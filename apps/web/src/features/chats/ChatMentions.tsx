import { Paper, Table, Text, Title, Tooltip } from '@mantine/core';
import type { ChatMention } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { count } from '../../lib/format.ts';
import { cssTextColor } from '../../ui/brand-colors.ts';
import { WideTable } from '../../ui/data-table/WideTable.tsx';
import { BrandName } from './BrandName.tsx';
import classes from './ChatTables.module.css';
import { mentionContext } from './mention-context.ts';
import { SentimentBadge } from './SentimentBadge.tsx';

/** The tracked brands the answer names, by rank: how often, in what tone, and the passage around the first mention. */
export function ChatMentions({
  answer,
  mentions,
  colorOf,
  sentimentJudged,
}: {
  answer: string;
  mentions: readonly ChatMention[];
  colorOf: (brandKey: string) => string;
  /** Whether a judge model scored the tone (else the rules estimated it, and the table says so). */
  sentimentJudged: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} fz="h4" mb={mentions.length > 0 ? 2 : 'sm'}>
        {t('chats.mentions')}
      </Title>
      {mentions.length > 0 && (
        <Tooltip
          label={t(sentimentJudged ? 'chats.sentimentByJudge' : 'chats.sentimentByRulesHint')}
          multiline
          w={320}
        >
          <Text size="xs" c="dimmed" mb="sm" w="fit-content" data-testid="chat-sentiment-method">
            {t(sentimentJudged ? 'chats.sentimentByJudge' : 'chats.sentimentByRules')}
          </Text>
        </Tooltip>
      )}
      {mentions.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="chat-no-mentions">
          {t('chats.noMentions')}
        </Text>
      ) : (
        <WideTable minWidth={560}>
          <Table verticalSpacing="xs" data-testid="chat-mentions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th className={classes.sticky}>{t('chats.brand')}</Table.Th>
                <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                  <Tooltip label={t('chats.rankHint')}>
                    <span>{t('chats.rank')}</span>
                  </Tooltip>
                </Table.Th>
                <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {t('chats.count')}
                </Table.Th>
                <Table.Th style={{ whiteSpace: 'nowrap' }}>{t('chats.sentiment')}</Table.Th>
                <Table.Th>{t('chats.snippet')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...mentions]
                .sort((a, b) => a.rank - b.rank)
                .map((m) => (
                  <Table.Tr key={m.brandKey} data-testid="chat-mention-row" data-brand={m.brandKey}>
                    <Table.Td className={classes.sticky}>
                      <BrandName name={m.brandName} color={colorOf(m.brandKey)} own={m.own} />
                    </Table.Td>
                    <Table.Td ta="right">{count(m.rank)}</Table.Td>
                    <Table.Td ta="right">{count(m.count)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <SentimentBadge sentiment={m.sentiment} />
                    </Table.Td>
                    <Table.Td>
                      <MentionPassage answer={answer} mention={m} color={colorOf(m.brandKey)} />
                    </Table.Td>
                  </Table.Tr>
                ))}
            </Table.Tbody>
          </Table>
        </WideTable>
      )}
    </Paper>
  );
}

/** The passage around the mention's first occurrence, the brand's words in its colour; else the stored snippet. */
function MentionPassage({ answer, mention, color }: { answer: string; mention: ChatMention; color: string }) {
  const context = mentionContext(answer, mention.spans[0]);
  return (
    <Text size="xs" c="dimmed" maw={420} data-testid="chat-mention-passage">
      {context ? (
        <>
          {context.before}
          <Text component="span" inherit fw={700} c={cssTextColor(color)}>
            {context.name}
          </Text>
          {context.after}
        </>
      ) : (
        mention.snippet
      )}
    </Text>
  );
}
